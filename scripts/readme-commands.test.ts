import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandEnv } from "../tests/support/command-env";

/**
 * What a newcomer sees running the README's commands on a fresh clone (issue 19 items 18, 19, 22):
 * a build that says nothing but what it made.
 */

/**
 * Rolldown's report of slow plugin callbacks (PLUGIN_TIMINGS) comes only when the build takes
 * over 3 s and one callback over 1 s: on this shared machine the build's precompression
 * (scripts/production-serving.ts) gets there under load, on an idle one it does not. It says how
 * busy the machine was, not what the code does wrong, so it is the one report this test lets by.
 */
const withoutTimingReport = (stderr: string): string =>
  stderr.replace(/^.*\[PLUGIN_TIMINGS\][\s\S]*?InputOptions\.checks#bundlertimings.*(\n|$)/m, "");

let scratch = "";
let dist = "";
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "gawe-readme-"));
  dist = join(scratch, "dist");
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the production build", () => {
  it("builds without a single warning", () => {
    // GAWE_DIST_DIR keeps this build apart from ./dist (vite.config.ts); the preview below serves it.
    const run = spawnSync("npx", ["vite", "build"], { encoding: "utf8", env: commandEnv({ GAWE_DIST_DIR: dist }), timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    // Vite and Rolldown write warnings ("(!) ...") to stderr and what was built to stdout.
    expect(withoutTimingReport(run.stderr)).toBe("");
    expect(run.stdout).not.toContain("(!)");
    expect(run.stdout).toContain("built in");
  }, 150_000);
});
