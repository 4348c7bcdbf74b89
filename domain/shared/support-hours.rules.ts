import {
  DISPUTE_RESOLUTION_HOURS,
  SUPPORT_CLOSES_AT_HOUR_WIB,
  SUPPORT_OPEN_WEEKDAYS,
  SUPPORT_OPENS_AT_HOUR_WIB,
  SUPPORT_RESPONSE_HOURS,
} from "../policy/business-constants";
import { addHours, wibParts } from "./wib-time";

/** Customer support answers Monday to Friday, 09:00 (inclusive) to 18:00 (exclusive) WIB. */
export const isWithinSupportHours = (now: number): boolean => {
  const p = wibParts(now);
  return (
    SUPPORT_OPEN_WEEKDAYS.includes(p.isoWeekday) &&
    p.hour >= SUPPORT_OPENS_AT_HOUR_WIB &&
    p.hour < SUPPORT_CLOSES_AT_HOUR_WIB
  );
};

/** When support must have answered a request made at `requestedAt` (48 hours). */
export const supportReplyDueAt = (requestedAt: number): number => addHours(requestedAt, SUPPORT_RESPONSE_HOURS);

/** When a dispute opened at `openedAt` must have a decision (48 hours; the decision is support's). */
export const disputeDecisionDueAt = (openedAt: number): number => addHours(openedAt, DISPUTE_RESOLUTION_HOURS);
