import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { HelpCenterHttpAdapter } from "../../adapters/http/help-center.http-adapter";
import { WorkHttpAdapter } from "../../adapters/http/work.http-adapter";
import type { PunchRequest } from "../../domain/work/work-api.schema";
import type { ApiError } from "../../application/ports/api-error";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import type { CancellationRequest } from "../../domain/attendance/cancellation.schema";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { OrderRequestLink, SupportMessageRequest } from "../../domain/work/help-center-api.schema";
import { PROVIDER_STATE } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState } from "./pact-support";

/**
 * The help center (issue 22, docs/api.md "Help center"): the cancellation preview, requests with
 * every documented refusal, their list, detail and signed public summary, and support messages.
 * The states hand back both sides' sessions and the order; `a provider asked support to cancel a
 * hire` also its request and a signed link. Day 1 confirmed: pay Rp250.000, refund Rp500.000.
 */
const { boolean, eachLike, integer, like, uuid } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const { seeker: SITI, providerAdmin: BUDI } = DEMO_ACCOUNTS;

type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());

const PROVIDER_BEARER = tokenFromState("tok-provider-example", "providerToken");
const SEEKER_BEARER = tokenFromState("tok-seeker-example", "seekerToken");
const CALLER_BEARER = tokenFromState("tok-caller-example");
type Bearer = typeof PROVIDER_BEARER;
const ORDER = "ord-j-s219";
const REQUEST = "cr-1-abc123";
const APP_KEY = "3f0c1e2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const USED_KEY = "9d7c4f1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f";
const keyHeaders = (bearer: Bearer, key?: string) => ({ ...signedHeaders(bearer), "Idempotency-Key": key ?? uuid() });
const orderPath = fromState("/api/orders/${orderId}/cancellation-preview", `/api/orders/${ORDER}/cancellation-preview`);
const requestPath = (suffix = "") => fromState(`/api/cancellation-requests/\${requestId}${suffix}`, `/api/cancellation-requests/${REQUEST}${suffix}`);

const STARTED = state(S.hiredStartedToday, { day1: "confirmed" });
const REQUESTED = state(S.cancellationRequested, {});
const SITI_LOGGED_IN = state(S.seekerLoggedIn, { phone: SITI.phone });

const api = (url: string, token: AuthToken | null) => new HelpCenterHttpAdapter(clientFor(url, token));
const ok = <A>(result: Result.Result<A, ApiError | NotLoggedIn>): A => {
  expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
  return (result as Result.Success<A, ApiError>).success;
};

const NOW = 1_795_727_791_718;
const MILLIS = (example: number) => integer(example);
const SPLIT = { payout: 250_000, refund: 500_000 };
const LINE = { hireId: like("o-1a2b3c4d5e6f"), seekerName: like("Siti Rahmawati"), started: true, settlement: SPLIT };
const ORDER_REQUEST = (scope: "job" | "seeker", other: boolean) => ({
  requestId: like(REQUEST),
  orderId: like(ORDER),
  jobTitle: like("Waiter"),
  businessName: like("Warung Bu Tini"),
  scope,
  hireId: scope === "job" ? null : like("o-1a2b3c4d5e6f"),
  reason: other ? "others" : "noLongerNeeded",
  otherReason: other ? like("The shop is closed for renovation") : null,
  proofMedia: [],
  mobile: like(BUDI.phone),
  requestedAt: MILLIS(NOW),
  dueAt: MILLIS(NOW + 48 * 3_600_000),
  status: "requested",
  lines: eachLike(LINE),
  total: SPLIT,
  processedAt: null,
  supportNote: null,
  serverNow: MILLIS(NOW),
});
const body = (over: Partial<Record<keyof CancellationRequest, unknown>> = {}) => ({
  orderId: fromState("${orderId}", ORDER),
  hireId: null,
  reason: "noLongerNeeded",
  otherReason: null,
  proofMedia: [],
  mobile: BUDI.phone,
  ...over,
});
const asSent = (over: Partial<Record<keyof CancellationRequest, unknown>> = {}) =>
  ({ orderId: ORDER, hireId: null, reason: "noLongerNeeded", otherReason: null, proofMedia: [], mobile: BUDI.phone, ...over }) as unknown as CancellationRequest;

