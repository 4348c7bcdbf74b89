import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OfferDetail } from "../../../domain/offer/offer-api.schema";
import type { PayoutAccount, PinStatus, Withdrawal } from "../../../domain/wallet/wallet.schema";
import type { TransactionPage, WalletView } from "../../../domain/wallet/wallet-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import { errorCodeOf, startHarness, type Harness, type RawResponse } from "../../testing/mock-harness";
import { expectLedgerHolds, json, kit } from "../../testing/offer-test-kit";
import { exampleTerms } from "../offers/offers.public";
import { walletEvents } from "./wallet.events";

/**
 * The wallet through the mock's HTTP API (issue 23): a seeker with a day's pay (Rp250.000) sets her
 * PIN, adds a bank account, withdraws; the PIN is never kept in clear and 5 wrong entries block it
 * until support resets it; a double tap withdraws once; a failed withdrawal comes back and is
 * retried; the lines add up to the balance; a provider pays an offer from the balance.
 */
let h: Harness;
const t = kit(() => h);

beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const PIN = "246810";
const refusal = (res: RawResponse) => [res.status, errorCodeOf(res), (res.json as { error: { details?: unknown } }).error.details];
const wallet = async (token: string) => json<WalletView>(await t.get("/api/wallet", token));
const post = (path: string, token: string, body?: unknown) => h.call("POST", path, { token, ...(body === undefined ? {} : { body }) });

/** The seeker of a hire whose day 1 was confirmed: Rp250.000 in her balance, no PIN. */
const paidSeeker = async () => {
  const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "confirmed" });
  return { seekerId: s.seekerId ?? "", token: s.seekerToken ?? "" };
};

const withPinAndBank = async () => {
  const s = await paidSeeker();
  expect((await post("/api/wallet/pin", s.token, { pin: PIN, pinAgain: PIN })).status).toBe(200);
  const bank = await t.post("/api/wallet/accounts/bank", s.token, { bank: "bca", number: "1234567890", holderName: "Siti Rahmawati" });
  expect(bank.status).toBe(201);
  return { ...s, accountId: json<PayoutAccount>(bank).accountId };
};

describe("the transaction PIN", () => {
  it("is set once, typed twice, and kept only as a salted hash: the data file never holds it in clear", async () => {
    const s = await paidSeeker();
    expect(refusal(await post("/api/wallet/pin", s.token, { pin: "12345", pinAgain: "12345" }))[1]).toBe("PIN_FORMAT");
    expect(refusal(await post("/api/wallet/pin", s.token, { pin: PIN, pinAgain: "246811" }))[1]).toBe("PIN_MISMATCH");
    const set = await post("/api/wallet/pin", s.token, { pin: PIN, pinAgain: PIN });
    expect(json<PinStatus>(set)).toEqual({ isSet: true, wrongAttempts: 0, attemptsLeft: 5, locked: false });
    expect(JSON.stringify(set.json)).not.toContain(PIN);
    expect(refusal(await post("/api/wallet/pin", s.token, { pin: "135790", pinAgain: "135790" }))[1]).toBe("PIN_ALREADY_SET");
    const stored = h.server.state().wallet.pins.find((p) => p.userId === s.seekerId);
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.salt).toMatch(/^[0-9a-f]{32}$/);
    const file = readFileSync(h.dataFile, "utf8");
    expect(file).not.toContain(PIN);
  });

  it("5 wrong entries block it (tries left 4..1 on the way), the OTP cannot lift the block, support's reset does", async () => {
    const s = await withPinAndBank();
    const withdraw = (pin: string) => t.post("/api/wallet/withdrawals", s.token, { amount: 50_000, accountId: s.accountId, pin });
    for (const left of [4, 3, 2, 1]) expect(refusal(await withdraw("000000"))).toEqual([422, "PIN_WRONG", { attemptsLeft: left }]);
    expect(refusal(await withdraw("000000"))[0]).toBe(423);
    expect(errorCodeOf(await withdraw(PIN))).toBe("PIN_LOCKED");
    expect((await wallet(s.token)).pin).toEqual({ isSet: true, wrongAttempts: 5, attemptsLeft: 0, locked: true });
    expect(errorCodeOf(await post("/api/wallet/pin/otp", s.token))).toBe("PIN_LOCKED");
    expect((await wallet(s.token)).balance.available).toBe(250_000);
    expect((await h.call("POST", `/__dev/pins/${s.seekerId}/reset`)).status).toBe(204);
    expect((await withdraw(PIN)).status).toBe(201);
    expect((await wallet(s.token)).pin.wrongAttempts).toBe(0);
  });

  it("is changed with the current one, and reset by the OTP sent to the registered number", async () => {
    const s = await withPinAndBank();
    expect(refusal(await post("/api/wallet/pin/change", s.token, { currentPin: "000000", pin: "135790", pinAgain: "135790" }))).toEqual([422, "PIN_WRONG", { attemptsLeft: 4 }]);
    expect((await post("/api/wallet/pin/change", s.token, { currentPin: PIN, pin: "135790", pinAgain: "135790" })).status).toBe(200);
    expect((await post("/api/wallet/pin/otp", s.token)).status).toBe(200);
    const phone = h.server.state().accounts.find((a) => a.userId === s.seekerId)?.phone ?? "";
    const code = json<{ code: string }>(await t.get(`/__dev/otps?phone=${phone}`)).code;
    expect(refusal(await post("/api/wallet/pin/reset", s.token, { code: "0000" === code ? "1111" : "0000", pin: PIN, pinAgain: PIN }))[1]).toBe("OTP_WRONG");
    expect((await post("/api/wallet/pin/reset", s.token, { code, pin: PIN, pinAgain: PIN })).status).toBe(200);
    expect((await t.post("/api/wallet/withdrawals", s.token, { amount: 20_000, accountId: s.accountId, pin: PIN })).status).toBe(201);
  });
});

