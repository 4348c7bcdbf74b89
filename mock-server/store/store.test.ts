import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSeed } from "../features/registry";
import { createStore } from "./store";

let dir: string;
let file: string;
const lines: string[] = [];
const open = () => createStore({ dataFile: file, now: () => 1_700_000_000_000, log: (l) => lines.push(l), seed: createSeed });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "gawe-store-"));
  file = join(dir, "data", "db.json");
  lines.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("mock data file", () => {
  it("is created from the seed on first start", () => {
    const store = open();
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(createSeed());
    expect(store.current().accounts.map((a) => a.fullName).slice(0, 4)).toEqual(["Siti Rahmawati", "Budi Santoso", "Dewi Lestari", "Agus Pratama"]);
    expect(lines.join("\n")).toContain("created");
  });

  it("keeps what was committed for the next start, and leaves no temporary files", () => {
    const store = open();
    store.commit({ ...store.current(), settings: { ...store.current().settings, whatsappDown: true } });
    expect(open().current().settings.whatsappDown).toBe(true);
    expect(readdirSync(join(dir, "data"))).toEqual(["db.json"]);
  });

  it("moves an unreadable file aside instead of losing it, and starts from the seed", () => {
    open();
    writeFileSync(file, '{"version": 1, "accounts": "oops"');
    const store = open();
    expect(store.current()).toEqual(createSeed());
    const aside = readdirSync(join(dir, "data")).filter((f) => f.includes("unreadable"));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, "data", aside[0] ?? ""), "utf8")).toBe('{"version": 1, "accounts": "oops"');
  });

  it("fills collections a newer seed added into an older file, keeping its data", () => {
    const old: Record<string, unknown> = { ...createSeed() };
    delete old.faq;
    open();
    writeFileSync(file, JSON.stringify({ ...old, sessions: [{ token: "t", userId: "u-seeker-siti", createdAt: "2025-01-06T09:00:00.000+07:00" }] }));
    const store = open();
    expect(store.current().faq.length).toBeGreaterThan(0);
    expect(store.current().sessions).toHaveLength(1);
  });

  it("removes on start the temporary files a killed writer left, and only those", () => {
    open();
    const data = join(dir, "data");
    // A pid no process has (above the kernel's pid_max) and this very process, still writing.
    const dead = 2 ** 23;
    const ours = [`db.json.${dead}.0a1b2c3d.tmp`, `db.json.${dead}.ffffffff.tmp`];
    const others = [
      `db.json.${process.pid}.0a1b2c3d.tmp`,
      `other.json.${dead}.0a1b2c3d.tmp`,
      `db.json.${dead}.notahex1.tmp`,
      `db.json.${dead}.0a1b2c3d.tmp.bak`,
      "db.json.tmp",
      "notes.tmp",
      "db.json.unreadable-1700000000000.json",
    ];
    for (const name of [...ours, ...others]) writeFileSync(join(data, name), "{");
    open();
    expect(readdirSync(data).sort()).toEqual(["db.json", ...others].sort());
    expect(lines.join("\n")).toContain(`removed 2 temporary files`);
  });

  it("keeps the previous state when the write fails (nothing half-applied)", () => {
    const store = open();
    const before = store.current();
    rmSync(join(dir, "data"), { recursive: true });
    writeFileSync(join(dir, "data"), "a file where the folder was");
    expect(() => store.commit({ ...before, accounts: [] })).toThrow();
    expect(store.current()).toBe(before);
    expect(existsSync(file)).toBe(false);
  });
});
