import { Result } from "effect";
import { dayStatusAt } from "../../../domain/attendance/absence.rules";
import type { EpochMillis, OrderId } from "../../../domain/shared/ids.schema";
import { rupiah } from "../../../domain/shared/money";
import { finishReadiness } from "../../../domain/work/completion.rules";
import { hireMoney } from "../../../domain/work/hire-money.rules";
import type { Hire, HireStatus, OrderDetail, WorkDay } from "../../../domain/work/work-api.schema";
import { cancellationDueAt } from "../../../domain/attendance/cancellation.machine";
import type { HireCancellation } from "../../../domain/work/help-center-api.schema";
import { jobCallerManages } from "../../http/caller";
import type { Caller, HandlerContext } from "../../http/endpoint";
import type { Db } from "../../store/db.schema";
import type { StoredHire, StoredWorkDay } from "../../store/work.db-schema";
import type { ProviderJobOrder } from "../../../domain/job/job-api.schema";
import { hireRatings } from "./rating.view";
import { daysOfHire, hireById, settleWorkDue } from "./work.logic";

/**
 * Work as the API answers it (docs/api.md "Work"), and who may see what: a seeker her own hires
 * only (never another seeker, never another's location); a provider the hires of the jobs she may
 * manage (the Admin all the business's, a Member those she created or was given: `manageJob`).
 */

/** A day as it reads now: a scheduled day whose shift ended without a clock-in is absent, not notified. */
export const workDayView = (day: StoredWorkDay, now: number): WorkDay => {
  const status = dayStatusAt(day, now);
  return status === day.status ? day : { ...day, status, absence: { notifiedAt: null, late: false, note: null } };
};

/** Upcoming before its first shift; ready to finish once every day is settled (`finishReadiness`; spec 5: declined and absent days never block); completed once finished. */
const hireStatus = (hire: StoredHire, days: readonly WorkDay[], now: number): HireStatus => {
  if (hire.withdrawal !== null) return "withdrawn";
  if (hire.completedAt !== undefined) return "completed";
  if (hire.cancelledAt !== undefined) return "cancelled";
  const first = Math.min(...days.map((d) => d.shift.start));
  if (now < first) return "upcoming";
  return Result.isSuccess(finishReadiness(days, now)) ? "readyToFinish" : "working";
};

/** Whether the caller may see this hire: its seeker (seeker role), or a provider who may manage its job. */
export const maySeeHire = (db: Db, caller: Caller | undefined, hire: StoredHire): boolean => {
  if (caller === undefined) return false;
  if (caller.account.activeRole === "seeker") return hire.seekerId === caller.account.userId;
  return jobCallerManages(db, caller, hire.jobId) !== undefined;
};

/** The hire the caller may see, with the data as the clock left it; or null, for 404 HIRE_NOT_FOUND ("none" and "not yours" alike). */
export const visibleHire = (ctx: HandlerContext<unknown>): { db: Db; hire: StoredHire } | null => {
  const db = settleWorkDue(ctx.db, ctx.now);
  const hire = hireById(db, ctx.params.hireId);
  return hire === undefined || !maySeeHire(db, ctx.caller, hire) ? null : { db, hire };
};

/** Whether the caller manages the day's job (confirms and declines it). */
export const managesHire = (db: Db, caller: Caller | undefined, hire: StoredHire): boolean => caller?.account.activeRole === "provider" && maySeeHire(db, caller, hire);

/** The latest cancellation the business asked for of this hire (the seeker is told), with the split applied once cancelled. */
const hireCancellationOf = (db: Db, hireId: StoredHire["hireId"]): HireCancellation | null => {
  const request = db.cancellationRequests.filter((r) => r.hireIds.includes(hireId)).sort((a, b) => b.requestedAt - a.requestedAt)[0];
  if (request === undefined) return null;
  return {
    requestId: request.requestId,
    status: request.status,
    requestedAt: request.requestedAt,
    dueAt: cancellationDueAt(request) as EpochMillis,
    settlement: request.lines?.find((l) => l.hireId === hireId)?.settlement ?? null,
  };
};

