import { Result } from "effect";
import type { Shift } from "../attendance/attendance.schema";
import { DomainError } from "../errors/domain-error";
import type { OfferSchedule } from "../offer/offer-schedule.rules";
import { offerShifts } from "../offer/offer-schedule.rules";
import {
  AUTO_CONFIRM_AFTER_HOURS,
  CLOCK_IN_OPENS_MINUTES_BEFORE_SHIFT,
  OFFLINE_PUNCH_WINDOW_HOURS,
  PUNCH_ACCURACY_ALLOWANCE_MAX_METERS,
  PUNCH_RADIUS_METERS,
  WITHDRAWAL_NOTICE_HOURS,
} from "../policy/business-constants";
import type { AttendanceId, CalendarDate, OrderId } from "../shared/ids.schema";
import { rupiah, type Rupiah } from "../shared/money";
import { distanceKm } from "../shared/place.rules";
import { addHours, addMinutes } from "../shared/wib-time";
import type { PunchLocation, PunchRequest, PunchView } from "./work-api.schema";

/**
 * The rules of work and pay per day (issue 22; decisions in docs/business-rules.md "Work and pay
 * per day"). Pure: the mock server and the screens both use them.
 */

/** Decision: one order per job (every accepted offer of the job is a hire in it), named after the job. */
export const orderIdOfJob = (jobId: string): OrderId => `ord-${jobId}` as OrderId;

/** Decision: a working day is named after its hire (the accepted offer) and its date: `{hireId}-{YYYYMMDD}`. */
export const workDayIdOf = (hireId: string, date: string): AttendanceId => `${hireId}-${date.replaceAll("-", "")}` as AttendanceId;

/** A hire's working days, in order: each date with its shift in WIB (`offerShifts`). */
export const hireWorkingDays = (schedule: OfferSchedule): ReadonlyArray<{ readonly date: CalendarDate; readonly shift: Shift }> => {
  const shifts = offerShifts(schedule);
  return [...schedule.workingDays].sort().flatMap((date, i) => {
    const shift = shifts[i];
    return shift === undefined ? [] : [{ date, shift }];
  });
};

/**
 * Each working day's share of the salary, in whole Rupiah, summing exactly to it. Decision: the
 * Rupiah that do not divide evenly go one each to the first days (paid soonest, so the seeker is
 * never the one who waits for the rounding). A daily wage divides evenly: every day gets it.
 */
export const dayWages = (salary: number, days: number): Rupiah[] => {
  if (days <= 0) return [];
  const base = Math.floor(salary / days);
  const extra = salary - base * days;
  return Array.from({ length: days }, (_, i) => rupiah(base + (i < extra ? 1 : 0)));
};

export type PunchFlag = NonNullable<PunchView["flagged"]>;

/**
 * How far a punch was from the job's place, and its flag: no location, or farther than
 * PUNCH_RADIUS_METERS once the phone's accuracy is allowed for (at most
 * PUNCH_ACCURACY_ALLOWANCE_MAX_METERS). Evidence both sides see, never a refusal.
 */
export const punchPlace = (
  location: PunchLocation | null,
  place: { readonly lat: number; readonly lng: number },
): { readonly distanceMeters: number | null; readonly flagged: PunchFlag | null } => {
  if (location === null) return { distanceMeters: null, flagged: "noLocation" };
  const distanceMeters = Math.round(distanceKm(location.point, place) * 1000);
  const allowance = Math.min(location.accuracyMeters, PUNCH_ACCURACY_ALLOWANCE_MAX_METERS);
  return { distanceMeters, flagged: distanceMeters - allowance > PUNCH_RADIUS_METERS ? "far" : null };
};

/** A punch the rules refuse: outside the times its kind is open (`opensAt`..`closesAt`). */
export class PunchOutsideWindow extends DomainError("PunchOutsideWindow")<{ readonly kind: "in" | "out"; readonly opensAt: number; readonly closesAt: number }> {
  override readonly code = "PUNCH_OUTSIDE_WINDOW";
}

