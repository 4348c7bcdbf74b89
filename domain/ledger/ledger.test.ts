import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { UserId } from "../identity/session.schema";
import { offerPrice } from "../offer/offer-price.rules";
import { RUPIAH_MAX } from "../policy/business-constants";
import type { BusinessId, OfferId, PaymentId, WithdrawalId } from "../shared/ids.schema";
import { rupiah } from "../shared/money";
import { wibInstant } from "../shared/wib-time";
import { IdempotencyConflict, LedgerOverdraft } from "./ledger.errors";
import { accountKey, balanceOf, balances, offerMoney, post, refundDueBy, total, type Posted } from "./ledger.rules";
import { EMPTY_LEDGER, Ledger, type Account, type Ledger as LedgerType, type Movement } from "./ledger.schema";
import { offerEscrow, withdrawalOf } from "./movement-plan.rules";

const O1 = "O1" as OfferId;
const B1 = "B1" as BusinessId;
const U1 = "U1" as UserId;
const W1 = "W1" as WithdrawalId;
const escrow: Account = { kind: "offerEscrow", offerId: O1 };
const provider: Account = { kind: "providerBalance", businessId: B1 };
const seeker: Account = { kind: "seekerBalance", userId: U1 };
/** The WIB day of the instants 0..4 these movements are asked at: the platform's accounts of that day. */
const DAY = "1970-01-01";
const gateway: Account = { kind: "gatewayClearing", day: DAY };
const payoutClearing: Account = { kind: "payoutClearing" };
const paidOut: Account = { kind: "paidOut", day: DAY };
const serviceIncome: Account = { kind: "feeIncome", fee: "serviceFee", day: DAY };
const adminIncome: Account = { kind: "feeIncome", fee: "adminFee", day: DAY };

// 5 working days at Rp150.000: salary Rp750.000, service fee 5% Rp37.500, admin fee Rp4.000.
const price = Result.getOrThrow(offerPrice({ kind: "daily", dailyWage: rupiah(150_000) }, 5));
const settled = (key: string, extra: Partial<Extract<Movement, { kind: "paymentSettled" }>> = {}): Movement => ({
  kind: "paymentSettled", key, at: 0, offerId: O1, businessId: B1, paymentId: "P1" as PaymentId,
  salary: price.salary, serviceFee: price.serviceFee, adminFee: price.adminFee, late: false, ...extra,
});

const run = (movements: readonly Movement[], from: LedgerType = EMPTY_LEDGER): LedgerType =>
  movements.reduce((l, m) => Result.getOrThrow(post(l, m)).ledger, from);
const refusal = (l: LedgerType, m: Movement) => {
  const r = post(l, m);
  return Result.isFailure(r) ? r.failure : undefined;
};
const bal = (l: LedgerType, a: Account) => balanceOf(l, a);

