import {
  ACADEMY_BADGE_PASS_PERCENT,
  HEALTH_CERTIFICATE_VALID_MONTHS,
  INTERVIEW_REMINDER_MINUTES_BEFORE,
  INTERVIEW_RETAKE_MONTHS,
  PERSONALITY_TEST_RETAKE_MONTHS,
} from "../policy/business-constants";
import { addMinutes, wibInstant, wibParts } from "./wib-time";

/**
 * The same WIB wall-clock time `months` calendar months later; a day the target month lacks
 * (31 January + 1 month) becomes its last day, as people count months.
 */
export const addWibMonths = (instant: number, months: number): number => {
  const p = wibParts(instant);
  const index = p.year * 12 + (p.month - 1) + Math.trunc(months);
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const msInMinute = (((instant % 60_000) + 60_000) % 60_000);
  return wibInstant(year, month, Math.min(p.day, lastDay), p.hour, p.minute) + msInMinute;
};

/** Interview results may be retaken or changed once the retake period has passed. */
export const canRetakeInterview = (lastTakenAt: number, now: number): boolean =>
  now >= addWibMonths(lastTakenAt, INTERVIEW_RETAKE_MONTHS);

/** The personality test may be retaken once its period has passed. */
export const canRetakePersonalityTest = (lastTakenAt: number, now: number): boolean =>
  now >= addWibMonths(lastTakenAt, PERSONALITY_TEST_RETAKE_MONTHS);

/** A health certificate is renewed yearly: valid from its issue until 12 months later. */
export const isHealthCertificateValid = (issuedAt: number, now: number): boolean =>
  now >= issuedAt && now < addWibMonths(issuedAt, HEALTH_CERTIFICATE_VALID_MONTHS);

/** The interview reminder goes 5 minutes before the start. */
export const interviewReminderAt = (startsAt: number): number => addMinutes(startsAt, -INTERVIEW_REMINDER_MINUTES_BEFORE);

/** An academy badge needs a perfect score. */
export const earnsAcademyBadge = (scorePercent: number): boolean => scorePercent >= ACADEMY_BADGE_PASS_PERCENT;
