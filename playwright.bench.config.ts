import { defineConfig } from "@playwright/test";
import e2e from "./playwright.config";

/**
 * The timing checks of `npm run bench` (scripts/bench.ts): the end-to-end setup (production build,
 * mock server, phone viewport) with one worker, so no other test shares the CPU with a measurement,
 * and no retries: scripts/bench.ts runs each check several times and judges the medians.
 */
export default defineConfig({
  ...e2e,
  testDir: "tests/bench",
  testMatch: /\.bench\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  projects: [{ name: "bench" }],
});
