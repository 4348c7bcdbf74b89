import {
  DISPUTE_RESOLUTION_HOURS,
  SUPPORT_CLOSES_AT_HOUR_WIB,
  SUPPORT_OPEN_WEEKDAYS,
  SUPPORT_OPENS_AT_HOUR_WIB,
  SUPPORT_RESPONSE_HOURS,
} from "../policy/business-constants";
import { addHours, DAY_MS, wibInstant, wibParts } from "./wib-time";

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

/**
 * When support next answers: `now` itself within support hours, else the next opening (09:00 WIB
 * of the next support weekday). A message sent on Friday evening is read on Monday morning, and the
 * screen says so rather than letting the 48 hours look like they started.
 */
export const nextSupportOpeningAt = (now: number): number => {
  if (isWithinSupportHours(now)) return now;
  const today = wibParts(now);
  for (let offset = 0; offset <= 7; offset++) {
    const day = wibParts(wibInstant(today.year, today.month, today.day) + offset * DAY_MS);
    const opening = wibInstant(day.year, day.month, day.day, SUPPORT_OPENS_AT_HOUR_WIB);
    if (SUPPORT_OPEN_WEEKDAYS.includes(day.isoWeekday) && opening > now) return opening;
  }
  // Unreachable while support opens on at least one weekday: a week later at the latest.
  return now;
};
