#!/usr/bin/env node
// @ts-check
/**
 * Verifies the gawe-web pacts against a running gawe-api: from the pact files of contracts/pacts
 * (the default) or from a Pact Broker. Plain JavaScript with one dependency
 * (@pact-foundation/pact), so a backend team can run it from this folder alone
 * (contracts/verifier/package.json; contracts/README.md "For backend teams").
 *
 *   node contracts/verifier/verify.mjs --provider-base-url <url> [options]
 *
 * Exits non-zero when any interaction fails (or when the options are wrong).
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEV_APP_SECRET, NONCE_USED_STATE, resigningFilter, signatureOf } from "./signing.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Where the consumer tests write the pacts (the local-file mode's default source). */
export const DEFAULT_PACT_DIR = path.join(HERE, "..", "pacts");

/** The broker's recommended selectors: the consumer's main branch, the same branch name, what is deployed or released. */
export const DEFAULT_SELECTORS = Object.freeze([{ mainBranch: true }, { matchingBranch: true }, { deployedOrReleased: true }]);

export const USAGE = `usage: verify --provider-base-url <url> [options]

  --provider-base-url <url>   the backend to verify (required)
  --state-change-url <url>    where provider states are set up (default <provider-base-url>/__dev/provider-states)
  --app-secret <secret>       re-sign every request with this app secret and a fresh nonce
                              (default: env GAWE_APP_SECRET; without either, requests keep the pact's
                              example nonce and dev-secret signature)
  --pact <file|dir>           pact file or folder, repeatable (default contracts/pacts; not with --broker-url)

 Broker (token: env PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD):
  --broker-url <url>          fetch the pacts from this broker (or env PACT_BROKER_BASE_URL with --provider-version)
  --provider-version <v>      this backend's version (e.g. its git commit); required with --broker-url
  --branch <name>             this backend's branch (matchingBranch selectors, pending and WIP pacts use it)
  --selector <s>              consumer version selector, repeatable: mainBranch | matchingBranch |
                              deployedOrReleased | deployed | released | branch=<name> | environment=<name> |
                              a JSON object (default: mainBranch, matchingBranch, deployedOrReleased)
  --include-wip-since <date>  also verify work-in-progress pacts published since this date (YYYY-MM-DD)
  --no-pending                fail on pending pacts too (pending pacts are on by default with a broker)
  --publish                   publish the results to the broker (needs --provider-version)
  --build-url <url>           link the published results to this CI build`;

/**
 * @typedef {object} VerifyOptions
 * @property {string} providerBaseUrl
 * @property {string} [stateChangeUrl]
 * @property {string} [appSecret]
 * @property {string[]} [pacts]
 * @property {string} [brokerUrl]
 * @property {string} [providerVersion]
 * @property {string} [branch]
 * @property {Record<string, string | boolean>[]} [selectors]
 * @property {string} [includeWipSince]
 * @property {boolean} [pending]
 * @property {boolean} [publish]
 * @property {string} [buildUrl]
 * @property {string} [logLevel]
 */

/** @param {string} spec @returns {Record<string, string | boolean>} */
const selectorOf = (spec) => {
  if (spec.startsWith("{")) {
    const parsed = JSON.parse(spec);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error(`--selector ${spec}: not a JSON object`);
    return parsed;
  }
  const [key, value] = spec.split("=", 2);
  if (key === undefined || key === "") throw new Error(`--selector needs a value\n${USAGE}`);
  const flags = ["mainBranch", "matchingBranch", "deployedOrReleased", "deployed", "released", "latest"];
  if (value === undefined && flags.includes(key)) return { [key]: true };
  if (value !== undefined && ["branch", "environment", "tag", "consumer", "fallbackTag"].includes(key)) return { [key]: value };
  throw new Error(`unknown selector ${spec}\n${USAGE}`);
};

/**
 * @param {readonly string[]} argv
 * @param {Record<string, string | undefined>} [env]
 * @returns {VerifyOptions}
 */