describe("the cancellation preview", () => {
  it("shows what cancelling the whole job would do after the start: day 1's Rp250.000 stays the seeker's, Rp500.000 back", () =>
    given([STARTED])
      .uponReceiving("a request for the preview of cancelling a started job")
      .withRequest("GET", orderPath, (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ orderId: like(ORDER), hireId: null, lines: eachLike(LINE), total: SPLIT, daysWaiting: 0, serverNow: MILLIS(NOW) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, exampleToken(PROVIDER_BEARER)).cancellationPreview(ORDER, null))).toMatchObject({ total: SPLIT, daysWaiting: 0 });
      }));

  const refusals: readonly (readonly [string, readonly Given[], number, string, Record<string, unknown>?, Bearer?, string?])[] = [
    ["an order nobody the caller manages", [SITI_LOGGED_IN], 404, "ORDER_NOT_FOUND", undefined, CALLER_BEARER, "/api/orders/ord-nope/cancellation-preview"],
    ["an order by its seeker", [STARTED], 403, "FORBIDDEN", undefined, SEEKER_BEARER],
    ["a job whose only hire withdrew", [state(S.hiredStartingTomorrow, { withdrawn: true })], 409, "HIRE_NOT_CANCELLABLE", { reason: "noHire" }],
  ];
  for (const [what, states, status, code, details, bearer = PROVIDER_BEARER, path] of refusals)
    it(`refuses the preview of ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request for the cancellation preview of ${what}`)
        .withRequest("GET", path ?? orderPath, (b) => b.headers(signedHeaders(bearer)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, exampleToken(bearer)).cancellationPreview(path === undefined ? ORDER : "ord-nope", null), status, code);
        }));
});

describe("asking support to cancel", () => {
  it("asks to cancel the whole job: requested, due in 48 hours, with the split", () =>
    given([STARTED])
      .uponReceiving("a request to cancel a started job")
      .withRequest("POST", "/api/cancellation-requests", (b) => b.headers(keyHeaders(PROVIDER_BEARER)).jsonBody(body()))
      .willRespondWith(201, (b) => b.jsonBody(ORDER_REQUEST("job", false)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, exampleToken(PROVIDER_BEARER)).requestCancellation(asSent(), APP_KEY))).toMatchObject({ status: "requested", total: SPLIT });
      }));

  const PROOF = "https://cdn.example/not-uploaded.jpg";
  const refusals: readonly (readonly [string, readonly Given[], number, string, Record<string, unknown>?, Bearer?, Partial<Record<keyof CancellationRequest, unknown>>?, string?])[] = [
    ["an unknown order", [SITI_LOGGED_IN], 404, "ORDER_NOT_FOUND", undefined, CALLER_BEARER, { orderId: "ord-nope" }],
    ["a job by its seeker", [STARTED], 403, "FORBIDDEN", undefined, SEEKER_BEARER],
    ["a job whose only hire withdrew", [state(S.hiredStartingTomorrow, { withdrawn: true })], 409, "HIRE_NOT_CANCELLABLE", { reason: "noHire" }],
    ["a job with proof the provider did not upload", [STARTED], 422, "CANCELLATION_PROOF_INVALID", { url: PROOF }, PROVIDER_BEARER, { proofMedia: [PROOF] }],
    ["a job whose seeker's cancellation waits for support", [REQUESTED], 409, "CANCELLATION_ALREADY_REQUESTED", { requestId: like(REQUEST) }],
    ["a job with a day waiting to be reconfirmed", [state(S.hiredStartedToday, { day1: "waitingReconfirm" })], 409, "CANCELLATION_BLOCKED_BY_RECONFIRMATION", { daysWaiting: 1 }],
    ["a job with an Idempotency-Key the provider used for another request", [STARTED, state(S.idempotencyKeyUsed, { phone: BUDI.phone, key: USED_KEY })], 422, "IDEMPOTENCY_CONFLICT", undefined, PROVIDER_BEARER, {}, USED_KEY],
  ];
  for (const [what, states, status, code, details, bearer = PROVIDER_BEARER, over = {}, key] of refusals)
    it(`refuses to cancel ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to cancel ${what}`)
        .withRequest("POST", "/api/cancellation-requests", (b) => b.headers(keyHeaders(bearer, key)).jsonBody(body(over)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, exampleToken(bearer)).requestCancellation(asSent(over), key ?? APP_KEY), status, code);
        }));
});