describe("ledger: an offer's money (spec 4, 9)", () => {
  it("a settled payment funds the offer's escrow with the salary and the named fees", () => {
    expect(price).toEqual({ salary: 750_000, serviceFee: 37_500, adminFee: 4_000, total: 791_500 });
    const posted = Result.getOrThrow(post(EMPTY_LEDGER, settled("pay-1")));
    expect(posted.transaction).toMatchObject({ transactionId: "TRX-19700101-000001", key: "pay-1", kind: "offerFunded" });
    expect(posted.transaction.entries).toEqual([
      { account: gateway, side: "debit", amount: 791_500 },
      { account: escrow, side: "credit", amount: 791_500 },
    ]);
    expect(bal(posted.ledger, escrow)).toBe(791_500);
    expect(bal(posted.ledger, gateway)).toBe(791_500);
    expect(total(posted.ledger)).toBe(0);
    expect(offerEscrow(posted.ledger, O1).stage).toBe("funded");
  });

  it("accepting earns the fees; the salary stays in escrow for the confirmed days, paid out to the seeker", () => {
    let l = run([settled("pay-1"), { kind: "offerAccepted", key: "acc", at: 1, offerId: O1 }]);
    expect(bal(l, escrow)).toBe(750_000);
    expect(bal(l, serviceIncome)).toBe(37_500);
    expect(bal(l, adminIncome)).toBe(4_000);
    for (let day = 1; day <= 5; day++)
      l = run([{ kind: "dayPaidOut", key: `day-${day}`, at: 2, offerId: O1, seekerId: U1, workDate: `2025-06-0${day}`, amount: rupiah(150_000) }], l);
    expect(bal(l, escrow)).toBe(0);
    expect(bal(l, seeker)).toBe(750_000);
    expect(offerMoney(l, O1)).toEqual({ stage: "accepted", paid: 791_500, inEscrow: 0, refunded: 0, paidOut: 750_000, feesEarned: 41_500 });
    // A sixth day would take the escrow below zero.
    const sixth = refusal(l, { kind: "dayPaidOut", key: "day-6", at: 3, offerId: O1, seekerId: U1, workDate: "2025-06-06", amount: rupiah(1) });
    expect(sixth).toEqual(new LedgerOverdraft({ account: "offerEscrow", balance: 0, needed: 1 }));
    expect(sixth?.i18nKey).toBe("error.ledger.overdraft");
  });

  it("a declined or expired offer gives the whole payment back to the provider's balance", () => {
    for (const reason of ["declined", "expired"] as const) {
      const l = run([settled("pay-1"), { kind: "offerRefunded", key: "ref", at: 1, offerId: O1, reason }]);
      expect(bal(l, escrow)).toBe(0);
      expect(bal(l, provider)).toBe(791_500);
      expect(balances(l).filter((b) => b.account.kind === "feeIncome")).toEqual([]);
      expect(offerMoney(l, O1)).toMatchObject({ stage: "refunded", paid: 791_500, refunded: 791_500, feesEarned: 0 });
      expect(l.transactions[1]?.kind).toBe("escrowRefunded");
    }
  });

  it("a double payment and a payment after expiry go to the provider's balance, back within 10 working days", () => {
    const l = run([settled("pay-1"), settled("pay-2", { paymentId: "P2" as PaymentId, at: wibInstant(2025, 6, 6, 10) })]);
    const second = l.transactions[1];
    expect(second?.kind).toBe("doublePaymentCredited");
    expect(bal(l, provider)).toBe(791_500);
    expect(bal(l, escrow)).toBe(791_500);
    expect(second && refundDueBy(second)).toBe(wibInstant(2025, 6, 20, 10));
    expect(refundDueBy(l.transactions[0] as never)).toBeNull();
    // Late: the offer is still unfunded, yet money for a payment that had expired is not its payment.
    const late = run([settled("late", { late: true })]);
    expect(late.transactions[0]?.kind).toBe("latePaymentCredited");
    expect(bal(late, provider)).toBe(791_500);
    expect(offerEscrow(late, O1).stage).toBe("unfunded");
    expect(late.transactions[0] && refundDueBy(late.transactions[0])).not.toBeNull();
  });

  it("refuses what the offer's stage does not allow, naming the stage", () => {
    const funded = run([settled("pay-1")]);
    const accepted = run([{ kind: "offerAccepted", key: "acc", at: 1, offerId: O1 }], funded);
    const refunded = run([{ kind: "offerRefunded", key: "ref", at: 1, offerId: O1, reason: "declined" }], funded);
    const accept = (key: string): Movement => ({ kind: "offerAccepted", key, at: 2, offerId: O1 });
    const refund = (key: string): Movement => ({ kind: "offerRefunded", key, at: 2, offerId: O1, reason: "expired" });
    const payout: Movement = { kind: "dayPaidOut", key: "d", at: 2, offerId: O1, seekerId: U1, workDate: "2025-06-01", amount: rupiah(1) };
    expect(refusal(EMPTY_LEDGER, accept("a2"))).toMatchObject({ _tag: "InvalidTransition", machine: "offerEscrow", from: "unfunded", event: "offerAccepted" });
    expect(refusal(accepted, accept("a2"))).toMatchObject({ from: "accepted" });
    expect(refusal(accepted, refund("r2"))).toMatchObject({ from: "accepted", event: "offerRefunded" });
    expect(refusal(refunded, refund("r2"))).toMatchObject({ from: "refunded" });
    expect(refusal(refunded, accept("a2"))).toMatchObject({ from: "refunded" });
    expect(refusal(funded, payout)).toMatchObject({ from: "funded", event: "dayPaidOut" });
    expect(refusal(accepted, { ...payout, amount: rupiah(0) })).toMatchObject({ _tag: "InvalidAmount", value: 0 });
    // A payment for an offer already refunded is credited back, not held.
    expect(run([settled("again", { paymentId: "P3" as PaymentId })], refunded).transactions[2]?.kind).toBe("doublePaymentCredited");
  });

  it("accepting an offer paid without fees records the step with no entries", () => {
    const l = run([settled("pay-1", { serviceFee: rupiah(0), adminFee: rupiah(0) }), { kind: "offerAccepted", key: "acc", at: 1, offerId: O1 }]);
    expect(l.transactions[1]).toMatchObject({ kind: "feesEarned", entries: [] });
    expect(offerEscrow(l, O1).stage).toBe("accepted");
  });

  it("amounts are whole Rupiah, at least Rp1 where money moves, and no balance passes RUPIAH_MAX", () => {
    expect(refusal(EMPTY_LEDGER, settled("k", { salary: 0 as never }))).toMatchObject({ _tag: "InvalidAmount", value: 0 });
    expect(refusal(EMPTY_LEDGER, settled("k", { serviceFee: 1.5 as never }))).toMatchObject({ _tag: "InvalidAmount", value: 1.5 });
    expect(refusal(EMPTY_LEDGER, settled("k", { adminFee: -1 as never }))).toMatchObject({ _tag: "InvalidAmount", value: -1 });
    expect(refusal(EMPTY_LEDGER, settled("k", { salary: rupiah(RUPIAH_MAX), adminFee: rupiah(1), serviceFee: rupiah(0) }))).toMatchObject({
      _tag: "InvalidAmount",
      value: RUPIAH_MAX + 1,
    });
    expect(Result.isSuccess(post(EMPTY_LEDGER, settled("k", { salary: rupiah(RUPIAH_MAX), adminFee: rupiah(0), serviceFee: rupiah(0) })))).toBe(true);
  });
});

