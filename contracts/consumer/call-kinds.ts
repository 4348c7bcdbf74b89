/**
 * The rule that makes "every documented error of every app call has an interaction" a finite
 * list (contracts/coverage.test.ts checks it; contracts/README.md "Coverage" repeats it):
 *
 * - each code an endpoint's row of docs/api.md documents (a status followed by a code) is a pair
 *   of that call, and needs an interaction of that call answering it;
 * - each code of docs/api.md "Errors common to every endpoint" is answered the same way whatever
 *   the endpoint, so it needs one interaction per *kind of call* it applies to (below), made with
 *   one representative call of that kind (contracts/consumer/common-errors.pact.test.ts), or a
 *   reason why no call of the app can receive it.
 */
export const CALL_KINDS = ["public read", "public write", "bearer read", "bearer write", "bearer action", "upload"] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** How a call's kind follows from what the adapter sends. */
export const kindOf = (call: { readonly method: string; readonly path: string; readonly token: boolean; readonly body: boolean }): CallKind => {
  if (call.path === "/api/uploads") return "upload";
  if (call.method === "GET") return call.token ? "bearer read" : "public read";
  if (!call.token) return "public write";
  return call.body ? "bearer write" : "bearer action";
};

const EVERY_KIND = CALL_KINDS;
const WITH_TOKEN: readonly CallKind[] = ["bearer read", "bearer write", "bearer action", "upload"];
const WITH_JSON_BODY: readonly CallKind[] = ["public write", "bearer write"];

/** Each common code: the kinds of call that can receive it, or why none can. */
export const COMMON_ERROR_RULE: Readonly<Record<string, { readonly kinds: readonly CallKind[]; readonly why: string }>> = {
  SIGNATURE_INVALID: { kinds: EVERY_KIND, why: "every /api and /event request is signed; an app built with another secret gets it" },
  NONCE_REPLAYED: { kinds: EVERY_KIND, why: "every signed request; a nonce used twice (a replay on the way) gets it" },
  RATE_LIMITED: { kinds: EVERY_KIND, why: "any request of a client over its budget" },
  UNAUTHENTICATED: { kinds: WITH_TOKEN, why: "a bearer call whose session ended" },
  VALIDATION_FAILED: { kinds: [...WITH_JSON_BODY, "upload"], why: "a body the endpoint's schema refuses" },
  MALFORMED_JSON: {
    kinds: [],
    why: "the adapters write every body with JSON.stringify; only a body damaged on the way would be malformed, and a pact cannot hold one (Pact parses an application/json body to match it); mock-server/bad-input.test.ts checks the answer",
  },
  PAYLOAD_TOO_LARGE: { kinds: WITH_JSON_BODY, why: "a JSON body over the endpoint's limit (an upload's needs 50 MB: see the exclusions)" },
  MALFORMED_PATH: { kinds: [], why: "the adapters percent-encode every id they put in a path" },
  MALFORMED_REQUEST: { kinds: [], why: "fetch and XMLHttpRequest frame every request correctly" },
  NOT_FOUND: { kinds: [], why: "the app calls only the routes of its adapters (an unknown id has its own code, e.g. JOB_NOT_FOUND)" },
  METHOD_NOT_ALLOWED: { kinds: [], why: "the app calls each route with its own method" },
  INTERNAL_ERROR: { kinds: [], why: "a 5xx is ApiServerError whatever its body (adapters/http/http-client.ts reads no envelope), and no provider state can make a backend fail on purpose" },
};

const IDEMPOTENCY_KEY_ALWAYS_SENT = "the app sends an Idempotency-Key with every money-moving POST: the port takes one and the screens always make a UUID for the action (ui/shared/action-key.ts); mock-server/features/offers/offers.test.ts and mock-server/features/work/work.test.ts check the answer";

/**
 * Documented (call, code) pairs, or a call's success (`<call> ok`), no pact can hold, each with the reason; the test fails when one
 * of them gets an interaction after all (then it is no exception).
 */
export const EXCLUDED_PAIRS: Readonly<Record<string, string>> = {
  "POST /api/uploads FILE_TOO_LARGE": "needs a file over its kind's limit (10 MB and up) in the pact; mock-server/features/uploads/uploads.test.ts checks it",
  "POST /api/uploads PAYLOAD_TOO_LARGE": "needs a body over 50 MB; mock-server/features/uploads/uploads.test.ts checks it",
  "POST /api/auth/register ACCOUNT_NOT_FOUND": "docs/api.md says register answers \"as login\", but registration checks that the account does not exist (PHONE_ALREADY_REGISTERED) before the code",
  // Offers and payments (issue 14): contracts/consumer/offers.pact.test.ts has every other pair.
  "POST /api/offers IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/offers/{id}/accept IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/offers/{id}/decline IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/offers/{id}/payments IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/work-days/{id}/confirm IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/work-days/{id}/decline IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/work-days/{id}/reconfirmation IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/work-days/{id}/absence IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/hires/{id}/withdraw IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  // Completion and ratings (issue 22): contracts/consumer/completion.pact.test.ts has every other pair.
  "POST /api/hires/{id}/complete IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/hires/{id}/rating IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/cancellation-requests IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/support-messages IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  // The wallet (issue 23): contracts/consumer/wallet.pact.test.ts has every other pair.
  "POST /api/wallet/accounts/bank IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/wallet/withdrawals IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "POST /api/wallet/withdrawals/{id}/retry IDEMPOTENCY_KEY_REQUIRED": IDEMPOTENCY_KEY_ALWAYS_SENT,
  "GET /api/business/offers BUSINESS_NOT_FOUND":
    "answered only to the list without jobId (every offer of the caller's jobs), which the app never asks for: it reads one job's offers, refused JOB_NOT_FOUND or FORBIDDEN; mock-server/features/offers/offers.test.ts checks it",
  "GET /api/events ok":
    "a Pact verifier reads the whole answer before comparing it, and an event stream stays open (tried with the payment stream before it: the verifier gave up after 30 s with 'error decoding response body'); the stream's 401 has its interaction (contracts/consumer/events.pact.test.ts); adapters/http/user-events.stream.test.ts parses streams chunk by chunk, mock-server/http/user-events.test.ts checks replay, resync and who gets what, mock-server/features/payments/payments.test.ts the mock's payment events over HTTP, and tests/e2e/offers-payments*.spec.ts see the payment and offer pages turn by themselves",
};
