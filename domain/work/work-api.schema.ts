import { Schema } from "effect";
import { AttendanceStatus, Shift } from "../attendance/attendance.schema";
import { UserId } from "../identity/session.schema";
import { OfferHours } from "../offer/offer-schedule.rules";
import { RatingView } from "../rating/rating.schema";
import { AttendanceId, BusinessId, CalendarDate, EpochMillis, JobId, OfferId, OrderId } from "../shared/ids.schema";
import { PositiveRupiah, Rupiah } from "../shared/money";
import { GeoPoint, Place } from "../shared/place.schema";
import { HireCancellation } from "./help-center-api.schema";

/**
 * The work of issue 22 as the API answers it (docs/api.md "Work"). An order is one job's work: it
 * is opened by the job's first accepted offer, and every accepted offer of the job is one hire in
 * its staff list (one seeker, her working days, her wage). A working day is one seeker's day in
 * one hire (`AttendanceId`), moved only by the attendance machine (domain/attendance).
 */

/** Decision: a decline reason or an absence note is one short paragraph. */
export const WORK_NOTE_MAX_CHARACTERS = 300;
export const WorkNote = Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(WORK_NOTE_MAX_CHARACTERS)));

/** Where a phone said it was: a point and how sure it is (metres, the radius of 68% confidence). */
export const PunchLocation = Schema.Struct({
  point: GeoPoint,
  accuracyMeters: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
  /** Who measured it: the native app's bridge, or the browser's geolocation as a fallback. */
  source: Schema.Literals(["bridge", "browser"]),
});
export type PunchLocation = typeof PunchLocation.Type;

/** Decision: a punch id is made on the phone (a UUID or the like): the same id is the same punch. */
export const PunchId = Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(64)), Schema.brand("PunchId"));
export type PunchId = typeof PunchId.Type;

/**
 * POST /api/work-days/{dayId}/punches: a clock in or out, sent at once or later from the phone's
 * outbox. `phoneTime` is the phone's clock when the seeker tapped; `clockOffsetMs` the server's
 * time minus the phone's, as the phone learnt it from its last answer (null: never learnt), so the
 * server can correct a phone clock set wrong. `offline` says it waited on the phone.
 */
export const PunchRequest = Schema.Struct({
  punchId: PunchId,
  kind: Schema.Literals(["in", "out"]),
  phoneTime: EpochMillis,
  clockOffsetMs: Schema.NullOr(Schema.Int),
  offline: Schema.Boolean,
  /** Null when the seeker refused location or none could be had: the punch still counts, flagged. */
  location: Schema.NullOr(PunchLocation),
});
export type PunchRequest = typeof PunchRequest.Type;

/** A punch as the server recorded it: the time it decided, where, how far from the job's place. */
export const PunchView = Schema.Struct({
  punchId: PunchId,
  /** The server's time of the punch: its own clock, or the phone's corrected by the offset (captured offline). */
  at: EpochMillis,
  capturedOffline: Schema.Boolean,
  location: Schema.NullOr(PunchLocation),
  /** Metres from the job's place; null without a location. */
  distanceMeters: Schema.NullOr(Schema.Number),
  /** Farther than the allowed radius (accuracy allowed for), or no location: evidence, never a refusal. */
  flagged: Schema.NullOr(Schema.Literals(["far", "noLocation"])),
});
export type PunchView = typeof PunchView.Type;

/** The status of a working day: the attendance machine's, and absent (no clock-in by the shift's end, or notified). */
export const WorkDayStatus = Schema.Union([AttendanceStatus, Schema.Literal("absent")]);
export type WorkDayStatus = typeof WorkDayStatus.Type;

/** Who decided a clocked day: its provider, the unanswered-day rule on the server's clock, or support. */
export const DayDecider = Schema.Literals(["provider", "auto", "support"]);
export type DayDecider = typeof DayDecider.Type;