export const parseArgs = (argv, env = process.env) => {
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {string[]} */
  const pacts = [];
  /** @type {Record<string, string | boolean>[]} */
  const selectors = [];
  let pending = true;
  let publish = false;
  const valued = ["--provider-base-url", "--state-change-url", "--app-secret", "--pact", "--broker-url", "--provider-version", "--branch", "--selector", "--include-wip-since", "--build-url", "--log-level"];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const eq = arg.indexOf("=");
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (name === "--no-pending") pending = false;
    else if (name === "--publish") publish = true;
    else if (name === "--help" || name === "-h") throw new Error(USAGE);
    else if (valued.includes(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === "" || value.startsWith("--")) throw new Error(`${name} needs a value\n${USAGE}`);
      if (name === "--pact") pacts.push(value);
      else if (name === "--selector") selectors.push(selectorOf(value));
      else values[name] = value;
    } else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  const providerBaseUrl = values["--provider-base-url"]?.replace(/\/+$/, "");
  if (providerBaseUrl === undefined) throw new Error(`--provider-base-url is required\n${USAGE}`);
  const brokerUrl = values["--broker-url"] ?? (values["--provider-version"] === undefined ? undefined : env.PACT_BROKER_BASE_URL);
  const appSecret = values["--app-secret"] ?? (env.GAWE_APP_SECRET === "" ? undefined : env.GAWE_APP_SECRET);
  if (brokerUrl === undefined) {
    for (const flag of ["--provider-version", "--branch", "--include-wip-since", "--build-url"])
      if (values[flag] !== undefined) throw new Error(`${flag} needs --broker-url\n${USAGE}`);
    if (selectors.length > 0 || publish || !pending) throw new Error(`--selector, --publish and --no-pending need --broker-url\n${USAGE}`);
  } else {
    if (pacts.length > 0) throw new Error(`--pact and --broker-url exclude each other\n${USAGE}`);
    if (values["--provider-version"] === undefined) throw new Error(`--broker-url needs --provider-version\n${USAGE}`);
  }
  return {
    providerBaseUrl,
    stateChangeUrl: values["--state-change-url"] ?? `${providerBaseUrl}/__dev/provider-states`,
    ...(appSecret === undefined ? {} : { appSecret }),
    ...(brokerUrl === undefined
      ? { pacts: pacts.length > 0 ? pacts : [DEFAULT_PACT_DIR] }
      : {
          brokerUrl,
          providerVersion: values["--provider-version"],
          ...(values["--branch"] === undefined ? {} : { branch: values["--branch"] }),
          selectors: selectors.length > 0 ? selectors : DEFAULT_SELECTORS.map((s) => ({ ...s })),
          ...(values["--include-wip-since"] === undefined ? {} : { includeWipSince: values["--include-wip-since"] }),
          pending,
          publish,
          ...(values["--build-url"] === undefined ? {} : { buildUrl: values["--build-url"] }),
        }),
    ...(values["--log-level"] === undefined ? {} : { logLevel: values["--log-level"] }),
  };
};

/** Every pact file named (folders: their *.json files). @param {readonly string[]} sources */
const pactFilesIn = (sources) =>
  sources.flatMap((source) =>
    statSync(source).isDirectory()
      ? readdirSync(source)
          .filter((f) => f.endsWith(".json"))
          .map((f) => path.join(source, f))
      : [source],
  );

/**
 * Provider states: each is set up (and torn down after the interaction) by POSTing
 * { state, params, action } to the state URL; a non-2xx answer fails the interactions that need it.
 * A JSON object in the answer is handed to Pact as provider-state values (fromProviderState).
 * Any state name gets this handler (a Proxy), so pacts from a broker need no list of names.
 * NONCE_USED_STATE is completed here: the verifier spends its nonce with a signed request.
 *
 * @param {{ stateChangeUrl: string, providerBaseUrl: string, appSecret: string, replayedNonces: Set<string> }} deps
 */
export const stateHandlersFor = ({ stateChangeUrl, providerBaseUrl, appSecret, replayedNonces }) => {
  /** @param {string} state @param {unknown} params @param {"setup" | "teardown"} action */
  const change = async (state, params, action) => {
    const response = await fetch(stateChangeUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ state, params: params ?? {}, action }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`state "${state}" (${action}): ${response.status} ${text.slice(0, 300)}`);
    if (action === "setup" && state === NONCE_USED_STATE) await spendNonce(params);
    try {
      const json = JSON.parse(text);
      return typeof json === "object" && json !== null && !Array.isArray(json) ? json : undefined;
    } catch {
      return undefined;
    }
  };
  /** @param {unknown} params */
  const spendNonce = async (params) => {
    const nonce = /** @type {{ nonce?: unknown }} */ (params ?? {}).nonce;
    if (typeof nonce !== "string") throw new Error(`state "${NONCE_USED_STATE}" needs params.nonce`);
    // Any signed request spends a nonce; the public category list changes nothing.
    const response = await fetch(`${providerBaseUrl}/api/categories`, {
      headers: { Accept: "application/json", "Accept-Language": "en", device: "web", platform: "home", nonce, signature: signatureOf(appSecret, nonce) },
    });
    if (!response.ok) throw new Error(`state "${NONCE_USED_STATE}": spending the nonce answered ${response.status}`);
    replayedNonces.add(nonce);
  };
  // pact-core sets up and tears down an empty state around an interaction that names none: nothing to do.
  const nothing = { setup: async () => undefined, teardown: async () => undefined };
  /** @param {string} state */
  const handler = (state) => (state === "" ? nothing : {
    /** @param {unknown} params */
    setup: (params) => change(state, params, "setup"),
    /** @param {unknown} params */
    teardown: (params) => change(state, params, "teardown"),
  });
  return new Proxy({}, { get: (_target, name) => (typeof name === "string" ? handler(name) : undefined) });
};

