import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { OTP_LOCK_MINUTES, OTP_WRONG_CODES_PER_NUMBER } from "../policy/business-constants";
import { checkOtpNotLocked, checkOtpSendBudget, OTP_LOCK_MS, otpLockedUntil, secondsUntilBelow } from "./otp-budget.rules";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 3);
/** Send times within the two hours before NOW. */
const times = fc.array(fc.integer({ min: NOW - 2 * HOUR, max: NOW }), { maxLength: 60 });
const budget = fc.record({ perClientPerHour: fc.integer({ min: 1, max: 30 }), globalPerHour: fc.integer({ min: 1, max: 60 }) });
const inLastHour = (ts: readonly number[], now: number) => ts.filter((t) => t > now - HOUR && t <= now).length;

describe("OTP send budget (issue 10 item 7)", () => {
  it("property: a send is allowed exactly when the client and the platform are under their hourly budgets", () => {
    fc.assert(
      fc.property(times, times, budget, (client, others, b) => {
        const all = [...client, ...others];
        const allowed = Result.isSuccess(checkOtpSendBudget({ byClient: client, all }, NOW, b));
        expect(allowed).toBe(inLastHour(client, NOW) < b.perClientPerHour && inLastHour(all, NOW) < b.globalPerHour);
      }),
    );
  });

  it("property: after the retry time the send is allowed (if nothing else is sent), one second earlier it is not", () => {
    fc.assert(
      fc.property(times, fc.integer({ min: 1, max: 30 }), (sends, limit) => {
        const wait = secondsUntilBelow(sends, limit, NOW);
        if (wait === 0) {
          expect(inLastHour(sends, NOW)).toBeLessThan(limit);
        } else {
          expect(inLastHour(sends, NOW + wait * 1000)).toBeLessThan(limit);
          expect(inLastHour(sends, NOW + (wait - 1) * 1000 - 1)).toBeGreaterThanOrEqual(limit);
          expect(wait).toBeLessThanOrEqual(3600);
        }
      }),
    );
  });

  it("names the client's limit before the platform's", () => {
    const full = Array.from({ length: 5 }, (_, i) => NOW - i * 1000);
    const refused = checkOtpSendBudget({ byClient: full, all: full }, NOW, { perClientPerHour: 5, globalPerHour: 5 });
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({ reason: "client-limit" });
    const global = checkOtpSendBudget({ byClient: [], all: full }, NOW, { perClientPerHour: 5, globalPerHour: 5 });
    expect(Result.isFailure(global) && global.failure).toMatchObject({ reason: "global-limit", retryAfterSeconds: 3596 });
  });
});

describe("wrong-code lock of a number", () => {
  const wrong = fc.array(fc.integer({ min: NOW - 3 * HOUR, max: NOW }), { maxLength: 3 * OTP_WRONG_CODES_PER_NUMBER });

  it(`locks after ${OTP_WRONG_CODES_PER_NUMBER} wrong codes within ${OTP_LOCK_MINUTES} minutes, for ${OTP_LOCK_MINUTES} minutes after the last`, () => {
    const burst = Array.from({ length: OTP_WRONG_CODES_PER_NUMBER }, (_, i) => NOW - i * 60_000);
    expect(otpLockedUntil(burst, NOW)).toBe(NOW + OTP_LOCK_MS);
    expect(otpLockedUntil(burst, NOW + OTP_LOCK_MS - 1)).toBe(NOW + OTP_LOCK_MS);
    expect(otpLockedUntil(burst, NOW + OTP_LOCK_MS)).toBeNull();
    expect(otpLockedUntil(burst.slice(1), NOW)).toBeNull();
    const refused = checkOtpNotLocked(burst, NOW);
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({ code: "OTP_LOCKED", retryAfterSeconds: OTP_LOCKED_SECONDS() });
  });

  it("property: a number is locked only while fewer than the lock period has passed since a burst of wrong codes ended", () => {
    fc.assert(
      fc.property(wrong, fc.integer({ min: 0, max: 2 * HOUR }), (codes, later) => {
        const now = NOW + later;
        const until = otpLockedUntil(codes, now);
        if (until === null) return;
        const last = Math.max(...codes);
        expect(until).toBe(last + OTP_LOCK_MS);
        expect(now).toBeLessThan(until);
        expect(codes.filter((t) => t > last - OTP_LOCK_MS).length).toBeGreaterThanOrEqual(OTP_WRONG_CODES_PER_NUMBER);
      }),
    );
  });

  it("property: at most OTP_WRONG_CODES_PER_NUMBER guesses fit in any lock period when guessing stops at the lock", () => {
    // A guesser who tries a code every `gap` ms while the number is not locked.
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 10 * 60_000 }), (gap) => {
        const guesses: number[] = [];
        for (let t = NOW; t < NOW + 4 * HOUR; t += gap) if (otpLockedUntil(guesses, t) === null) guesses.push(t);
        const perHour = Math.max(...guesses.map((g) => guesses.filter((x) => x >= g && x < g + HOUR).length));
        expect(perHour).toBeLessThanOrEqual(OTP_WRONG_CODES_PER_NUMBER * Math.ceil(HOUR / OTP_LOCK_MS));
      }),
      { numRuns: 30 },
    );
  });
});

function OTP_LOCKED_SECONDS(): number {
  return OTP_LOCK_MINUTES * 60;
}
