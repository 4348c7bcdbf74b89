import { describe, expect, it } from "vitest";
import { ApiMalformedResponse, ApiRejected, ApiServerError, ApiUnreachable } from "../../application/ports/api-error";
import { ERROR_CODES } from "../../domain/errors/error-codes";
import { PostingBlocked } from "../../domain/job/job.errors";
import { TooManyChoices } from "../../domain/seeker/preferences.rules";
import { OutsideJobLimits } from "../../domain/applying/application.rules";
import enAuth from "../i18n/locales/en/auth.json";
import enCommon from "../i18n/locales/en/common.json";
import enErrors from "../i18n/locales/en/errors.json";
import enOtp from "../i18n/locales/en/otp.json";
import idCommon from "../i18n/locales/id/common.json";
import { wayForward, type ErrorTextView } from "./error-text-view";
import { errorText, refusalText } from "./error-text";

const rejected = (code: string, details: Record<string, unknown> = {}) => new ApiRejected({ status: 400, code, details });
const BUNDLES: Record<string, Record<string, string>> = { auth: enAuth, common: enCommon, errors: enErrors, otp: enOtp };
const english = (text: ErrorTextView): string => {
  let out = BUNDLES[text.ns]?.[text.key] ?? `MISSING ${text.ns}:${text.key}`;
  for (const [name, value] of Object.entries(text.values ?? {})) out = out.replace(`{{${name}}}`, String(value));
  return out;
};

describe("errorText", () => {
  it("shows 'Oops! Failed to load' with Retry when nothing usable came back, a chunk did not load, or the code is unknown", () => {
    const failures = [
      new ApiUnreachable({ reason: "offline" }),
      new ApiServerError({ status: 503 }),
      new ApiMalformedResponse({ endpoint: "/api/me", issue: "x" }),
      new TypeError("Failed to fetch dynamically imported module"),
      rejected("SOMETHING_NEW"),
      rejected("INTERNAL_ERROR"),
    ];
    for (const failure of failures) {
      const text = errorText(failure);
      expect([english(text), text.retryable]).toEqual(["Oops! Failed to load. Please try again.", true]);
      expect(idCommon[text.key as keyof typeof idCommon]).toBe("Oops! Loading gagal");
    }
  });

  it("asks to log in again without a session", () => {
    expect(english(errorText({ _tag: "NotLoggedIn" }))).toBe("Your session has ended. Please log in again.");
    expect(errorText(rejected("UNAUTHENTICATED"))).toEqual({ key: "api.unauthenticated", ns: "common", retryable: false, logInAgain: true });
  });

  it("offers the one way forward that can work: Retry where trying again can help, 'Log in again' for an ended session, else the way home", () => {
    const way = (failure: Parameters<typeof errorText>[0]) => wayForward(errorText(failure));
    for (const failure of [new ApiUnreachable({ reason: "offline" }), new ApiServerError({ status: 502 }), rejected("INTERNAL_ERROR"), rejected("RATE_LIMITED")]) {
      expect(way(failure)).toBe("retry");
    }
    expect([way({ _tag: "NotLoggedIn" }), way(rejected("UNAUTHENTICATED"))]).toEqual(["logInAgain", "logInAgain"]);
    // A new version of the app is what helps here, not a new login.
    expect(way(rejected("SIGNATURE_INVALID"))).toBe("home");
    for (const code of ["FORBIDDEN", "NOT_FOUND", "PAYMENT_NOT_FOUND", "JOB_NOT_FOUND", "OFFER_NOT_FOUND"]) expect(way(rejected(code))).toBe("home");
  });

  it("gives a code one text on every side (JOB_NOT_FOUND and FORBIDDEN used to differ)", () => {
    expect(english(errorText(rejected("JOB_NOT_FOUND")))).toBe("This job is no longer available");
    expect(english(errorText(rejected("FORBIDDEN")))).toBe("You are not allowed to do this.");
  });

  it("keeps the catalogue's texts of the auth codes", () => {
    expect(english(errorText(rejected("ACCOUNT_NOT_FOUND")))).toBe("You have not created an account");
    expect(english(errorText(rejected("OTP_EXPIRED")))).toBe("OTP is expired. You may resend OTP again.");
    expect(english(errorText(rejected("OTP_WRONG", { attemptsLeft: 2 })))).toBe("Wrong OTP. Attempts left: 2");
    expect(english(errorText(rejected("OTP_SEND_LIMIT", { retryAfterSeconds: 600 })))).toBe(
      "You have asked for too many codes. Please try again in 10 minutes.",
    );
    expect(errorText(rejected("RATE_LIMITED", { retryAfterSeconds: 5 }))).toMatchObject({ values: { seconds: 5 }, retryable: true });
  });

  it("chooses the text by the answer's details", () => {
    expect(english(errorText(rejected("POSTING_BLOCKED", { reason: "businessNotVerified" })))).toBe("Your business must be verified before you can post a job");
    expect(english(errorText(rejected("OUTSIDE_JOB_LIMITS", { limit: "gender" })))).toBe("This job is for another gender");
    expect(english(errorText(rejected("TOO_MANY_CHOICES", { kind: "positions", max: 5 })))).toBe("You can choose up to 5");
    expect(english(errorText(rejected("BUSINESS_NAME_LOCKED", { reason: "notVerified", availableAt: null })))).toBe(
      "The business name can be changed after verification",
    );
  });

  it("shows a domain error by its code and fields, the same text as its i18nKey", () => {
    for (const error of [new PostingBlocked({ reason: "memberPending" }), new OutsideJobLimits({ limit: "age" }), new TooManyChoices({ kind: "locations", max: 5 })]) {
      const text = errorText(error);
      expect([text.ns, text.key, text.retryable]).toEqual(["errors", error.i18nKey, false]);
    }
    expect(errorText(new TooManyChoices({ kind: "locations", max: 5 })).values).toEqual({ max: 5 });
  });

  it("has an English text for every code of the table", () => {
    const missing = Object.keys(ERROR_CODES).filter((code) => english(errorText(rejected(code))).startsWith("MISSING"));
    expect(missing).toEqual([]);
  });
});

describe("refusalText", () => {
  it("gives a refusal kept on the phone its code's text, as the API's refusal of that code, and 'Failed to load' for a code the table does not know", () => {
    expect(refusalText("CHAT_IMAGE_INVALID")).toEqual(errorText(new ApiRejected({ status: 400, code: "CHAT_IMAGE_INVALID", details: {} })));
    expect(refusalText("NO_SUCH_CODE")).toEqual(errorText(new Error("x")));
  });
});