describe("withdrawals", () => {
  it("a double tap withdraws once; the amount is on its way out at once; paid, it leaves the platform", async () => {
    const s = await withPinAndBank();
    const before = h.server.state();
    const first = await t.post("/api/wallet/withdrawals", s.token, { amount: 100_000, accountId: s.accountId, pin: PIN }, "tap-1");
    const again = await t.post("/api/wallet/withdrawals", s.token, { amount: 100_000, accountId: s.accountId, pin: PIN }, "tap-1");
    expect(first.status).toBe(201);
    expect([again.status, again.json, again.headers["idempotent-replayed"]]).toEqual([201, first.json, "true"]);
    // The remembered request holds no PIN, not even in its fingerprint's input.
    expect(JSON.stringify(h.server.state().idempotency)).not.toContain(PIN);
    const w = json<Withdrawal>(first);
    expect(w).toMatchObject({ status: "processing", amount: 100_000, fee: 0, receives: 100_000, attempts: 1, failure: null, arrivesBy: w.requestedAt + 24 * 3_600_000 });
    expect((await wallet(s.token)).balance).toEqual({ available: 150_000, inEscrow: 500_000, pendingOut: 100_000 });
    expect(walletEvents(before, h.server.state())).toEqual([{ to: [s.seekerId], event: { kind: "wallet", withdrawal: w } }]);
    expect((await h.call("POST", `/__dev/withdrawals/${w.withdrawalId}/settle`)).status).toBe(200);
    expect((await wallet(s.token)).balance).toEqual({ available: 150_000, inEscrow: 500_000, pendingOut: 0 });
    expectLedgerHolds(h.server.state());
  });

  it("refuses below the minimum, above the balance, without an account, before asking the PIN", async () => {
    const s = await paidSeeker();
    expect(refusal(await t.post("/api/wallet/withdrawals", s.token, { amount: 50_000, accountId: "acc-x", pin: PIN }))[1]).toBe("PIN_NOT_SET");
    await post("/api/wallet/pin", s.token, { pin: PIN, pinAgain: PIN });
    expect(refusal(await t.post("/api/wallet/withdrawals", s.token, { amount: 50_000, accountId: "acc-x", pin: PIN }))[1]).toBe("NO_PAYOUT_ACCOUNT");
    const bank = json<PayoutAccount>(await t.post("/api/wallet/accounts/bank", s.token, { bank: "bni", number: "5556667778", holderName: "Siti Rahmawati" }));
    expect(refusal(await t.post("/api/wallet/withdrawals", s.token, { amount: 19_999, accountId: bank.accountId, pin: "000000" }))).toEqual([422, "WITHDRAWAL_BELOW_MINIMUM", { minimum: 20_000 }]);
    expect(refusal(await t.post("/api/wallet/withdrawals", s.token, { amount: 250_001, accountId: bank.accountId, pin: "000000" }))).toEqual([409, "INSUFFICIENT_BALANCE", { balance: 250_000 }]);
    expect((await wallet(s.token)).pin.wrongAttempts).toBe(0);
  });

  it("a failed one is back in the balance at once with its reason, and is retried once however often it is asked", async () => {
    const s = await withPinAndBank();
    const w = json<Withdrawal>(await t.post("/api/wallet/withdrawals", s.token, { amount: 250_000, accountId: s.accountId, pin: PIN }));
    expect(errorCodeOf(await t.post(`/api/wallet/withdrawals/${w.withdrawalId}/retry`, s.token, { pin: PIN }))).toBe("WITHDRAWAL_NOT_RETRYABLE");
    const failed = json<Withdrawal>(await h.call("POST", `/__dev/withdrawals/${w.withdrawalId}/fail`, { body: { reason: "nameMismatch" } }));
    expect(failed).toMatchObject({ status: "failed", failure: "nameMismatch" });
    expect((await wallet(s.token)).balance.available).toBe(250_000);
    const retry = await t.post(`/api/wallet/withdrawals/${w.withdrawalId}/retry`, s.token, { pin: PIN }, "retry-1");
    expect(json<Withdrawal>(retry)).toMatchObject({ status: "processing", attempts: 2, failure: null });
    expect((await t.post(`/api/wallet/withdrawals/${w.withdrawalId}/retry`, s.token, { pin: PIN }, "retry-1")).json).toEqual(retry.json);
    expect((await wallet(s.token)).balance).toMatchObject({ available: 0, pendingOut: 250_000 });
    const lines = json<TransactionPage>(await t.get("/api/wallet/transactions", s.token)).items;
    expect(lines.map((l) => [l.entry, l.balanceChange])).toEqual([
      ["withdrawalRequested", -250_000],
      ["withdrawalReturned", 250_000],
      ["withdrawalRequested", -250_000],
      ["dayPaidOut", 250_000],
    ]);
    expectLedgerHolds(h.server.state());
  });

  it("a withdrawal's lines say where the money goes, the fee, what arrives by when, and how each attempt stands", async () => {
    const s = await withPinAndBank();
    const w = json<Withdrawal>(await t.post("/api/wallet/withdrawals", s.token, { amount: 100_000, accountId: s.accountId, pin: PIN }));
    const account = { accountId: s.accountId, kind: "bank", provider: "bca", number: "1234567890", holderName: "Siti Rahmawati" };
    const lines = async () => json<TransactionPage>(await t.get("/api/wallet/transactions?type=withdrawal", s.token)).items;
    const asked = { withdrawalId: w.withdrawalId, withdrawal: { attempt: 1, status: "processing", failure: null, retryable: false, account, fee: 0, receives: 100_000, arrivesBy: w.arrivesBy, settledAt: null } };
    expect(await lines()).toMatchObject([{ entry: "withdrawalRequested", balanceChange: -100_000, ...asked }]);
    const failed = json<Withdrawal>(await h.call("POST", `/__dev/withdrawals/${w.withdrawalId}/fail`, { body: { reason: "rejectedByBank" } }));
    const failedAttempt = { attempt: 1, status: "failed", failure: "rejectedByBank", retryable: true, settledAt: failed.settledAt };
    expect((await lines()).map((l) => [l.entry, l.withdrawal])).toMatchObject([
      ["withdrawalReturned", failedAttempt],
      ["withdrawalRequested", failedAttempt],
    ]);
    const retried = json<Withdrawal>(await t.post(`/api/wallet/withdrawals/${w.withdrawalId}/retry`, s.token, { pin: PIN }));
    const paid = json<Withdrawal>(await h.call("POST", `/__dev/withdrawals/${w.withdrawalId}/settle`));
    // The first attempt stays failed (no longer retryable, its reason went with the retry); the second one arrived.
    const first = { attempt: 1, status: "failed", failure: null, retryable: false };
    const second = { attempt: 2, status: "success", failure: null, retryable: false, arrivesBy: retried.arrivesBy, settledAt: paid.settledAt };
    expect((await lines()).map((l) => [l.entry, l.balanceChange, l.amount, l.withdrawal])).toMatchObject([
      ["withdrawalPaid", 0, 100_000, second],
      ["withdrawalRequested", -100_000, 100_000, second],
      ["withdrawalReturned", 100_000, 100_000, first],
      ["withdrawalRequested", -100_000, 100_000, first],
    ]);
    expect((await lines()).every((l) => l.withdrawalId === w.withdrawalId)).toBe(true);
  });

  it("the bank's name check refuses another name and an unknown number", async () => {
    const s = await paidSeeker();
    await h.call("POST", "/__dev/bank-checks", { body: { bank: "bca", number: "1112223334", holderName: "Siti Rahmawati" } });
    await h.call("POST", "/__dev/bank-checks", { body: { bank: "bca", number: "9998887776" } });
    expect(errorCodeOf(await t.post("/api/wallet/accounts/bank", s.token, { bank: "bca", number: "1112223334", holderName: "Rina Wulandari" }))).toBe("BANK_ACCOUNT_NAME_MISMATCH");
    expect(errorCodeOf(await t.post("/api/wallet/accounts/bank", s.token, { bank: "bca", number: "9998887776", holderName: "Siti Rahmawati" }))).toBe("BANK_ACCOUNT_NOT_FOUND");
    expect(json<PayoutAccount>(await t.post("/api/wallet/accounts/bank", s.token, { bank: "bca", number: "1112223334", holderName: "siti  rahmawati" })).holderName).toBe("Siti Rahmawati");
  });
});