describe("the provider's order requests", () => {
  it("lists the requests of the jobs she manages", () =>
    given([REQUESTED])
      .uponReceiving("a request for the provider's order requests")
      .withRequest("GET", "/api/cancellation-requests", (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(ORDER_REQUEST("seeker", true)), serverNow: MILLIS(NOW) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, exampleToken(PROVIDER_BEARER)).orderRequests()).items[0]).toMatchObject({ status: "requested" });
      }));

  it("shows one request", () =>
    given([REQUESTED])
      .uponReceiving("a request for one order request")
      .withRequest("GET", requestPath(), (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(ORDER_REQUEST("seeker", true)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, exampleToken(PROVIDER_BEARER)).orderRequest(REQUEST))).toMatchObject({ scope: "seeker", total: SPLIT });
      }));

  it("makes a signed link to its public summary", () =>
    given([REQUESTED])
      .uponReceiving("a request for a link to an order request's public summary")
      .withRequest("POST", requestPath("/link"), (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ requestId: like(REQUEST), expiresAt: MILLIS(NOW + 72 * 3_600_000), signature: like("5f0c".repeat(16)) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, exampleToken(PROVIDER_BEARER)).shareLink(REQUEST)).requestId).toBe(REQUEST);
      }));

  const seekerCalls: readonly (readonly [string, (a: HelpCenterHttpAdapter) => Promise<Result.Result<unknown, ApiError | NotLoggedIn>>])[] = [
    ["one order request", (a) => a.orderRequest(REQUEST)],
    ["a link to an order request", (a) => a.shareLink(REQUEST)],
  ];
  for (const [what, call] of seekerCalls)
    it(`refuses ${what} to its seeker (CANCELLATION_REQUEST_NOT_FOUND)`, () =>
      given([REQUESTED])
        .uponReceiving(`a request by the seeker for ${what}`)
        .withRequest(what.startsWith("one") ? "GET" : "POST", requestPath(what.startsWith("one") ? "" : "/link"), (b) => b.headers(signedHeaders(SEEKER_BEARER)))
        .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("CANCELLATION_REQUEST_NOT_FOUND")))
        .executeTest(async (server) => {
          expectRefused(await call(api(server.url, exampleToken(SEEKER_BEARER))), 404, "CANCELLATION_REQUEST_NOT_FOUND");
        }));
});

