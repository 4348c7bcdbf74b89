import fc from "fast-check";
import { Result, Schema } from "effect";
import { walkMachine } from "../../tests/support/machine-walk";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { describe, expect, it } from "vitest";
import { MIN_WITHDRAWAL_RUPIAH } from "../policy/business-constants";
import { rupiah } from "../shared/money";
import { HOUR_MS } from "../shared/wib-time";
import { checkPin, FRESH_PIN_STATE, isPinLocked, resetPinBySupport, setUpPin, type Pin } from "./pin.rules";
import { accountsAfterBusinessChange, maskAccountNumber } from "./payout-account.rules";
import { PayoutAccount, PinState, Withdrawal, WithdrawalEvent, type WithdrawalState } from "./wallet.schema";
import { transitionWithdrawal, validateWithdrawal, withdrawalArrivesBy } from "./withdrawal.machine";

const tag = (r: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");
const pinSet = Result.getOrThrow(setUpPin("123456", "123456")) as Pin;
const pin = (entered: string): boolean => entered === pinSet;

describe("transaction PIN (spec 5, 8, 9)", () => {
  it("is 6 digits entered twice", () => {
    expect(tag(setUpPin("12345", "12345"))).toBe("PinFormat");
    expect(tag(setUpPin("12345a", "12345a"))).toBe("PinFormat");
    expect(tag(setUpPin("123456", "123457"))).toBe("PinMismatch");
  });
  it("5 wrong attempts block until support resets", () => {
    let s: PinState = FRESH_PIN_STATE;
    const left: number[] = [];
    for (let i = 0; i < 4; i++) {
      const c = checkPin(s, "000000", pin);
      if (c.ok || c.error._tag !== "PinWrong") throw new Error("expected PinWrong");
      left.push(c.error.attemptsLeft);
      s = c.state;
    }
    expect(left).toEqual([4, 3, 2, 1]);
    const fifth = checkPin(s, "000000", pin);
    expect(!fifth.ok && fifth.error.i18nKey).toBe("error.pin.locked");
    const right = checkPin(fifth.state, "123456", pin);
    expect(right.ok).toBe(false);
    expect(isPinLocked(resetPinBySupport())).toBe(false);
  });
  it("property: locked iff 5 wrong entries happened since the last right one", () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { maxLength: 20 }), (rights) => {
      let s = FRESH_PIN_STATE;
      let streak = 0;
      let locked = false;
      for (const right of rights) {
        s = checkPin(s, right ? "123456" : "654321", pin).state;
        if (!locked) streak = right ? 0 : streak + 1;
        locked = locked || streak >= 5;
        expect(isPinLocked(s)).toBe(locked);
        expect(Schema.is(PinState)(s)).toBe(true);
      }
    }));
  });
  it("property: from any PIN state, a wrong entry never unlocks and a right one unlocks only below 5", () => {
    fc.assert(fc.property(fromSchema(PinState), (s) => {
      expect(isPinLocked(checkPin(s, "654321", pin).state)).toBe(s.wrongAttempts + 1 >= 5);
      expect(checkPin(s, "123456", pin).ok).toBe(!isPinLocked(s));
    }));
  });
});

describe("withdrawal (spec 4, 9)", () => {
  const req = { amount: rupiah(MIN_WITHDRAWAL_RUPIAH), balance: rupiah(100_000), hasPayoutAccount: true, pin: FRESH_PIN_STATE };
  it("applies the named minimum, the balance, the account and the PIN lock", () => {
    expect(MIN_WITHDRAWAL_RUPIAH).toBe(20_000);
    expect(tag(validateWithdrawal(req))).toBe("ok");
    expect(tag(validateWithdrawal({ ...req, amount: rupiah(MIN_WITHDRAWAL_RUPIAH - 1) }))).toBe("WithdrawalBelowMinimum");
    expect(tag(validateWithdrawal({ ...req, amount: rupiah(10_000) }, 10_000))).toBe("ok");
    expect(tag(validateWithdrawal({ ...req, amount: rupiah(100_001) }))).toBe("InsufficientBalance");
    expect(tag(validateWithdrawal({ ...req, hasPayoutAccount: false }))).toBe("NoPayoutAccount");
    expect(tag(validateWithdrawal({ ...req, pin: { wrongAttempts: 5 } }))).toBe("PinLocked");
  });
  it("succeeds or fails with its reason; a failure may be retried, which clears the reason", () => {
    const w: WithdrawalState = { status: "processing", requestedAt: 0, attempts: 1, failure: null };
    const failed = Result.getOrThrow(transitionWithdrawal(w, { type: "fail", reason: "rejectedByBank" }, { now: 1 }));
    expect(failed.failure).toBe("rejectedByBank");
    const retried = Result.getOrThrow(transitionWithdrawal(failed, { type: "retry" }, { now: 5 }));
    expect(retried).toEqual({ status: "processing", requestedAt: 5, attempts: 2, failure: null });
    expect(Result.getOrThrow(transitionWithdrawal(retried, { type: "succeed" }, { now: 6 })).status).toBe("success");
    expect(tag(transitionWithdrawal(w, { type: "retry" }, { now: 1 }))).toBe("InvalidTransition");
    expect(tag(transitionWithdrawal(failed, { type: "succeed" }, { now: 1 }))).toBe("InvalidTransition");
    expect(tag(transitionWithdrawal(failed, { type: "fail", reason: "rejectedByBank" }, { now: 1 }))).toBe("InvalidTransition");
    expect(withdrawalArrivesBy(w)).toBe(24 * HOUR_MS);
  });
  it("property: no sequence of events leaves processing -> success | failed -> processing (retry)", () => {
    const EDGES = new Set(["processing>success", "processing>failed", "failed>processing"]);
    fc.assert(fc.property(fromSchema(Withdrawal), fc.array(fc.tuple(fromSchema(WithdrawalEvent), fc.nat(HOUR_MS)), { maxLength: 12 }), (first, events) => {
      walkMachine<Withdrawal, WithdrawalEvent>({
        start: { ...first, status: "processing", attempts: 1, failure: null }, startAt: first.requestedAt, events, transition: transitionWithdrawal, edges: EDGES, schema: Withdrawal,
        onStep: (from, to, e) => {
          expect(to.attempts).toBe(from.attempts + (e.type === "retry" ? 1 : 0));
          expect(to.failure !== null).toBe(to.status === "failed");
          expect(to.withdrawalId).toBe(first.withdrawalId);
        },
      });
    }));
  });
});

describe("payout accounts (spec 6: changing business removes the e-wallet link)", () => {
  it("property: every e-wallet goes, every bank account stays in order", () => {
    fc.assert(fc.property(fc.array(fromSchema(PayoutAccount), { maxLength: 6 }), (accounts) => {
      const kept = accountsAfterBusinessChange(accounts);
      expect(kept.some((a) => a.kind === "ewallet")).toBe(false);
      expect(kept).toEqual(accounts.filter((a) => a.kind === "bank"));
    }));
  });
  it("shows an account number's last 4 digits only (a short one whole)", () => {
    expect(maskAccountNumber("1234567890")).toBe("•••• 7890");
    expect(maskAccountNumber("081234567812")).toBe("•••• 7812");
    expect(maskAccountNumber("1234")).toBe("1234");
  });
});
