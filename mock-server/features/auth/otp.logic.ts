import type { OtpPurpose } from "../../../domain/identity/account.schema";
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  isOtpExpired,
  resendCountdownSeconds,
} from "../../../domain/identity/otp.rules";
import { toWibIso } from "../../../domain/shared/wib-time";
import { apiFailure, type ApiFailure } from "../../http/errors";
import { accountNotFound } from "./session.logic";
import type { Db, Settings, StoredOtp } from "../../store/db.schema";

const HOUR_MS = 60 * 60 * 1000;

export type Outcome<T> = { readonly ok: true; readonly value: T; readonly next: Db } | { readonly ok: false; readonly failure: ApiFailure; readonly next?: Db };

export const whatsappReaches = (settings: Settings, phone: string): boolean =>
  !settings.whatsappDown && !settings.whatsappUnreachable.includes(phone);

const sendsWithinHour = (db: Db, now: number) => db.otpSends.filter((s) => Date.parse(s.at) > now - HOUR_MS);

/** The OTP row a send creates; also used by provider states to arrange an OTP "already sent". */
export const makeOtp = (db: Db, phone: string, purpose: OtpPurpose, code: string, sentAt: number): StoredOtp => {
  const whatsapp = whatsappReaches(db.settings, phone);
  return {
    phone,
    purpose,
    code,
    channel: whatsapp ? "whatsapp" : "sms",
    whatsappFailed: !whatsapp,
    sentAt: toWibIso(sentAt),
    expiresAt: toWibIso(sentAt + OTP_TTL_SECONDS * 1000),
    resendAt: toWibIso(sentAt + OTP_RESEND_SECONDS * 1000),
    wrongAttempts: 0,
  };
};

/** Replaces the number's OTP and records the send (sends older than an hour are forgotten). */
export const withOtpSent = (db: Db, otp: StoredOtp, now: number): Db => ({
  ...db,
  otps: [...db.otps.filter((o) => o.phone !== otp.phone), otp],
  otpSends: [...sendsWithinHour(db, now), { phone: otp.phone, at: otp.sentAt }],
});

const sendLimit = (retryAfterSeconds: number, reason: "resend-countdown" | "hourly-limit"): ApiFailure =>
  apiFailure("OTP_SEND_LIMIT", `OTP send refused (${reason})`, { retryAfterSeconds, reason });

/**
 * POST /api/auth/otp: the account must exist for login and must not for register; then the
 * resend countdown and the hourly send limit of the number apply.
 */
export const sendOtp = (
  db: Db,
  request: { readonly phone: string; readonly purpose: OtpPurpose },
  now: number,
  randomCode: () => string,
): Outcome<StoredOtp> => {
  const { phone, purpose } = request;
  const exists = db.accounts.some((a) => a.phone === phone);
  if (purpose === "login" && !exists) return { ok: false, failure: accountNotFound() };
  if (purpose === "register" && exists)
    return { ok: false, failure: apiFailure("PHONE_ALREADY_REGISTERED", "This number already has an account") };

  const previous = db.otps.find((o) => o.phone === phone);
  const countdown = previous === undefined ? 0 : resendCountdownSeconds(Date.parse(previous.resendAt), now);
  if (countdown > 0) return { ok: false, failure: sendLimit(countdown, "resend-countdown") };

  const recent = sendsWithinHour(db, now).filter((s) => s.phone === phone);
  if (recent.length >= OTP_MAX_SENDS_PER_HOUR) {
    const oldest = Math.min(...recent.map((s) => Date.parse(s.at)));
    return { ok: false, failure: sendLimit(Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000)), "hourly-limit") };
  }

  const otp = makeOtp(db, phone, purpose, db.settings.fixedOtpCodes[phone] ?? randomCode(), now);
  return { ok: true, value: otp, next: withOtpSent(db, otp, now) };
};

const expired = (why: string): ApiFailure => apiFailure("OTP_EXPIRED", why);
const burnt = (): ApiFailure =>
  apiFailure("OTP_ATTEMPTS_EXCEEDED", `${OTP_MAX_ATTEMPTS} wrong codes: request a new OTP`, { attemptsLeft: 0 });

/**
 * Checks a code against the number's OTP for this purpose. A wrong code is counted (that count
 * is the state change to commit even though the request fails); the right one consumes the OTP.
 */
export const verifyOtp = (
  db: Db,
  request: { readonly phone: string; readonly purpose: OtpPurpose; readonly code: string },
  now: number,
): Outcome<null> => {
  const otp = db.otps.find((o) => o.phone === request.phone && o.purpose === request.purpose);
  if (otp === undefined) return { ok: false, failure: expired("No OTP was sent to this number for this purpose, or it was used") };
  if (otp.wrongAttempts >= OTP_MAX_ATTEMPTS) return { ok: false, failure: burnt() };
  if (isOtpExpired(Date.parse(otp.expiresAt), now)) return { ok: false, failure: expired("The OTP has expired") };
  const others = db.otps.filter((o) => o !== otp);
  if (otp.code !== request.code) {
    const wrongAttempts = otp.wrongAttempts + 1;
    const next: Db = { ...db, otps: [...others, { ...otp, wrongAttempts }] };
    const attemptsLeft = OTP_MAX_ATTEMPTS - wrongAttempts;
    return attemptsLeft === 0
      ? { ok: false, failure: burnt(), next }
      : { ok: false, failure: apiFailure("OTP_WRONG", "Wrong OTP", { attemptsLeft }), next };
  }
  return { ok: true, value: null, next: { ...db, otps: others } };
};
