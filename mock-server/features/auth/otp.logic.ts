import { randomInt } from "node:crypto";
import { Result } from "effect";
import type { OtpUse } from "../../../domain/identity/account.schema";
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  isOtpExpired,
  resendCountdownSeconds,
} from "../../../domain/identity/otp.rules";
import {
  checkOtpNotLocked,
  checkOtpSendBudget,
  DEFAULT_OTP_SEND_BUDGET,
  OTP_LOCK_MS,
  type OtpSendBudget,
} from "../../../domain/identity/otp-budget.rules";
import { toWibIso } from "../../../domain/shared/wib-time";
import { apiFailure, domainFailure, type ApiFailure } from "../../http/errors";
import { accountNotFound } from "./session.logic";
import type { Db, Settings, StoredOtp } from "../../store/db.schema";

const HOUR_MS = 60 * 60 * 1000;

export type Outcome<T> = { readonly ok: true; readonly value: T; readonly next: Db } | { readonly ok: false; readonly failure: ApiFailure; readonly next?: Db };

export const whatsappReaches = (settings: Settings, phone: string): boolean =>
  !settings.whatsappDown && !settings.whatsappUnreachable.includes(phone);

const sendsWithinHour = (db: Db, now: number) => db.otpSends.filter((s) => Date.parse(s.at) > now - HOUR_MS);

/** The OTP row a send creates; also used by provider states to arrange an OTP "already sent". */
/** A fresh random code of OTP_LENGTH digits (a demo number's fixed code wins: `sendOtp`). */
export const randomOtpCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");

export const makeOtp = (db: Db, phone: string, purpose: OtpUse, code: string, sentAt: number): StoredOtp => {
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

const sendLimit = (retryAfterSeconds: number, reason: "resend-countdown" | "hourly-limit" | "number-locked" | "client-limit" | "global-limit"): ApiFailure =>
  apiFailure("OTP_SEND_LIMIT", `OTP send refused (${reason})`, { retryAfterSeconds, reason });

/** Keeps at most this many clients and numbers in memory (oldest forgotten first): a flood cannot grow it without end. */
const GUARD_MAX_KEYS = 10_000;

/**
 * The OTP abuse guard of the mock (docs/api.md "Limits"): the sends of each client and of the whole
 * mock in the last hour, and the wrong codes of each number, decided by domain/identity/otp-budget.rules.ts.
 * Held in memory (a restart of the mock clears it; so does /__dev/reset), like a rate limiter
 * in front of the real backend; the per-number limits live in the data file.
 */
export interface OtpGuard {
  /** The send budget of `client`, then of everyone; null when one more send is allowed now. */
  readonly sendRefusal: (client: string, now: number) => ApiFailure | null;
  /** The number's wrong-code lock as a refusal of a code; null when not locked. */
  readonly codeRefusal: (phone: string, now: number) => ApiFailure | null;
  readonly recordSend: (client: string, now: number) => void;
  readonly recordWrongCode: (phone: string, now: number) => void;
  /** A right code: the number's wrong codes are forgotten. */
  readonly clearNumber: (phone: string) => void;
  readonly reset: () => void;
}

export const createOtpGuard = (budget: OtpSendBudget = DEFAULT_OTP_SEND_BUDGET): OtpGuard => {
  const sendsByClient = new Map<string, number[]>();
  let allSends: number[] = [];
  const wrongByNumber = new Map<string, number[]>();
  const remember = (map: Map<string, number[]>, key: string, times: number[]): void => {
    map.delete(key);
    if (times.length > 0) map.set(key, times);
    if (map.size > GUARD_MAX_KEYS) map.delete(map.keys().next().value ?? "");
  };
  const lastHour = (times: readonly number[] | undefined, now: number): number[] => (times ?? []).filter((t) => t > now - HOUR_MS);
  return {
    sendRefusal: (client, now) => {
      const checked = checkOtpSendBudget({ byClient: lastHour(sendsByClient.get(client), now), all: lastHour(allSends, now) }, now, budget);
      return Result.isFailure(checked) ? sendLimit(checked.failure.retryAfterSeconds, checked.failure.reason) : null;
    },
    codeRefusal: (phone, now) => {
      const checked = checkOtpNotLocked(wrongByNumber.get(phone) ?? [], now);
      return Result.isFailure(checked) ? domainFailure(checked.failure) : null;
    },
    recordSend: (client, now) => {
      remember(sendsByClient, client, [...lastHour(sendsByClient.get(client), now), now]);
      allSends = [...lastHour(allSends, now), now];
    },
    recordWrongCode: (phone, now) => remember(wrongByNumber, phone, [...(wrongByNumber.get(phone) ?? []).filter((t) => t > now - 2 * OTP_LOCK_MS), now]),
    clearNumber: (phone) => {
      wrongByNumber.delete(phone);
    },
    reset: () => {
      sendsByClient.clear();
      allSends = [];
      wrongByNumber.clear();
    },
  };
};

/** A locked number is refused a new code too: the lock would otherwise only cost a resend. */
const lockedNumber = (refusal: ApiFailure): ApiFailure => sendLimit(Number(refusal.details?.retryAfterSeconds ?? 60), "number-locked");

/**
 * POST /api/auth/otp: the account must exist for login and must not for register; then the
 * number's wrong-code lock, the resend countdown and the hourly send limit of the number, then the
 * client's and the mock's send budgets (the guard) apply. The caller records an accepted send in the guard.
 */
export const sendOtp = (
  db: Db,
  request: { readonly phone: string; readonly purpose: OtpUse; readonly client: string },
  now: number,
  randomCode: () => string,
  guard: OtpGuard,
): Outcome<StoredOtp> => {
  const { phone, purpose } = request;
  const exists = db.accounts.some((a) => a.phone === phone);
  if (purpose === "login" && !exists) return { ok: false, failure: accountNotFound() };
  if (purpose === "register" && exists)
    return { ok: false, failure: apiFailure("PHONE_ALREADY_REGISTERED", "This number already has an account") };
  const locked = guard.codeRefusal(phone, now);
  if (locked !== null) return { ok: false, failure: lockedNumber(locked) };

  const previous = db.otps.find((o) => o.phone === phone);
  const countdown = previous === undefined ? 0 : resendCountdownSeconds(Date.parse(previous.resendAt), now);
  if (countdown > 0) return { ok: false, failure: sendLimit(countdown, "resend-countdown") };

  const recent = sendsWithinHour(db, now).filter((s) => s.phone === phone);
  if (recent.length >= OTP_MAX_SENDS_PER_HOUR) {
    const oldest = Math.min(...recent.map((s) => Date.parse(s.at)));
    return { ok: false, failure: sendLimit(Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000)), "hourly-limit") };
  }

  const budget = guard.sendRefusal(request.client, now);
  if (budget !== null) return { ok: false, failure: budget };

  const otp = makeOtp(db, phone, purpose, db.settings.fixedOtpCodes[phone] ?? randomCode(), now);
  return { ok: true, value: otp, next: withOtpSent(db, otp, now) };
};