describe("ledger: no lifetime total blocks a payment (issue 19)", () => {
  const day = (d: number) => wibInstant(2030, 1, d, 10);
  /** A settlement of exactly RUPIAH_MAX for its own offer, on 1 January 2030 + `d` - 1 (WIB). */
  const huge = (n: number, d: number): Movement =>
    settled(`huge-${n}`, { offerId: `OH${n}` as OfferId, paymentId: `PH${n}` as PaymentId, salary: rupiah(RUPIAH_MAX - 1), serviceFee: rupiah(0), adminFee: rupiah(1), at: day(d) });

  it("settles after the gateway collected more than RUPIAH_MAX in its lifetime; the ledger still sums to 0", () => {
    // Three days of RUPIAH_MAX each: Rp3 trillion through the gateway, never paid out.
    const l = run([huge(1, 1), huge(2, 2), huge(3, 3)]);
    const next = post(l, settled("pay-1", { at: day(4) }));
    expect(Result.isSuccess(next)).toBe(true);
    const after = Result.getOrThrow(next).ledger;
    expect(total(after)).toBe(0);
    expect(bal(after, escrow)).toBe(791_500);
    expect(offerMoney(after, O1)).toMatchObject({ stage: "funded", paid: 791_500, inEscrow: 791_500 });
    for (const b of balances(after)) expect(b.balance).toBeLessThanOrEqual(RUPIAH_MAX);
  });

  it("bounds one WIB day's flow only: a day whose collections reached RUPIAH_MAX takes nothing more, the next day from midnight WIB does", () => {
    const full = run([huge(1, 1)]);
    const lastMinute = wibInstant(2030, 1, 1, 23, 59);
    expect(refusal(full, settled("pay-1", { at: lastMinute }))).toMatchObject({ _tag: "InvalidAmount", value: RUPIAH_MAX + 791_500 });
    const midnight = Result.getOrThrow(post(full, settled("pay-1", { at: wibInstant(2030, 1, 2, 0, 0) }))).ledger;
    expect(bal(midnight, { kind: "gatewayClearing", day: "2030-01-01" })).toBe(RUPIAH_MAX);
    expect(bal(midnight, { kind: "gatewayClearing", day: "2030-01-02" })).toBe(791_500);
    expect(total(midnight)).toBe(0);
  });

  it("the fees earned in a lifetime never block an acceptance", () => {
    // Two offers whose fees are all but RUPIAH_MAX each, accepted on two days.
    const feeHeavy = (n: number, d: number): Movement[] => [
      settled(`fee-${n}`, { offerId: `OF${n}` as OfferId, paymentId: `PF${n}` as PaymentId, salary: rupiah(1), serviceFee: rupiah(RUPIAH_MAX - 4_001), adminFee: rupiah(4_000), at: day(d) }),
      { kind: "offerAccepted", key: `fee-acc-${n}`, at: day(d), offerId: `OF${n}` as OfferId },
    ];
    const l = run([...feeHeavy(1, 1), ...feeHeavy(2, 2), settled("pay-1", { at: day(3) })]);
    const accepted = post(l, { kind: "offerAccepted", key: "acc", at: day(3), offerId: O1 });
    expect(Result.isSuccess(accepted)).toBe(true);
    expect(total(Result.getOrThrow(accepted).ledger)).toBe(0);
  });
});

