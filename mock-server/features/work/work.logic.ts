import { Result } from "effect";
import { absenceNotice } from "../../../domain/attendance/absence.rules";
import { reconfirmationDueAt, transitionAttendance } from "../../../domain/attendance/attendance.machine";
import type { AttendanceEvent } from "../../../domain/attendance/attendance.schema";
import type { CodedError } from "../../../domain/errors/error-codes";
import { post } from "../../../domain/ledger/ledger.rules";
import type { Movement } from "../../../domain/ledger/ledger.schema";
import type { BusinessId, EpochMillis, JobId, OfferId } from "../../../domain/shared/ids.schema";
import type { PunchRequest, PunchView, WorkDay } from "../../../domain/work/work-api.schema";
import {
  autoConfirmAt,
  checkPunch,
  dayPaidKey,
  dayWages,
  hireReleasedKey,
  hireWorkingDays,
  orderIdOfJob,
  punchesCloseAt,
  punchPlace,
  punchTime,
  withdrawalNotice,
  workDayIdOf,
} from "../../../domain/work/work.rules";
import { apiFailure, domainFailure, type ApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredOffer } from "../../store/money.db-schema";
import type { StoredHire, StoredWorkDay } from "../../store/work.db-schema";

/**
 * Work on the mock's data (issue 22; docs/business-rules.md "Work and pay per day"): every change
 * of a day goes through the attendance machine (domain/attendance) and the rules of domain/work,
 * every Rupiah through the ledger's `post` with a key derived from ids (`day:{dayId}:paid`,
 * `hire:{hireId}:released`), so nothing is paid twice. Each function answers the new data or the
 * refusal; the data it was given is never changed.
 */

export type WorkChanged<A> = Result.Result<{ readonly db: Db; readonly value: A }, ApiFailure>;

const ok = <A>(db: Db, value: A): WorkChanged<A> => Result.succeed({ db, value });
const refused = (error: CodedError): WorkChanged<never> => Result.fail(domainFailure(error));

export const dayNotFound = (): ApiFailure => apiFailure("WORK_DAY_NOT_FOUND", "No such working day");
export const hireNotFound = (): ApiFailure => apiFailure("HIRE_NOT_FOUND", "No such hire");
export const orderNotFound = (): ApiFailure => apiFailure("ORDER_NOT_FOUND", "No such order");

export const dayById = (db: Db, dayId: string | undefined): StoredWorkDay | undefined => db.workDays.find((d) => d.dayId === dayId);
export const hireById = (db: Db, hireId: string | undefined): StoredHire | undefined => db.hires.find((h) => h.hireId === hireId);
export const daysOfHire = (db: Db, hireId: string): StoredWorkDay[] => db.workDays.filter((d) => d.hireId === hireId);

/** Whether the seeker withdrew from this accepted offer's hire: it no longer books her shifts nor fills a place of the job. */
export const isWithdrawnHire = (db: Db, offerId: string): boolean => db.hires.some((h) => h.hireId === offerId && h.withdrawal !== null);

/**
 * Whether the business asked to cancel this hire (a request support has not answered yet) or it
 * was cancelled: from the request on, the seeker's days take no clock-in (docs/business-rules.md
 * "Cancellation"). Null while the hire is open (no request, or the last one rejected).
 */
export const cancellationHold = (db: Db, hire: StoredHire | undefined): "requested" | "cancelled" | null => {
  if (hire === undefined) return null;
  if (hire.cancelledAt !== undefined) return "cancelled";
  return db.cancellationRequests.some((r) => r.status === "requested" && r.hireIds.includes(hire.hireId)) ? "requested" : null;
};

const replaceDay = (db: Db, day: StoredWorkDay): Db => ({ ...db, workDays: db.workDays.map((d) => (d.dayId === day.dayId ? day : d)) });

/**
 * The seeker accepted an offer: she joins the order of its job as a hire, with one working day per
 * date of the offer's schedule and each day's share of the salary (`dayWages`). Made once per offer.
 */