/** Pact's proxy crashes and hangs on a provider it cannot connect to, so fail fast instead. @param {string} baseUrl */
const assertReachable = async (baseUrl) => {
  try {
    await fetch(baseUrl, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(`cannot reach the provider at ${baseUrl}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** pact-core packs its report into the error message as JSON; the readable part. @param {unknown} error */
export const readableFailure = (error) => {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message);
    if (Array.isArray(report.output)) return report.output.join("\n");
  } catch {
    // not JSON: as it is
  }
  return message;
};

/**
 * The options handed to pact-js's Verifier (exported for the wiring test).
 * @param {VerifyOptions} options
 * @param {Set<string>} [replayedNonces]
 */
export const verifierOptions = (options, replayedNonces = new Set()) => {
  const appSecret = options.appSecret ?? DEV_APP_SECRET;
  const source =
    options.brokerUrl === undefined
      ? { pactUrls: pactFilesIn(options.pacts ?? [DEFAULT_PACT_DIR]) }
      : {
          pactBrokerUrl: options.brokerUrl,
          consumerVersionSelectors: options.selectors ?? DEFAULT_SELECTORS.map((s) => ({ ...s })),
          enablePending: options.pending ?? true,
          ...(options.includeWipSince === undefined ? {} : { includeWipPactsSince: options.includeWipSince }),
          ...(options.providerVersion === undefined ? {} : { providerVersion: options.providerVersion }),
          ...(options.branch === undefined ? {} : { providerVersionBranch: options.branch }),
          publishVerificationResult: options.publish ?? false,
          ...(options.buildUrl === undefined ? {} : { buildUrl: options.buildUrl }),
        };
  return {
    provider: "gawe-api",
    providerBaseUrl: options.providerBaseUrl,
    ...source,
    stateHandlers: stateHandlersFor({
      stateChangeUrl: options.stateChangeUrl ?? `${options.providerBaseUrl}/__dev/provider-states`,
      providerBaseUrl: options.providerBaseUrl,
      appSecret,
      replayedNonces,
    }),
    ...(options.appSecret === undefined ? {} : { requestFilter: resigningFilter({ secret: options.appSecret, replayedNonces }) }),
    logLevel: options.logLevel ?? "warn",
  };
};

/**
 * Runs the verification; resolves when every interaction passed, rejects otherwise.
 * @param {VerifyOptions} options
 */
export const verify = async (options) => {
  process.env.PACT_DO_NOT_TRACK ??= "true";
  const { Verifier } = await import("@pact-foundation/pact");
  await assertReachable(options.providerBaseUrl);
  const config = verifierOptions(options);
  const from = options.brokerUrl === undefined ? `${config.pactUrls?.length ?? 0} pact file(s)` : `the pacts of ${options.brokerUrl}`;
  console.log(`Verifying ${from} against ${options.providerBaseUrl}`);
  console.log(`Provider states via POST ${options.stateChangeUrl} { state, params, action }`);
  console.log(options.appSecret === undefined ? "Requests keep the pacts' example nonce and signature (no --app-secret / GAWE_APP_SECRET)" : "Every request re-signed with the given app secret and a fresh nonce");
  // The option types of pact-js are TypeScript's; this plain object has the same fields.
  await new Verifier(/** @type {never} */ (config)).verifyProvider();
};

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  try {
    await verify(parseArgs(process.argv.slice(2)));
    console.log("Pact verification passed.");
  } catch (error) {
    console.error(readableFailure(error));
    console.error("Pact verification FAILED.");
    process.exitCode = 1;
  }
}
