import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { WalletHttpAdapter } from "../../adapters/http/wallet.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { TransactionQuery } from "../../domain/wallet/wallet-api.schema";
import type { WalletApi } from "../../application/ports/wallet-api.port";
import { PROVIDER_STATE, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState, WIB_TIME, type TokenFromState } from "./pact-support";

/**
 * The wallet (issue 23, docs/api.md "Wallet"): every call of the WalletHttpAdapter, each documented
 * refusal included. `a seeker has a day's pay in her wallet` hands back the seeker's session
 * (`seekerToken`) with Rp250.000 available, and, as asked, her PIN (246810) with wrong entries
 * already made, a BCA account (`accountId`), a failed Rp20.000 withdrawal (`withdrawalId`), one on its
 * way (`pendingWithdrawalId`), what the bank answers for another number, a pending GoPay link
 * (`linkId`). The business's wallet is refused to a Member (`a provider is logged in`).
 */
const { eachLike, integer, like, regex, uuid } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const { seeker: SITI } = DEMO_ACCOUNTS;

type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());

const SEEKER_BEARER = tokenFromState("tok-seeker-example", "seekerToken");
const CALLER_BEARER = tokenFromState("tok-caller-example");

/** The PIN the states set, and one that is not it. */
const PIN = "246810";
const WRONG_PIN = "000000";
const NEW_PIN = "135790";

type WalletParams = ProviderStateParams[typeof S.seekerHasWallet];
const wallet = (params: WalletParams = {}) => state(S.seekerHasWallet, params);
const NO_PIN = wallet();
const WITH_PIN = wallet({ pin: PIN });
const WITH_BANK = wallet({ pin: PIN, bankAccount: true });
const FAILED = wallet({ pin: PIN, failedWithdrawals: 1 });
const BLOCKED = wallet({ pin: PIN, wrongPinEntries: 5, failedWithdrawals: 1 });
/** A provider who may see but not manage the business's wallet, one not yet accepted, one without a business (their `token`). */
const MEMBER = state(S.providerLoggedIn, { phone: "81277770601", business: "verified", membership: "member" });
const UNDER_REVIEW = state(S.providerLoggedIn, { phone: "81277770602", business: "verified", membership: "underReview" });
const NO_BUSINESS = state(S.providerLoggedIn, { phone: "81277770603", business: "none" });

/** Ids the states hand back, as the app sends them (the examples) and as the provider gets them. */
const ACCOUNT = "acc-1a2b3c4d5e6f";
const TRANSACTION = "TRX-20261127-000003";
const WITHDRAWAL = "w-state-0";
const PENDING = "w-state-pending";
const LINK = "el-1a2b3c4d5e6f";
const idPath = (template: string, name: string, example: string) => fromState(template.replace("{}", `\${${name}}`), template.replace("{}", example));

/** Money-moving POSTs carry an Idempotency-Key the verifier makes new on every replay (a UUID generator). */
const APP_KEY = "5b0e8a8e-1d1e-4a55-9d8e-2a4f3c6b7d10";
const USED_KEY = "9d7c4f1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f";
const keyHeaders = (bearer: TokenFromState, key?: string) => ({ ...signedHeaders(bearer), "Idempotency-Key": key ?? uuid() });

const api = (url: string, bearer: TokenFromState): WalletApi => new WalletHttpAdapter(clientFor(url, exampleToken(bearer) as AuthToken));
const ok = <A>(result: Result.Result<A, ApiError | NotLoggedIn>): A => {
  expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
  return (result as Result.Success<A, ApiError>).success;
};

const NOW = 1_795_741_033_771;
const MILLIS = (example: number) => integer(example);
const PIN_STATUS = (isSet: boolean) => ({ isSet, wrongAttempts: 0, attemptsLeft: 5, locked: false });
/** The day's pay: the seeker's only line (a salary line, Rp250.000). */
const PAY_LINE = {
  transactionId: like(TRANSACTION),
  at: MILLIS(NOW),
  kind: "salary",
  entry: "dayPaidOut",
  paymentMethod: null,
  totalPayment: 250_000,
  serviceFee: 0,
  adminFee: 0,
  virtualAccountNumber: null,
  salary: 250_000,
  amount: 250_000,
  balanceChange: 250_000,
  balanceAfter: 250_000,
  offerId: like("o-20214aece49f"),
  jobTitle: like("Waiter"),
  workDate: regex(/^\d{4}-\d{2}-\d{2}$/, "2026-11-27"),
  withdrawalId: null,
  withdrawal: null,
};
const BANK_ACCOUNT = { accountId: like(ACCOUNT), kind: "bank", provider: "bca", number: "1234567890", holderName: like(SITI.fullName) };
const withdrawalBody = (amount: number, status: "processing" | "failed", attempts: number) => ({
  withdrawalId: like(WITHDRAWAL),
  accountId: like(ACCOUNT),
  account: BANK_ACCOUNT,
  amount,
  fee: 0,
  receives: amount,
  status,
  requestedAt: MILLIS(NOW),
  attempts,
  failure: status === "failed" ? like("rejectedByBank") : null,
  arrivesBy: MILLIS(NOW + 24 * 3_600_000),
  settledAt: status === "failed" ? MILLIS(NOW) : null,
});
const LINK_BODY = { linkId: like(LINK), wallet: "gopay", status: "pending", linkUrl: like(`https://pay.example.test/__dev/ewallet-links/${LINK}`), account: null, createdAt: MILLIS(NOW) };