export const openHire = (db: Db, offer: StoredOffer, now: number): Db => {
  if (hireById(db, offer.offerId) !== undefined) return db;
  const orderId = orderIdOfJob(offer.jobId);
  const working = hireWorkingDays(offer.terms.schedule);
  const wages = dayWages(offer.price.salary, working.length);
  const hire: StoredHire = {
    hireId: offer.offerId,
    orderId,
    jobId: offer.jobId as JobId,
    businessId: offer.businessId as BusinessId,
    seekerId: offer.seekerId,
    joinedAt: now as EpochMillis,
    withdrawal: null,
  };
  const days: StoredWorkDay[] = working.map(({ date, shift }, i) => ({
    dayId: workDayIdOf(offer.offerId, date),
    orderId,
    hireId: offer.offerId as OfferId,
    seekerId: offer.seekerId,
    date,
    shift,
    status: "scheduled",
    wage: wages[i] as StoredWorkDay["wage"],
    clockIn: null,
    clockOut: null,
    decidedBy: null,
    decidedAt: null,
    autoConfirmAt: null,
    declineReason: null,
    reconfirmation: null,
    absence: null,
    paidAt: null,
  }));
  return { ...db, hires: [...db.hires, hire], workDays: [...db.workDays, ...days] };
};

/** A day moved by the attendance machine (a notified absent day takes no event). */
const moveDay = (day: StoredWorkDay, type: AttendanceEvent["type"], now: number): Result.Result<StoredWorkDay["status"], ApiFailure> => {
  if (day.status === "absent") return Result.fail(apiFailure("INVALID_TRANSITION", `A day notified absent takes no ${type}`, { machine: "attendance", from: "absent", event: type }));
  const moved = transitionAttendance({ status: day.status }, { type }, { now });
  return Result.isFailure(moved) ? Result.fail(domainFailure(moved.failure)) : Result.succeed(moved.success.status);
};

/** A confirmed day's wage, from its hire's escrow to the seeker's balance, once (`day:{dayId}:paid`). */
const payDay = (db: Db, day: StoredWorkDay, at: number): WorkChanged<StoredWorkDay> => {
  const movement: Movement = {
    kind: "dayPaidOut",
    key: dayPaidKey(day.dayId),
    at: at as EpochMillis,
    offerId: day.hireId,
    seekerId: day.seekerId,
    workDate: day.date,
    amount: day.wage,
  };
  const posted = post(db.ledger, movement);
  if (Result.isFailure(posted)) return refused(posted.failure);
  const paid: StoredWorkDay = { ...day, paidAt: posted.success.transaction.at };
  return ok(replaceDay({ ...db, ledger: posted.success.ledger }, paid), paid);
};

/** Confirmed by `decidedBy` at `at`, and paid at once. */
const confirmAndPay = (db: Db, day: StoredWorkDay, type: "confirm" | "approveReconfirm", decidedBy: "provider" | "auto" | "support", at: number): WorkChanged<StoredWorkDay> => {
  const moved = moveDay(day, type, at);
  if (Result.isFailure(moved)) return Result.fail(moved.failure);
  return payDay(db, { ...day, status: moved.success, decidedBy, decidedAt: at as EpochMillis, autoConfirmAt: null }, at);
};

/**
 * A day clocked in and never clocked out, once no punch of it can arrive any more (its punches
 * closed, `punchesCloseAt`): it waits for the provider's decision without a clock-out (none is made
 * up), and the unanswered-day rule runs from that moment. Else a forgotten clock-out would leave the
 * day unpaid and the hire unfinishable forever (docs/business-rules.md "Work and pay per day").
 */
const closeForgottenClockOut = (day: StoredWorkDay, now: number): StoredWorkDay => {
  if (day.status !== "clockedIn" || day.clockOut !== null) return day;
  const closes = punchesCloseAt(day.shift);
  if (now < closes) return day;
  const moved = moveDay(day, "clockOut", closes);
  if (Result.isFailure(moved)) return day;
  return { ...day, status: moved.success, autoConfirmAt: autoConfirmAt(closes) as EpochMillis };
};

/**
 * What the clock has decided since the data was last looked at: a forgotten clock-out closed
 * (`closeForgottenClockOut`), and a clocked-out day nobody answered confirmed (`auto`) and paid at
 * its `autoConfirmAt`. Run lazily by every request that reads or writes work; the same data comes
 * back (the same object) when nothing was due.
 */
