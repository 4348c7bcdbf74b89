import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { transitionAttendance } from "../attendance/attendance.machine";
import type { AttendanceEvent, AttendanceStatus } from "../attendance/attendance.schema";
import type { UserId } from "../identity/session.schema";
import { balanceOf, post, total } from "../ledger/ledger.rules";
import { EMPTY_LEDGER, type Ledger, type Movement } from "../ledger/ledger.schema";
import { offerPrice } from "../offer/offer-price.rules";
import type { BusinessId, OfferId, PaymentId } from "../shared/ids.schema";
import { rupiah } from "../shared/money";
import { HOUR_MS } from "../shared/wib-time";
import { OFFLINE_PUNCH_WINDOW_HOURS } from "../policy/business-constants";
import { finishReadiness, hireCompletedKey, type FinishDay } from "./completion.rules";
import { hireMoney } from "./hire-money.rules";
import type { WorkDayStatus } from "./work-api.schema";
import { dayPaidKey, dayWages } from "./work.rules";

const O1 = "O1" as OfferId;
const B1 = "B1" as BusinessId;
const U1 = "U1" as UserId;
const DAY_MS = 24 * HOUR_MS;
const shiftOf = (i: number) => ({ start: i * DAY_MS + 8 * HOUR_MS, end: i * DAY_MS + 16 * HOUR_MS });
const day = (i: number, status: WorkDayStatus, notified = false): FinishDay => ({
  status,
  shift: shiftOf(i),
  absence: status === "absent" ? { notifiedAt: notified ? 0 : null } : null,
});
const reason = (days: readonly FinishDay[], now: number) => {
  const r = finishReadiness(days, now);
  return Result.isFailure(r) ? r.failure.reason : "ready";
};

describe("finishing a hire (issue 22, spec 5)", () => {
  const afterAll = 3 * DAY_MS;
  it("is ready once every day is confirmed, declined, reconfirm-rejected or absent and the last shift has ended", () => {
    expect(reason([day(0, "confirmed"), day(1, "declined"), day(2, "reconfirmRejected")], afterAll)).toBe("ready");
    expect(reason([day(0, "confirmed"), day(1, "absent", true)], afterAll)).toBe("ready");
  });
  it("answers 'Waiting to Reconfirm' while a day waits for support, before anything else", () => {
    expect(reason([day(0, "waitingReconfirm"), day(1, "clockedIn")], afterAll)).toBe("waitingReconfirm");
  });
  it("is not ready while a day is to come, clocked, waiting for a decision, or before the last shift ends", () => {
    for (const open of ["scheduled", "clockedIn", "awaitingConfirmation"] as const) expect(reason([day(0, "confirmed"), day(1, open)], afterAll)).toBe("daysOpen");
    expect(reason([day(0, "confirmed"), day(1, "absent", true)], shiftOf(1).end - 1)).toBe("daysOpen");
    expect(reason([], afterAll)).toBe("daysOpen");
  });
  it("waits for a day nobody clocked until its offline punches can no longer arrive; a notified absence does not wait", () => {
    const closes = shiftOf(1).end + OFFLINE_PUNCH_WINDOW_HOURS * HOUR_MS;
    expect(reason([day(0, "confirmed"), day(1, "absent")], closes - 1)).toBe("daysOpen");
    expect(reason([day(0, "confirmed"), day(1, "absent")], closes)).toBe("ready");
    expect(reason([day(0, "confirmed"), day(1, "absent", true)], shiftOf(1).end)).toBe("ready");
  });
});

/** Every path a day takes to a settled status, as the attendance machine moves it. */
const PATHS: Readonly<Record<string, readonly AttendanceEvent["type"][]>> = {
  confirmed: ["clockIn", "clockOut", "confirm"],
  declined: ["clockIn", "clockOut", "decline"],
  reconfirmed: ["clockIn", "clockOut", "decline", "requestReconfirm", "approveReconfirm"],
  rejected: ["clockIn", "clockOut", "decline", "requestReconfirm", "rejectReconfirm"],
  absent: [],
};

describe("completion's money (issue 22)", () => {
  it("property: the escrow left goes back to the provider once; released + refunded = salary; nothing created or lost", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 100_000, max: 400_000 }), fc.array(fc.constantFrom(...Object.keys(PATHS)), { minLength: 7, maxLength: 7 }), (n, dailyWage, outcomes) => {
        const price = Result.getOrThrow(offerPrice({ kind: "daily", dailyWage: rupiah(dailyWage) }, n));
        const start: Movement[] = [
          { kind: "paymentSettled", key: "pay", at: 0, offerId: O1, businessId: B1, paymentId: "P1" as PaymentId, salary: price.salary, serviceFee: price.serviceFee, adminFee: price.adminFee, late: false },
          { kind: "offerAccepted", key: "acc", at: 0, offerId: O1 },
        ];
        let ledger: Ledger = start.reduce((l, m) => Result.getOrThrow(post(l, m)).ledger, EMPTY_LEDGER);
        const wages = dayWages(price.salary, n);
        const days: { status: WorkDayStatus; wage: number; paidAt: number | null }[] = [];
        for (let i = 0; i < n; i++) {
          const path = PATHS[outcomes[i] ?? "absent"] ?? [];
          let status: AttendanceStatus | "absent" = path.length === 0 ? "absent" : "scheduled";
          for (const type of path) status = Result.getOrThrow(transitionAttendance({ status: status as AttendanceStatus }, { type }, { now: 0 })).status;
          const wage = wages[i] ?? 0;
          if (status === "confirmed")
            ledger = Result.getOrThrow(post(ledger, { kind: "dayPaidOut", key: dayPaidKey(`D${i}`), at: 1, offerId: O1, seekerId: U1, workDate: "2025-06-02", amount: rupiah(wage) })).ledger;
          days.push({ status, wage, paidAt: status === "confirmed" ? 1 : null });
        }
        const before = balanceOf(ledger, { kind: "providerBalance", businessId: B1 });
        const heldBefore = hireMoney(ledger, O1, price.salary, days).held;
        const complete: Movement = { kind: "escrowReleased", key: hireCompletedKey(O1), at: 2, offerId: O1, reason: "completed" };
        const done = Result.getOrThrow(post(ledger, complete));
        const unpaid = days.filter((d) => d.status !== "confirmed").reduce((sum, d) => sum + d.wage, 0);
        const money = hireMoney(done.ledger, O1, price.salary, days);
        expect(total(done.ledger)).toBe(0);
        expect(heldBefore).toBe(unpaid);
        expect(balanceOf(done.ledger, { kind: "providerBalance", businessId: B1 }) - before).toBe(unpaid);
        expect(money.held).toBe(0);
        expect(money.released + money.refunded).toBe(price.salary);
        // Finishing again (a retry) changes nothing; no day is paid from the closed escrow.
        const again = Result.getOrThrow(post(done.ledger, complete));
        expect(again.replayed && again.ledger === done.ledger).toBe(true);
        const late = post(done.ledger, { kind: "dayPaidOut", key: dayPaidKey("late"), at: 3, offerId: O1, seekerId: U1, workDate: "2025-06-09", amount: rupiah(1) });
        expect(Result.isFailure(late)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
