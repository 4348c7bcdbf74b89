import { resolve } from "node:path";

/**
 * Ports and build folder of the end-to-end stack; apart from the dev ones (5173/4173/4010) so both
 * can run at once. The environment may move them, so two checkouts can run their suites side by side.
 */
const envPort = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
export const E2E_APP_PORT = envPort("GAWE_E2E_APP_PORT", 4174);
export const E2E_MOCK_PORT = envPort("GAWE_E2E_MOCK_PORT", 4011);

/** The folder of the build vite preview serves: GAWE_DIST_DIR is relative to ui/, as in vite.config.ts. */
export const E2E_DIST_DIR = resolve("ui", process.env.GAWE_DIST_DIR ?? "../dist");
