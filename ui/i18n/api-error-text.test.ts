import { describe, expect, it } from "vitest";
import { ApiMalformedResponse, ApiRejected, ApiServerError, ApiUnreachable } from "../../application/ports/api-error";
import { apiErrorText } from "./api-error-text";
import enAuth from "./locales/en/auth.json";
import enCommon from "./locales/en/common.json";
import enOtp from "./locales/en/otp.json";
import idCommon from "./locales/id/common.json";

const rejected = (code: string, details: Record<string, unknown> = {}) => new ApiRejected({ status: 400, code, details });
const english = (text: ReturnType<typeof apiErrorText>): string => {
  const bundles: Record<string, Record<string, string>> = { auth: enAuth, otp: enOtp, common: enCommon };
  const bundle = bundles[text.ns] ?? {};
  let out = bundle[text.key] ?? `MISSING ${text.key}`;
  for (const [name, value] of Object.entries(text.values ?? {})) out = out.replace(`{{${name}}}`, String(value));
  return out;
};

describe("apiErrorText", () => {
  it("shows the catalogue's load-failed text with Retry when the API is down or broken", () => {
    for (const error of [new ApiUnreachable({ reason: "timeout" }), new ApiServerError({ status: 503 }), new ApiMalformedResponse({ endpoint: "/x", issue: "y" })]) {
      const text = apiErrorText(error);
      expect(text.retryable).toBe(true);
      expect(english(text)).toBe("Oops! Failed to load. Please try again.");
      expect(idCommon[text.key as keyof typeof idCommon]).toBe("Oops! Loading gagal");
    }
  });

  it("maps the auth codes to the catalogue texts", () => {
    expect(english(apiErrorText(rejected("ACCOUNT_NOT_FOUND")))).toBe("You have not created an account");
    expect(english(apiErrorText(rejected("OTP_EXPIRED")))).toBe("OTP is expired. You may resend OTP again.");
    expect(english(apiErrorText(rejected("OTP_WRONG", { attemptsLeft: 3 })))).toBe("Wrong OTP. Attempts left: 3");
    expect(english(apiErrorText(rejected("OTP_SEND_LIMIT", { retryAfterSeconds: 61 })))).toContain("2 minutes");
    expect(english(apiErrorText(rejected("PHONE_ALREADY_REGISTERED")))).toBe("This number is already registered");
  });

  it("never shows an unknown code raw: it falls back to the load-failed text", () => {
    expect(english(apiErrorText(rejected("SOMETHING_NEW")))).toBe("Oops! Failed to load. Please try again.");
  });
});
