// `npm test`: every check CI relies on, in the order that fails fastest. Stops at the first
// failing stage and exits non-zero; prints how long each stage took. No check asserts a time, so a
// busy machine makes it slower, never red: the timing checks are `npm run bench` (scripts/bench.ts).
import { spawn } from "node:child_process";

const stages = [
  { name: "type check + lint + layer rule", parallel: [["npm", ["run", "-s", "typecheck"]], ["npm", ["run", "-s", "lint"]]] },
  { name: "unit and property tests (domain coverage >= 95% branches)", run: ["npx", ["vitest", "run", "--project", "unit", "--coverage"]] },
  { name: "the project's commands as processes (build, npm start, npm run preview, playwright --list, a killed mock)", run: ["npx", ["vitest", "run", "--project", "processes"]] },
  { name: "Pact consumer tests, contract coverage, re-signed verification", run: ["npx", ["vitest", "run", "--project", "contracts"]] },
  { name: "committed pact equals what the consumer tests write", run: ["node", ["contracts/check-pacts-committed.mjs"]] },
  { name: "Pact provider verification against a fresh mock server", run: ["npx", ["tsx", "contracts/verify.ts"]] },
  { name: "production build", run: ["npx", ["vite", "build"]] },
  { name: "bundle budgets", run: ["npx", ["tsx", "scripts/check-bundle-budget.ts"]] },
  { name: "end-to-end tests (Chromium, phone viewport)", run: ["npx", ["playwright", "test"]] },
];

const env = { ...process.env, PACT_DO_NOT_TRACK: "true", CI: process.env.CI ?? "1" };
const exec = ([cmd, args]) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const started = performance.now();
for (const stage of stages) {
  const t0 = performance.now();
  console.log(`\n=== ${stage.name} ===`);
  const codes = stage.parallel ? await Promise.all(stage.parallel.map(exec)) : [await exec(stage.run)];
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (codes.some((c) => c !== 0)) {
    console.error(`\n✗ FAILED: ${stage.name} (${seconds}s)`);
    process.exit(1);
  }
  console.log(`✓ ${stage.name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)}s.`);
