import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR, OTP_TTL_SECONDS } from "../../domain/identity/otp.rules";
import { makeOtp, withOtpSent } from "../auth/otp.logic";
import { withSession } from "../auth/session.logic";
import type { Db } from "../store/db.schema";
import { DEMO } from "../store/seed";
import { toWibIso } from "./clock";
import { BUSINESS_PROVIDER_STATES } from "./business-provider-states";
import { SEEKER_PROVIDER_STATES } from "./seeker-provider-states";

import type { ProviderState } from "./provider-state.type";

export type { ProviderState };

const MINUTE = 60 * 1000;
const NEW_NUMBER = "81299999999";
export const DEMO_SEEKER_TOKEN = "demo-seeker-token";

const otpSent = (db: Db, phone: string, purpose: "login" | "register", sentAt: number, now: number): Db =>
  withOtpSent(db, { ...makeOtp(db, phone, purpose, "1234", sentAt) }, now);

/**
 * The named states of the Pact contracts. Every state starts from the seed (and real time), so
 * interactions never depend on each other's leftovers.
 */
export const PROVIDER_STATES: Readonly<Record<string, ProviderState>> = {
  "the demo seeker 81200000001 exists": {
    arranges: "Nothing beyond the seed: Siti Rahmawati, seeker, phone 81200000001, no OTP pending.",
    arrange: (seed) => seed,
  },
  "no account exists for 81299999999": {
    arranges: "Nothing beyond the seed, which has no account for 81299999999.",
    arrange: (seed) => ({ ...seed, accounts: seed.accounts.filter((a) => a.phone !== NEW_NUMBER) }),
  },
  "an OTP 1234 was sent to 81200000001 for login": {
    arranges: "A login OTP 1234 for the demo seeker sent just now (valid 5 minutes, no wrong attempts).",
    arrange: (seed, now) => otpSent(seed, DEMO.seeker.phone, "login", now, now),
  },
  "an OTP 1234 was sent to 81299999999 for registration": {
    arranges: "No account for 81299999999 and a registration OTP 1234 for it sent just now.",
    arrange: (seed, now) => otpSent(seed, NEW_NUMBER, "register", now, now),
  },
  "the OTP sent to 81200000001 has expired": {
    arranges: "A login OTP 1234 for the demo seeker sent 5 minutes and 1 second ago: sending 1234 now answers 410 OTP_EXPIRED.",
    arrange: (seed, now) => otpSent(seed, DEMO.seeker.phone, "login", now - OTP_TTL_SECONDS * 1000 - 1000, now),
  },
  "the OTP sent to 81200000001 was tried 5 times wrongly": {
    arranges: "A valid login OTP 1234 for the demo seeker with 5 wrong attempts: any code now answers 429 OTP_ATTEMPTS_EXCEEDED.",
    arrange: (seed, now) => {
      const db = otpSent(seed, DEMO.seeker.phone, "login", now, now);
      return { ...db, otps: db.otps.map((o) => (o.phone === DEMO.seeker.phone ? { ...o, wrongAttempts: OTP_MAX_ATTEMPTS } : o)) };
    },
  },
  "81200000001 has reached the OTP send limit": {
    arranges:
      "5 OTP sends to the demo seeker in the last hour (50, 40, 30, 20 and 10 minutes ago; the resend countdown is over): the next send answers 429 OTP_SEND_LIMIT with retryAfterSeconds 600.",
    arrange: (seed, now) => {
      const sends = Array.from({ length: OTP_MAX_SENDS_PER_HOUR }, (_, i) => now - (OTP_MAX_SENDS_PER_HOUR - i) * 10 * MINUTE);
      const db = sends.reduce((acc, at) => otpSent(acc, DEMO.seeker.phone, "login", at, now), seed);
      return { ...db, otpSends: sends.map((at) => ({ phone: DEMO.seeker.phone, at: toWibIso(at) })) };
    },
  },
  "WhatsApp cannot reach 81200000004": {
    arranges: "The seed's Agus Pratama (81200000004, seeker) whom WhatsApp cannot reach: OTPs to him go by SMS with whatsappFailed true.",
    arrange: (seed) => ({
      ...seed,
      settings: {
        ...seed.settings,
        whatsappUnreachable: [...seed.settings.whatsappUnreachable.filter((p) => p !== DEMO.seekerSmsOnly.phone), DEMO.seekerSmsOnly.phone],
      },
    }),
  },
  "the demo seeker is logged in with token demo-seeker-token": {
    arranges: "A session for the demo seeker (81200000001) with the bearer token demo-seeker-token.",
    arrange: (seed, now) => withSession(seed, DEMO_SEEKER_TOKEN, DEMO.seeker.userId, now),
    values: { token: DEMO_SEEKER_TOKEN },
  },
  ...SEEKER_PROVIDER_STATES,
  ...BUSINESS_PROVIDER_STATES,
};