/** A refusal: what it is about, the states, the status and code, details the app acts on, the caller. */
type Refusal = readonly [what: string, states: readonly Given[], status: number, code: string, details?: Record<string, unknown>, bearer?: TokenFromState];

/** The seeker's wallet and its lines. */
describe("the wallet and its lines", () => {
  it("reads the seeker's wallet: Rp250.000 available, no PIN", () =>
    given([NO_PIN])
      .uponReceiving("a request for the seeker's wallet")
      .withRequest("GET", "/api/wallet", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          holder: "seeker",
          canManage: true,
          balance: { available: 250_000, inEscrow: integer(500_000), pendingOut: 0 },
          pin: PIN_STATUS(false),
          minimumWithdrawal: integer(20_000),
          withdrawalFee: integer(0),
          serverNow: MILLIS(NOW),
        }),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).wallet())).toMatchObject({ holder: "seeker", balance: { available: 250_000 }, pin: { isSet: false } });
      }));

  const refusals: readonly Refusal[] = [
    ["a Member the Admin has not accepted yet", [UNDER_REVIEW], 403, "FORBIDDEN"],
    ["a provider without a business", [NO_BUSINESS], 404, "BUSINESS_NOT_FOUND"],
  ];
  for (const [what, states, status, code] of refusals)
    it(`refuses the wallet to ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request for the wallet by ${what}`)
        .withRequest("GET", "/api/wallet", (b) => b.headers(signedHeaders(CALLER_BEARER)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, CALLER_BEARER).wallet(), status, code);
        }));

  it("lists the salary lines: the day's pay", () =>
    given([NO_PIN])
      .uponReceiving("a request for the seeker's salary lines")
      .withRequest("GET", "/api/wallet/transactions", (b) => b.headers(signedHeaders(SEEKER_BEARER)).query({ type: "salary", limit: "20" }))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(PAY_LINE), nextCursor: null, total: 1, serverNow: MILLIS(NOW) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).transactions({ type: "salary", limit: 20 }))).toMatchObject({ total: 1, items: [{ kind: "salary", amount: 250_000 }] });
      }));

  it("lists the withdrawal lines: a failed one, back in the balance, with its account, its reason and Retry", () =>
    given([FAILED])
      .uponReceiving("a request for the seeker's withdrawal lines")
      .withRequest("GET", "/api/wallet/transactions", (b) => b.headers(signedHeaders(SEEKER_BEARER)).query({ type: "withdrawal", limit: "20" }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: eachLike({
            ...PAY_LINE,
            kind: "withdrawal",
            entry: "withdrawalReturned",
            totalPayment: 20_000,
            salary: null,
            amount: 20_000,
            balanceChange: 20_000,
            balanceAfter: 250_000,
            offerId: null,
            jobTitle: null,
            workDate: null,
            withdrawalId: like(WITHDRAWAL),
            withdrawal: {
              attempt: 1,
              status: "failed",
              failure: "rejectedByBank",
              retryable: true,
              account: BANK_ACCOUNT,
              fee: 0,
              receives: 20_000,
              arrivesBy: MILLIS(NOW + 24 * 3_600_000),
              settledAt: MILLIS(NOW),
            },
          }),
          nextCursor: null,
          total: 2,
          serverNow: MILLIS(NOW),
        }),
      )
      .executeTest(async (server) => {
        const page = ok(await api(server.url, SEEKER_BEARER).transactions({ type: "withdrawal", limit: 20 }));
        expect(page.items[0]).toMatchObject({ entry: "withdrawalReturned", withdrawal: { status: "failed", failure: "rejectedByBank", retryable: true, account: { number: "1234567890" } } });
      }));

  it("refuses lines of a type there is none of (INVALID_QUERY)", () =>
    given([NO_PIN])
      .uponReceiving("a request for the wallet's lines of an unknown type")
      .withRequest("GET", "/api/wallet/transactions", (b) => b.headers(signedHeaders(SEEKER_BEARER)).query({ type: "bonus" }))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("INVALID_QUERY", { field: "type" })))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, SEEKER_BEARER).transactions({ type: "bonus" } as unknown as TransactionQuery), 400, "INVALID_QUERY");
      }));

  it("refuses the business's lines to a Member (FORBIDDEN)", () =>
    given([MEMBER])
      .uponReceiving("a request for the business's lines by a Member")
      .withRequest("GET", "/api/wallet/transactions", (b) => b.headers(signedHeaders(CALLER_BEARER)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, CALLER_BEARER).transactions({}), 403, "FORBIDDEN");
      }));

  it("reads one line: the day's pay", () =>
    given([NO_PIN])
      .uponReceiving("a request for a line of the seeker's wallet")
      .withRequest("GET", idPath("/api/wallet/transactions/{}", "transactionId", TRANSACTION), (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(PAY_LINE))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).transaction(TRANSACTION))).toMatchObject({ kind: "salary", balanceAfter: 250_000 });
      }));

  it("refuses a line the wallet does not have (TRANSACTION_NOT_FOUND)", () =>
    given([NO_PIN])
      .uponReceiving("a request for a line the seeker's wallet does not have")
      .withRequest("GET", "/api/wallet/transactions/TRX-nope", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("TRANSACTION_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, SEEKER_BEARER).transaction("TRX-nope"), 404, "TRANSACTION_NOT_FOUND");
      }));

  it("reads a month's statement (a month with no movement: opening and closing balance alike)", () =>
    given([NO_PIN])
      .uponReceiving("a request for a month's statement of the seeker's wallet")
      .withRequest("GET", "/api/wallet/statements/2026-01", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ month: "2026-01", holderName: like(SITI.fullName), openingBalance: integer(0), totalIn: 0, totalOut: 0, closingBalance: integer(0), lines: [], generatedAt: MILLIS(NOW) }),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).statement("2026-01"))).toMatchObject({ month: "2026-01", lines: [] });
      }));

  const statementRefusals: readonly (readonly [string, Given, number, string, string, TokenFromState])[] = [
    ["a month that is no month", NO_PIN, 400, "INVALID_QUERY", "2026-13", SEEKER_BEARER],
    ["the business's month, by a Member", MEMBER, 403, "FORBIDDEN", "2026-01", CALLER_BEARER],
  ];
  for (const [what, st, status, code, month, bearer] of statementRefusals)
    it(`refuses the statement of ${what} (${code})`, () =>
      given([st])
        .uponReceiving(`a request for the statement of ${what}`)
        .withRequest("GET", `/api/wallet/statements/${month}`, (b) => b.headers(signedHeaders(bearer)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, bearer).statement(month), status, code);
        }));
});

