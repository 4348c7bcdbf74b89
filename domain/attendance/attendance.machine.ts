import { Result } from "effect";
import { RECONFIRMATION_HANDLING_HOURS } from "../policy/business-constants";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { addHours } from "../shared/wib-time";

/**
 * One working day of one seeker. After clock out the provider confirms or declines; a declined
 * seeker may ask once for reconfirmation, which support handles within 48 hours.
 */
export type AttendanceStatus =
  | "scheduled"
  | "clockedIn"
  | "awaitingConfirmation"
  | "confirmed"
  | "declined"
  | "waitingReconfirm"
  | "reconfirmRejected";

export interface AttendanceDay {
  readonly status: AttendanceStatus;
  readonly clockInAt?: number;
  readonly clockOutAt?: number;
  readonly reconfirmRequestedAt?: number;
}

export type AttendanceEvent =
  | { readonly type: "clockIn" }
  | { readonly type: "clockOut" }
  | { readonly type: "confirm" }
  | { readonly type: "decline" }
  | { readonly type: "requestReconfirm" }
  | { readonly type: "approveReconfirm" }
  | { readonly type: "rejectReconfirm" };

export const transitionAttendance = (
  day: AttendanceDay,
  event: AttendanceEvent,
  ctx: { readonly now: number },
): Result.Result<AttendanceDay, InvalidTransition> => {
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
      return Result.succeed({ status: "clockedIn", clockInAt: ctx.now });
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

export const isReconfirmationOverdue = (day: AttendanceDay, now: number): boolean =>
  day.status === "waitingReconfirm" &&
  day.reconfirmRequestedAt !== undefined &&
  now >= reconfirmationDueAt(day.reconfirmRequestedAt);

/** Only confirmed days are paid. */
export const isPaidDay = (day: AttendanceDay): boolean => day.status === "confirmed";

/** Days still waiting for a decision: they block completing the job. */
export const isUnsettledDay = (day: AttendanceDay): boolean =>
  day.status === "clockedIn" || day.status === "awaitingConfirmation" || day.status === "waitingReconfirm";

export const canCompleteJob = (days: readonly AttendanceDay[]): boolean => !days.some(isUnsettledDay);