describe("ledger: idempotency (like Stripe's Idempotency-Key)", () => {
  it("the same key with the same content returns the first transaction and changes nothing, even later", () => {
    const first = Result.getOrThrow(post(EMPTY_LEDGER, settled("pay-1")));
    const again: Posted = Result.getOrThrow(post(first.ledger, { ...settled("pay-1"), at: 999 }));
    expect(again.ledger).toBe(first.ledger);
    expect(again.transaction).toBe(first.transaction);
    expect(again.replayed).toBe(true);
    expect(first.replayed).toBe(false);
  });

  it("the same key with other content is refused and changes nothing", () => {
    const l = run([settled("pay-1")]);
    const conflict = refusal(l, settled("pay-1", { salary: rupiah(1) }));
    expect(conflict).toEqual(new IdempotencyConflict({ key: "pay-1" }));
    expect(conflict?.i18nKey).toBe("error.idempotency.conflict");
    expect(refusal(l, { kind: "offerAccepted", key: "pay-1", at: 0, offerId: O1 })).toBeInstanceOf(IdempotencyConflict);
  });

  it("a refused movement is not remembered: the same key can succeed once the stage allows it", () => {
    const accept: Movement = { kind: "offerAccepted", key: "acc", at: 0, offerId: O1 };
    expect(refusal(EMPTY_LEDGER, accept)?._tag).toBe("InvalidTransition");
    expect(run([settled("pay-1"), accept]).transactions[1]?.key).toBe("acc");
  });
});

describe("ledger: withdrawals through payout clearing", () => {
  const paid = run([
    settled("pay-1"),
    { kind: "offerAccepted", key: "acc", at: 1, offerId: O1 },
    { kind: "dayPaidOut", key: "d1", at: 2, offerId: O1, seekerId: U1, workDate: "2025-06-01", amount: rupiah(150_000) },
  ]);
  const request = (key: string, amount: number): Movement => ({ kind: "withdrawalRequested", key, at: 3, withdrawalId: W1, holder: { kind: "seekerBalance", userId: U1 }, amount: rupiah(amount) });
  const settle = (key: string, outcome: "paid" | "failed"): Movement => ({ kind: "withdrawalSettled", key, at: 4, withdrawalId: W1, outcome });

  it("a withdrawal waits in payout clearing, then leaves the platform or comes back; a retry asks again", () => {
    const asked = run([request("w1", 100_000)], paid);
    expect(bal(asked, seeker)).toBe(50_000);
    expect(bal(asked, payoutClearing)).toBe(100_000);
    expect(withdrawalOf(asked, W1).stage).toBe("pending");
    const failed = run([settle("s1", "failed")], asked);
    expect(bal(failed, seeker)).toBe(150_000);
    expect(withdrawalOf(failed, W1).stage).toBe("returned");
    const retried = run([request("w2", 150_000), settle("s2", "paid")], failed);
    expect(bal(retried, seeker)).toBe(0);
    expect(bal(retried, payoutClearing)).toBe(0);
    // Paid: it left the platform that day; what the gateway collected stays what it collected.
    expect(bal(retried, paidOut)).toBe(150_000);
    expect(bal(retried, gateway)).toBe(791_500);
    expect(total(retried)).toBe(0);
    expect(withdrawalOf(retried, W1).stage).toBe("paid");
  });

  it("never more than the balance, never twice at once, never settled unless pending", () => {
    expect(refusal(paid, request("w1", 150_001))).toEqual(new LedgerOverdraft({ account: "seekerBalance", balance: 150_000, needed: 150_001 }));
    expect(refusal(paid, request("w1", 0))).toMatchObject({ _tag: "InvalidAmount" });
    const asked = run([request("w1", 1)], paid);
    expect(refusal(asked, request("w2", 1))).toMatchObject({ machine: "withdrawal", from: "pending" });
    expect(refusal(paid, settle("s1", "paid"))).toMatchObject({ machine: "withdrawal", from: "none" });
    const done = run([settle("s1", "paid")], asked);
    expect(refusal(done, settle("s2", "failed"))).toMatchObject({ from: "paid" });
    expect(refusal(done, request("w3", 1))).toMatchObject({ from: "paid" });
  });
});