describe("the transaction PIN", () => {
  it("reads the PIN's status (never the PIN)", () =>
    given([WITH_PIN])
      .uponReceiving("a request for the seeker's PIN status")
      .withRequest("GET", "/api/wallet/pin", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(PIN_STATUS(true)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).pin())).toEqual({ isSet: true, wrongAttempts: 0, attemptsLeft: 5, locked: false });
      }));

  it("sets the first PIN", () =>
    given([NO_PIN])
      .uponReceiving("a request to set the first PIN")
      .withRequest("POST", "/api/wallet/pin", (b) => b.headers(signedHeaders(SEEKER_BEARER)).jsonBody({ pin: PIN, pinAgain: PIN }))
      .willRespondWith(200, (b) => b.jsonBody(PIN_STATUS(true)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).setPin({ pin: PIN, pinAgain: PIN }))).toMatchObject({ isSet: true });
      }));

  const setRefusals: readonly (readonly [string, Given, number, string, string, string])[] = [
    ["a PIN that is not 6 digits", NO_PIN, 400, "PIN_FORMAT", "12ab56", "12ab56"],
    ["a PIN typed differently the second time", NO_PIN, 400, "PIN_MISMATCH", PIN, NEW_PIN],
    ["a first PIN when one is set", WITH_PIN, 409, "PIN_ALREADY_SET", NEW_PIN, NEW_PIN],
  ];
  for (const [what, st, status, code, pin, pinAgain] of setRefusals)
    it(`refuses to set ${what} (${code})`, () =>
      given([st])
        .uponReceiving(`a request to set ${what}`)
        .withRequest("POST", "/api/wallet/pin", (b) => b.headers(signedHeaders(SEEKER_BEARER)).jsonBody({ pin, pinAgain }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).setPin({ pin, pinAgain }), status, code);
        }));

  it("changes the PIN with the current one", () =>
    given([WITH_PIN])
      .uponReceiving("a request to change the PIN")
      .withRequest("POST", "/api/wallet/pin/change", (b) => b.headers(signedHeaders(SEEKER_BEARER)).jsonBody({ currentPin: PIN, pin: NEW_PIN, pinAgain: NEW_PIN }))
      .willRespondWith(200, (b) => b.jsonBody(PIN_STATUS(true)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).changePin({ currentPin: PIN, pin: NEW_PIN, pinAgain: NEW_PIN }))).toMatchObject({ isSet: true });
      }));

  const changeRefusals: readonly (readonly [string, Given, number, string, { currentPin: string; pin: string; pinAgain: string }, Record<string, unknown>?])[] = [
    ["without a PIN", NO_PIN, 409, "PIN_NOT_SET", { currentPin: PIN, pin: NEW_PIN, pinAgain: NEW_PIN }],
    ["to a PIN that is not 6 digits", WITH_PIN, 400, "PIN_FORMAT", { currentPin: PIN, pin: "1357", pinAgain: "1357" }],
    ["to a PIN typed differently the second time", WITH_PIN, 400, "PIN_MISMATCH", { currentPin: PIN, pin: NEW_PIN, pinAgain: "135791" }],
    ["with a wrong current PIN, 4 tries left", WITH_PIN, 422, "PIN_WRONG", { currentPin: WRONG_PIN, pin: NEW_PIN, pinAgain: NEW_PIN }, { attemptsLeft: 4 }],
    ["while the PIN is blocked", BLOCKED, 423, "PIN_LOCKED", { currentPin: PIN, pin: NEW_PIN, pinAgain: NEW_PIN }],
  ];
  for (const [what, st, status, code, body, details] of changeRefusals)
    it(`refuses to change the PIN ${what} (${code})`, () =>
      given([st])
        .uponReceiving(`a request to change the PIN ${what}`)
        .withRequest("POST", "/api/wallet/pin/change", (b) => b.headers(signedHeaders(SEEKER_BEARER)).jsonBody(body))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).changePin(body), status, code);
        }));

  it("sends an OTP to reset a forgotten PIN", () =>
    given([WITH_PIN])
      .uponReceiving("a request for an OTP to reset the PIN")
      .withRequest("POST", "/api/wallet/pin/otp", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ channel: "whatsapp", whatsappFailed: false, expiresAt: WIB_TIME, resendAt: WIB_TIME }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).sendPinResetOtp())).toMatchObject({ channel: "whatsapp" });
      }));

  const otpRefusals: readonly Refusal[] = [
    ["without a PIN", [NO_PIN], 409, "PIN_NOT_SET"],
    ["while the PIN is blocked", [BLOCKED], 423, "PIN_LOCKED"],
    ["after 5 OTPs in the last hour", [WITH_PIN, state(S.otpSendLimitReached, { phone: SITI.phone })], 429, "OTP_SEND_LIMIT"],
  ];
  for (const [what, states, status, code] of otpRefusals)
    it(`refuses an OTP to reset the PIN ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request for an OTP to reset the PIN ${what}`)
        .withRequest("POST", "/api/wallet/pin/otp", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).sendPinResetOtp(), status, code);
        }));

  const CODE = "4321";
  const otp = (extra: Partial<ProviderStateParams[typeof S.otpSent]> = {}) => state(S.otpSent, { phone: SITI.phone, purpose: "pinReset", code: CODE, ...extra });
  it("resets the PIN with the OTP", () =>
    given([WITH_PIN, otp()])
      .uponReceiving("a request to reset the PIN with the OTP")
      .withRequest("POST", "/api/wallet/pin/reset", (b) => b.headers(signedHeaders(SEEKER_BEARER)).jsonBody({ code: CODE, pin: NEW_PIN, pinAgain: NEW_PIN }))
      .willRespondWith(200, (b) => b.jsonBody(PIN_STATUS(true)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).resetPin({ code: CODE, pin: NEW_PIN, pinAgain: NEW_PIN }))).toMatchObject({ isSet: true });
      }));

  const resetRefusals: readonly (readonly [string, readonly Given[], number, string, { code: string; pin: string; pinAgain: string }])[] = [
    ["with a wrong code", [WITH_PIN, otp()], 401, "OTP_WRONG", { code: "9999", pin: NEW_PIN, pinAgain: NEW_PIN }],
    ["with an expired code", [WITH_PIN, otp({ sentSecondsAgo: 301 })], 410, "OTP_EXPIRED", { code: CODE, pin: NEW_PIN, pinAgain: NEW_PIN }],
    ["with a code tried wrong 5 times", [WITH_PIN, otp({ wrongAttempts: 5 })], 429, "OTP_ATTEMPTS_EXCEEDED", { code: CODE, pin: NEW_PIN, pinAgain: NEW_PIN }],
    ["to a PIN that is not 6 digits", [WITH_PIN, otp()], 400, "PIN_FORMAT", { code: CODE, pin: "1357", pinAgain: "1357" }],
    ["to a PIN typed differently the second time", [WITH_PIN, otp()], 400, "PIN_MISMATCH", { code: CODE, pin: NEW_PIN, pinAgain: "135791" }],
    ["while the PIN is blocked", [BLOCKED, otp()], 423, "PIN_LOCKED", { code: CODE, pin: NEW_PIN, pinAgain: NEW_PIN }],
  ];
  for (const [what, states, status, code, body] of resetRefusals)
    it(`refuses to reset the PIN ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to reset the PIN ${what}`)
        .withRequest("POST", "/api/wallet/pin/reset", (b) => b.headers(signedHeaders(SEEKER_BEARER)).jsonBody(body))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).resetPin(body), status, code);
        }));
});

