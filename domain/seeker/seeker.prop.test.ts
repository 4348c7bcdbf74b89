import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { wibInstant } from "../shared/wib-time";
import { ageOn, checkMinimumAge, checkNik, nikBirthBlock } from "./identity.rules";
import { canAddChoice, validateChoices } from "./preferences.rules";
import { salaryFilterSteps, snapToSalaryStep, validateExpectedSalary, validateSalaryFilter, validateSalaryRange } from "./salary.rules";
import { transitionInterview, transitionIntroVideo, type InterviewEvent, type InterviewState, type IntroVideoEvent, type IntroVideoState } from "./video.machine";

const tag = (r: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");

describe("age and KTP (spec 5)", () => {
  const now = wibInstant(2025, 6, 15, 0, 1);
  it("is 18 on the birthday (WIB), not the day before", () => {
    expect(tag(checkMinimumAge("2007-06-15", now))).toBe("ok");
    const young = checkMinimumAge("2007-06-16", now);
    expect(Result.isFailure(young) && young.failure.i18nKey).toBe("error.seeker.tooYoung");
    expect(tag(checkMinimumAge("2007-02-30", now))).toBe("DateOfBirthInvalid");
    expect(tag(ageOn("2030-01-01", now))).toBe("DateOfBirthInvalid");
    // 15 June 00:01 WIB is still 14 June in UTC: WIB decides.
    expect(Result.isSuccess(ageOn("2000-06-15", now)) && Result.getOrThrow(ageOn("2000-06-15", now))).toBe(25);
  });
  it("property: age grows by one exactly on each birthday", () => {
    fc.assert(fc.property(fc.integer({ min: 1950, max: 2010 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 60 }), (y, m, d, years) => {
      const dob = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
      const on = Result.getOrThrow(ageOn(dob, wibInstant(y + years, m, d)));
      const before = Result.getOrThrow(ageOn(dob, wibInstant(y + years, m, d) - 1));
      expect(on).toBe(years);
      expect(before).toBe(years - 1);
    }));
  });
  it("NIK: 16 digits encoding DDMMYY, +40 on the day for women", () => {
    expect(nikBirthBlock("1995-08-07", "male")).toBe("070895");
    expect(nikBirthBlock("1995-08-07", "female")).toBe("470895");
    expect(nikBirthBlock("1995-02-30", "female")).toBeNull();
    expect(tag(checkNik("3171070708950001", { dateOfBirth: "1995-08-07", gender: "male" }))).toBe("ok");
    expect(tag(checkNik("3171 0747 0895 0001", { dateOfBirth: "1995-08-07", gender: "female" }))).toBe("ok");
    const mismatch = checkNik("3171070708950001", { dateOfBirth: "1995-08-07", gender: "female" });
    expect(Result.isFailure(mismatch) && mismatch.failure.i18nKey).toBe("error.nik.dateOfBirthMismatch");
    const short = checkNik("317107070895000", { dateOfBirth: "1995-08-07", gender: "male" });
    expect(Result.isFailure(short) && short.failure.i18nKey).toBe("error.nik.format");
  });
  it("property: a NIK built from a person's birth block always passes for them and fails for the other gender", () => {
    fc.assert(fc.property(fc.date({ min: new Date("1940-01-01"), max: new Date("2010-12-31"), noInvalidDate: true }), fc.constantFrom("male" as const, "female" as const), fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{4}$/), (date, gender, region, serial) => {
      const dob = date.toISOString().slice(0, 10);
      const nik = `${region}${nikBirthBlock(dob, gender)}${serial}`;
      expect(tag(checkNik(nik, { dateOfBirth: dob, gender }))).toBe("ok");
      expect(tag(checkNik(nik, { dateOfBirth: dob, gender: gender === "male" ? "female" : "male" }))).toBe("NikInvalid");
    }));
  });
});

