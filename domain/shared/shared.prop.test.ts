import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { addRupiah, minRupiah, multiplyRupiah, parseRupiah, rupiah, subtractRupiah } from "./money";
import { disputeDecisionDueAt, isWithinSupportHours, supportReplyDueAt } from "./support-hours.rules";
import {
  checkMaxLength, parseEmail, parsePostalCode, requireAddress, validateInvitationLetter, validateSurvey,
} from "./text.rules";
import { invalid } from "./transition.errors";
import {
  fileExtension, UploadFailed, validateAudioDuration, validateBusinessPhotoCount, validateCvFile, validateVideoAnswersTotal,
} from "./upload.rules";
import {
  addWorkingDays, endOfWibDay, HOUR_MS, isSameWibDay, isWithinHours, parseCalendarDate, wibDateKey, wibInstant, wibParts,
} from "./wib-time";

const instant = fc.integer({ min: Date.UTC(1965, 0, 1), max: Date.UTC(2100, 0, 1) });

describe("WIB time", () => {
  const fmt = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  it("property: wall-clock parts agree with Intl's Asia/Jakarta", () => {
    fc.assert(fc.property(instant, (t) => {
      const parts = Object.fromEntries(fmt.formatToParts(t).map((p) => [p.type, p.value]));
      const w = wibParts(t);
      expect([w.year, w.month, w.day, w.hour, w.minute]).toEqual([parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number));
    }), { numRuns: 200 });
  });
  it("property: end of day is the last millisecond of the same WIB day", () => {
    fc.assert(fc.property(instant, (t) => {
      const end = endOfWibDay(t);
      expect(isSameWibDay(t, end)).toBe(true);
      expect(isSameWibDay(end, end + 1)).toBe(false);
      expect(wibParts(end)).toMatchObject({ hour: 23, minute: 59 });
    }));
  });
  it("compares days in Jakarta, not UTC", () => {
    expect(wibDateKey(Date.UTC(2025, 0, 1, 17))).toBe("2025-01-02");
    expect(isSameWibDay(Date.UTC(2025, 0, 1, 16, 59), Date.UTC(2025, 0, 1, 17))).toBe(false);
    expect(wibInstant(2025, 1, 2)).toBe(Date.UTC(2025, 0, 1, 17));
  });
  it("adds working days skipping the weekend and checks windows", () => {
    const fri = wibInstant(2025, 6, 6, 10);
    expect(wibDateKey(addWorkingDays(fri, 2))).toBe("2025-06-10");
    expect(wibDateKey(addWorkingDays(fri, 0))).toBe("2025-06-06");
    expect(isWithinHours(0, 48, 48 * HOUR_MS - 1)).toBe(true);
    expect(isWithinHours(0, 48, 48 * HOUR_MS)).toBe(false);
    expect(isWithinHours(10, 48, 9)).toBe(false);
  });
  it("parses only real calendar dates", () => {
    expect(parseCalendarDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate("2023-02-29")).toBeNull();
    expect(parseCalendarDate("29-02-2024")).toBeNull();
  });
});

describe("support hours (spec 9: Mon-Fri 09:00-18:00 WIB, 48 hours)", () => {
  it("is open from 09:00 to before 18:00 on weekdays only", () => {
    expect(isWithinSupportHours(wibInstant(2025, 6, 2, 9, 0))).toBe(true); // Monday
    expect(isWithinSupportHours(wibInstant(2025, 6, 2, 8, 59))).toBe(false);
    expect(isWithinSupportHours(wibInstant(2025, 6, 6, 17, 59))).toBe(true); // Friday
    expect(isWithinSupportHours(wibInstant(2025, 6, 6, 18, 0))).toBe(false);
    expect(isWithinSupportHours(wibInstant(2025, 6, 7, 12))).toBe(false); // Saturday
    expect(isWithinSupportHours(wibInstant(2025, 6, 8, 12))).toBe(false); // Sunday
    expect(supportReplyDueAt(0)).toBe(48 * HOUR_MS);
    expect(disputeDecisionDueAt(5)).toBe(5 + 48 * HOUR_MS);
  });
  it("property: open hours are never on a weekend nor outside 9-18 WIB", () => {
    fc.assert(fc.property(instant, (t) => {
      const p = wibParts(t);
      expect(isWithinSupportHours(t)).toBe(p.isoWeekday <= 5 && p.hour >= 9 && p.hour < 18);
    }));
  });
});

describe("money (integer Rupiah)", () => {
  it("accepts whole non-negative amounts only", () => {
    expect(Result.isSuccess(parseRupiah(10_000))).toBe(true);
    const bad = parseRupiah(1.5);
    expect(Result.isFailure(bad) && bad.failure.i18nKey).toBe("error.money.invalid");
    expect(Result.isFailure(parseRupiah(-1))).toBe(true);
    expect(() => rupiah(-1)).toThrow(RangeError);
  });
  it("property: arithmetic stays whole and never negative", () => {
    fc.assert(fc.property(fc.nat(1e9), fc.nat(1e9), fc.integer({ min: -5, max: 40 }), (a, b, k) => {
      const ra = rupiah(a), rb = rupiah(b);
      expect(addRupiah(ra, rb)).toBe(a + b);
      expect(subtractRupiah(ra, rb)).toBe(Math.max(0, a - b));
      expect(multiplyRupiah(ra, k)).toBe(a * Math.max(0, k));
      expect(minRupiah(ra, rb)).toBe(Math.min(a, b));
    }));
  });
});

