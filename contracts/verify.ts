/**
 * Verifies every pact in contracts/pacts against a provider.
 *
 *   tsx contracts/verify.ts
 *       starts the mock server in-process (fresh temp data file) and verifies against it.
 *   tsx contracts/verify.ts --provider-base-url <url> [--state-change-url <url>]
 *       verifies a running backend; the state URL defaults to <url>/__dev/provider-states.
 *
 * Exits non-zero when any interaction fails.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Verifier, type VerifierOptions } from "@pact-foundation/pact";

type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;

process.env.PACT_DO_NOT_TRACK ??= "true";

const PACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "pacts");
const USAGE = "usage: npm run contracts:verify -- [--provider-base-url <url> [--state-change-url <url>]]";

interface Target {
  readonly providerBaseUrl: string;
  readonly stateChangeUrl: string;
  readonly stop: () => Promise<void>;
}

const parseArgs = (argv: readonly string[]): { base?: string; state?: string } => {
  const out: { base?: string; state?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const [name, inline] = flag?.split("=", 2) ?? [];
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith("--")) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (name === "--provider-base-url") out.base = value.replace(/\/$/, "");
    else if (name === "--state-change-url") out.state = value;
    else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  if (out.state !== undefined && out.base === undefined) throw new Error(`--state-change-url needs --provider-base-url\n${USAGE}`);
  return out;
};

const startLocalMock = async (): Promise<Target> => {
  // Imported lazily so that verifying a remote backend does not need the mock's code to load.
  const { startMockServer } = await import("../mock-server/server");
  const dataDir = mkdtempSync(path.join(tmpdir(), "gawe-pact-"));
  // The pacts carry one example nonce for every interaction, which the mock would refuse as
  // replayed from the second request on: verify without the signature check until issue 13
  // re-signs each request (docs/api.md "Signature and nonce").
  const server = await startMockServer({ port: 0, dataFile: path.join(dataDir, "db.json"), quiet: true, strict: false, signatureCheck: false });
  return {
    providerBaseUrl: server.url,
    stateChangeUrl: `${server.url}/__dev/provider-states`,
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Every provider state the pacts name. */
const statesIn = (pactFiles: readonly string[]): string[] => {
  const names = new Set<string>();
  for (const file of pactFiles) {
    const pact = JSON.parse(readFileSync(file, "utf8")) as { interactions?: { providerStates?: { name: string }[] }[] };
    for (const interaction of pact.interactions ?? []) for (const state of interaction.providerStates ?? []) names.add(state.name);
  }
  return [...names];
};

/**
 * Each state is set up by POSTing { state, params, action: "setup" } to the provider's state URL;
 * a non-2xx answer fails the interactions that need that state. A JSON object in the answer is
 * handed to Pact as provider-state values.
 */
const stateHandlersFor = (states: readonly string[], stateChangeUrl: string): StateHandlers =>
  Object.fromEntries(
    states.map((state) => [
      state,
      // A plain function is a setup-only handler: these states need no teardown.
      async (params?: unknown) => {
        const response = await fetch(stateChangeUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ state, params: params ?? {}, action: "setup" }),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`state "${state}": ${response.status} ${text.slice(0, 300)}`);
        try {
          const json: unknown = JSON.parse(text);
          return typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, string>) : undefined;
        } catch {
          return undefined;
        }
      },
    ]),
  );

/** Pact's proxy crashes and hangs on a provider it cannot connect to, so fail fast instead. */
const assertReachable = async (baseUrl: string): Promise<void> => {
  try {
    await fetch(baseUrl, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(`cannot reach the provider at ${baseUrl}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** pact-core packs its report into the error message as JSON; print the readable part. */
const readableFailure = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message) as { output?: string[] };
    if (Array.isArray(report.output)) return report.output.join("\n");
  } catch {
    // not JSON: print as is
  }
  return message;
};

const main = async (): Promise<void> => {
  const args = parseArgs(process.argv.slice(2));
  const pactUrls = readdirSync(PACT_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => path.join(PACT_DIR, f));
  if (pactUrls.length === 0) throw new Error(`no pacts in ${PACT_DIR}: run npm run test:contracts first`);

  const target: Target =
    args.base === undefined
      ? await startLocalMock()
      : {
          providerBaseUrl: args.base,
          stateChangeUrl: args.state ?? `${args.base}/__dev/provider-states`,
          stop: async () => undefined,
        };
  await assertReachable(target.providerBaseUrl);
  console.log(`Verifying ${pactUrls.length} pact file(s) against ${target.providerBaseUrl}`);
  console.log(`Provider states via POST ${target.stateChangeUrl} { state, params, action }`);
  try {
    await new Verifier({
      provider: "gawe-api",
      providerBaseUrl: target.providerBaseUrl,
      pactUrls,
      stateHandlers: stateHandlersFor(statesIn(pactUrls), target.stateChangeUrl),
      logLevel: "warn",
    }).verifyProvider();
    console.log("Pact verification passed.");
  } finally {
    await target.stop();
  }
};

main().catch((error: unknown) => {
  console.error(readableFailure(error));
  console.error("Pact verification FAILED.");
  process.exitCode = 1;
});
