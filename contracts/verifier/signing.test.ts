import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_APP_SECRET as APP_DEV_SECRET } from "../../adapters/http/app-secret";
import { newNonce as appNonce, signNonce } from "../../adapters/http/request-signature";
import { PROVIDER_STATE } from "../../mock-server/provider-state-names";
import { startMockServer, type MockServer } from "../../mock-server/server";
import { currentPactFile } from "../consumer/pact-support";
import { runVerifier } from "./run-verifier";
import { DEV_APP_SECRET, NONCE_USED_STATE, newNonce, resigningFilter, signatureOf } from "./signing.mjs";

describe("re-signing request filter", () => {
  it("signs exactly as the app does (adapters/http/request-signature.ts)", async () => {
    expect(DEV_APP_SECRET).toBe(APP_DEV_SECRET);
    expect(NONCE_USED_STATE).toBe(PROVIDER_STATE.nonceUsed);
    for (const secret of [DEV_APP_SECRET, "a backend's own secret", "ü-ñ-secret"]) {
      const nonce = appNonce();
      expect(signatureOf(secret, nonce)).toBe(await signNonce(secret, nonce));
    }
    expect(newNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(newNonce());
  });

  it("re-signs what the app signed with a fresh nonce, keeps other signatures and spent nonces", () => {
    const filter = resigningFilter({ secret: "backend", replayedNonces: new Set(["ab".repeat(16)]) });
    const through = (headers: Record<string, string>) => {
      const req = { headers: { ...headers } as Record<string, string | string[] | undefined> };
      filter(req, undefined, () => undefined);
      return req.headers;
    };
    const nonce = "01".repeat(16);
    const resigned = through({ nonce, signature: signatureOf(DEV_APP_SECRET, nonce) });
    expect(resigned.nonce).not.toBe(nonce);
    expect(resigned.signature).toBe(signatureOf("backend", String(resigned.nonce)));
    const foreign = { nonce, signature: signatureOf("an old app secret", nonce) };
    expect(through(foreign)).toEqual(foreign);
    const spent = "ab".repeat(16);
    expect(through({ nonce: spent, signature: signatureOf(DEV_APP_SECRET, spent) })).toEqual({ nonce: spent, signature: signatureOf("backend", spent) });
    expect(through({})).toEqual({});
  });
});

describe("verifying a backend with its own app secret and strict nonce checking", () => {
  const secret = "the-backend-teams-own-secret";
  let server: MockServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "gawe-signing-"));
    server = await startMockServer({ dataFile: path.join(dataDir, "db.json"), quiet: true, strict: false, signatureCheck: true, appSecret: secret });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Every interaction of the pact, replayed: the pact grows with each feature (446 with the chat's), past a minute on a shared 2-core runner.
  it("passes every interaction when the filter re-signs with that secret", async () => {
    const run = await runVerifier(["--provider-base-url", server.url, "--app-secret", secret, "--pact", currentPactFile()]);
    expect(run.output).toContain("Pact verification passed.");
    expect(run.code).toBe(0);
  }, 180_000);

  it("fails without it: the example signatures are refused", async () => {
    // A few interactions suffice to show it (pact-core's description filter), and keep the test fast.
    const run = await runVerifier(["--provider-base-url", server.url, "--pact", currentPactFile()], { PACT_DESCRIPTION: "^a (login with the right OTP|request for the logged-in seeker's profile|request for the job categories)$" });
    expect(run.code).toBe(1);
    expect(run.output).toContain("Pact verification FAILED.");
    expect(run.output.match(/"code":\s*"SIGNATURE_INVALID"/g)?.length ?? run.output.split("SIGNATURE_INVALID").length - 1).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