describe("texts (spec 5)", () => {
  it("checks email format", () => {
    expect(Result.isSuccess(parseEmail(" sari@warung.co.id "))).toBe(true);
    for (const bad of ["sari", "sari@", "@x.com", "sari@x", "sa ri@x.com", "sari@x..com", "a@b@c.com"]) {
      const r = parseEmail(bad);
      expect(Result.isFailure(r) && r.failure.i18nKey, bad).toBe("error.email.invalid");
    }
    const empty = parseEmail("  ");
    expect(Result.isFailure(empty) && empty.failure.i18nKey).toBe("error.email.required");
  });
  it("counts characters as people see them", () => {
    expect(Result.isSuccess(checkMaxLength("😀".repeat(30), 30))).toBe(true);
    const r = checkMaxLength("a".repeat(31), 30);
    expect(Result.isFailure(r) && [r.failure.max, r.failure.length]).toEqual([30, 31]);
  });
  it("survey: all required answered, comment at most 1,000 characters", () => {
    const ok = { requiredQuestionIds: ["q1", "q2"], answers: { q1: 5, q2: "good" }, comment: "x".repeat(1000) };
    expect(Result.isSuccess(validateSurvey(ok))).toBe(true);
    const missing = validateSurvey({ ...ok, answers: { q1: 5, q2: " " } });
    expect(Result.isFailure(missing) && missing.failure._tag === "SurveyIncomplete" && missing.failure.missing).toEqual(["q2"]);
    const long = validateSurvey({ ...ok, comment: "x".repeat(1001) });
    expect(Result.isFailure(long) && long.failure.i18nKey).toBe("error.text.maxLength");
    expect(Result.isFailure(validateSurvey({ ...ok, answers: { q1: 5 } }))).toBe(true);
  });
  it("invitation letter, address and postal code", () => {
    expect(Result.isSuccess(validateInvitationLetter("x".repeat(500)))).toBe(true);
    const r = validateInvitationLetter("x".repeat(501));
    expect(Result.isFailure(r) && r.failure.i18nKey).toBe("error.invitationLetter.tooLong");
    expect(Result.isSuccess(parsePostalCode("12190"))).toBe(true);
    const pc = parsePostalCode("1219");
    expect(Result.isFailure(pc) && pc.failure.i18nKey).toBe("error.postalCode.invalid");
    const pcEmpty = parsePostalCode("");
    expect(Result.isFailure(pcEmpty) && pcEmpty.failure.i18nKey).toBe("error.postalCode.required");
    const addr = requireAddress(" ");
    expect(Result.isFailure(addr) && addr.failure.i18nKey).toBe("error.address.required");
    expect(Result.isSuccess(requireAddress("Jl. Sudirman 1"))).toBe(true);
  });
});

describe("uploads (spec 5, 9)", () => {
  const MB = 1024 * 1024;
  it("CV: PDF, DOC, DOCX up to 20 MB", () => {
    for (const name of ["cv.pdf", "CV.DOCX", "a.b.doc"]) expect(Result.isSuccess(validateCvFile({ name, sizeBytes: 20 * MB })), name).toBe(true);
    const fmt = validateCvFile({ name: "cv.png", sizeBytes: 1 });
    expect(Result.isFailure(fmt) && fmt.failure.i18nKey).toBe("error.upload.invalidFormat");
    expect(Result.isFailure(validateCvFile({ name: "pdf", sizeBytes: 1 }))).toBe(true);
    const big = validateCvFile({ name: "cv.pdf", sizeBytes: 20 * MB + 1 });
    expect(Result.isFailure(big) && big.failure.i18nKey).toBe("error.upload.tooLarge");
    expect(fileExtension("noext")).toBe("");
    expect(new UploadFailed({}).i18nKey).toBe("error.upload.failed");
  });
  it("photos <= 6, audio <= 1 minute, video answers <= 5 minutes in total", () => {
    expect(Result.isSuccess(validateBusinessPhotoCount(6))).toBe(true);
    expect(Result.isFailure(validateBusinessPhotoCount(7))).toBe(true);
    expect(Result.isSuccess(validateAudioDuration(60))).toBe(true);
    expect(Result.isFailure(validateAudioDuration(60.5))).toBe(true);
    expect(Result.isSuccess(validateVideoAnswersTotal([100, 100, 100]))).toBe(true);
    expect(Result.isFailure(validateVideoAnswersTotal([100, 100, 101]))).toBe(true);
  });
  it("InvalidTransition names machine, state and event", () => {
    const e = invalid("job", "open", "post");
    expect([e._tag, e.machine, e.from, e.event, e.i18nKey]).toEqual(["InvalidTransition", "job", "open", "post", "error.transition.invalid"]);
  });
});