describe("payout accounts", () => {
  it("lists the banks a withdrawal can go to", () =>
    given([NO_PIN])
      .uponReceiving("a request for the payout banks")
      .withRequest("GET", "/api/wallet/banks", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike({ code: "bca", name: "BCA" }) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).banks()).items).toContainEqual({ code: "bca", name: "BCA" });
      }));

  it("lists the wallet's accounts: the BCA account", () =>
    given([WITH_BANK])
      .uponReceiving("a request for the seeker's payout accounts")
      .withRequest("GET", "/api/wallet/accounts", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(BANK_ACCOUNT) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).accounts()).items).toMatchObject([{ kind: "bank", provider: "bca", number: "1234567890" }]);
      }));

  it("refuses the business's accounts to a Member (FORBIDDEN)", () =>
    given([MEMBER])
      .uponReceiving("a request for the business's payout accounts by a Member")
      .withRequest("GET", "/api/wallet/accounts", (b) => b.headers(signedHeaders(CALLER_BEARER)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, CALLER_BEARER).accounts(), 403, "FORBIDDEN");
      }));

  const BCA = { bank: "bca", number: "1234567890", holderName: SITI.fullName } as const;
  const OTHER = { bank: "bca", number: "9876543210", holderName: SITI.fullName } as const;
  it("adds a bank account the bank knows in her name", () =>
    given([NO_PIN])
      .uponReceiving("a request to add a bank account")
      .withRequest("POST", "/api/wallet/accounts/bank", (b) => b.headers(keyHeaders(SEEKER_BEARER)).jsonBody(BCA))
      .willRespondWith(201, (b) => b.jsonBody(BANK_ACCOUNT))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).addBankAccount(BCA, APP_KEY))).toMatchObject({ kind: "bank", number: "1234567890" });
      }));

  const addRefusals: readonly (readonly [string, Given, number, string, typeof BCA | typeof OTHER, TokenFromState])[] = [
    ["a number the bank has no account for", wallet({ bankAnswers: { number: OTHER.number, holderName: null } }), 422, "BANK_ACCOUNT_NOT_FOUND", OTHER, SEEKER_BEARER],
    ["an account in another name", wallet({ bankAnswers: { number: OTHER.number, holderName: "Siti Aminah" } }), 422, "BANK_ACCOUNT_NAME_MISMATCH", OTHER, SEEKER_BEARER],
    ["an account already added", WITH_BANK, 409, "PAYOUT_ACCOUNT_ALREADY_ADDED", BCA, SEEKER_BEARER],
    ["an account to the business's wallet, by a Member", MEMBER, 403, "FORBIDDEN", BCA, CALLER_BEARER],
  ];
  for (const [what, st, status, code, body, bearer] of addRefusals)
    it(`refuses to add ${what} (${code})`, () =>
      given([st])
        .uponReceiving(`a request to add ${what}`)
        .withRequest("POST", "/api/wallet/accounts/bank", (b) => b.headers(keyHeaders(bearer)).jsonBody(body))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, bearer).addBankAccount(body, APP_KEY), status, code);
        }));

  it("starts linking GoPay: the consent page to open", () =>
    given([NO_PIN])
      .uponReceiving("a request to link GoPay")
      .withRequest("POST", "/api/wallet/ewallet-links", (b) => b.headers(signedHeaders(SEEKER_BEARER)).jsonBody({ wallet: "gopay" }))
      .willRespondWith(201, (b) => b.jsonBody(LINK_BODY))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).linkEwallet({ wallet: "gopay" }))).toMatchObject({ wallet: "gopay", status: "pending" });
      }));

  it("refuses to link an e-wallet to the business's wallet by a Member (FORBIDDEN)", () =>
    given([MEMBER])
      .uponReceiving("a request to link GoPay to the business's wallet by a Member")
      .withRequest("POST", "/api/wallet/ewallet-links", (b) => b.headers(signedHeaders(CALLER_BEARER)).jsonBody({ wallet: "gopay" }))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, CALLER_BEARER).linkEwallet({ wallet: "gopay" }), 403, "FORBIDDEN");
      }));

  it("reads an e-wallet link's outcome: still waiting for her consent", () =>
    given([wallet({ ewalletLink: true })])
      .uponReceiving("a request for a pending GoPay link")
      .withRequest("GET", idPath("/api/wallet/ewallet-links/{}", "linkId", LINK), (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(LINK_BODY))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).ewalletLink(LINK))).toMatchObject({ status: "pending", account: null });
      }));

  it("refuses a link the wallet does not have (EWALLET_LINK_NOT_FOUND)", () =>
    given([NO_PIN])
      .uponReceiving("a request for an e-wallet link the seeker's wallet does not have")
      .withRequest("GET", "/api/wallet/ewallet-links/el-nope", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("EWALLET_LINK_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, SEEKER_BEARER).ewalletLink("el-nope"), 404, "EWALLET_LINK_NOT_FOUND");
      }));

  it("removes a payout account", () =>
    given([WITH_BANK])
      .uponReceiving("a request to remove the seeker's bank account")
      .withRequest("POST", idPath("/api/wallet/accounts/{}/remove", "accountId", ACCOUNT), (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(204)
      .executeTest(async (server) => {
        ok(await api(server.url, SEEKER_BEARER).removeAccount(ACCOUNT));
      }));

  it("refuses to remove an account the wallet does not have (PAYOUT_ACCOUNT_NOT_FOUND)", () =>
    given([NO_PIN])
      .uponReceiving("a request to remove a payout account the seeker's wallet does not have")
      .withRequest("POST", "/api/wallet/accounts/acc-nope/remove", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("PAYOUT_ACCOUNT_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, SEEKER_BEARER).removeAccount("acc-nope"), 404, "PAYOUT_ACCOUNT_NOT_FOUND");
      }));

  it("refuses to remove an account a withdrawal is on its way to (PAYOUT_ACCOUNT_IN_USE)", () =>
    given([wallet({ pin: PIN, pendingWithdrawal: 100_000 })])
      .uponReceiving("a request to remove the bank account a withdrawal is on its way to")
      .withRequest("POST", idPath("/api/wallet/accounts/{}/remove", "accountId", ACCOUNT), (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("PAYOUT_ACCOUNT_IN_USE")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, SEEKER_BEARER).removeAccount(ACCOUNT), 409, "PAYOUT_ACCOUNT_IN_USE");
      }));
});