/** When a day's clock-in opens: CLOCK_IN_OPENS_MINUTES_BEFORE_SHIFT before its shift. */
export const clockInOpensAt = (shift: Shift): number => addMinutes(shift.start, -CLOCK_IN_OPENS_MINUTES_BEFORE_SHIFT);
/** The last moment a punch of the day is taken: OFFLINE_PUNCH_WINDOW_HOURS after the shift's end. */
export const punchesCloseAt = (shift: Shift): number => addHours(shift.end, OFFLINE_PUNCH_WINDOW_HOURS);

/**
 * The time a punch counts at. Sent at once: the server's clock. Stored offline: the phone's time
 * corrected by the offset it learnt from the server (not learnt: the phone's time as it is),
 * clamped so it is never in the future, never before the day's clock-in (a clock-out) and never
 * before its clock-in opened (a clock-in): a phone clock set wrong is corrected, never trusted blindly.
 */
export const punchTime = (
  request: Pick<PunchRequest, "kind" | "phoneTime" | "clockOffsetMs" | "offline">,
  day: { readonly shift: Shift; readonly clockInAt: number | null },
  now: number,
): { readonly at: number; readonly capturedOffline: boolean } => {
  if (!request.offline) return { at: now, capturedOffline: false };
  const corrected = request.phoneTime + (request.clockOffsetMs ?? 0);
  const floor = request.kind === "out" && day.clockInAt !== null ? day.clockInAt : clockInOpensAt(day.shift);
  return { at: Math.min(now, Math.max(floor, corrected)), capturedOffline: true };
};

/**
 * Whether a punch is taken at `at` (its time, `punchTime`), received at `now`. A clock-in from its
 * opening (CLOCK_IN_OPENS_MINUTES_BEFORE_SHIFT before the shift) until the shift's end (later the
 * day is absent); a clock-out after the clock-in. Either is received at the latest
 * OFFLINE_PUNCH_WINDOW_HOURS after the shift's end.
 */
export const checkPunch = (kind: "in" | "out", shift: Shift, at: number, now: number): Result.Result<void, PunchOutsideWindow> => {
  const closes = punchesCloseAt(shift);
  const window = kind === "in" ? { opensAt: clockInOpensAt(shift), closesAt: shift.end } : { opensAt: clockInOpensAt(shift), closesAt: closes };
  const inside = at >= window.opensAt && (kind === "in" ? at < window.closesAt : at <= window.closesAt) && now <= closes;
  return inside ? Result.void : Result.fail(new PunchOutsideWindow({ kind, ...window }));
};

/** The unanswered-day rule: a clocked-out day nobody decided is confirmed by itself AUTO_CONFIRM_AFTER_HOURS after its clock-out. */
export const autoConfirmAt = (clockOutAt: number): number => addHours(clockOutAt, AUTO_CONFIRM_AFTER_HOURS);

/** A withdrawal once the hire's first shift has started: too late, the seeker is working (absences and the help center remain). */
export class HireStarted extends DomainError("HireStarted")<{ readonly startedAt: number }> {
  override readonly code = "HIRE_STARTED";
}

/**
 * A seeker's withdrawal from an accepted hire: taken until its first shift starts, recorded `late`
 * under WITHDRAWAL_NOTICE_HOURS before it.
 */
export const withdrawalNotice = (firstShift: Shift, now: number): Result.Result<{ readonly late: boolean }, HireStarted> =>
  now >= firstShift.start
    ? Result.fail(new HireStarted({ startedAt: firstShift.start }))
    : Result.succeed({ late: now > addHours(firstShift.start, -WITHDRAWAL_NOTICE_HOURS) });

/** The ledger's idempotency key of a day's pay: a day is paid at most once, whoever confirms it. */
export const dayPaidKey = (dayId: string): string => `day:${dayId}:paid`;
/** The ledger's key of a hire's escrow going back to the provider on a withdrawal. */
export const hireReleasedKey = (hireId: string): string => `hire:${hireId}:released`;
/** The ledger's key of a hire's escrow going back to the provider when support processes its cancellation: once per hire. */
export const hireCancelledKey = (hireId: string): string => `hire:${hireId}:cancelled`;

