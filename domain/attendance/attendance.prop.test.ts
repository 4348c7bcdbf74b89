import fc from "fast-check";
import { Result, Schema } from "effect";
import { walkMachine } from "../../tests/support/machine-walk";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { describe, expect, it } from "vitest";
import { rupiah } from "../shared/money";
import { HOUR_MS } from "../shared/wib-time";
import { canCompleteJob, isPaidDay, isReconfirmationOverdue, transitionAttendance } from "./attendance.machine";
import { AttendanceDay, AttendanceEvent, AttendanceStatus, type AttendanceDayState } from "./attendance.schema";
import { cancellationDueAt, hireStarted, processCancellation, requestCancellation, settleCancellation } from "./cancellation.machine";
import { CancellationRequest, CancellationState } from "./cancellation.schema";
import { checkAbsenceNotice, checkNewShift, shiftConflict } from "./schedule.rules";

const day = (status: AttendanceStatus): AttendanceDayState => ({ status });
const run = (events: AttendanceEvent["type"][], now = 0) =>
  events.reduce<Result.Result<AttendanceDayState, unknown>>(
    (acc, type) => (Result.isSuccess(acc) ? transitionAttendance(acc.success, { type }, { now }) : acc),
    Result.succeed(day("scheduled")),
  );

describe("attendance (spec 4)", () => {
  it("clock in, clock out, then confirmed or declined", () => {
    const c = run(["clockIn", "clockOut", "confirm"]);
    expect(Result.isSuccess(c) && c.success.status).toBe("confirmed");
    const d = run(["clockIn", "clockOut", "decline"]);
    expect(Result.isSuccess(d) && d.success.status).toBe("declined");
    expect(Result.isFailure(run(["clockOut"]))).toBe(true);
    expect(Result.isFailure(run(["clockIn", "confirm"]))).toBe(true);
  });
  it("a declined day may be reconfirmed once; approved becomes confirmed", () => {
    const ok = run(["clockIn", "clockOut", "decline", "requestReconfirm", "approveReconfirm"]);
    expect(Result.isSuccess(ok) && ok.success.status).toBe("confirmed");
    const no = run(["clockIn", "clockOut", "decline", "requestReconfirm", "rejectReconfirm"]);
    expect(Result.isSuccess(no) && no.success.status).toBe("reconfirmRejected");
    expect(Result.isFailure(run(["clockIn", "clockOut", "decline", "requestReconfirm", "rejectReconfirm", "requestReconfirm"]))).toBe(true);
  });
  it("reconfirmation is due within 48 hours", () => {
    const w: AttendanceDayState = { status: "waitingReconfirm", reconfirmRequestedAt: 0 };
    expect(isReconfirmationOverdue(w, 48 * HOUR_MS - 1)).toBe(false);
    expect(isReconfirmationOverdue(w, 48 * HOUR_MS)).toBe(true);
    expect(isReconfirmationOverdue(day("confirmed"), 1e12)).toBe(false);
  });
  it("property: no sequence of events leaves the spec's graph; the entity keeps its ids", () => {
    const EDGES = new Set([
      "scheduled>clockedIn", "clockedIn>awaitingConfirmation", "awaitingConfirmation>confirmed", "awaitingConfirmation>declined",
      "declined>waitingReconfirm", "waitingReconfirm>confirmed", "waitingReconfirm>reconfirmRejected",
    ]);
    const start = fromSchema(AttendanceDay).map((d): AttendanceDay => ({ attendanceId: d.attendanceId, orderId: d.orderId, seekerId: d.seekerId, date: d.date, shift: d.shift, status: "scheduled" }));
    fc.assert(fc.property(start, fc.array(fc.tuple(fromSchema(AttendanceEvent), fc.nat(HOUR_MS)), { maxLength: 12 }), (first, events) => {
      const d = walkMachine({
        start: first, events, transition: transitionAttendance, edges: EDGES, schema: AttendanceDay,
        onStep: (_, to, __, now) => {
          expect(to.attendanceId).toBe(first.attendanceId);
          if (to.status === "waitingReconfirm") expect(to.reconfirmRequestedAt).toBe(now);
        },
      });
      // Paid only when confirmed; completion blocked only while a decision is pending.
      expect(isPaidDay(d)).toBe(d.status === "confirmed");
      expect(canCompleteJob([d])).toBe(!["clockedIn", "awaitingConfirmation", "waitingReconfirm"].includes(d.status));
    }));
  });
  it("unconfirmed days are unpaid and block completion", () => {
    expect(isPaidDay(day("confirmed"))).toBe(true);
    expect(isPaidDay(day("declined"))).toBe(false);
    expect(canCompleteJob([day("confirmed"), day("declined")])).toBe(true);
    for (const s of ["clockedIn", "awaitingConfirmation", "waitingReconfirm"] as const) expect(canCompleteJob([day("confirmed"), day(s)])).toBe(false);
  });
});

