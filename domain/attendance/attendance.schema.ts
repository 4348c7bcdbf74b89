import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import { AttendanceId, CalendarDate, EpochMillis, OrderId } from "../shared/ids.schema";

/**
 * Spec 4: the seeker clocks in and out, the provider confirms or declines, and a declined seeker
 * may ask once for reconfirmation (support handles it within 48 hours).
 */
export const AttendanceStatus = Schema.Literals([
  "scheduled",
  "clockedIn",
  "awaitingConfirmation",
  "confirmed",
  "declined",
  "waitingReconfirm",
  "reconfirmRejected",
]);
export type AttendanceStatus = typeof AttendanceStatus.Type;

/** What the attendance machine moves: the status and the instants it records. */
export const AttendanceDayState = Schema.Struct({
  status: AttendanceStatus,
  clockInAt: Schema.optional(EpochMillis),
  clockOutAt: Schema.optional(EpochMillis),
  reconfirmRequestedAt: Schema.optional(EpochMillis),
});
export type AttendanceDayState = typeof AttendanceDayState.Type;

/** The planned working hours of a day (start before end); the 2-hour gap rule compares these. */
export const Shift = Schema.Struct({ start: EpochMillis, end: EpochMillis }).pipe(
  Schema.check(Schema.makeFilter((s) => s.start < s.end)),
);
export type Shift = typeof Shift.Type;

/** One working day of one seeker in one order. */
export const AttendanceDay = Schema.Struct({
  attendanceId: AttendanceId,
  orderId: OrderId,
  seekerId: UserId,
  date: CalendarDate,
  shift: Shift,
  ...AttendanceDayState.fields,
});
export type AttendanceDay = typeof AttendanceDay.Type;

export const AttendanceEvent = Schema.Struct({
  type: Schema.Literals(["clockIn", "clockOut", "confirm", "decline", "requestReconfirm", "approveReconfirm", "rejectReconfirm"]),
});
export type AttendanceEvent = typeof AttendanceEvent.Type;
