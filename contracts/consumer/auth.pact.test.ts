import type { NotLoggedIn } from "../../application/session/not-logged-in";
import { MatchersV3, type PactV4 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { AuthHttpAdapter, pingUserCenter } from "../../adapters/http/auth.http-adapter";
import { createHttpClient } from "../../adapters/http/http-client";
import { DEV_APP_SECRET } from "../../adapters/http/app-secret";
import type { ApiError } from "../../application/ports/api-error";
import type { LoginRequest, OtpRequest, RegisterRequest } from "../../domain/identity/account.schema";
import type { AuthToken } from "../../domain/identity/session.schema";
import { clientFor, exampleToken, gawePact, signedHeaders, state, tokenFromState } from "./pact-support";
import { PROVIDER_STATE, UNREGISTERED_PHONE } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS, DEMO_OTP_CODE } from "../../mock-server/store/demo-accounts";

const { boolean, eachLike, fromProviderState, integer, like, regex } = MatchersV3;

type RequestBuilder = Parameters<NonNullable<Parameters<ReturnType<PactV4["addInteraction"]>["withRequest"]>[2]>>[0];

const pact = gawePact();

const SEEKER = DEMO_ACCOUNTS.seeker.phone;
const SMS_ONLY = DEMO_ACCOUNTS.seekerSmsOnly.phone;
const NEW_NUMBER = UNREGISTERED_PHONE;
const CODE = DEMO_OTP_CODE;

// States and their parameters: contracts/README.md lists each with the data the provider must hold.
const S = PROVIDER_STATE;
const ACCOUNT = state(S.accountExists, { phone: SEEKER });
const NO_ACCOUNT = state(S.noAccount, { phone: NEW_NUMBER });
const loginOtp = (extra: { sentSecondsAgo?: number; wrongAttempts?: number } = {}) => state(S.otpSent, { phone: SEEKER, purpose: "login", code: CODE, ...extra });
const registerOtp = (extra: { sentSecondsAgo?: number; wrongAttempts?: number } = {}) => state(S.otpSent, { phone: NEW_NUMBER, purpose: "register", code: CODE, ...extra });
const LOGGED_IN = state(S.seekerLoggedIn, { phone: SEEKER });
const BEARER = tokenFromState("tok-seeker-example");
const TOKEN = exampleToken(BEARER);

const WIB_TIME = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, "2025-03-03T10:05:00+07:00");

const account = (overrides: Record<string, unknown> = {}) => ({
  userId: like("u-seeker-siti"),
  phone: SEEKER,
  fullName: like("Siti Rahmawati"),
  roles: eachLike("seeker"),
  activeRole: "seeker",
  idVerified: boolean(true),
  ...overrides,
});

const authResult = (accountBody: Record<string, unknown>) => ({ token: like("tok-3f9c2a"), account: accountBody });

const errorBody = (code: string, details?: Record<string, unknown>) => ({
  error: { code, message: like("developer-facing text"), ...(details === undefined ? {} : { details }) },
});

const api = (baseUrl: string, token: AuthToken | null = null) => new AuthHttpAdapter(clientFor(baseUrl, token));

const expectRejected = <A>(result: Result.Result<A, ApiError | NotLoggedIn>, status: number, code: string): void => {
  expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ApiRejected", status, code });
};

const otpRequest = (phone: string, purpose: "login" | "register") => ({ phone, purpose }) as OtpRequest;
const loginRequest = (phone: string, code: string) => ({ phone, code }) as LoginRequest;

