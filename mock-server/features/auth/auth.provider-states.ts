import { OTP_MAX_SENDS_PER_HOUR } from "../../../domain/identity/otp.rules";
import { OTP_WRONG_CODES_PER_NUMBER } from "../../../domain/policy/business-constants";
import { MINUTE_MS, toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { ensureAccount, paramsOf, type AreaStates } from "../back-office/back-office.public";
import { makeOtp, withOtpSent } from "./otp.logic";

const PHONE = "the national number, e.g. 81200000001";

/** The states of the auth contracts (contracts/consumer/auth.pact.test.ts) and of the signature interactions. */
export const AUTH_PROVIDER_STATES = {
  [PROVIDER_STATE.accountExists]: {
    arranges: "An account with this phone (the mock creates a seeker when there is none); no OTP pending for it, fewer than 5 OTP sends in the last hour.",
    params: { phone: PHONE },
    values: { userId: "the account's user id" },
    arrange: (db, { params, now }) => {
      const made = ensureAccount(db, paramsOf(params).phone("phone"), "seeker", toWibIso(now));
      return { db: made.db, values: { userId: made.account.userId } };
    },
  },
  [PROVIDER_STATE.noAccount]: {
    arranges: "No account with this phone.",
    params: { phone: PHONE },
    values: {},
    arrange: (db, { params }) => {
      const phone = paramsOf(params).phone("phone");
      return { db: { ...db, accounts: db.accounts.filter((a) => a.phone !== phone) } };
    },
  },
  [PROVIDER_STATE.otpSent]: {
    arranges:
      "An OTP for this phone and purpose (valid 5 minutes from its send, resend after 60 s); it replaces any earlier one. Combine with `an account exists` (login) or `no account exists` (registration).",
    params: {
      phone: PHONE,
      purpose: "login | register | pinReset (forgot PIN: combine with a seeker who has a PIN)",
      code: "the 4-digit code",
      sentSecondsAgo: "how long ago it was sent (default 0; over 300 it has expired)",
      wrongAttempts: "wrong codes already tried on it (default 0; 5 burn it)",
    },
    values: {},
    arrange: (db, { params, now }) => {
      const p = paramsOf(params);
      const phone = p.phone("phone");
      const sentAt = now - p.number("sentSecondsAgo", 0) * 1000;
      const otp = { ...makeOtp(db, phone, p.oneOf("purpose", ["login", "register", "pinReset"]), p.string("code"), sentAt), wrongAttempts: p.number("wrongAttempts", 0) };
      return { db: withOtpSent(db, otp, now) };
    },
  },
  [PROVIDER_STATE.otpSendLimitReached]: {
    arranges:
      "5 OTP sends to this phone in the last hour (50, 40, 30, 20 and 10 minutes ago; the resend countdown is over): the next send answers 429 OTP_SEND_LIMIT.",
    params: { phone: PHONE },
    values: {},
    arrange: (db, { params, now }) => {
      const phone = paramsOf(params).phone("phone");
      const sends = Array.from({ length: OTP_MAX_SENDS_PER_HOUR }, (_, i) => now - (OTP_MAX_SENDS_PER_HOUR - i) * 10 * MINUTE_MS);
      const sent = sends.reduce((acc: Db, at) => withOtpSent(acc, makeOtp(acc, phone, "login", "1234", at), now), db);
      return { db: { ...sent, otpSends: [...sent.otpSends.filter((s) => s.phone !== phone), ...sends.map((at) => ({ phone, at: toWibIso(at) }))] } };
    },
  },
  [PROVIDER_STATE.numberLocked]: {
    arranges: "10 wrong codes for this phone within the last hour: the number is locked for 60 minutes (every code answers 429 OTP_LOCKED).",
    params: { phone: PHONE },
    values: {},
    arrange: (db, { params, now, otpGuard }) => {
      const phone = paramsOf(params).phone("phone");
      for (let i = OTP_WRONG_CODES_PER_NUMBER; i > 0; i--) otpGuard.recordWrongCode(phone, now - i * MINUTE_MS);
      return { db };
    },
  },
  [PROVIDER_STATE.whatsappUnreachable]: {
    arranges: "WhatsApp cannot reach this phone: its OTPs go by SMS (`channel: sms`, `whatsappFailed: true`).",
    params: { phone: PHONE },
    values: {},
    arrange: (db, { params }) => {
      const phone = paramsOf(params).phone("phone");
      return { db: { ...db, settings: { ...db.settings, whatsappUnreachable: [...db.settings.whatsappUnreachable.filter((p) => p !== phone), phone] } } };
    },
  },
  [PROVIDER_STATE.nonceUsed]: {
    arranges:
      "Nothing on the provider: the verifier itself sends a signed GET /api/categories with this nonce before the interaction (contracts/verifier/verify.mjs), so the interaction's request is a replay.",
    params: { nonce: "32 lowercase hex characters" },
    values: {},
    arrange: (db) => ({ db }),
  },
  [PROVIDER_STATE.rateLimited]: {
    arranges: "The client (the verifier's address) has used up its request budget: its next request to /api or /event answers 429 RATE_LIMITED with this retryAfterSeconds. (The mock arms a one-shot stand-in; it limits nothing else.)",
    params: { retryAfterSeconds: "seconds until the client may send again" },
    values: {},
    arrange: (db, { params, rateLimit }) => {
      rateLimit.arm(paramsOf(params).number("retryAfterSeconds"));
      return { db };
    },
  },
} satisfies AreaStates;
