import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { AuthHttpAdapter } from "../../adapters/http/auth.http-adapter";
import type { HttpClient } from "../../adapters/http/http-client";
import { ReferenceHttpAdapter } from "../../adapters/http/reference.http-adapter";
import { signNonce } from "../../adapters/http/request-signature";
import { SeekerHttpAdapter } from "../../adapters/http/seeker.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { OtpRequest } from "../../domain/identity/account.schema";
import type { AuthToken } from "../../domain/identity/session.schema";
import { PROVIDER_STATE } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import type { CallKind } from "./call-kinds";
import { clientFor, errorEnvelope, EXAMPLE_NONCE, exampleToken, expectRefused, gawePact, signedHeaders, state, tokenFromState, type TokenFromState } from "./pact-support";
import { multipartBody, multipartHeaders, PDF, upload, withRawBody, type RequestBuilder } from "./upload-support";

/**
 * The errors every endpoint may answer, one interaction per kind of call each applies to
 * (contracts/consumer/call-kinds.ts has the rule; contracts/coverage.test.ts checks it), each made
 * with one representative call of that kind.
 */
const { integer } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const SITI = DEMO_ACCOUNTS.seeker.phone;
const LOGGED_IN = state(S.seekerLoggedIn, { phone: SITI });
const BEARER = tokenFromState("tok-siti-example");
const TOKEN = exampleToken(BEARER);
type Given = ReturnType<typeof state>;

interface Representative {
  readonly describe: string;
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly bearer?: TokenFromState | string;
  /** States that make the call otherwise acceptable. */
  readonly given: readonly Given[];
  /** The request body as the pact holds it (JSON, or the multipart text of an upload). */
  readonly body?: unknown;
  /** The app's call through its adapter; `client` is logged in with `token` (the logout names it itself). */
  readonly call: (client: HttpClient, baseUrl: string, token: AuthToken) => Promise<Result.Result<unknown, unknown>>;
}

const otp = { phone: SITI, purpose: "login" } as OtpRequest;
const REPRESENTATIVES: Readonly<Record<CallKind, Representative>> = {
  "public read": { describe: "the job categories", method: "GET", path: "/api/categories", given: [], call: (c) => new ReferenceHttpAdapter(c).categories() },
  "public write": {
    describe: "a login OTP",
    method: "POST",
    path: "/api/auth/otp",
    given: [state(S.accountExists, { phone: SITI })],
    body: otp,
    call: (c) => new AuthHttpAdapter(c).requestOtp(otp),
  },
  "bearer read": { describe: "the caller's account", method: "GET", path: "/api/me", bearer: BEARER, given: [LOGGED_IN], call: (c) => new AuthHttpAdapter(c).me() },
  "bearer write": {
    describe: "a save of an unknown job",
    method: "POST",
    path: "/api/seeker/saved-jobs",
    bearer: BEARER,
    given: [LOGGED_IN],
    body: { jobId: "j-nope" },
    call: (c) => new SeekerHttpAdapter(c).saveJob("j-nope"),
  },
  "bearer action": { describe: "a logout", method: "POST", path: "/api/auth/logout", bearer: BEARER, given: [LOGGED_IN], call: (c, _u, t) => new AuthHttpAdapter(c).logout(t) },
  upload: {
    describe: "an upload of a PDF",
    method: "POST",
    path: "/api/uploads",
    bearer: BEARER,
    given: [LOGGED_IN],
    body: multipartBody("pdf", "cv.pdf", "application/pdf", PDF),
    call: async (c, u) => {
      const result = await upload(c, u, "pdf", new File([PDF], "cv.pdf", { type: "application/pdf" }));
      // The bridge turns any refusal but a file's into UploadFailed: the envelope is what the pact is about.
      return Result.isFailure(result) ? Result.fail(result.failure) : Result.succeed(result.success);
    },
  },
};

const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());

const requestOf = (r: Representative, headers: ReturnType<typeof signedHeaders>) => (b: RequestBuilder) => {
  if (r.path === "/api/uploads") withRawBody(b.headers(multipartHeaders(headers)), String(r.body));
  else if (r.body === undefined) b.headers(headers);
  else b.headers(headers).jsonBody(r.body);
};

/** The app's refusal, or for an upload the bridge's failure (it keeps no code). */
const expectAnswer = (kind: CallKind, result: Result.Result<unknown, unknown>, status: number, code: string): void => {
  if (kind === "upload") expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "UploadFailed" });
  else expectRefused(result as Result.Result<unknown, ApiError>, status, code);
};

const KINDS = Object.keys(REPRESENTATIVES) as CallKind[];
const OLD_SECRET = "the-secret-of-an-old-app-build";
const oldSignature = await signNonce(OLD_SECRET, EXAMPLE_NONCE);