describe("paying an offer from the balance", () => {
  it("a provider with Rp500.000 back in her balance pays an offer at once with her PIN; a short balance and a wrong PIN are refused with nothing paid", async () => {
    await t.setup(PROVIDER_STATE.hireEnded, { stage: "completed" });
    const s = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    const token = s.providerToken ?? "";
    expect((await wallet(token)).balance.available).toBe(500_000);
    await post("/api/wallet/pin", token, { pin: PIN, pinAgain: PIN });
    const oneDay = exampleTerms(s.jobId ?? "", s.seekerId ?? "", { schedule: { period: { start: "2029-12-01", end: "2029-12-05" }, workingDays: ["2029-12-02"], hours: { start: "08:00", end: "16:00" } } });
    const offer = (terms: unknown, pin?: string) => t.post("/api/offers", token, { terms, choice: { method: "balance" }, ...(pin === undefined ? {} : { pin }) });
    expect(errorCodeOf(await offer(oneDay))).toBe("PIN_REQUIRED");
    expect(errorCodeOf(await t.post("/api/offers", token, { terms: oneDay, choice: { method: "virtualAccount", bank: "bca" }, pin: PIN }))).toBe("VALIDATION_FAILED");
    expect(refusal(await offer(exampleTerms(s.jobId ?? "", s.seekerId ?? ""), "000000"))).toEqual([409, "INSUFFICIENT_BALANCE", { balance: 500_000 }]);
    expect(refusal(await offer(oneDay, "000000"))).toEqual([422, "PIN_WRONG", { attemptsLeft: 4 }]);
    expect(h.server.state().offers.filter((o) => o.jobId === s.jobId)).toEqual([]);
    const paid = json<OfferDetail>(await offer(oneDay, PIN));
    expect(paid.state.status).toBe("sent");
    expect(paid.payments[0]).toMatchObject({ choice: { method: "balance" }, state: { status: "success" }, virtualAccountNumber: null });
    const view = await wallet(token);
    expect(view.balance.available).toBe(500_000 - paid.price.total);
    expect(view.pin.wrongAttempts).toBe(0);
    const lines = json<TransactionPage>(await t.get("/api/wallet/transactions", token)).items;
    expect(lines[0]).toMatchObject({ kind: "payment", entry: "offerFundedFromBalance", paymentMethod: "balance", balanceChange: -paid.price.total, salary: paid.price.salary, offerId: paid.offerId });
    expect(lines[0]?.balanceAfter).toBe(view.balance.available);
    // Paid from the balance, the payment's receipt is that ledger transaction: its Transaction ID and time.
    expect(paid.payments[0]).toMatchObject({ transactionId: lines[0]?.transactionId, paidAt: lines[0]?.at });
    expectLedgerHolds(h.server.state());
  });
});