const expired = (why: string): ApiFailure => apiFailure("OTP_EXPIRED", why);
const burnt = (): ApiFailure =>
  apiFailure("OTP_ATTEMPTS_EXCEEDED", `${OTP_MAX_ATTEMPTS} wrong codes: request a new OTP`, { attemptsLeft: 0 });

/**
 * Checks a code against the number's OTP for this purpose, unless the number is locked (429
 * OTP_LOCKED). A wrong code is counted on the OTP (the state change to commit even though the
 * request fails) and in the guard, which locks the number at OTP_WRONG_CODES_PER_NUMBER; the right
 * one consumes the OTP and clears the number's wrong codes.
 */
export const verifyOtp = (
  db: Db,
  request: { readonly phone: string; readonly purpose: OtpUse; readonly code: string },
  now: number,
  guard: OtpGuard,
): Outcome<null> => {
  const locked = guard.codeRefusal(request.phone, now);
  if (locked !== null) return { ok: false, failure: locked };
  const otp = db.otps.find((o) => o.phone === request.phone && o.purpose === request.purpose);
  if (otp === undefined) return { ok: false, failure: expired("No OTP was sent to this number for this purpose, or it was used") };
  if (otp.wrongAttempts >= OTP_MAX_ATTEMPTS) return { ok: false, failure: burnt() };
  if (isOtpExpired(Date.parse(otp.expiresAt), now)) return { ok: false, failure: expired("The OTP has expired") };
  const others = db.otps.filter((o) => o !== otp);
  if (otp.code !== request.code) {
    const wrongAttempts = otp.wrongAttempts + 1;
    const next: Db = { ...db, otps: [...others, { ...otp, wrongAttempts }] };
    guard.recordWrongCode(request.phone, now);
    const nowLocked = guard.codeRefusal(request.phone, now);
    if (nowLocked !== null) return { ok: false, failure: nowLocked, next };
    const attemptsLeft = OTP_MAX_ATTEMPTS - wrongAttempts;
    return attemptsLeft === 0
      ? { ok: false, failure: burnt(), next }
      : { ok: false, failure: apiFailure("OTP_WRONG", "Wrong OTP", { attemptsLeft }), next };
  }
  guard.clearNumber(request.phone);
  return { ok: true, value: null, next: { ...db, otps: others } };
};