describe("ledger: balances and names", () => {
  it("lists every account with entries by name; the ledger is stored as plain data", () => {
    const l = run([settled("pay-1"), settled("pay-2", { paymentId: "P2" as PaymentId })]);
    expect(balances(l).map((b) => [accountKey(b.account), b.balance])).toEqual([
      ["gatewayClearing:1970-01-01", 1_583_000],
      ["offerEscrow:O1", 791_500],
      ["providerBalance:B1", 791_500],
    ]);
    expect([seeker, serviceIncome, payoutClearing, paidOut].map(accountKey)).toEqual(["seekerBalance:U1", "feeIncome:serviceFee:1970-01-01", "payoutClearing", "paidOut:1970-01-01"]);
    expect(Schema.decodeUnknownSync(Ledger)(JSON.parse(JSON.stringify(l)))).toEqual(l);
    expect(balanceOf(EMPTY_LEDGER, provider)).toBe(0);
    expect(total(EMPTY_LEDGER)).toBe(0);
  });
});

describe("ledger: a withdrawn hire's escrow (issue 22)", () => {
  const accepted = () => run([settled("pay-1"), { kind: "offerAccepted", key: "acc", at: 1, offerId: O1 }]);
  const release = (key = "hire:O1:released"): Movement => ({ kind: "escrowReleased", key, at: 3, offerId: O1, reason: "withdrawn" });
  it("what the accepted escrow still holds goes back to the provider's balance, once; no day is paid from it after", () => {
    const paidDay = run([{ kind: "dayPaidOut", key: "day:d1:paid", at: 2, offerId: O1, seekerId: U1, workDate: "2025-06-02", amount: rupiah(150_000) }], accepted());
    const posted = Result.getOrThrow(post(paidDay, release()));
    expect(posted.transaction.kind).toBe("escrowReleased");
    expect(posted.transaction.entries).toEqual([
      { account: escrow, side: "debit", amount: 600_000 },
      { account: provider, side: "credit", amount: 600_000 },
    ]);
    expect([bal(posted.ledger, escrow), bal(posted.ledger, provider), bal(posted.ledger, seeker)]).toEqual([0, 600_000, 150_000]);
    expect(offerEscrow(posted.ledger, O1).stage).toBe("released");
    expect(offerMoney(posted.ledger, O1)).toMatchObject({ paid: 791_500, inEscrow: 0, refunded: 600_000, paidOut: 150_000, feesEarned: 41_500 });
    expect(Result.getOrThrow(post(posted.ledger, release())).replayed).toBe(true);
    expect(refusal(posted.ledger, { kind: "dayPaidOut", key: "day:d2:paid", at: 4, offerId: O1, seekerId: U1, workDate: "2025-06-03", amount: rupiah(150_000) })).toMatchObject({ code: "INVALID_TRANSITION" });
    expect(total(posted.ledger)).toBe(0);
  });
  it("is refused before the seeker accepted (a declined or expired offer is refunded instead)", () => {
    expect(refusal(run([settled("pay-1")]), release())).toMatchObject({ code: "INVALID_TRANSITION", from: "funded" });
    expect(refusal(EMPTY_LEDGER, release())).toMatchObject({ code: "INVALID_TRANSITION", from: "unfunded" });
  });
});
