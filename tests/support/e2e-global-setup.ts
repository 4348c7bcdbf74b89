import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMockServer } from "../../mock-server/server";
import { E2E_MOCK_PORT } from "./ports";

/** A mock server with a fresh copy of the seed for this run; stopped when the run ends. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "gawe-e2e-"));
  const server = await startMockServer({ port: E2E_MOCK_PORT, dataFile: join(dir, "db.json"), quiet: true });
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
