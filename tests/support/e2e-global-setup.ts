import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMockServer } from "../../mock-server/server";
import { E2E_APP_PORT, E2E_MOCK_PORT } from "./ports";

/** A mock server with a fresh copy of the seed for this run; stopped when the run ends. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "gawe-e2e-"));
  // Uploaded files are served through the app's origin (the preview proxies /api), as the CDN
  // serves them in production: the build's Content-Security-Policy loads images and videos from
  // its own origin and the CDNs only, never from the mock's port.
  const server = await startMockServer({
    port: E2E_MOCK_PORT,
    dataFile: join(dir, "db.json"),
    quiet: true,
    publicUrl: `http://127.0.0.1:${E2E_APP_PORT}`,
  });
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
