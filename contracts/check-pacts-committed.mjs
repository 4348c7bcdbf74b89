// Fails when contracts/pacts differs from the committed version: run after the consumer tests,
// which write the pact from scratch (contracts/consumer/pact-run.setup.ts). A clean checkout
// passes only when the committed pact is exactly what its consumer tests produce.
import { spawnSync } from "node:child_process";

const git = (args) => spawnSync("git", args, { encoding: "utf8" });
const diff = git(["diff", "--exit-code", "--stat", "--", "contracts/pacts"]);
const untracked = git(["ls-files", "--others", "--exclude-standard", "--", "contracts/pacts"]);
if (diff.error || untracked.error || diff.status > 1) {
  console.error(`cannot compare contracts/pacts with git: ${diff.error?.message ?? untracked.error?.message ?? diff.stderr}`);
  process.exit(2);
}
if (diff.status !== 0 || untracked.stdout.trim() !== "") {
  console.error(`${diff.stdout}${untracked.stdout}`);
  console.error("contracts/pacts differs from what the consumer tests write: commit the regenerated pact (npx vitest run --project contracts).");
  process.exit(1);
}
console.log("contracts/pacts is what the consumer tests write.");
