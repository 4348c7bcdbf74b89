import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { checkOtpNotExpired, isOtpExpired, OTP_LENGTH, parseOtp, resendCountdownSeconds } from "./otp.rules";

describe("OTP (spec 5: 4 digits)", () => {
  it("accepts exactly 4 digits, ignoring separators", () => {
    expect(OTP_LENGTH).toBe(4);
    expect(Result.isSuccess(parseOtp("1234"))).toBe(true);
    expect(Result.isSuccess(parseOtp("12 34"))).toBe(true);
    const short = parseOtp("123");
    expect(Result.isFailure(short) && short.failure.i18nKey).toBe("error.otp.incomplete");
    expect(Result.isFailure(parseOtp("12345"))).toBe(true);
    expect(Result.isFailure(parseOtp(""))).toBe(true);
  });

  it("property: success iff the input holds exactly 4 digits", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const digits = s.replace(/\D/g, "");
        expect(Result.isSuccess(parseOtp(s))).toBe(/^\d{4}$/.test(digits));
      }),
    );
  });

  it("counts down whole seconds, never below zero, and expires at the instant", () => {
    expect(resendCountdownSeconds(60_000, 0)).toBe(60);
    expect(resendCountdownSeconds(60_000, 59_001)).toBe(1);
    expect(resendCountdownSeconds(60_000, 60_000)).toBe(0);
    expect(resendCountdownSeconds(60_000, 90_000)).toBe(0);
    expect(isOtpExpired(1000, 999)).toBe(false);
    expect(isOtpExpired(1000, 1000)).toBe(true);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        expect(resendCountdownSeconds(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("an expired OTP says so with the catalogue key; the check agrees with isOtpExpired", () => {
    const late = checkOtpNotExpired(1000, 1000);
    expect(Result.isFailure(late) && [late.failure.i18nKey, late.failure.expiresAt]).toEqual(["error.otp.expired", 1000]);
    fc.assert(fc.property(fc.integer(), fc.integer(), (expiresAt, now) => {
      expect(Result.isFailure(checkOtpNotExpired(expiresAt, now))).toBe(isOtpExpired(expiresAt, now));
    }));
  });
});