describe("cancellation and payout (spec 4, 5)", () => {
  const statuses = fromSchema(AttendanceStatus);
  /** A hire of equal days (`wage` each, shifts an hour apart from 0) in these statuses. */
  const hireOf = (ss: readonly (AttendanceStatus | "absent")[], wage: number) => ({
    paidIn: rupiah(wage * ss.length),
    days: ss.map((status, i) => ({ status, wage: rupiah(wage), shiftStart: i * HOUR_MS })),
  });
  it("is blocked while a day is 'Waiting to Reconfirm', clocked in or waiting for the provider's decision", () => {
    const r = requestCancellation([day("confirmed"), day("waitingReconfirm")], 0);
    expect(Result.isFailure(r) && [r.failure.i18nKey, r.failure.daysWaiting]).toEqual(["error.cancellation.waitingReconfirm", 1]);
    for (const s of ["clockedIn", "awaitingConfirmation"] as const) expect(Result.isFailure(requestCancellation([day(s)], 0))).toBe(true);
    const ok = requestCancellation([day("confirmed"), day("declined"), day("reconfirmRejected"), { status: "absent" }, day("scheduled")], 5);
    expect(Result.isSuccess(ok) && cancellationDueAt(ok.success)).toBe(5 + 48 * HOUR_MS);
  });
  it("before start: no salary, everything back to the provider's balance", () => {
    const work = { paidIn: rupiah(900_000), days: [0, 1, 2].map((i) => ({ status: "scheduled" as const, wage: rupiah(300_000), shiftStart: 10 * HOUR_MS + i })) };
    expect(hireStarted(work.days, 10 * HOUR_MS - 1)).toBe(false);
    expect(settleCancellation(work)).toEqual({ payout: 0, refund: 900_000 });
  });
  it("after start: confirmed days paid, the rest refunded", () => {
    const work = hireOf(["confirmed", "confirmed", "declined", "scheduled", "absent"], 150_000);
    expect(hireStarted(work.days, 0)).toBe(true);
    expect(settleCancellation(work)).toEqual({ payout: 300_000, refund: 450_000 });
  });
  it("property: payout + refund always equals what was paid, and only confirmed days are paid", () => {
    fc.assert(fc.property(fc.nat(500_000), fc.array(statuses, { maxLength: 40 }), (rate, ss) => {
      const work = hireOf(ss, rate);
      const s = settleCancellation(work);
      expect(s.payout + s.refund).toBe(work.paidIn);
      expect(s.payout).toBe(rate * ss.filter((x) => x === "confirmed").length);
      expect(s.refund).toBeGreaterThanOrEqual(0);
    }));
  });
  it("property: no sequence of requests and processing leaves requested -> cancelled; sums always hold", () => {
    const step = fc.oneof(fc.constant("request" as const), fc.array(statuses, { maxLength: 8 }));
    fc.assert(fc.property(fc.array(step, { maxLength: 8 }), fc.nat(100_000), (steps, rate) => {
      let state: CancellationState | undefined;
      for (const s of steps) {
        const ss = s === "request" ? [] : s;
        const work = { ...hireOf(ss, rate), paidIn: rupiah(rate * Math.max(10, ss.length)) };
        const r = state === undefined ? requestCancellation(work.days, 0) : processCancellation(state, work);
        if (Result.isFailure(r)) continue;
        expect(state === undefined ? r.success.status === "requested" : state.status === "requested" && r.success.status === "cancelled").toBe(true);
        expect(Schema.is(CancellationState)(r.success)).toBe(true);
        if (r.success.status === "cancelled") expect(r.success.settlement.payout + r.success.settlement.refund).toBe(work.paidIn);
        state = r.success;
      }
    }));
  });
  it("a cancellation request carries the spec's fields", () => {
    const req = { orderId: "ORD1", hireId: null, reason: "others", otherReason: "Shop closed", proofMedia: ["p.jpg"], mobile: "81234567890" };
    expect(Schema.is(CancellationRequest)(req)).toBe(true);
    expect(Schema.is(CancellationRequest)({ ...req, orderId: "" })).toBe(false);
    expect(Schema.is(CancellationRequest)({ ...req, mobile: "0812" })).toBe(false);
    expect(Schema.is(CancellationRequest)({ ...req, reason: "other" })).toBe(false);
  });
  it("processing settles once and re-checks reconfirmation", () => {
    const work = { paidIn: rupiah(300_000), days: [{ status: "confirmed" as const, wage: rupiah(100_000), shiftStart: 0 }] };
    const req = requestCancellation(work.days, 0);
    if (!Result.isSuccess(req)) throw new Error("expected request");
    const done = processCancellation(req.success, work);
    expect(Result.isSuccess(done) && done.success.status === "cancelled" && done.success.settlement).toEqual({ payout: 100_000, refund: 200_000 });
    if (Result.isSuccess(done)) expect(Result.isFailure(processCancellation(done.success, work))).toBe(true);
    const blocked = processCancellation(req.success, { ...work, days: [{ status: "waitingReconfirm", wage: rupiah(100_000), shiftStart: 0 }] });
    expect(Result.isFailure(blocked) && blocked.failure._tag).toBe("CancellationBlockedByReconfirmation");
  });
});