describe("auth API: POST /api/auth/otp", () => {
  it("sends a login OTP through WhatsApp", () =>
    pact
      .addInteraction()
      .given(...ACCOUNT)
      .uponReceiving("a request for a login OTP for the demo seeker")
      .withRequest("POST", "/api/auth/otp", (b) => b.headers(signedHeaders()).jsonBody(otpRequest(SEEKER, "login")))
      .willRespondWith(200, (b) =>
        b.jsonBody({ channel: "whatsapp", whatsappFailed: false, expiresAt: WIB_TIME, resendAt: WIB_TIME }),
      )
      .executeTest(async (server) => {
        const result = await api(server.url).requestOtp(otpRequest(SEEKER, "login"));
        expect(Result.isSuccess(result) && result.success).toMatchObject({ channel: "whatsapp", whatsappFailed: false });
      }));

  it("falls back to SMS when WhatsApp cannot reach the number", () =>
    pact
      .addInteraction()
      .given(...state(S.accountExists, { phone: SMS_ONLY }))
      .given(...state(S.whatsappUnreachable, { phone: SMS_ONLY }))
      .uponReceiving("a request for a login OTP for a number WhatsApp cannot reach")
      .withRequest("POST", "/api/auth/otp", (b) => b.headers(signedHeaders()).jsonBody(otpRequest(SMS_ONLY, "login")))
      .willRespondWith(200, (b) => b.jsonBody({ channel: "sms", whatsappFailed: true, expiresAt: WIB_TIME, resendAt: WIB_TIME }))
      .executeTest(async (server) => {
        const result = await api(server.url).requestOtp(otpRequest(SMS_ONLY, "login"));
        expect(Result.isSuccess(result) && result.success).toMatchObject({ channel: "sms", whatsappFailed: true });
      }));

  it("refuses a login OTP for a number without an account", () =>
    pact
      .addInteraction()
      .given(...NO_ACCOUNT)
      .uponReceiving("a request for a login OTP for a number without an account")
      .withRequest("POST", "/api/auth/otp", (b) => b.headers(signedHeaders()).jsonBody(otpRequest(NEW_NUMBER, "login")))
      .willRespondWith(404, (b) => b.jsonBody(errorBody("ACCOUNT_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRejected(await api(server.url).requestOtp(otpRequest(NEW_NUMBER, "login")), 404, "ACCOUNT_NOT_FOUND");
      }));

  it("refuses a registration OTP for a number that has an account", () =>
    pact
      .addInteraction()
      .given(...ACCOUNT)
      .uponReceiving("a request for a registration OTP for a registered number")
      .withRequest("POST", "/api/auth/otp", (b) => b.headers(signedHeaders()).jsonBody(otpRequest(SEEKER, "register")))
      .willRespondWith(409, (b) => b.jsonBody(errorBody("PHONE_ALREADY_REGISTERED")))
      .executeTest(async (server) => {
        expectRejected(await api(server.url).requestOtp(otpRequest(SEEKER, "register")), 409, "PHONE_ALREADY_REGISTERED");
      }));

  it("refuses to send more OTPs once the send limit is reached", () =>
    pact
      .addInteraction()
      .given(...ACCOUNT)
      .given(...state(S.otpSendLimitReached, { phone: SEEKER }))
      .uponReceiving("a request for a login OTP over the send limit")
      .withRequest("POST", "/api/auth/otp", (b) => b.headers(signedHeaders()).jsonBody(otpRequest(SEEKER, "login")))
      .willRespondWith(429, (b) => b.jsonBody(errorBody("OTP_SEND_LIMIT", { retryAfterSeconds: integer(600) })))
      .executeTest(async (server) => {
        const result = await api(server.url).requestOtp(otpRequest(SEEKER, "login"));
        expectRejected(result, 429, "OTP_SEND_LIMIT");
        expect(Result.isFailure(result) && result.failure).toMatchObject({ details: { retryAfterSeconds: 600 } });
      }));

  it("answers VALIDATION_FAILED with the issues for a body that breaks the schema", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for an OTP with a malformed phone number")
      .withRequest("POST", "/api/auth/otp", (b) => b.headers(signedHeaders()).jsonBody({ phone: "12", purpose: "login" }))
      .willRespondWith(400, (b) =>
        b.jsonBody(errorBody("VALIDATION_FAILED", { issues: eachLike({ path: eachLike("phone"), message: like("Expected a phone") }) })),
      )
      .executeTest(async (server) => {
        expectRejected(await api(server.url).requestOtp(otpRequest("12", "login")), 400, "VALIDATION_FAILED");
      }));
});

describe("auth API: POST /api/auth/login", () => {
  const login = (request: LoginRequest) => (b: RequestBuilder) => b.headers(signedHeaders()).jsonBody(request);

  it("logs the demo seeker in with the right OTP", () =>
    pact
      .addInteraction()
      .given(...ACCOUNT)
      .given(...loginOtp())
      .uponReceiving("a login with the right OTP")
      .withRequest("POST", "/api/auth/login", login(loginRequest(SEEKER, CODE)))
      .willRespondWith(200, (b) => b.jsonBody(authResult(account())))
      .executeTest(async (server) => {
        const result = await api(server.url).login(loginRequest(SEEKER, CODE));
        expect(Result.isSuccess(result) && result.success.account).toMatchObject({ phone: SEEKER, activeRole: "seeker" });
      }));

  it("says how many attempts are left after a wrong OTP", () =>
    pact
      .addInteraction()
      .given(...ACCOUNT)
      .given(...loginOtp())
      .uponReceiving("a login with a wrong OTP")
      .withRequest("POST", "/api/auth/login", login(loginRequest(SEEKER, "9999")))
      .willRespondWith(401, (b) => b.jsonBody(errorBody("OTP_WRONG", { attemptsLeft: integer(4) })))
      .executeTest(async (server) => {
        const result = await api(server.url).login(loginRequest(SEEKER, "9999"));
        expectRejected(result, 401, "OTP_WRONG");
        expect(Result.isFailure(result) && result.failure).toMatchObject({ details: { attemptsLeft: 4 } });
      }));

  it("refuses an expired OTP", () =>
    pact
      .addInteraction()
      .given(...ACCOUNT)
      .given(...loginOtp({ sentSecondsAgo: 301 }))
      .uponReceiving("a login with an expired OTP")
      .withRequest("POST", "/api/auth/login", login(loginRequest(SEEKER, CODE)))
      .willRespondWith(410, (b) => b.jsonBody(errorBody("OTP_EXPIRED")))
      .executeTest(async (server) => {
        expectRejected(await api(server.url).login(loginRequest(SEEKER, CODE)), 410, "OTP_EXPIRED");
      }));

  it("refuses any code once an OTP was tried 5 times wrongly", () =>
    pact
      .addInteraction()
      .given(...ACCOUNT)
      .given(...loginOtp({ wrongAttempts: 5 }))
      .uponReceiving("a login after 5 wrong OTP attempts")
      .withRequest("POST", "/api/auth/login", login(loginRequest(SEEKER, CODE)))
      .willRespondWith(429, (b) => b.jsonBody(errorBody("OTP_ATTEMPTS_EXCEEDED")))
      .executeTest(async (server) => {
        expectRejected(await api(server.url).login(loginRequest(SEEKER, CODE)), 429, "OTP_ATTEMPTS_EXCEEDED");
      }));

  it("refuses every code while the number is locked after 10 wrong codes", () =>
    pact
      .addInteraction()
      .given(...ACCOUNT)
      .given(...loginOtp())
      .given(...state(S.numberLocked, { phone: SEEKER }))
      .uponReceiving("a login while the number is locked")
      .withRequest("POST", "/api/auth/login", login(loginRequest(SEEKER, CODE)))
      .willRespondWith(429, (b) => b.jsonBody(errorBody("OTP_LOCKED", { retryAfterSeconds: integer(3540) })))
      .executeTest(async (server) => {
        const result = await api(server.url).login(loginRequest(SEEKER, CODE));
        expectRejected(result, 429, "OTP_LOCKED");
        expect(Result.isFailure(result) && result.failure).toMatchObject({ details: { retryAfterSeconds: 3540 } });
      }));

  it("refuses a login for a number without an account", () =>
    pact
      .addInteraction()
      .given(...NO_ACCOUNT)
      .uponReceiving("a login for a number without an account")
      .withRequest("POST", "/api/auth/login", login(loginRequest(NEW_NUMBER, CODE)))
      .willRespondWith(404, (b) => b.jsonBody(errorBody("ACCOUNT_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRejected(await api(server.url).login(loginRequest(NEW_NUMBER, CODE)), 404, "ACCOUNT_NOT_FOUND");
      }));
});

describe("auth API: POST /api/auth/register", () => {
  const registration = (phone: string) =>
    ({ phone, code: CODE, fullName: "Rina Wulandari", role: "seeker" }) as RegisterRequest;

  it("creates an account for a new number", () =>
    pact
      .addInteraction()
      .given(...NO_ACCOUNT)
      .given(...registerOtp())
      .uponReceiving("a registration of a new seeker with the right OTP")
      .withRequest("POST", "/api/auth/register", (b) => b.headers(signedHeaders()).jsonBody(registration(NEW_NUMBER)))
      .willRespondWith(201, (b) =>
        b.jsonBody(
          authResult(account({ userId: like("u-7d0e"), phone: NEW_NUMBER, fullName: "Rina Wulandari", idVerified: boolean(false) })),
        ),
      )
      .executeTest(async (server) => {
        const result = await api(server.url).register(registration(NEW_NUMBER));
        expect(Result.isSuccess(result) && result.success.account).toMatchObject({
          phone: NEW_NUMBER,
          fullName: "Rina Wulandari",
          activeRole: "seeker",
        });
      }));

  it("refuses to register a number that already has an account", () =>
    pact
      .addInteraction()
      .given(...ACCOUNT)
      .uponReceiving("a registration for a registered number")
      .withRequest("POST", "/api/auth/register", (b) => b.headers(signedHeaders()).jsonBody(registration(SEEKER)))
      .willRespondWith(409, (b) => b.jsonBody(errorBody("PHONE_ALREADY_REGISTERED")))
      .executeTest(async (server) => {
        expectRejected(await api(server.url).register(registration(SEEKER)), 409, "PHONE_ALREADY_REGISTERED");
      }));
});

describe("auth API: POST /api/auth/register, OTP refusals (as login)", () => {
  const registration = { phone: NEW_NUMBER, code: CODE, fullName: "Rina Wulandari", role: "seeker" } as RegisterRequest;
  const refusals: readonly [string, ReturnType<typeof state>[], RegisterRequest, number, string, Record<string, unknown>?][] = [
    ["a wrong OTP", [NO_ACCOUNT, registerOtp()], { ...registration, code: "9999" } as RegisterRequest, 401, "OTP_WRONG", { attemptsLeft: integer(4) }],
    ["an expired OTP", [NO_ACCOUNT, registerOtp({ sentSecondsAgo: 301 })], registration, 410, "OTP_EXPIRED"],
    ["an OTP tried 5 times wrongly", [NO_ACCOUNT, registerOtp({ wrongAttempts: 5 })], registration, 429, "OTP_ATTEMPTS_EXCEEDED"],
    ["a number locked after 10 wrong codes", [NO_ACCOUNT, registerOtp(), state(S.numberLocked, { phone: NEW_NUMBER })], registration, 429, "OTP_LOCKED", { retryAfterSeconds: integer(3540) }],
  ];
  for (const [what, states, body, status, code, details] of refusals)
    it(`refuses a registration with ${what}`, () => {
      const interaction = states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());
      return interaction
        .uponReceiving(`a registration with ${what}`)
        .withRequest("POST", "/api/auth/register", (b) => b.headers(signedHeaders()).jsonBody(body))
        .willRespondWith(status, (b) => b.jsonBody(errorBody(code, details)))
        .executeTest(async (server) => expectRejected(await api(server.url).register(body), status, code));
    });
});

describe("auth API: bearer endpoints", () => {
  it("switches the active role, adding a role the account did not hold", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a role switch to provider by the logged-in seeker")
      .withRequest("POST", "/api/auth/role", (b) => b.headers(signedHeaders(BEARER)).jsonBody({ role: "provider" }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ token: fromProviderState("${token}", TOKEN), account: account({ activeRole: "provider", roles: eachLike("provider") }) }),
      )
      .executeTest(async (server) => {
        const result = await api(server.url, TOKEN).switchRole("provider");
        expect(Result.isSuccess(result) && result.success).toMatchObject({ token: TOKEN, account: { activeRole: "provider" } });
      }));

  it("refuses a role switch without a valid token", () =>
    pact
      .addInteraction()
      .uponReceiving("a role switch with an unknown token")
      .withRequest("POST", "/api/auth/role", (b) => b.headers(signedHeaders("unknown-token")).jsonBody({ role: "provider" }))
      .willRespondWith(401, (b) => b.jsonBody(errorBody("UNAUTHENTICATED")))
      .executeTest(async (server) => {
        expectRejected(await api(server.url, "unknown-token" as AuthToken).switchRole("provider"), 401, "UNAUTHENTICATED");
      }));

  it("logs out", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a logout by the logged-in seeker")
      .withRequest("POST", "/api/auth/logout", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect(Result.isSuccess(await api(server.url).logout(TOKEN))).toBe(true);
      }));

  it("refuses a logout without a valid token", () =>
    pact
      .addInteraction()
      .uponReceiving("a logout with an unknown token")
      .withRequest("POST", "/api/auth/logout", (b) => b.headers(signedHeaders("unknown-token")))
      .willRespondWith(401, (b) => b.jsonBody(errorBody("UNAUTHENTICATED")))
      .executeTest(async (server) => {
        expectRejected(await api(server.url).logout("unknown-token" as AuthToken), 401, "UNAUTHENTICATED");
      }));

  it("returns the caller's account", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("a request for the logged-in seeker's account")
      .withRequest("GET", "/api/me", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(account()))
      .executeTest(async (server) => {
        const result = await api(server.url, TOKEN).me();
        expect(Result.isSuccess(result) && result.success).toMatchObject({ phone: SEEKER, fullName: "Siti Rahmawati" });
      }));

  it("refuses the account request without a valid token", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for the account with an unknown token")
      .withRequest("GET", "/api/me", (b) => b.headers(signedHeaders("unknown-token")))
      .willRespondWith(401, (b) => b.jsonBody(errorBody("UNAUTHENTICATED")))
      .executeTest(async (server) => {
        expectRejected(await api(server.url, "unknown-token" as AuthToken).me(), 401, "UNAUTHENTICATED");
      }));
});