export const hireView = (db: Db, hire: StoredHire, now: number): Hire => {
  const offer = db.offers.find((o) => o.offerId === hire.hireId);
  const days = daysOfHire(db, hire.hireId).map((d) => workDayView(d, now));
  const salary = offer?.price.salary ?? 0;
  const wage = offer?.terms.wage;
  const dailyWage = wage?.kind === "daily" ? wage.dailyWage : days.length === 0 ? 0 : Math.floor(salary / days.length);
  return {
    hireId: hire.hireId,
    seekerId: hire.seekerId,
    seekerName: db.accounts.find((a) => a.userId === hire.seekerId)?.fullName ?? "",
    status: hireStatus(hire, days, now),
    dailyWage: rupiah(dailyWage),
    money: hireMoney(db.ledger, hire.hireId, salary, days),
    attendedDays: days.filter((d) => d.clockIn !== null).length,
    absentDays: days.filter((d) => d.status === "absent").length,
    days,
    withdrawal: hire.withdrawal,
    completedAt: hire.completedAt ?? null,
    ratings: hireRatings(db, hire.hireId),
    cancellation: hireCancellationOf(db, hire.hireId),
  };
};

/** The order of a job as the caller sees it (only the hires she may see), or undefined when she sees none. */
export const orderView = (db: Db, caller: Caller | undefined, orderId: string, now: number): OrderDetail | undefined => {
  const hires = db.hires.filter((h) => h.orderId === orderId && maySeeHire(db, caller, h));
  const first = hires[0];
  if (first === undefined) return undefined;
  const job = db.jobs.find((j) => j.jobId === first.jobId);
  const business = db.businesses.find((b) => b.businessId === first.businessId);
  const offers = hires.flatMap((h) => db.offers.filter((o) => o.offerId === h.hireId));
  const firstOffer = offers[0];
  if (job === undefined || firstOffer === undefined) return undefined;
  const staff = hires.map((h) => hireView(db, h, now));
  const periods = offers.map((o) => o.terms.schedule.period);
  const days = staff.flatMap((s) => s.days);
  return {
    orderId: orderId as OrderId,
    jobId: job.jobId,
    jobTitle: job.position,
    businessId: job.businessId,
    businessName: business?.brandName ?? business?.registeredName ?? "",
    place: job.location,
    period: {
      start: periods.map((p) => p.start).sort()[0] ?? job.period.start,
      end: periods.map((p) => p.end).sort().at(-1) ?? job.period.end ?? job.period.start,
    },
    hours: firstOffer.terms.schedule.hours,
    workingDays: new Set(days.map((d) => d.date)).size,
    attendedDays: staff.reduce((sum, s) => sum + s.attendedDays, 0),
    absentDays: staff.reduce((sum, s) => sum + s.absentDays, 0),
    totalPayment: rupiah(staff.filter((s) => s.status !== "withdrawn").reduce((sum, s) => sum + s.money.salary, 0)),
    staff,
    serverNow: now as EpochMillis,
  };
};

/** The caller's orders in her active role, the earliest to start first. */
export const ordersOf = (db: Db, caller: Caller | undefined, now: number): OrderDetail[] => {
  const ids = [...new Set(db.hires.filter((h) => maySeeHire(db, caller, h)).map((h) => h.orderId))];
  return ids
    .flatMap((id) => {
      const order = orderView(db, caller, id, now);
      return order === undefined ? [] : [order];
    })
    .sort((a, b) => (a.period.start < b.period.start ? -1 : a.period.start > b.period.start ? 1 : 0));
};

/**
 * A job's order as its provider's job list carries it (GET /api/business/jobs, issue 22): null
 * before anyone is hired; else its id and how many of its days wait for the provider's decision,
 * as the clock has decided them (a day past its automatic confirmation is confirmed, not waiting).
 * A day waiting for support's reconfirmation is not hers to answer and is not counted. For a
 * caller who may manage the job: she sees every hire of its order.
 */
export const jobOrderOf = (db: Db, jobId: string, now: number): ProviderJobOrder | null => {
  const settled = settleWorkDue(db, now);
  const hires = settled.hires.filter((h) => h.jobId === jobId);
  const first = hires[0];
  if (first === undefined) return null;
  const waiting = hires.flatMap((h) => daysOfHire(settled, h.hireId)).filter((d) => d.status === "awaitingConfirmation").length;
  return { orderId: first.orderId, awaitingConfirmation: waiting };
};
