// `npm run lighthouse`: builds, serves the production build with the mock API, and runs
// Lighthouse (mobile defaults) on /app/login in Debian's Chromium. Prints the scores and keeps
// the JSON reports in .lighthouse/. Targets: performance >= 95, accessibility 100.
import { spawnSync } from "node:child_process";
import { spawnGroup, stopGroup } from "./process-group.mjs";
import { mkdirSync, readFileSync } from "node:fs";

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/app/login"];
const port = "4175";
const env = { ...process.env, MOCK_PORT: "4012", GAWE_MOCK_ORIGIN: "http://127.0.0.1:4012", CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" };

if (spawnSync("npx", ["vite", "build"], { stdio: "inherit", env }).status !== 0) process.exit(1);
const mock = spawnGroup("npx", ["tsx", "mock-server/main.ts"], { env, stdio: "ignore" });
const preview = spawnGroup("npx", ["vite", "preview", "--port", port, "--strictPort"], { env, stdio: "ignore" });
const stop = () => [mock, preview].forEach((child) => stopGroup(child));

const waitFor = async (url) => {
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
};

let failed = false;
try {
  await waitFor(`http://127.0.0.1:${port}/app/login`);
  mkdirSync(".lighthouse", { recursive: true });
  for (const page of pages) {
    const out = `.lighthouse/${page.replace(/\W+/g, "_")}.json`;
    const run = spawnSync(
      "npx",
      [
        "lighthouse",
        `http://127.0.0.1:${port}${page}`,
        "--only-categories=performance,accessibility",
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-quic --no-first-run",
      ],
      { stdio: "inherit", env },
    );
    if (run.status !== 0) {
      failed = true;
      continue;
    }
    const report = JSON.parse(readFileSync(out, "utf8"));
    const score = (id) => Math.round(report.categories[id].score * 100);
    console.log(`${page}: performance ${score("performance")}, accessibility ${score("accessibility")}`);
    for (const audit of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]) {
      console.log(`  ${audit}: ${report.audits[audit].displayValue}`);
    }
  }
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