describe("SIGNATURE_INVALID: an app built with another secret", () => {
  for (const kind of KINDS) {
    const r = REPRESENTATIVES[kind];
    it(`${kind}: ${r.describe}`, () =>
      given(r.given)
        .uponReceiving(`${r.describe} signed with another app secret`)
        .withRequest(r.method, r.path, requestOf(r, signedHeaders(r.bearer, { nonce: EXAMPLE_NONCE, signature: oldSignature })))
        .willRespondWith(401, (b) => b.jsonBody(errorEnvelope("SIGNATURE_INVALID", { reason: "mismatch" })))
        .executeTest(async (server) => {
          const client = clientFor(server.url, TOKEN, { secret: OLD_SECRET });
          expectAnswer(kind, await r.call(client, server.url, TOKEN), 401, "SIGNATURE_INVALID");
        }));
  }
});

describe("NONCE_REPLAYED: a request whose nonce the provider accepted already", () => {
  KINDS.forEach((kind, i) => {
    const r = REPRESENTATIVES[kind];
    const nonce = `${"0".repeat(30)}${String(i + 1).padStart(2, "0")}`;
    const bytes = Uint8Array.from(Buffer.from(nonce, "hex"));
    it(`${kind}: ${r.describe}`, async () => {
      const signature = await signNonce("gawe-dev-secret", nonce);
      return given([...r.given, state(S.nonceUsed, { nonce })])
        .uponReceiving(`${r.describe} with a nonce used before`)
        .withRequest(r.method, r.path, requestOf(r, signedHeaders(r.bearer, { nonce, signature })))
        .willRespondWith(401, (b) => b.jsonBody(errorEnvelope("NONCE_REPLAYED", { windowSeconds: integer(600) })))
        .executeTest(async (server) => {
          const client = clientFor(server.url, TOKEN, { random: (n) => bytes.slice(0, n) });
          expectAnswer(kind, await r.call(client, server.url, TOKEN), 401, "NONCE_REPLAYED");
        });
    });
  });
});

describe("RATE_LIMITED: a client over its request budget", () => {
  for (const kind of KINDS) {
    const r = REPRESENTATIVES[kind];
    it(`${kind}: ${r.describe}`, () =>
      given([...r.given, state(S.rateLimited, { retryAfterSeconds: 30 })])
        .uponReceiving(`${r.describe} over the client's request budget`)
        .withRequest(r.method, r.path, requestOf(r, signedHeaders(r.bearer)))
        .willRespondWith(429, (b) => b.jsonBody(errorEnvelope("RATE_LIMITED", { retryAfterSeconds: integer(30) })))
        .executeTest(async (server) => {
          const result = await r.call(clientFor(server.url, TOKEN), server.url, TOKEN);
          expectAnswer(kind, result, 429, "RATE_LIMITED");
          if (kind !== "upload") expect(Result.isFailure(result) && result.failure).toMatchObject({ details: { retryAfterSeconds: 30 } });
        }));
  }
});

describe("UNAUTHENTICATED on an upload", () => {
  const r = REPRESENTATIVES.upload;
  it("upload: a session that ended", () =>
    pact
      .addInteraction()
      .uponReceiving("an upload with an unknown token")
      .withRequest(r.method, r.path, requestOf(r, signedHeaders("unknown-token")))
      .willRespondWith(401, (b) => b.jsonBody(errorEnvelope("UNAUTHENTICATED")))
      .executeTest(async (server) => expectAnswer("upload", await r.call(clientFor(server.url, "unknown-token" as AuthToken), server.url, "unknown-token" as AuthToken), 401, "UNAUTHENTICATED")));
});

describe("PAYLOAD_TOO_LARGE: a JSON body over the endpoint's limit (16 KB here)", () => {
  const huge = "8".repeat(17_000);
  const cases = [
    ["public write", "a login OTP for a 17,000-digit number", "/api/auth/otp", { phone: huge, purpose: "login" }, (c: HttpClient) => new AuthHttpAdapter(c).requestOtp({ phone: huge, purpose: "login" } as OtpRequest)],
    ["bearer write", "a save of a job with a 17,000-character id", "/api/seeker/saved-jobs", { jobId: huge }, (c: HttpClient) => new SeekerHttpAdapter(c).saveJob(huge)],
  ] as const;
  for (const [kind, what, path, body, call] of cases) {
    const r = REPRESENTATIVES[kind];
    it(`${kind}: ${what}`, () =>
      given(r.given)
        .uponReceiving(what)
        .withRequest("POST", path, (b) => b.headers(signedHeaders(r.bearer)).jsonBody(body))
        .willRespondWith(413, (b) => b.jsonBody(errorEnvelope("PAYLOAD_TOO_LARGE", { maxBytes: integer(16_384) })))
        .executeTest(async (server) => expectAnswer(kind, await call(clientFor(server.url, TOKEN)), 413, "PAYLOAD_TOO_LARGE")));
  }
});