describe("withdrawals", () => {
  const accountFromState = fromState("${accountId}", ACCOUNT);
  it("quotes a withdrawal of Rp100.000 to the BCA account: no fee, arrives within 1x24 hours", () =>
    given([WITH_BANK])
      .uponReceiving("a request for a quote of a Rp100.000 withdrawal")
      .withRequest("GET", "/api/wallet/withdrawals/quote", (b) => b.headers(signedHeaders(SEEKER_BEARER)).query({ amount: "100000", accountId: accountFromState }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ amount: 100_000, fee: 0, receives: 100_000, account: BANK_ACCOUNT, available: 250_000, minimum: integer(20_000), arrivesBy: MILLIS(NOW + 24 * 3_600_000), serverNow: MILLIS(NOW) }),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).withdrawalQuote(100_000, ACCOUNT))).toMatchObject({ amount: 100_000, receives: 100_000, available: 250_000 });
      }));

  const quoteRefusals: readonly (readonly [string, Given, number, string, number, string, Record<string, unknown>?])[] = [
    ["of no Rupiah", WITH_BANK, 400, "INVALID_QUERY", 0, ACCOUNT],
    ["without a payout account", WITH_PIN, 409, "NO_PAYOUT_ACCOUNT", 100_000, "acc-nope"],
    ["to an account the wallet does not have", WITH_BANK, 404, "PAYOUT_ACCOUNT_NOT_FOUND", 100_000, "acc-nope"],
    ["below the minimum", WITH_BANK, 422, "WITHDRAWAL_BELOW_MINIMUM", 10_000, ACCOUNT],
    ["above the balance", WITH_BANK, 409, "INSUFFICIENT_BALANCE", 300_000, ACCOUNT],
  ];
  for (const [what, st, status, code, amount, accountId] of quoteRefusals)
    it(`refuses a quote ${what} (${code})`, () =>
      given([st])
        .uponReceiving(`a request for a quote of a withdrawal ${what}`)
        .withRequest("GET", "/api/wallet/withdrawals/quote", (b) =>
          b.headers(signedHeaders(SEEKER_BEARER)).query({ amount: String(amount), accountId: accountId === ACCOUNT ? accountFromState : accountId }),
        )
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).withdrawalQuote(amount, accountId), status, code);
        }));

  const asked = (pin: string, amount = 100_000) => ({ amount, accountId: accountFromState, pin });
  it("withdraws Rp100.000 with the PIN: on its way", () =>
    given([WITH_BANK])
      .uponReceiving("a request to withdraw Rp100.000 to the BCA account")
      .withRequest("POST", "/api/wallet/withdrawals", (b) => b.headers(keyHeaders(SEEKER_BEARER)).jsonBody(asked(PIN)))
      .willRespondWith(201, (b) => b.jsonBody(withdrawalBody(100_000, "processing", 1)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).withdraw({ amount: 100_000, accountId: ACCOUNT, pin: PIN } as never, APP_KEY))).toMatchObject({ status: "processing", amount: 100_000 });
      }));

  // The quote's refusals too ("as the quote"), the rules checked before the PIN.
  const ruleRefusals: readonly (readonly [string, Given, number, string, number, string, Record<string, unknown>?])[] = [
    ["without a payout account", WITH_PIN, 409, "NO_PAYOUT_ACCOUNT", 100_000, "acc-nope"],
    ["to an account the wallet does not have", WITH_BANK, 404, "PAYOUT_ACCOUNT_NOT_FOUND", 100_000, "acc-nope"],
    ["below the minimum", WITH_BANK, 422, "WITHDRAWAL_BELOW_MINIMUM", 10_000, ACCOUNT, { minimum: integer(20_000) }],
    ["above the balance", WITH_BANK, 409, "INSUFFICIENT_BALANCE", 300_000, ACCOUNT, { balance: integer(250_000) }],
  ];
  for (const [what, st, status, code, amount, accountId, details] of ruleRefusals)
    it(`refuses a withdrawal ${what} (${code})`, () =>
      given([st])
        .uponReceiving(`a request to withdraw ${what}`)
        .withRequest("POST", "/api/wallet/withdrawals", (b) =>
          b.headers(keyHeaders(SEEKER_BEARER)).jsonBody({ amount, accountId: accountId === ACCOUNT ? accountFromState : accountId, pin: PIN }),
        )
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).withdraw({ amount, accountId, pin: PIN } as never, APP_KEY), status, code);
        }));

  const withdrawRefusals: readonly (readonly [string, readonly Given[], number, string, string, Record<string, unknown>?, string?])[] = [
    ["without a PIN", [wallet({ bankAccount: true })], 409, "PIN_NOT_SET", PIN],
    ["with a wrong PIN, 4 tries left", [WITH_BANK], 422, "PIN_WRONG", WRONG_PIN, { attemptsLeft: 4 }],
    ["while the PIN is blocked", [BLOCKED], 423, "PIN_LOCKED", PIN],
    ["with an Idempotency-Key she used for another request", [WITH_BANK, state(S.idempotencyKeyUsed, { phone: SITI.phone, key: USED_KEY })], 422, "IDEMPOTENCY_CONFLICT", PIN, undefined, USED_KEY],
  ];
  for (const [what, states, status, code, pin, details, key] of withdrawRefusals)
    it(`refuses a withdrawal ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to withdraw Rp100.000 ${what}`)
        .withRequest("POST", "/api/wallet/withdrawals", (b) => b.headers(keyHeaders(SEEKER_BEARER, key)).jsonBody(asked(pin)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).withdraw({ amount: 100_000, accountId: ACCOUNT, pin } as never, key ?? APP_KEY), status, code);
        }));

  it("lists the withdrawals: one failed", () =>
    given([FAILED])
      .uponReceiving("a request for the seeker's withdrawals")
      .withRequest("GET", "/api/wallet/withdrawals", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(withdrawalBody(20_000, "failed", 1)), serverNow: MILLIS(NOW) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).withdrawals()).items).toMatchObject([{ status: "failed", amount: 20_000 }]);
      }));

  it("refuses the business's withdrawals to a Member (FORBIDDEN)", () =>
    given([MEMBER])
      .uponReceiving("a request for the business's withdrawals by a Member")
      .withRequest("GET", "/api/wallet/withdrawals", (b) => b.headers(signedHeaders(CALLER_BEARER)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, CALLER_BEARER).withdrawals(), 403, "FORBIDDEN");
      }));

  it("reads a withdrawal: failed, rejected by the bank", () =>
    given([FAILED])
      .uponReceiving("a request for a failed withdrawal")
      .withRequest("GET", idPath("/api/wallet/withdrawals/{}", "withdrawalId", WITHDRAWAL), (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(withdrawalBody(20_000, "failed", 1)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).withdrawal(WITHDRAWAL))).toMatchObject({ status: "failed" });
      }));

  it("refuses a withdrawal the wallet does not have (WITHDRAWAL_NOT_FOUND)", () =>
    given([NO_PIN])
      .uponReceiving("a request for a withdrawal the seeker's wallet does not have")
      .withRequest("GET", "/api/wallet/withdrawals/w-nope", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("WITHDRAWAL_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, SEEKER_BEARER).withdrawal("w-nope"), 404, "WITHDRAWAL_NOT_FOUND");
      }));

  it("retries a failed withdrawal with the PIN: on its way again", () =>
    given([FAILED])
      .uponReceiving("a request to retry a failed withdrawal")
      .withRequest("POST", idPath("/api/wallet/withdrawals/{}/retry", "withdrawalId", WITHDRAWAL), (b) => b.headers(keyHeaders(SEEKER_BEARER)).jsonBody({ pin: PIN }))
      .willRespondWith(200, (b) => b.jsonBody(withdrawalBody(20_000, "processing", 2)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, SEEKER_BEARER).retryWithdrawal(WITHDRAWAL, { pin: PIN }, APP_KEY))).toMatchObject({ status: "processing", attempts: 2 });
      }));

  const FAILED_PATH = idPath("/api/wallet/withdrawals/{}/retry", "withdrawalId", WITHDRAWAL);
  const retryPinRefusals: readonly (readonly [string, Given, number, string, string, Record<string, unknown>?])[] = [
    ["without a PIN", wallet({ failedWithdrawals: 1 }), 409, "PIN_NOT_SET", PIN],
    ["with a wrong PIN, 4 tries left", FAILED, 422, "PIN_WRONG", WRONG_PIN, { attemptsLeft: 4 }],
    ["while the PIN is blocked", BLOCKED, 423, "PIN_LOCKED", PIN],
  ];
  for (const [what, st, status, code, pin, details] of retryPinRefusals)
    it(`refuses to retry a failed withdrawal ${what} (${code})`, () =>
      given([st])
        .uponReceiving(`a request to retry a failed withdrawal ${what}`)
        .withRequest("POST", FAILED_PATH, (b) => b.headers(keyHeaders(SEEKER_BEARER)).jsonBody({ pin }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).retryWithdrawal(WITHDRAWAL, { pin }, APP_KEY), status, code);
        }));

  const retryRefusals: readonly (readonly [string, Given, number, string, ReturnType<typeof fromState> | string, string])[] = [
    ["a withdrawal the wallet does not have", WITH_PIN, 404, "WITHDRAWAL_NOT_FOUND", "/api/wallet/withdrawals/w-nope/retry", "w-nope"],
    ["a withdrawal still on its way", wallet({ pin: PIN, pendingWithdrawal: 100_000 }), 409, "WITHDRAWAL_NOT_RETRYABLE", idPath("/api/wallet/withdrawals/{}/retry", "pendingWithdrawalId", PENDING), PENDING],
    [
      "a failed withdrawal the balance no longer holds",
      wallet({ pin: PIN, failedWithdrawals: 1, pendingWithdrawal: 240_000 }),
      409,
      "INSUFFICIENT_BALANCE",
      idPath("/api/wallet/withdrawals/{}/retry", "withdrawalId", WITHDRAWAL),
      WITHDRAWAL,
    ],
  ];
  for (const [what, st, status, code, path, withdrawalId] of retryRefusals)
    it(`refuses to retry ${what} (${code})`, () =>
      given([st])
        .uponReceiving(`a request to retry ${what}`)
        .withRequest("POST", path, (b) => b.headers(keyHeaders(SEEKER_BEARER)).jsonBody({ pin: PIN }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).retryWithdrawal(withdrawalId, { pin: PIN }, APP_KEY), status, code);
        }));
});