export const settleWorkDue = (db: Db, now: number): Db => {
  // Asked again for the same data and instant (once per job of a provider's job list, then by the
  // answer's own view), the first answer stands: the walk over every day is done once.
  const known = settledAt.get(db);
  if (known !== undefined && known.now === now) return known.db;
  const settled = settleEveryDay(db, now);
  settledAt.set(db, { now, db: settled });
  return settled;
};

/** The last settling of each data object (data is never changed in place, so its identity is its content). */
const settledAt = new WeakMap<Db, { readonly now: number; readonly db: Db }>();

const settleEveryDay = (db: Db, now: number): Db => {
  let next = db;
  for (const stored of db.workDays) {
    const day = closeForgottenClockOut(stored, now);
    if (day !== stored) next = replaceDay(next, day);
    if (day.status !== "awaitingConfirmation" || day.autoConfirmAt === null || now < day.autoConfirmAt) continue;
    const done = confirmAndPay(next, dayById(next, day.dayId) as StoredWorkDay, "confirm", "auto", day.autoConfirmAt);
    if (Result.isFailure(done)) throw new Error(`an automatic confirmation was refused: ${done.failure.code} ${done.failure.message}`);
    next = done.success.db;
  }
  return next;
};

/**
 * A clock in or out (`punchId` made on the phone): the same id answers the day as it is; another
 * punch of a kind already recorded is refused. Its time is the server's, or the phone's corrected
 * (`punchTime`); its distance to the job's place is recorded and flagged, never refused.
 */
export const punch = (db: Db, day: StoredWorkDay, request: PunchRequest, place: { readonly lat: number; readonly lng: number }, now: number): WorkChanged<StoredWorkDay> => {
  if (day.clockIn?.punchId === request.punchId || day.clockOut?.punchId === request.punchId) return ok(db, day);
  const hold = request.kind === "in" ? cancellationHold(db, hireById(db, day.hireId)) : null;
  if (hold !== null) return Result.fail(apiFailure("HIRE_CANCELLED", hold === "requested" ? "The business asked to cancel this hire: no clock-in until support answers" : "This hire was cancelled", { status: hold }));
  const recorded = request.kind === "in" ? day.clockIn : day.clockOut;
  if (recorded !== null) return Result.fail(apiFailure("PUNCH_ALREADY_RECORDED", `The clock-${request.kind} of this day is recorded`, { kind: request.kind }));
  const moved = moveDay(day, request.kind === "in" ? "clockIn" : "clockOut", now);
  if (Result.isFailure(moved)) return Result.fail(moved.failure);
  const time = punchTime(request, { shift: day.shift, clockInAt: day.clockIn?.at ?? null }, now);
  const allowed = checkPunch(request.kind, day.shift, time.at, now);
  if (Result.isFailure(allowed)) return refused(allowed.failure);
  const view: PunchView = { punchId: request.punchId, at: time.at as EpochMillis, capturedOffline: time.capturedOffline, location: request.location, ...punchPlace(request.location, place) };
  const next: StoredWorkDay =
    request.kind === "in"
      ? { ...day, status: moved.success, clockIn: view }
      : { ...day, status: moved.success, clockOut: view, autoConfirmAt: autoConfirmAt(time.at) as EpochMillis };
  return ok(replaceDay(db, next), next);
};

/** The provider confirms a clocked-out day: its wage goes to the seeker's balance at once. */
export const confirmDay = (db: Db, day: StoredWorkDay, now: number): WorkChanged<StoredWorkDay> => confirmAndPay(db, day, "confirm", "provider", now);

/** The provider declines a clocked-out day, with a reason: nothing is paid; the seeker may ask support once. */
export const declineDay = (db: Db, day: StoredWorkDay, reason: string, now: number): WorkChanged<StoredWorkDay> => {
  const moved = moveDay(day, "decline", now);
  if (Result.isFailure(moved)) return Result.fail(moved.failure);
  const next: StoredWorkDay = { ...day, status: moved.success, decidedBy: "provider", decidedAt: now as EpochMillis, autoConfirmAt: null, declineReason: reason as WorkDay["declineReason"] };
  return ok(replaceDay(db, next), next);
};

