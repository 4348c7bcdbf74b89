import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import {
  OTP_LOCK_MINUTES,
  OTP_SENDS_GLOBAL_PER_HOUR,
  OTP_SENDS_PER_CLIENT_PER_HOUR,
  OTP_WRONG_CODES_PER_NUMBER,
} from "../policy/business-constants";

/*
 * Abuse budgets of OTPs beyond the per-number limits of otp.rules.ts (issue 10 item 7): one client
 * cannot send codes to any number of numbers (SMS pumping), the platform as a whole stops before
 * its SMS bill runs away, and wrong codes lock a number (and so its account, which logs in with it)
 * for a while. Times are epoch milliseconds; the decisions are in docs/business-rules.md.
 */

const HOUR_MS = 60 * 60 * 1000;
export const OTP_LOCK_MS = OTP_LOCK_MINUTES * 60 * 1000;

/**
 * A send the budgets refuse: when to try again and why. Plain data, not a domain error: the API
 * answers it as OTP_SEND_LIMIT, a code of the login screen's own texts (error-codes.ts).
 */
export interface OtpSendRefusal {
  readonly retryAfterSeconds: number;
  readonly reason: "client-limit" | "global-limit";
}

/** 'Too many wrong codes. Please try again in {{minutes}} minutes.' */
export class OtpLocked extends DomainError("OtpLocked")<{ readonly retryAfterSeconds: number }> {
  override readonly code = "OTP_LOCKED";
}

export interface OtpSendBudget {
  readonly perClientPerHour: number;
  readonly globalPerHour: number;
}

export const DEFAULT_OTP_SEND_BUDGET: OtpSendBudget = { perClientPerHour: OTP_SENDS_PER_CLIENT_PER_HOUR, globalPerHour: OTP_SENDS_GLOBAL_PER_HOUR };

const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Seconds until fewer than `limit` of `times` are within the hour before `now`, or 0 when they
 * already are: the moment the oldest sends that keep the count at the limit leave the window.
 */
export const secondsUntilBelow = (times: readonly number[], limit: number, now: number): number => {
  const recent = times.filter((t) => t > now - HOUR_MS && t <= now).sort((a, b) => a - b);
  if (recent.length < limit) return 0;
  return secondsUntil((recent[recent.length - limit] ?? now) + HOUR_MS, now);
};

/**
 * Whether one more OTP may be sent now: the client's sends of the last hour (to any number) stay
 * under its budget and all sends of the platform under the global one. The client's limit is
 * judged first, so a busy platform does not hide one client's abuse.
 */
export const checkOtpSendBudget = (
  sends: { readonly byClient: readonly number[]; readonly all: readonly number[] },
  now: number,
  budget: OtpSendBudget = DEFAULT_OTP_SEND_BUDGET,
): Result.Result<true, OtpSendRefusal> => {
  const client = secondsUntilBelow(sends.byClient, budget.perClientPerHour, now);
  if (client > 0) return Result.fail({ retryAfterSeconds: client, reason: "client-limit" });
  const global = secondsUntilBelow(sends.all, budget.globalPerHour, now);
  if (global > 0) return Result.fail({ retryAfterSeconds: global, reason: "global-limit" });
  return Result.succeed(true);
};

/**
 * When the lock of a number ends, or null when it is not locked: OTP_WRONG_CODES_PER_NUMBER wrong
 * codes (across its OTPs) within OTP_LOCK_MINUTES of the last one lock it for OTP_LOCK_MINUTES
 * after that last one. No wrong code is counted while locked, so the lock cannot be extended by
 * guessing, and a right code clears the count (the caller forgets the number's wrong codes).
 */
export const otpLockedUntil = (wrongCodes: readonly number[], now: number): number | null => {
  if (wrongCodes.length === 0) return null;
  const last = Math.max(...wrongCodes);
  const burst = wrongCodes.filter((t) => t > last - OTP_LOCK_MS && t <= last).length;
  return burst >= OTP_WRONG_CODES_PER_NUMBER && now < last + OTP_LOCK_MS ? last + OTP_LOCK_MS : null;
};

/** The lock as a refusal of a code (login, register) or of a send. */
export const checkOtpNotLocked = (wrongCodes: readonly number[], now: number): Result.Result<true, OtpLocked> => {
  const until = otpLockedUntil(wrongCodes, now);
  return until === null ? Result.succeed(true) : Result.fail(new OtpLocked({ retryAfterSeconds: secondsUntil(until, now) }));
};
