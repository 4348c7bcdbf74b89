/**
 * Verifies the pacts against a provider (contracts/README.md).
 *
 *   tsx contracts/verify.ts [options]
 *       starts the mock server in-process (fresh temp data file, its signature and nonce checks on,
 *       a fresh app secret that is not the dev one) and verifies against it, re-signing every
 *       request with that secret.
 *   tsx contracts/verify.ts --provider-base-url <url> [options]
 *       verifies a running backend: the options of contracts/verifier/verify.mjs (--app-secret,
 *       --state-change-url, --pact, the broker flags), which is also what a backend team runs
 *       without this app's dependencies.
 *
 * Exits non-zero when any interaction fails.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, readableFailure, verify } from "./verifier/verify.mjs";

process.env.PACT_DO_NOT_TRACK ??= "true";

interface LocalMock {
  readonly url: string;
  readonly secret: string;
  readonly stop: () => Promise<void>;
}

const startLocalMock = async (): Promise<LocalMock> => {
  // Imported lazily so that verifying a remote backend does not need the mock's code to load.
  const { startMockServer } = await import("../mock-server/server");
  const dataDir = mkdtempSync(path.join(tmpdir(), "gawe-pact-"));
  // Not the dev secret the pacts' examples are signed with: only re-signed requests can pass.
  const secret = `pact-verify-${randomBytes(12).toString("hex")}`;
  const server = await startMockServer({ port: 0, dataFile: path.join(dataDir, "db.json"), quiet: true, strict: false, signatureCheck: true, appSecret: secret });
  return {
    url: server.url,
    secret,
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const main = async (): Promise<void> => {
  const argv = process.argv.slice(2);
  const remote = argv.some((arg) => arg === "--provider-base-url" || arg.startsWith("--provider-base-url="));
  if (remote) return verify(parseArgs(argv));
  if (argv.some((arg) => arg.startsWith("--app-secret") || arg.startsWith("--state-change-url")))
    throw new Error("--app-secret and --state-change-url need --provider-base-url (the local mock has its own)");
  const mock = await startLocalMock();
  try {
    console.log("Local mock server: signature check on, nonces checked, its own app secret");
    await verify(parseArgs([...argv, "--provider-base-url", mock.url, "--app-secret", mock.secret]));
  } finally {
    await mock.stop();
  }
};

main().then(
  () => console.log("Pact verification passed."),
  (error: unknown) => {
    console.error(readableFailure(error));
    console.error("Pact verification FAILED.");
    process.exitCode = 1;
  },
);