describe("salary (spec 5, 9)", () => {
  it("minimum below expected; maximum above minimum", () => {
    expect(tag(validateExpectedSalary({ minimum: 4_000_000, expected: 5_000_000 }))).toBe("ok");
    expect(tag(validateExpectedSalary({ minimum: 5_000_000, expected: 5_000_000 }))).toBe("MinimumSalaryNotBelowExpected");
    const r = validateSalaryRange({ minimum: 3_000_000, maximum: 3_000_000 });
    expect(Result.isFailure(r) && r.failure.i18nKey).toBe("error.salary.maxAboveMin");
    expect(tag(validateSalaryRange({ minimum: 3_000_000, maximum: 3_000_001 }))).toBe("ok");
  });
  it("filter: Rp1.000.000 to Rp200.000.000 in steps of Rp500.000, min < max", () => {
    const steps = salaryFilterSteps();
    expect(steps[0]).toBe(1_000_000);
    expect(steps[1]).toBe(1_500_000);
    expect(steps[steps.length - 1]).toBe(200_000_000);
    expect(steps).toHaveLength(399);
    expect(tag(validateSalaryFilter({ min: 1_000_000, max: 200_000_000 }))).toBe("ok");
    expect(tag(validateSalaryFilter({ min: 2_000_000, max: 2_000_000 }))).toBe("SalaryFilterInvalid");
    expect(tag(validateSalaryFilter({ min: 500_000, max: 2_000_000 }))).toBe("SalaryFilterInvalid");
    expect(tag(validateSalaryFilter({ min: 1_200_000, max: 2_000_000 }))).toBe("SalaryFilterInvalid");
    expect(tag(validateSalaryFilter({ min: 1.5, max: 2_000_000 }))).toBe("SalaryFilterInvalid");
    const r = validateSalaryFilter({ min: 3_000_000, max: 2_000_000 });
    expect(Result.isFailure(r) && r.failure.i18nKey).toBe("error.salaryFilter.minBelowMax");
    expect(snapToSalaryStep(1_240_000)).toBe(1_000_000);
    expect(snapToSalaryStep(1_260_000)).toBe(1_500_000);
    expect(snapToSalaryStep(Number.NaN)).toBe(1_000_000);
    expect(snapToSalaryStep(1e12)).toBe(200_000_000);
  });
  it("property: every snapped amount is a filter stop", () => {
    const stops = new Set(salaryFilterSteps());
    fc.assert(fc.property(fc.double(), (x) => { expect(stops.has(snapToSalaryStep(x))).toBe(true); }));
  });
});

describe("choices (spec 5, 9: up to 5 positions or locations)", () => {
  it("allows 5, refuses 6, counts duplicates once", () => {
    expect(tag(validateChoices("positions", ["a", "b", "c", "d", "e"]))).toBe("ok");
    const r = validateChoices("locations", ["a", "b", "c", "d", "e", "f"]);
    expect(Result.isFailure(r) && [r.failure.i18nKey, r.failure.max]).toEqual(["error.choices.tooMany", 5]);
    expect(tag(validateChoices("positions", ["a", "a", "b", "c", "d", "e"]))).toBe("ok");
    expect(canAddChoice("positions", 4)).toBe(true);
    expect(canAddChoice("positions", 5)).toBe(false);
    expect(tag(validateChoices("interviewQuestions", [1, 2, 3, 4, 5, 6]))).toBe("TooManyChoices");
  });
});

describe("intro video and video interview (spec 4)", () => {
  it("intro video is moderated: approved, hidden or deleted with a reason", () => {
    const seq: IntroVideoEvent[] = [{ type: "upload" }, { type: "approve" }, { type: "hide", reason: "blurry" }, { type: "upload" }, { type: "delete", reason: "rude" }];
    let s: IntroVideoState = { status: "none" };
    const seen: string[] = [];
    for (const e of seq) { s = Result.getOrThrow(transitionIntroVideo(s, e)); seen.push(s.status); }
    expect(seen).toEqual(["inReview", "approved", "hidden", "inReview", "deleted"]);
    expect(tag(transitionIntroVideo({ status: "inReview" }, { type: "upload" }))).toBe("InvalidTransition");
    expect(tag(transitionIntroVideo({ status: "none" }, { type: "delete", reason: "x" }))).toBe("InvalidTransition");
    expect(tag(transitionIntroVideo({ status: "none" }, { type: "approve" }))).toBe("InvalidTransition");
    expect(tag(transitionIntroVideo({ status: "none" }, { type: "hide", reason: "x" }))).toBe("InvalidTransition");
  });
  const inv: InterviewState = { status: "invited", expiresAt: 100, answered: 0, questions: 2 };
  it("video interview: start, record every answer, submit; or expire", () => {
    let s = inv;
    for (const type of ["start", "recordAnswer", "repeatAnswer", "recordAnswer", "submit"] as const) s = Result.getOrThrow(transitionInterview(s, { type }, { now: 1 }));
    expect(s.status).toBe("submitted");
    expect(tag(transitionInterview(inv, { type: "submit" }, { now: 1 }))).toBe("InvalidTransition");
    expect(tag(transitionInterview(inv, { type: "start" }, { now: 100 }))).toBe("InvalidTransition");
    expect(Result.getOrThrow(transitionInterview(inv, { type: "expire" }, { now: 100 })).status).toBe("expired");
    expect(tag(transitionInterview(inv, { type: "expire" }, { now: 99 }))).toBe("InvalidTransition");
  });
  it("property: submitted only after every question is answered; nothing after expiry", () => {
    const ev = fc.constantFrom<InterviewEvent["type"]>("start", "recordAnswer", "repeatAnswer", "submit", "expire");
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.tuple(ev, fc.nat(30)), { maxLength: 25 }), (questions, seq) => {
      let s: InterviewState = { ...inv, questions };
      let now = 0;
      for (const [type, dt] of seq) {
        now += dt;
        const r = transitionInterview(s, { type }, { now });
        if (Result.isFailure(r)) continue;
        if (s.status === "expired" || s.status === "submitted") throw new Error("moved out of a final state");
        if (r.success.status === "submitted") expect(r.success.answered).toBe(questions);
        expect(r.success.answered).toBeLessThanOrEqual(questions);
        s = r.success;
      }
    }));
  });
});