/**
 * Each call on the business's wallet asks who the caller is first: a Member may read the balance
 * and pay offers (her own PIN), nothing else (FORBIDDEN); a provider without a business has no
 * wallet (BUSINESS_NOT_FOUND). The pairs not already made above, one interaction each.
 */
describe("the business's wallet: a Member and a provider without a business", () => {
  type Call = readonly [what: string, method: "GET" | "POST", path: string, send: (a: WalletApi) => Promise<Result.Result<unknown, ApiError | NotLoggedIn>>, body?: unknown, key?: boolean];
  const calls: readonly Call[] = [
    ["the lines", "GET", "/api/wallet/transactions", (a) => a.transactions({})],
    ["a line", "GET", "/api/wallet/transactions/TRX-nope", (a) => a.transaction("TRX-nope")],
    ["a month's statement", "GET", "/api/wallet/statements/2026-01", (a) => a.statement("2026-01")],
    ["the payout accounts", "GET", "/api/wallet/accounts", (a) => a.accounts()],
    ["to add a bank account", "POST", "/api/wallet/accounts/bank", (a) => a.addBankAccount({ bank: "bca", number: "1234567890", holderName: SITI.fullName }, APP_KEY), { bank: "bca", number: "1234567890", holderName: SITI.fullName }, true],
    ["to link GoPay", "POST", "/api/wallet/ewallet-links", (a) => a.linkEwallet({ wallet: "gopay" }), { wallet: "gopay" }],
    ["an e-wallet link", "GET", "/api/wallet/ewallet-links/el-nope", (a) => a.ewalletLink("el-nope")],
    ["to remove a payout account", "POST", "/api/wallet/accounts/acc-nope/remove", (a) => a.removeAccount("acc-nope")],
    ["a withdrawal's quote", "GET", "/api/wallet/withdrawals/quote", (a) => a.withdrawalQuote(100_000, "acc-nope")],
    ["to withdraw", "POST", "/api/wallet/withdrawals", (a) => a.withdraw({ amount: 100_000, accountId: "acc-nope", pin: PIN } as never, APP_KEY), { amount: 100_000, accountId: "acc-nope", pin: PIN }, true],
    ["the withdrawals", "GET", "/api/wallet/withdrawals", (a) => a.withdrawals()],
    ["a withdrawal", "GET", "/api/wallet/withdrawals/w-nope", (a) => a.withdrawal("w-nope")],
    ["to retry a withdrawal", "POST", "/api/wallet/withdrawals/w-nope/retry", (a) => a.retryWithdrawal("w-nope", { pin: PIN }, APP_KEY), { pin: PIN }, true],
  ];
  /** Pairs made above: not again. */
  const made = new Set(["the lines FORBIDDEN", "a month's statement FORBIDDEN", "the payout accounts FORBIDDEN", "to add a bank account FORBIDDEN", "to link GoPay FORBIDDEN", "the withdrawals FORBIDDEN"]);
  const callers: readonly (readonly [who: string, st: Given, status: number, code: string])[] = [
    ["a Member", MEMBER, 403, "FORBIDDEN"],
    ["a provider without a business", NO_BUSINESS, 404, "BUSINESS_NOT_FOUND"],
  ];
  for (const [what, method, path, send, body, key] of calls)
    for (const [who, st, status, code] of callers) {
      if (made.has(`${what} ${code}`)) continue;
      it(`refuses ${what} of the business's wallet to ${who} (${code})`, () =>
        given([st])
          .uponReceiving(`a request for ${what} of the business's wallet by ${who}`)
          .withRequest(method, path, (b) => {
            const headed = b.headers(key === true ? keyHeaders(CALLER_BEARER) : signedHeaders(CALLER_BEARER));
            if (path.endsWith("/quote")) headed.query({ amount: "100000", accountId: "acc-nope" });
            if (body !== undefined) headed.jsonBody(body);
          })
          .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
          .executeTest(async (server) => {
            expectRefused(await send(api(server.url, CALLER_BEARER)), status, code);
          }));
    }
});