export const WorkDay = Schema.Struct({
  dayId: AttendanceId,
  orderId: OrderId,
  hireId: OfferId,
  seekerId: UserId,
  date: CalendarDate,
  shift: Shift,
  status: WorkDayStatus,
  /** This day's share of the hire's salary (whole Rupiah; `dayWages`). */
  wage: PositiveRupiah,
  clockIn: Schema.NullOr(PunchView),
  clockOut: Schema.NullOr(PunchView),
  decidedBy: Schema.NullOr(DayDecider),
  decidedAt: Schema.NullOr(EpochMillis),
  /** When an awaiting day is confirmed by itself if nobody answers (the unanswered-day rule). */
  autoConfirmAt: Schema.NullOr(EpochMillis),
  declineReason: Schema.NullOr(WorkNote),
  /** The seeker's one request; support answers by `dueAt` (48 hours, spec 4). */
  reconfirmation: Schema.NullOr(Schema.Struct({ requestedAt: EpochMillis, dueAt: EpochMillis })),
  /** Set for an absent day: notified by the seeker (`late` under 2x24 hours before), or not (no clock-in). */
  absence: Schema.NullOr(Schema.Struct({ notifiedAt: Schema.NullOr(EpochMillis), late: Schema.Boolean, note: Schema.NullOr(WorkNote) })),
  /** When the day's wage reached the seeker's balance (a confirmed day); null until then. */
  paidAt: Schema.NullOr(EpochMillis),
});
export type WorkDay = typeof WorkDay.Type;

export const HireStatus = Schema.Literals(["upcoming", "working", "readyToFinish", "completed", "withdrawn", "cancelled"]);
export type HireStatus = typeof HireStatus.Type;

/** A hire's money as the ledger holds it: paid out, still held in escrow, refunded to the provider. */
export const HireMoney = Schema.Struct({
  salary: Rupiah,
  /** Confirmed days, in the seeker's balance. */
  released: Rupiah,
  /** Still in escrow (for days to come, waiting or in dispute). */
  held: Rupiah,
  /** Of what is held: days clocked and waiting for a decision. */
  waiting: Rupiah,
  refunded: Rupiah,
});
export type HireMoney = typeof HireMoney.Type;

export const HireRatings = Schema.Struct({ seeker: Schema.NullOr(RatingView), provider: Schema.NullOr(RatingView) });
export type HireRatings = typeof HireRatings.Type;

/** One seeker in an order's staff list. */
export const Hire = Schema.Struct({
  hireId: OfferId,
  seekerId: UserId,
  seekerName: Schema.String,
  status: HireStatus,
  dailyWage: Rupiah,
  money: HireMoney,
  attendedDays: Schema.Int,
  absentDays: Schema.Int,
  days: Schema.Array(WorkDay),
  /** When the seeker withdrew before the start (late: under the notice the rules ask). */
  withdrawal: Schema.NullOr(Schema.Struct({ at: EpochMillis, late: Schema.Boolean })),
  /** When the seeker finished the hire (Selesaikan; docs/business-rules.md "Completion and ratings"). Optional: servers before completion send none. */
  completedAt: Schema.optional(Schema.NullOr(EpochMillis)),
  /** The ratings given after completion, each side's once: the seeker's of the business, the provider's of the seeker. */
  ratings: Schema.optional(HireRatings),
  /** A cancellation the business asked for through the help center. Optional: servers before it send none. */
  cancellation: Schema.optional(Schema.NullOr(HireCancellation)),
});
export type Hire = typeof Hire.Type;

/**
 * GET /api/orders/{orderId}: the order as its provider (every hire the caller may manage) or its
 * seeker (her own hire only; no other seeker, no other seeker's location) sees it.
 */
export const OrderDetail = Schema.Struct({
  orderId: OrderId,
  jobId: JobId,
  jobTitle: Schema.String,
  businessId: BusinessId,
  businessName: Schema.String,
  place: Place,
  period: Schema.Struct({ start: CalendarDate, end: CalendarDate }),
  hours: OfferHours,
  /** Spec 3: working days, attended and absent days and total payment, over the hires shown. */
  workingDays: Schema.Int,
  attendedDays: Schema.Int,
  absentDays: Schema.Int,
  totalPayment: Rupiah,
  staff: Schema.Array(Hire),
  serverNow: EpochMillis,
});
export type OrderDetail = typeof OrderDetail.Type;

/** GET /api/orders: the caller's orders in the active role (seeker: hers; provider: those she manages). */
export const OrderList = Schema.Struct({ items: Schema.Array(OrderDetail), serverNow: EpochMillis });
export type OrderList = typeof OrderList.Type;

/** POST /api/work-days/{dayId}/decline (provider). */
export const DeclineDayRequest = Schema.Struct({ reason: WorkNote });
export type DeclineDayRequest = typeof DeclineDayRequest.Type;

/** POST /api/work-days/{dayId}/absence (seeker): a notice that she will not come. */
export const AbsenceNoticeRequest = Schema.Struct({ note: Schema.NullOr(WorkNote) });
export type AbsenceNoticeRequest = typeof AbsenceNoticeRequest.Type;
