import { existsSync } from "node:fs";
import path from "node:path";
import { MatchersV3, PactV4 } from "@pact-foundation/pact";
import { Result } from "effect";
import { expect, inject } from "vitest";
import { DEV_APP_SECRET } from "../../adapters/http/app-secret";
import { createHttpClient, type HttpClientConfig } from "../../adapters/http/http-client";
import { signNonce } from "../../adapters/http/request-signature";
import type { ApiError } from "../../application/ports/api-error";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import { PROVIDER_STATE, type ProviderStateName, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { COMMITTED_PACT_DIR } from "./pact-run.setup";

const { fromProviderState, like, regex, string } = MatchersV3;

export { PROVIDER_STATE };

export const PACT_FILE_NAME = "gawe-web-gawe-api.json";

/** The shared pact of gawe-web and gawe-api: every consumer test adds its interactions to it (this run's folder, pact-run.setup.ts). */
export const gawePact = () =>
  new PactV4({
    consumer: "gawe-web",
    provider: "gawe-api",
    dir: inject("pactOut"),
    logLevel: "warn",
  });

/** The pact the consumer tests just wrote in this run, else the committed one. */
export const currentPactFile = (): string => {
  const fresh = path.join(inject("pactOut"), PACT_FILE_NAME);
  return existsSync(fresh) ? fresh : path.join(COMMITTED_PACT_DIR, PACT_FILE_NAME);
};

/** `.given(state, params)` with the parameters the state takes (mock-server/provider-state-names.ts). */
type GivenParams = NonNullable<Parameters<ReturnType<PactV4["addInteraction"]>["given"]>[1]>;
export const state = <S extends ProviderStateName>(name: S, params: ProviderStateParams[S]): readonly [string, GivenParams] => [name, params as unknown as GivenParams];

export const EXAMPLE_NONCE = "0123456789abcdef0123456789abcdef";
const EXAMPLE_SIGNATURE = await signNonce(DEV_APP_SECRET, EXAMPLE_NONCE);

/** A bearer token the provider state hands back as `token` (or the value `name`); the app in the test sends `example`. */
export interface TokenFromState {
  readonly fromState: string;
  readonly name?: string;
}
export const tokenFromState = (example: string, name?: string): TokenFromState => (name === undefined ? { fromState: example } : { fromState: example, name });
/** The bearers a state that logs in both sides hands back (`providerToken`, `seekerToken`). */
export const PROVIDER_FROM_STATE = tokenFromState("tok-provider-example", "providerToken");
export const SEEKER_FROM_STATE = tokenFromState("tok-seeker-example", "seekerToken");
/** The example token an adapter is called with. */
export const exampleToken = (token: TokenFromState): AuthToken => token.fromState as AuthToken;

/** A value (path, body field) the provider state hands back: `${name}` in `template`, with the example the app uses. */
export const fromState = (template: string, example: string) => fromProviderState(template, example);

/** The signed headers every call carries (see contracts/README.md), with a bearer from a state or a literal one. */
export const signedHeaders = (bearer?: TokenFromState | string, signature: { nonce: string; signature: string } = { nonce: EXAMPLE_NONCE, signature: EXAMPLE_SIGNATURE }) => ({
  "Content-Type": "application/json",
  "Accept-Language": regex(/^(en|id)$/, "en"),
  device: regex(/^(android|ios|web)$/, "web"),
  platform: string("home"),
  nonce: regex(/^[0-9a-f]{32}$/, signature.nonce),
  signature: regex(/^[0-9a-f]{64}$/, signature.signature),
  ...(bearer === undefined
    ? {}
    : { Authorization: typeof bearer === "string" ? `Bearer ${bearer}` : fromProviderState(`Bearer \${${bearer.name ?? "token"}}`, `Bearer ${bearer.fromState}`) }),
});

export const errorEnvelope = (code: string, details?: Record<string, unknown>) => ({
  error: { code, message: like("developer-facing text"), ...(details === undefined ? {} : { details }) },
});

/** The app's HTTP client against the pact's mock server, logged in with `token` (the session's token it sends). */
export const clientFor = (baseUrl: string, token: AuthToken | null = null, overrides: Partial<HttpClientConfig> = {}) =>
  createHttpClient({
    apiBase: `${baseUrl}/api`,
    secret: DEV_APP_SECRET,
    fetch: (input, init) => globalThis.fetch(input, init),
    device: () => "web",
    language: () => "en",
    authToken: () => token,
    ...overrides,
  });

export const expectRefused = <A>(result: Result.Result<A, ApiError | NotLoggedIn>, status: number, code: string): void => {
  expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ApiRejected", status, code });
};

export const WIB_TIME = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, "2027-06-30T23:59:00+07:00");