describe("platform calls", () => {
  it("pings userCenter at Android startup (the answer is ignored)", () =>
    pact
      .addInteraction()
      .given(...LOGGED_IN)
      .uponReceiving("the Android startup ping of a logged-in seeker")
      .withRequest("GET", "/api/user/userCenter", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ loggedIn: boolean(true) }))
      .executeTest(async (server) => {
        await pingUserCenter(clientFor(server.url, TOKEN));
      }));

  /** As the composition root's analytics sink sends it (adapters/composition-root.ts: EVENT_CLIENT, POST /track). */
  const track = (baseUrl: string, name: string, params: Record<string, string | number | boolean>) =>
    createHttpClient({ apiBase: `${baseUrl}/event`, secret: DEV_APP_SECRET, fetch: (i, init) => globalThis.fetch(i, init), device: () => "web", language: () => "en", authToken: () => null })
      .request({ method: "POST", path: "/track", body: { name, params }, schema: null });

  it("sends an analytics event", () =>
    pact
      .addInteraction()
      .uponReceiving("an analytics event")
      .withRequest("POST", "/event/track", (b) => b.headers(signedHeaders()).jsonBody({ name: "job_view", params: { jobId: "j-1001", fromShare: true } }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect(Result.isSuccess(await track(server.url, "job_view", { jobId: "j-1001", fromShare: true }))).toBe(true);
      }));

  it("refuses an event without a name", () =>
    pact
      .addInteraction()
      .uponReceiving("an analytics event without a name")
      .withRequest("POST", "/event/track", (b) => b.headers(signedHeaders()).jsonBody({ name: "", params: {} }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody("VALIDATION_FAILED", { issues: eachLike({ path: eachLike("name"), message: like("Expected a non-empty string") }) })))
      .executeTest(async (server) => {
        expectRejected(await track(server.url, "", {}), 400, "VALIDATION_FAILED");
      }));
});