describe("the public summary behind a signed link", () => {
  const LINK = { requestId: REQUEST, expiresAt: NOW + 72 * 3_600_000, signature: "5f0c".repeat(16) } as OrderRequestLink;
  const publicPath = fromState("/api/order-requests/${requestId}", `/api/order-requests/${REQUEST}`);

  it("shows the summary to whoever holds a valid link, without a session", () =>
    given([REQUESTED])
      .uponReceiving("a request for an order request's public summary with a valid link")
      .withRequest("GET", publicPath, (b) =>
        b.headers(signedHeaders()).query({ expires: fromState("${linkExpires}", String(LINK.expiresAt)), signature: fromState("${linkSignature}", LINK.signature) }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          requestId: like(REQUEST),
          orderId: like(ORDER),
          jobTitle: like("Waiter"),
          businessName: like("Warung Bu Tini"),
          scope: "seeker",
          reason: "others",
          requestedAt: MILLIS(NOW),
          dueAt: MILLIS(NOW + 48 * 3_600_000),
          status: "requested",
          total: SPLIT,
          processedAt: null,
        }),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url, null).publicOrderRequest(LINK))).toMatchObject({ status: "requested", total: SPLIT });
      }));

  it("answers a forged link 'not available' (ORDER_REQUEST_NOT_AVAILABLE)", () =>
    given([REQUESTED])
      .uponReceiving("a request for an order request's public summary with a forged signature")
      .withRequest("GET", publicPath, (b) => b.headers(signedHeaders()).query({ expires: fromState("${linkExpires}", String(LINK.expiresAt)), signature: "0".repeat(64) }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("ORDER_REQUEST_NOT_AVAILABLE")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, null).publicOrderRequest({ ...LINK, signature: "0".repeat(64) }), 404, "ORDER_REQUEST_NOT_AVAILABLE");
      }));
});

describe("messages to support (/others)", () => {
  const MESSAGE: SupportMessageRequest = { text: "Where is my refund?", mobile: null } as SupportMessageRequest;

  it("sends a message, answered within 48 hours", () =>
    given([SITI_LOGGED_IN])
      .uponReceiving("a message to support")
      .withRequest("POST", "/api/support-messages", (b) => b.headers(keyHeaders(CALLER_BEARER)).jsonBody(MESSAGE))
      .willRespondWith(201, (b) => b.jsonBody({ messageId: like("sm-1-abc"), receivedAt: MILLIS(NOW), replyDueAt: MILLIS(NOW + 48 * 3_600_000), withinSupportHours: boolean(true) }))
      .executeTest(async (server) => {
        const receipt = ok(await api(server.url, exampleToken(CALLER_BEARER)).sendSupportMessage(MESSAGE, APP_KEY));
        expect(receipt.replyDueAt - receipt.receivedAt).toBe(48 * 3_600_000);
      }));

  it("refuses a message with an Idempotency-Key used for another request (IDEMPOTENCY_CONFLICT)", () =>
    given([SITI_LOGGED_IN, state(S.idempotencyKeyUsed, { phone: SITI.phone, key: USED_KEY })])
      .uponReceiving("a message to support with an Idempotency-Key used for another request")
      .withRequest("POST", "/api/support-messages", (b) => b.headers(keyHeaders(CALLER_BEARER, USED_KEY)).jsonBody(MESSAGE))
      .willRespondWith(422, (b) => b.jsonBody(errorEnvelope("IDEMPOTENCY_CONFLICT")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, exampleToken(CALLER_BEARER)).sendSupportMessage(MESSAGE, USED_KEY), 422, "IDEMPOTENCY_CONFLICT");
      }));
});

describe("the seeker's days while a cancellation waits", () => {
  const PUNCH = { punchId: "p-held-1", kind: "in", phoneTime: NOW, clockOffsetMs: 0, offline: false, location: null } as unknown as PunchRequest;
  it("refuses a clock-in while the business's cancellation request waits for support (HIRE_CANCELLED)", () =>
    given([REQUESTED])
      .uponReceiving("a clock-in on a hire whose business asked support to cancel it")
      .withRequest("POST", fromState("/api/work-days/${day2Id}/punches", "/api/work-days/o-1a2b3c4d5e6f-20261124/punches"), (b) =>
        b.headers(signedHeaders(SEEKER_BEARER)).jsonBody({ ...PUNCH, phoneTime: integer(NOW) }),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("HIRE_CANCELLED", { status: "requested" })))
      .executeTest(async (server) => {
        expectRefused(await new WorkHttpAdapter(clientFor(server.url, exampleToken(SEEKER_BEARER))).punch("o-1a2b3c4d5e6f-20261124", PUNCH), 409, "HIRE_CANCELLED");
      }));
});
