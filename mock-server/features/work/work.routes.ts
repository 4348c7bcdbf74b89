import { Result } from "effect";
import { AbsenceNoticeRequest, DeclineDayRequest, OrderDetail, OrderList, PunchRequest, WorkDay } from "../../../domain/work/work-api.schema";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { forbidden } from "../../http/errors";
import { idempotent } from "../../http/idempotency";
import type { Db } from "../../store/db.schema";
import type { StoredHire, StoredWorkDay } from "../../store/work.db-schema";
import {
  confirmDay,
  dayById,
  dayNotFound,
  declineDay,
  hireById,
  hireNotFound,
  notifyAbsence,
  orderNotFound,
  punch,
  requestReconfirmation,
  settleWorkDue,
  withdrawHire,
  type WorkChanged,
} from "./work.logic";
import { managesHire, maySeeHire, orderView, ordersOf, visibleHire, workDayView } from "./work.view";

/** The data with what the clock decided, then the request's change, committed together; a refusal commits nothing. */
const answer = <A>(changed: WorkChanged<A>, json: (db: Db, value: A) => unknown): Reply =>
  Result.isFailure(changed) ? fail(changed.failure) : { status: 200, json: json(changed.success.db, changed.success.value), next: changed.success.db };

/** A day and its hire as the caller may see them, or 404 WORK_DAY_NOT_FOUND (one answer for "none" and "not yours"). */
const visibleDay = (db: Db, ctx: HandlerContext<unknown>): { day: StoredWorkDay; hire: StoredHire } | null => {
  const day = dayById(db, ctx.params.dayId);
  const hire = day === undefined ? undefined : hireById(db, day.hireId);
  return day === undefined || hire === undefined || !maySeeHire(db, ctx.caller, hire) ? null : { day, hire };
};

type DayAction = (db: Db, day: StoredWorkDay, hire: StoredHire, now: number) => WorkChanged<StoredWorkDay>;

/** A write on one day by its seeker or by a provider who manages its job (`who`), answering the day. */
const onDay = (ctx: HandlerContext<unknown>, who: "seeker" | "provider", action: DayAction): Reply => {
  const db = settleWorkDue(ctx.db, ctx.now);
  const seen = visibleDay(db, ctx);
  if (seen === null) return fail(dayNotFound());
  const { account } = callerOf(ctx.caller);
  if (who === "seeker" ? seen.hire.seekerId !== account.userId : !managesHire(db, ctx.caller, seen.hire))
    return fail(forbidden(who === "seeker" ? "Only the day's seeker does this, in the seeker role" : "Only a provider who manages the job does this"));
  return answer(action(db, seen.day, seen.hire, ctx.now), (_, day) => workDayView(day, ctx.now));
};

/** A money or decision write: Idempotency-Key required, the same key answers the first answer again. */
const decision = (ctx: HandlerContext<unknown>, what: string, who: "seeker" | "provider", action: DayAction): Reply =>
  idempotent(ctx, `POST /api/work-days/${ctx.params.dayId ?? ""}/${what}`, () => onDay(ctx, who, action));

const placeOf = (db: Db, hire: StoredHire) => db.jobs.find((j) => j.jobId === hire.jobId)?.location.point ?? { lat: 0, lng: 0 };

