import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const VERIFY = path.join(path.dirname(fileURLToPath(import.meta.url)), "verify.mjs");

export interface Run {
  readonly code: number | null;
  readonly output: string;
}

/** The verifier as a backend team runs it (plain node, no tsx), its output kept out of the test log. */
export const runVerifier = (args: readonly string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> =>
  new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PACT_DO_NOT_TRACK: "true", ...extraEnv };
    delete env.GAWE_APP_SECRET;
    delete env.PACT_BROKER_BASE_URL;
    const child = spawn(process.execPath, [VERIFY, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
