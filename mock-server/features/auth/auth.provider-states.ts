import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR, OTP_TTL_SECONDS } from "../../../domain/identity/otp.rules";
import { MINUTE_MS, toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE, STATE_TOKENS, UNREGISTERED_PHONE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS, DEMO_OTP_CODE } from "../../store/demo-accounts";
import { loggedInState, type AreaStates } from "../back-office/provider-state.type";
import { makeOtp, withOtpSent } from "./otp.logic";

const SITI = DEMO_ACCOUNTS.seeker;

const otpSent = (db: Db, phone: string, purpose: "login" | "register", sentAt: number, now: number): Db =>
  withOtpSent(db, makeOtp(db, phone, purpose, DEMO_OTP_CODE, sentAt), now);

/** The states of the auth contracts (contracts/consumer/auth.pact.test.ts). */
export const AUTH_PROVIDER_STATES = {
  [PROVIDER_STATE.seekerExists]: {
    arranges: "Nothing beyond the seed: Siti Rahmawati, seeker, phone 81200000001, no OTP pending.",
    arrange: (seed) => seed,
  },
  [PROVIDER_STATE.noAccount]: {
    arranges: "Nothing beyond the seed, which has no account for 81299999999.",
    arrange: (seed) => ({ ...seed, accounts: seed.accounts.filter((a) => a.phone !== UNREGISTERED_PHONE) }),
  },
  [PROVIDER_STATE.loginOtpSent]: {
    arranges: "A login OTP 1234 for the demo seeker sent just now (valid 5 minutes, no wrong attempts).",
    arrange: (seed, now) => otpSent(seed, SITI.phone, "login", now, now),
  },
  [PROVIDER_STATE.registerOtpSent]: {
    arranges: "No account for 81299999999 and a registration OTP 1234 for it sent just now.",
    arrange: (seed, now) => otpSent(seed, UNREGISTERED_PHONE, "register", now, now),
  },
  [PROVIDER_STATE.otpExpired]: {
    arranges: "A login OTP 1234 for the demo seeker sent 5 minutes and 1 second ago: sending 1234 now answers 410 OTP_EXPIRED.",
    arrange: (seed, now) => otpSent(seed, SITI.phone, "login", now - OTP_TTL_SECONDS * 1000 - 1000, now),
  },
  [PROVIDER_STATE.otpBurnt]: {
    arranges: "A valid login OTP 1234 for the demo seeker with 5 wrong attempts: any code now answers 429 OTP_ATTEMPTS_EXCEEDED.",
    arrange: (seed, now) => {
      const db = otpSent(seed, SITI.phone, "login", now, now);
      return { ...db, otps: db.otps.map((o) => (o.phone === SITI.phone ? { ...o, wrongAttempts: OTP_MAX_ATTEMPTS } : o)) };
    },
  },
  [PROVIDER_STATE.sendLimit]: {
    arranges:
      "5 OTP sends to the demo seeker in the last hour (50, 40, 30, 20 and 10 minutes ago; the resend countdown is over): the next send answers 429 OTP_SEND_LIMIT with retryAfterSeconds 600.",
    arrange: (seed, now) => {
      const sends = Array.from({ length: OTP_MAX_SENDS_PER_HOUR }, (_, i) => now - (OTP_MAX_SENDS_PER_HOUR - i) * 10 * MINUTE_MS);
      const db = sends.reduce((acc, at) => otpSent(acc, SITI.phone, "login", at, now), seed);
      return { ...db, otpSends: sends.map((at) => ({ phone: SITI.phone, at: toWibIso(at) })) };
    },
  },
  [PROVIDER_STATE.whatsappDown]: {
    arranges: "The seed's Agus Pratama (81200000004, seeker) whom WhatsApp cannot reach: OTPs to him go by SMS with whatsappFailed true.",
    arrange: (seed) => {
      const agus = DEMO_ACCOUNTS.seekerSmsOnly.phone;
      return { ...seed, settings: { ...seed.settings, whatsappUnreachable: [...seed.settings.whatsappUnreachable.filter((p) => p !== agus), agus] } };
    },
  },
  [PROVIDER_STATE.seekerLoggedIn]: loggedInState("A session for the demo seeker (81200000001) with the bearer token demo-seeker-token.", {
    token: STATE_TOKENS.siti,
    userId: SITI.userId,
  }),
} satisfies AreaStates;
