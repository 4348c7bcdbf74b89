import { Result } from "effect";
import { RECONFIRMATION_HANDLING_HOURS } from "../policy/business-constants";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { addHours } from "../shared/wib-time";
import type { AttendanceDayState, AttendanceEvent, AttendanceStatus } from "./attendance.schema";

/**
 * Moves one attendance day (the bare state or the whole entity: other fields are kept). After
 * clock out the provider confirms or declines; a declined seeker may ask once for reconfirmation.
 */
export const transitionAttendance = <D extends AttendanceDayState>(
  day: D,
  event: AttendanceEvent,
  ctx: { readonly now: number },
): Result.Result<D, InvalidTransition> => {
  const from: Record<AttendanceEvent["type"], AttendanceStatus> = {
    clockIn: "scheduled",
    clockOut: "clockedIn",
    confirm: "awaitingConfirmation",
    decline: "awaitingConfirmation",
    requestReconfirm: "declined",
    approveReconfirm: "waitingReconfirm",
    rejectReconfirm: "waitingReconfirm",
  };
  if (day.status !== from[event.type]) return Result.fail(invalid("attendance", day.status, event.type));
  switch (event.type) {
    case "clockIn":
      return Result.succeed({ ...day, status: "clockedIn", clockInAt: ctx.now });
    case "clockOut":
      return Result.succeed({ ...day, status: "awaitingConfirmation", clockOutAt: ctx.now });
    case "confirm":
    case "approveReconfirm":
      return Result.succeed({ ...day, status: "confirmed" });
    case "decline":
      return Result.succeed({ ...day, status: "declined" });
    case "requestReconfirm":
      return Result.succeed({ ...day, status: "waitingReconfirm", reconfirmRequestedAt: ctx.now });
    case "rejectReconfirm":
      return Result.succeed({ ...day, status: "reconfirmRejected" });
  }
};

/** Support must have handled a reconfirmation within 48 hours of the request. */
export const reconfirmationDueAt = (requestedAt: number): number => addHours(requestedAt, RECONFIRMATION_HANDLING_HOURS);

export const isReconfirmationOverdue = (day: AttendanceDayState, now: number): boolean =>
  day.status === "waitingReconfirm" &&
  day.reconfirmRequestedAt !== undefined &&
  now >= reconfirmationDueAt(day.reconfirmRequestedAt);

/** Only confirmed days are paid. */
export const isPaidDay = (day: AttendanceDayState): boolean => day.status === "confirmed";

/** Days still waiting for a decision: they block completing the job. */
export const isUnsettledDay = (day: AttendanceDayState): boolean =>
  day.status === "clockedIn" || day.status === "awaitingConfirmation" || day.status === "waitingReconfirm";

export const canCompleteJob = (days: readonly AttendanceDayState[]): boolean => !days.some(isUnsettledDay);