/** The seeker asks support, once, to look at a declined day again (answered within 48 hours). */
export const requestReconfirmation = (db: Db, day: StoredWorkDay, now: number): WorkChanged<StoredWorkDay> => {
  // Finishing a hire accepts its declined days as they are (completion.logic.ts): its escrow is closed.
  if (hireById(db, day.hireId)?.completedAt !== undefined) return Result.fail(apiFailure("INVALID_TRANSITION", "A finished hire's days take no reconfirmation", { machine: "hire", from: "completed", event: "requestReconfirm" }));
  // Cancelling settles the declined days as they are, like finishing: the escrow is closed.
  if (hireById(db, day.hireId)?.cancelledAt !== undefined) return Result.fail(apiFailure("INVALID_TRANSITION", "A cancelled hire's days take no reconfirmation", { machine: "hire", from: "cancelled", event: "requestReconfirm" }));
  if (day.reconfirmation !== null) return Result.fail(apiFailure("RECONFIRMATION_ALREADY_REQUESTED", "This day's reconfirmation was asked for already"));
  const moved = moveDay(day, "requestReconfirm", now);
  if (Result.isFailure(moved)) return Result.fail(moved.failure);
  const next: StoredWorkDay = { ...day, status: moved.success, reconfirmation: { requestedAt: now as EpochMillis, dueAt: reconfirmationDueAt(now) as EpochMillis } };
  return ok(replaceDay(db, next), next);
};

/** Support answers a reconfirmation: approved is confirmed (by support) and paid; rejected stays unpaid. */
export const answerReconfirmation = (db: Db, day: StoredWorkDay, approve: boolean, now: number): WorkChanged<StoredWorkDay> => {
  if (approve) return confirmAndPay(db, day, "approveReconfirm", "support", now);
  const moved = moveDay(day, "rejectReconfirm", now);
  if (Result.isFailure(moved)) return Result.fail(moved.failure);
  const next: StoredWorkDay = { ...day, status: moved.success, decidedBy: "support", decidedAt: now as EpochMillis };
  return ok(replaceDay(db, next), next);
};

/** The seeker says she will not come: the day is absent, notified (late under 2x24 hours, still recorded). */
export const notifyAbsence = (db: Db, day: StoredWorkDay, note: string | null, now: number): WorkChanged<StoredWorkDay> => {
  if (day.status !== "scheduled") return Result.fail(apiFailure("INVALID_TRANSITION", "Only a day still to come takes an absence notice", { machine: "attendance", from: day.status, event: "notifyAbsence" }));
  const notice = absenceNotice(day.shift, now);
  if (Result.isFailure(notice)) return refused(notice.failure);
  const next: StoredWorkDay = { ...day, status: "absent", absence: { notifiedAt: now as EpochMillis, late: notice.success.late, note: note as WorkDay["declineReason"] } };
  return ok(replaceDay(db, next), next);
};

/**
 * The seeker withdraws from a hire before its first shift (late under WITHDRAWAL_NOTICE_HOURS):
 * what its escrow holds goes back to the provider's balance (`escrowReleased`), its days are gone.
 */
export const withdrawHire = (db: Db, hire: StoredHire, now: number): WorkChanged<StoredHire> => {
  if (hire.withdrawal !== null) return Result.fail(apiFailure("INVALID_TRANSITION", "The seeker has withdrawn already", { machine: "hire", from: "withdrawn", event: "withdraw" }));
  if (hire.cancelledAt !== undefined) return Result.fail(apiFailure("INVALID_TRANSITION", "The business's cancellation of this hire was processed", { machine: "hire", from: "cancelled", event: "withdraw" }));
  const days = daysOfHire(db, hire.hireId);
  const first = days.map((d) => d.shift).sort((a, b) => a.start - b.start)[0];
  if (first === undefined) return Result.fail(hireNotFound());
  const notice = withdrawalNotice(first, now);
  if (Result.isFailure(notice)) return refused(notice.failure);
  const posted = post(db.ledger, { kind: "escrowReleased", key: hireReleasedKey(hire.hireId), at: now as EpochMillis, offerId: hire.hireId, reason: "withdrawn" });
  if (Result.isFailure(posted)) return refused(posted.failure);
  const next: StoredHire = { ...hire, withdrawal: { at: now as EpochMillis, late: notice.success.late } };
  return ok(
    { ...db, ledger: posted.success.ledger, hires: db.hires.map((h) => (h.hireId === hire.hireId ? next : h)), workDays: db.workDays.filter((d) => d.hireId !== hire.hireId) },
    next,
  );
};
