import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

/**
 * globalSetup of the contracts project: the consumer tests write the pact from scratch into a
 * fresh folder (pact-js merges into an existing file, so a removed interaction would stay), and
 * only a run of every consumer test file, all passed, replaces the committed pact with it. The
 * tests that read the pact (coverage, signing) run after the consumer tests (sequencer.ts) and
 * read the fresh pact when there is one. CI then fails when the committed file differs
 * (scripts/test-all.mjs: `git diff --exit-code -- contracts/pacts`).
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
export const COMMITTED_PACT_DIR = path.join(HERE, "..", "pacts");

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run's consumer tests write the pact. */
    pactOut: string;
  }
}

export default function setup(project: TestProject): () => void {
  const out = mkdtempSync(path.join(tmpdir(), "gawe-pact-out-"));
  project.provide("pactOut", out);
  return () => {
    const consumerFiles = readdirSync(HERE).filter((f) => f.endsWith(".pact.test.ts"));
    const ran = project.vitest.state.getFiles().filter((f) => consumerFiles.includes(path.basename(f.filepath)));
    const allPassed = ran.length === consumerFiles.length && ran.every((f) => f.result?.state === "pass");
    const written = existsSync(out) ? readdirSync(out).filter((f) => f.endsWith(".json")) : [];
    if (allPassed && written.length > 0) {
      for (const old of readdirSync(COMMITTED_PACT_DIR).filter((f) => f.endsWith(".json")))
        if (!written.includes(old)) rmSync(path.join(COMMITTED_PACT_DIR, old));
      for (const file of written) {
        const target = path.join(COMMITTED_PACT_DIR, file);
        if (!existsSync(target) || readFileSync(target, "utf8") !== readFileSync(path.join(out, file), "utf8")) copyFileSync(path.join(out, file), target);
      }
    } else if (ran.length > 0) {
      console.log(`contracts/pacts left as they were: ${ran.length} of ${consumerFiles.length} consumer test files ran${allPassed ? "" : " or one failed"}`);
    }
    rmSync(out, { recursive: true, force: true });
  };
}
