import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandEnv } from "../tests/support/command-env";

/**
 * Issue 19 item 20: a fresh clone has no build, and `npx playwright test --list` must still list
 * the end-to-end tests (no spec may read the build at import time). GAWE_DIST_DIR points at a
 * folder that does not exist, so a build lying around in ./dist cannot hide a slip.
 */
describe("npx playwright test --list", () => {
  it("lists every end-to-end test without a build", () => {
    const empty = mkdtempSync(join(tmpdir(), "gawe-no-dist-"));
    try {
      const run = spawnSync("npx", ["playwright", "test", "--list"], {
        encoding: "utf8",
        env: commandEnv({ GAWE_DIST_DIR: join(empty, "dist") }),
        timeout: 120_000,
      });
      const output = `${run.stdout}${run.stderr}`;
      expect(output).not.toContain("ENOENT");
      expect(run.status, output).toBe(0);
      expect(output).toMatch(/Total: [1-9]\d* tests? in \d+ files?/);
      expect(output).toContain("serving.spec.ts");
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 150_000);
});
