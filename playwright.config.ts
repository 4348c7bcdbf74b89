import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
import { E2E_APP_PORT, E2E_MOCK_PORT } from "./tests/support/ports";

/**
 * The specs that move the mock's clock (/__dev/clock): it is one clock for the whole mock, and
 * arranging a provider state puts it back to real time, so these run after every other spec, one
 * test at a time (project `phone-clock`), never beside a test that reads or resets the clock.
 */
const MOCK_CLOCK_SPECS = ["**/work-journey.spec.ts", "**/work-clock.spec.ts", "**/interviews.spec.ts"];

/**
 * End-to-end tests run the production build (vite preview) against a mock server started in
 * global setup with a fresh data file, in Chromium at a phone viewport.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  globalSetup: "./tests/support/e2e-global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    launchOptions: chromiumLaunchOptions,
    // The offline shell's worker would answer a reload from its cache and hide assets from
    // page.route; tests/e2e/offline-shell.spec.ts allows it where it is what is tested.
    serviceWorkers: "block",
    trace: "off",
    screenshot: "only-on-failure",
  },
  // No timing is asserted here: frame gaps, paint times and Lighthouse are `npm run bench` (playwright.bench.config.ts).
  projects: [
    { name: "phone", testIgnore: MOCK_CLOCK_SPECS },
    { name: "phone-clock", testMatch: MOCK_CLOCK_SPECS, dependencies: ["phone"], workers: 1 },
  ],
  webServer: {
    command: `npx vite preview --port ${E2E_APP_PORT} --strictPort`,
    url: `http://127.0.0.1:${E2E_APP_PORT}/app/login`,
    env: { GAWE_MOCK_ORIGIN: `http://127.0.0.1:${E2E_MOCK_PORT}` },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