describe("schedule (spec 5, 9: no overlap, 2 hours between jobs)", () => {
  const H = HOUR_MS;
  it("boundary examples", () => {
    expect(shiftConflict({ start: 8 * H, end: 12 * H }, { start: 14 * H, end: 18 * H })).toBeNull();
    expect(shiftConflict({ start: 8 * H, end: 12 * H }, { start: 14 * H - 1, end: 18 * H })).toBe("tooClose");
    expect(shiftConflict({ start: 8 * H, end: 12 * H }, { start: 11 * H, end: 18 * H })).toBe("overlap");
    const r = checkNewShift({ start: 13 * H, end: 15 * H }, [{ start: 0, end: H }, { start: 8 * H, end: 12 * H }]);
    expect(Result.isFailure(r) && r.failure.i18nKey).toBe("error.schedule.tooClose");
    const o = checkNewShift({ start: 9 * H, end: 10 * H }, [{ start: 8 * H, end: 12 * H }]);
    expect(Result.isFailure(o) && o.failure.i18nKey).toBe("error.schedule.sameTime");
    expect(Result.isSuccess(checkNewShift({ start: 0, end: H }, []))).toBe(true);
  });
  it("property: the rule is symmetric and order-independent", () => {
    const shift = fc.tuple(fc.nat(48 * H), fc.integer({ min: 1, max: 12 * H })).map(([start, len]) => ({ start, end: start + len }));
    fc.assert(fc.property(shift, shift, (a, b) => {
      expect(shiftConflict(a, b)).toBe(shiftConflict(b, a));
    }));
    fc.assert(fc.property(shift, fc.array(shift, { maxLength: 6 }), (c, others) => {
      const fwd = Result.isSuccess(checkNewShift(c, others));
      const rev = Result.isSuccess(checkNewShift(c, [...others].reverse()));
      expect(fwd).toBe(rev);
    }));
  });
});

describe("absence notice (spec 9: 2x24 hours before)", () => {
  const shift = { start: 100 * HOUR_MS, end: 108 * HOUR_MS };
  it("boundary: exactly 48 hours before is in time, a millisecond later is not", () => {
    expect(Result.isSuccess(checkAbsenceNotice(shift, 52 * HOUR_MS))).toBe(true);
    const late = checkAbsenceNotice(shift, 52 * HOUR_MS + 1);
    expect(Result.isFailure(late) && [late.failure.i18nKey, late.failure.latestAt]).toEqual(["error.absence.tooLate", 52 * HOUR_MS]);
  });
  it("property: in time at some moment means in time at every earlier moment", () => {
    fc.assert(fc.property(fc.nat(200 * HOUR_MS), fc.nat(200 * HOUR_MS), (a, b) => {
      const [early, late] = a <= b ? [a, b] : [b, a];
      if (Result.isSuccess(checkAbsenceNotice(shift, late))) expect(Result.isSuccess(checkAbsenceNotice(shift, early))).toBe(true);
    }));
  });
});
