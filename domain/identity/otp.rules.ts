import { Result, Schema } from "effect";
import { DomainError } from "../errors/domain-error";
import { checkBeforeDeadline } from "../shared/deadline.rules";

export const OTP_LENGTH = 4;
/** An OTP is valid this long after it was sent. */
export const OTP_TTL_SECONDS = 300;
/** A new OTP can be requested after this countdown. */
export const OTP_RESEND_SECONDS = 60;
/** Wrong codes allowed for one OTP before it is burnt and a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;
/** OTP sends allowed per number in one rolling hour (abuse guard; the mock enforces it). */
export const OTP_MAX_SENDS_PER_HOUR = 5;

export const OtpCode = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{4}$/)), Schema.brand("OtpCode"));
export type OtpCode = typeof OtpCode.Type;

/** Channels an OTP can travel through. WhatsApp first; SMS when WhatsApp delivery fails. */
export const OtpChannel = Schema.Literals(["whatsapp", "sms"]);
export type OtpChannel = typeof OtpChannel.Type;

export class OtpIncomplete extends DomainError("OtpIncomplete")<{}> {
  override readonly code = "OTP_INCOMPLETE";
}

export const parseOtp = (input: string): Result.Result<OtpCode, OtpIncomplete> => {
  const digits = input.replace(/\D/g, "");
  return Schema.is(OtpCode)(digits) ? Result.succeed(digits) : Result.fail(new OtpIncomplete());
};

/** Seconds left before a resend is allowed, never negative. Times are epoch milliseconds. */
export const resendCountdownSeconds = (resendAvailableAtMs: number, nowMs: number): number =>
  Math.max(0, Math.ceil((resendAvailableAtMs - nowMs) / 1000));

export const isOtpExpired = (expiresAtMs: number, nowMs: number): boolean => nowMs >= expiresAtMs;

/** 'OTP is expired. You may resend OTP again.' */
export class OtpExpired extends DomainError("OtpExpired")<{ readonly expiresAt: number }> {
  override readonly code = "OTP_EXPIRED";
}

export const checkOtpNotExpired = (expiresAtMs: number, nowMs: number): Result.Result<number, OtpExpired> =>
  checkBeforeDeadline(expiresAtMs, nowMs, (expiresAt) => new OtpExpired({ expiresAt }));
