import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../mock-server/server";
import { currentPactFile } from "../consumer/pact-support";
import { startFakeBroker, type FakeBroker } from "./fake-broker";
import { runVerifier } from "./run-verifier";
import { DEFAULT_PACT_DIR, parseArgs, verifierOptions } from "./verify.mjs";

const BASE = ["--provider-base-url", "http://127.0.0.1:9"];

describe("verify.mjs options", () => {
  it("verifies the committed pact files by default, re-signing with GAWE_APP_SECRET when set", () => {
    expect(parseArgs(BASE, {})).toEqual({ providerBaseUrl: "http://127.0.0.1:9", stateChangeUrl: "http://127.0.0.1:9/__dev/provider-states", pacts: [DEFAULT_PACT_DIR] });
    expect(parseArgs(BASE, { GAWE_APP_SECRET: "s3cret" }).appSecret).toBe("s3cret");
    expect(parseArgs([...BASE, "--app-secret=flag"], { GAWE_APP_SECRET: "env" }).appSecret).toBe("flag");
  });

  it("maps the broker flags to pact-js's options: selectors, pending and WIP pacts, branch, publishing", () => {
    const options = parseArgs(
      [...BASE, "--broker-url", "https://broker.example", "--provider-version", "abc123", "--branch", "main", "--selector", "mainBranch", "--selector", "environment=production", "--selector", '{"branch":"feat/x","fallbackBranch":"main"}', "--include-wip-since", "2026-01-01", "--publish", "--build-url", "https://ci.example/1"],
      {},
    );
    expect(verifierOptions(options)).toMatchObject({
      provider: "gawe-api",
      pactBrokerUrl: "https://broker.example",
      consumerVersionSelectors: [{ mainBranch: true }, { environment: "production" }, { branch: "feat/x", fallbackBranch: "main" }],
      enablePending: true,
      includeWipPactsSince: "2026-01-01",
      providerVersion: "abc123",
      providerVersionBranch: "main",
      publishVerificationResult: true,
      buildUrl: "https://ci.example/1",
    });
    expect(verifierOptions(parseArgs([...BASE, "--broker-url", "https://b", "--provider-version", "1", "--no-pending"], {}))).toMatchObject({
      consumerVersionSelectors: [{ mainBranch: true }, { matchingBranch: true }, { deployedOrReleased: true }],
      enablePending: false,
      publishVerificationResult: false,
    });
    expect(parseArgs([...BASE, "--provider-version", "1"], { PACT_BROKER_BASE_URL: "https://from-env" }).brokerUrl).toBe("https://from-env");
  });

  it("refuses what cannot work", () => {
    expect(() => parseArgs([], {})).toThrow(/--provider-base-url is required/);
    expect(() => parseArgs([...BASE, "--publish"], {})).toThrow(/need --broker-url/);
    expect(() => parseArgs([...BASE, "--broker-url", "https://b"], {})).toThrow(/needs --provider-version/);
    expect(() => parseArgs([...BASE, "--broker-url", "https://b", "--provider-version", "1", "--pact", "x.json"], {})).toThrow(/exclude each other/);
    expect(() => parseArgs([...BASE, "--selector", "latest=yes"], {})).toThrow(/unknown selector|need --broker-url/);
    expect(() => parseArgs([...BASE, "--frobnicate"], {})).toThrow(/unknown option/);
  });
});

describe("verifying from a broker (a fake one on 127.0.0.1: no broker runs here)", () => {
  const secret = "the-backend-teams-own-secret";
  let broker: FakeBroker;
  let server: MockServer;
  let dataDir: string;

  beforeAll(async () => {
    // Two interactions are enough to see the flags reach the broker and the results come back.
    const pact = JSON.parse(readFileSync(currentPactFile(), "utf8")) as { interactions: { description: string }[] };
    const few = pact.interactions.filter((i) => ["a request for the job categories", "a request for the logged-in seeker's profile"].includes(i.description));
    expect(few).toHaveLength(2);
    broker = await startFakeBroker({ ...pact, interactions: few });
    dataDir = mkdtempSync(path.join(tmpdir(), "gawe-broker-"));
    server = await startMockServer({ dataFile: path.join(dataDir, "db.json"), quiet: true, strict: false, signatureCheck: true, appSecret: secret });
  });
  afterAll(async () => {
    await broker.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("asks for the pacts with the selectors, pending and WIP flags and the branch, and publishes the results", async () => {
    const run = await runVerifier([
      "--provider-base-url", server.url, "--app-secret", secret, "--broker-url", broker.url, "--provider-version", "1.2.3", "--branch", "main",
      "--selector", "mainBranch", "--selector", "deployedOrReleased", "--include-wip-since", "2026-01-01", "--publish", "--build-url", "https://ci.example/42",
    ], { PACT_BROKER_TOKEN: "a-token" });
    expect(run.output).toContain("Pact verification passed.");
    expect(run.code).toBe(0);
    const asked = broker.requests.find((r) => r.method === "POST" && r.path === "/pacts/provider/gawe-api/for-verification");
    expect(asked?.body).toMatchObject({
      consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
      includePendingStatus: true,
      includeWipPactsSince: "2026-01-01",
      providerVersionBranch: "main",
    });
    expect(asked?.authorization).toBe("Bearer a-token");
    expect(broker.requests.some((r) => r.method === "PUT" && r.path === "/pacticipants/gawe-api/branches/main/versions/1.2.3")).toBe(true);
    const published = broker.requests.find((r) => r.method === "POST" && r.path === "/pacts/gawe-web/1/verification-results");
    expect(published?.body).toMatchObject({ success: true, providerApplicationVersion: "1.2.3", buildUrl: "https://ci.example/42" });
  }, 60_000);
});