describe("the wallet's other refusals", () => {
  const CODE = "4321";
  const otp = state(S.otpSent, { phone: SITI.phone, purpose: "pinReset", code: CODE });
  const resetRefusals: readonly (readonly [string, readonly Given[], number, string, Record<string, unknown>?])[] = [
    ["without a PIN", [NO_PIN, otp], 409, "PIN_NOT_SET"],
    ["from a number locked after 10 wrong codes", [WITH_PIN, otp, state(S.numberLocked, { phone: SITI.phone })], 429, "OTP_LOCKED", { retryAfterSeconds: integer(3540) }],
  ];
  for (const [what, states, status, code, details] of resetRefusals)
    it(`refuses to reset the PIN ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to reset the PIN ${what}`)
        .withRequest("POST", "/api/wallet/pin/reset", (b) => b.headers(signedHeaders(SEEKER_BEARER)).jsonBody({ code: CODE, pin: NEW_PIN, pinAgain: NEW_PIN }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).resetPin({ code: CODE, pin: NEW_PIN, pinAgain: NEW_PIN }), status, code);
        }));

  it("refuses a quote while the PIN is blocked (PIN_LOCKED): no withdrawal could follow", () =>
    given([wallet({ pin: PIN, wrongPinEntries: 5, bankAccount: true })])
      .uponReceiving("a request for a quote of a withdrawal while the PIN is blocked")
      .withRequest("GET", "/api/wallet/withdrawals/quote", (b) => b.headers(signedHeaders(SEEKER_BEARER)).query({ amount: "100000", accountId: fromState("${accountId}", ACCOUNT) }))
      .willRespondWith(423, (b) => b.jsonBody(errorEnvelope("PIN_LOCKED")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, SEEKER_BEARER).withdrawalQuote(100_000, ACCOUNT), 423, "PIN_LOCKED");
      }));

  const BCA = { bank: "bca", number: "1234567890", holderName: SITI.fullName } as const;
  it("refuses to add a bank account with an Idempotency-Key she used for another request (IDEMPOTENCY_CONFLICT)", () =>
    given([NO_PIN, state(S.idempotencyKeyUsed, { phone: SITI.phone, key: USED_KEY })])
      .uponReceiving("a request to add a bank account with an Idempotency-Key used for another request")
      .withRequest("POST", "/api/wallet/accounts/bank", (b) => b.headers(keyHeaders(SEEKER_BEARER, USED_KEY)).jsonBody(BCA))
      .willRespondWith(422, (b) => b.jsonBody(errorEnvelope("IDEMPOTENCY_CONFLICT")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url, SEEKER_BEARER).addBankAccount(BCA, USED_KEY), 422, "IDEMPOTENCY_CONFLICT");
      }));

  const FAILED_PATH = idPath("/api/wallet/withdrawals/{}/retry", "withdrawalId", WITHDRAWAL);
  const retryRefusals: readonly (readonly [string, readonly Given[], number, string, string?])[] = [
    ["with an Idempotency-Key she used for another request", [FAILED, state(S.idempotencyKeyUsed, { phone: SITI.phone, key: USED_KEY })], 422, "IDEMPOTENCY_CONFLICT", USED_KEY],
    ["whose bank account was removed since", [wallet({ pin: PIN, failedWithdrawals: 1, accountRemoved: true })], 404, "PAYOUT_ACCOUNT_NOT_FOUND"],
  ];
  for (const [what, states, status, code, key] of retryRefusals)
    it(`refuses to retry a failed withdrawal ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to retry a failed withdrawal ${what}`)
        .withRequest("POST", FAILED_PATH, (b) => b.headers(keyHeaders(SEEKER_BEARER, key)).jsonBody({ pin: PIN }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, SEEKER_BEARER).retryWithdrawal(WITHDRAWAL, { pin: PIN }, key ?? APP_KEY), status, code);
        }));
});