/** Work (issue 22; docs/api.md "Work"): orders, punches, the daily decision, absences, withdrawal. */
export const workEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/orders",
    success: { status: 200, schema: OrderList },
    auth: "bearer",
    area: "api",
    summary: "The caller's orders in her active role (seeker: her own hires; provider: the hires of the jobs she manages), the earliest to start first",
    handle: (ctx) => {
      const db = settleWorkDue(ctx.db, ctx.now);
      return { status: 200, json: { items: ordersOf(db, ctx.caller, ctx.now), serverNow: ctx.now }, next: db };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/orders/:orderId",
    success: { status: 200, schema: OrderDetail },
    errors: ["ORDER_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "One order with the staff the caller may see (a seeker only herself), each hire's days, money and punches",
    handle: (ctx) => {
      const db = settleWorkDue(ctx.db, ctx.now);
      const order = orderView(db, ctx.caller, ctx.params.orderId ?? "", ctx.now);
      return order === undefined ? fail(orderNotFound()) : { status: 200, json: order, next: db };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/work-days/:dayId/punches",
    success: { status: 200, schema: WorkDay },
    errors: ["WORK_DAY_NOT_FOUND", "FORBIDDEN", "PUNCH_ALREADY_RECORDED", "PUNCH_OUTSIDE_WINDOW", "INVALID_TRANSITION", "HIRE_CANCELLED"],
    auth: "bearer",
    area: "api",
    summary:
      "The seeker clocks in or out, at once or from the phone's outbox (the same punchId answers the day again); the time is the server's or the phone's corrected, the distance to the job's place recorded and flagged, never refused",
    body: PunchRequest,
    handle: (ctx) => onDay(ctx, "seeker", (db, day, hire, now) => punch(db, day, ctx.body, placeOf(db, hire), now)),
  }),
  endpoint({
    method: "POST",
    path: "/api/work-days/:dayId/confirm",
    success: { status: 200, schema: WorkDay },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "WORK_DAY_NOT_FOUND", "FORBIDDEN", "INVALID_TRANSITION"],
    auth: "bearer",
    area: "api",
    summary: "A provider who manages the job confirms a clocked-out day: its wage goes from escrow to the seeker's balance at once. Idempotency-Key required",
    handle: (ctx) => decision(ctx, "confirm", "provider", (db, day, _, now) => confirmDay(db, day, now)),
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/work-days/:dayId/decline",
    success: { status: 200, schema: WorkDay },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "WORK_DAY_NOT_FOUND", "FORBIDDEN", "INVALID_TRANSITION"],
    auth: "bearer",
    area: "api",
    summary: "A provider who manages the job declines a clocked-out day with a reason: it is not paid; the seeker may ask support once. Idempotency-Key required",
    body: DeclineDayRequest,
    handle: (ctx) => decision(ctx, "decline", "provider", (db, day, _, now) => declineDay(db, day, ctx.body.reason, now)),
  }),
  endpoint({
    method: "POST",
    path: "/api/work-days/:dayId/reconfirmation",
    success: { status: 200, schema: WorkDay },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "WORK_DAY_NOT_FOUND", "FORBIDDEN", "RECONFIRMATION_ALREADY_REQUESTED", "INVALID_TRANSITION"],
    auth: "bearer",
    area: "api",
    summary: "The seeker asks support, once, to reconfirm a declined day (answered within 48 hours). Idempotency-Key required",
    handle: (ctx) => decision(ctx, "reconfirmation", "seeker", (db, day, _, now) => requestReconfirmation(db, day, now)),
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/work-days/:dayId/absence",
    success: { status: 200, schema: WorkDay },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "WORK_DAY_NOT_FOUND", "FORBIDDEN", "WORK_DAY_STARTED", "INVALID_TRANSITION"],
    auth: "bearer",
    area: "api",
    summary: "The seeker notifies an absence before the shift starts: the day is absent, notified (late under 2x24 hours, still recorded). Idempotency-Key required",
    body: AbsenceNoticeRequest,
    handle: (ctx) => decision(ctx, "absence", "seeker", (db, day, _, now) => notifyAbsence(db, day, ctx.body.note, now)),
  }),
  endpoint({
    method: "POST",
    path: "/api/hires/:hireId/withdraw",
    success: { status: 200, schema: OrderDetail },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "HIRE_NOT_FOUND", "FORBIDDEN", "HIRE_STARTED", "INVALID_TRANSITION"],
    auth: "bearer",
    area: "api",
    summary:
      "The seeker withdraws from a hire before its first shift (late under 48 hours, still allowed): its escrow goes back to the provider's balance. Answers the order as she sees it. Idempotency-Key required",
    handle: (ctx) =>
      idempotent(ctx, `POST /api/hires/${ctx.params.hireId ?? ""}/withdraw`, () => {
        const seen = visibleHire(ctx);
        if (seen === null) return fail(hireNotFound());
        const { db, hire } = seen;
        if (hire.seekerId !== callerOf(ctx.caller).account.userId || ctx.caller?.account.activeRole !== "seeker")
          return fail(forbidden("Only the hire's seeker withdraws, in the seeker role"));
        return answer(withdrawHire(db, hire, ctx.now), (next) => orderView(next, ctx.caller, hire.orderId, ctx.now));
      }),
  }),
];
