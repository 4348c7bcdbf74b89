import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { commandEnv } from "../../tests/support/command-env";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { rawRequest } from "../testing/mock-harness";

/**
 * Issue 19 item 5: `npm run mock` killed with SIGKILL in the middle of a write. The mock runs as
 * its own process (`node --import tsx mock-server/main.ts`, what `npm run mock` runs), answers a
 * burst of writes (sessions of the back office, each one a commit), and is stopped the moment a
 * temporary file of a write exists, then killed: the kill lands during that write. Restarted on
 * the same file, it must keep every write it acknowledged and leave no temporary file behind.
 */

const ROOT = new URL("../../", import.meta.url);
const running: ChildProcess[] = [];
let dir = "";

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
  dir = "";
});

/** Starts the mock on a free port with this data file; resolves with its URL once it listens. */
const startMock = (dataFile: string): Promise<{ child: ChildProcess; url: string; output: () => string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "mock-server/main.ts"], {
      cwd: ROOT,
      env: commandEnv({ MOCK_PORT: "0", MOCK_DATA_FILE: dataFile }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.push(child);
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const url = /Gawe mock API on (http:\/\/\S+)/.exec(output)?.[1];
      if (url !== undefined) resolve({ child, url, output: () => output });
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code, signal) => reject(new Error(`the mock ended (${code ?? signal}) before it listened:\n${output}`)));
  });

/** Writes acknowledged before the kill is armed: some history to keep, not only the last write. */
const ARM_AFTER = 20;

const temporaryFiles = (): string[] => readdirSync(dir).filter((name) => name.endsWith(".tmp"));

describe("a mock killed during a write (kill -9)", () => {
  it("keeps every acknowledged write and leaves no temporary file after a restart", async () => {
    dir = mkdtempSync(join(tmpdir(), "gawe-killed-"));
    const dataFile = join(dir, "db.json");
    const first = await startMock(dataFile);
    const pid = first.child.pid ?? 0;

    const acknowledged: string[] = [];
    // Stop the mock as soon as a write's temporary file appears; if it is still there once the
    // process stands still, the kill lands in the middle of that write. Otherwise let it go on.
    let killed = false;
    const killedDuringWrite = new Promise<void>((resolve) => {
      const watcher = watch(dir, (_event, name) => {
        if (killed || acknowledged.length < ARM_AFTER || name === null || !name.endsWith(".tmp")) return;
        process.kill(pid, "SIGSTOP");
        if (temporaryFiles().length === 0) return void process.kill(pid, "SIGCONT");
        killed = true;
        process.kill(pid, "SIGKILL");
        watcher.close();
        resolve();
      });
    });

    const writer = async (): Promise<void> => {
      while (!killed) {
        const res = await rawRequest(first.url, "/__dev/sessions", { method: "POST", body: { phone: DEMO_ACCOUNTS.seeker.phone } }).catch(() => undefined);
        const token = (res?.json as { token?: string } | undefined)?.token;
        if (res?.status === 200 && token !== undefined) acknowledged.push(token);
      }
    };
    await Promise.all([killedDuringWrite, writer(), writer(), writer(), writer()]);

    expect(acknowledged.length, "writes acknowledged before the kill").toBeGreaterThan(0);
    expect(temporaryFiles(), "what the killed write left").toHaveLength(1);

    const second = await startMock(dataFile);
    expect(temporaryFiles()).toEqual([]);
    expect(readdirSync(dir).filter((name) => name.includes("unreadable")), "the data file was readable").toEqual([]);
    for (const token of acknowledged) expect((await rawRequest(second.url, "/api/me", { token })).status, `session ${token}`).toBe(200);
    expect(existsSync(dataFile)).toBe(true);
  }, 120_000);
});
