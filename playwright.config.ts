import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
import { E2E_APP_PORT, E2E_MOCK_PORT } from "./tests/support/ports";

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
  projects: [{ name: "phone" }],
  webServer: {
    command: `npx vite preview --port ${E2E_APP_PORT} --strictPort`,
    url: `http://127.0.0.1:${E2E_APP_PORT}/app/login`,
    env: { GAWE_MOCK_ORIGIN: `http://127.0.0.1:${E2E_MOCK_PORT}` },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
