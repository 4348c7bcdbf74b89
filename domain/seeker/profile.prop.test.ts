import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { wibInstant } from "../shared/wib-time";
import { NAME_SHARE_OF_BASICS, PROFILE_SECTIONS, PROFILE_SECTION_WEIGHTS, profileCompleteness, validateSeekerProfile, type SeekerProfileInput } from "./profile.rules";
import { completeProfile } from "./seeker.fixtures";

const NOW = wibInstant(2026, 11, 23, 10);

const tag = (r: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");

describe("seeker profile rules (spec 5)", () => {
  it("accepts a complete adult profile; refuses under 18, min >= expected, 6 positions or locations", () => {
    expect(tag(validateSeekerProfile(completeProfile(), NOW))).toBe("ok");
    expect(tag(validateSeekerProfile(completeProfile({ dateOfBirth: "2008-11-24" }), NOW))).toBe("TooYoung");
    expect(tag(validateSeekerProfile(completeProfile({ dateOfBirth: "2008-11-23" }), NOW))).toBe("ok");
    expect(tag(validateSeekerProfile(completeProfile({ minimumMonthlySalary: 5_500_000 as never }), NOW))).toBe("MinimumSalaryNotBelowExpected");
    expect(tag(validateSeekerProfile(completeProfile({ preferredPositions: ["a", "b", "c", "d", "e", "f"] }), NOW))).toBe("TooManyChoices");
    expect(tag(validateSeekerProfile(completeProfile({ preferredLocations: ["a", "b", "c", "d", "e", "f"] }), NOW))).toBe("TooManyChoices");
    expect(tag(validateSeekerProfile(completeProfile({ minimumMonthlySalary: null }), NOW))).toBe("ok");
  });

  it("completeness: weights sum to 100, a complete profile is 100, nothing is 0", () => {
    expect(PROFILE_SECTIONS.reduce((s, k) => s + PROFILE_SECTION_WEIGHTS[k], 0)).toBe(100);
    expect(profileCompleteness(completeProfile())).toBe(100);
    expect(profileCompleteness(null)).toBe(0);
    expect(profileCompleteness(completeProfile({ cvUrl: null, portfolio: [] }))).toBe(85);
  });

  it("property: emptying sections never raises completeness, and it stays within 0..100", () => {
    const emptyings: ((p: SeekerProfileInput) => SeekerProfileInput)[] = [
      (p) => ({ ...p, experience: [] }),
      (p) => ({ ...p, education: [] }),
      (p) => ({ ...p, skills: [] }),
      (p) => ({ ...p, cvUrl: null }),
      (p) => ({ ...p, portfolio: [] }),
      (p) => ({ ...p, aboutMe: " " }),
      (p) => ({ ...p, address: "" }),
      (p) => ({ ...p, expectedMonthlySalary: null }),
      (p) => ({ ...p, preferredPositions: [] }),
      (p) => ({ ...p, preferredLocations: [] }),
      (p) => ({ ...p, fullName: "" }),
      (p) => ({ ...p, dateOfBirth: "" }),
    ];
    fc.assert(
      fc.property(fc.subarray(emptyings.map((_, i) => i)), fc.integer({ min: 0, max: emptyings.length - 1 }), (picked, extra) => {
        const before = picked.reduce((p, i) => emptyings[i]?.(p) ?? p, completeProfile());
        const after = emptyings[extra]?.(before) ?? before;
        const a = profileCompleteness(before);
        const b = profileCompleteness(after);
        expect(b).toBeLessThanOrEqual(a);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("completeness counts the name registration gave: not 0% right after registering", () => {
    expect(NAME_SHARE_OF_BASICS).toBe(10);
    expect(profileCompleteness(null, "Siti Rahmawati")).toBe(10);
    expect(profileCompleteness(null, "   ")).toBe(0);
    const nameOnly = completeProfile({ gender: "" as never, dateOfBirth: "", address: "", experience: [], education: [], preferredPositions: [], preferredLocations: [], skills: [], aboutMe: "", expectedMonthlySalary: null, minimumMonthlySalary: null, cvUrl: null, portfolio: [] });
    expect(profileCompleteness(nameOnly)).toBe(10);
    expect(profileCompleteness({ ...nameOnly, fullName: "" })).toBe(0);
    expect(profileCompleteness({ ...nameOnly, fullName: "" }, "Siti")).toBe(10);
  });

  it("property: a name (typed or from registration) never lowers completeness and counts at least its share", () => {
    const emptied = fc.record({
      experience: fc.boolean(),
      skills: fc.boolean(),
      aboutMe: fc.boolean(),
      gender: fc.boolean(),
      dateOfBirth: fc.boolean(),
      cv: fc.boolean(),
    });
    fc.assert(
      fc.property(emptied, fc.string(), fc.string({ minLength: 1 }).filter((n) => n.trim() !== ""), (e, typed, registered) => {
        const p = completeProfile({
          fullName: typed,
          ...(e.experience ? { experience: [] } : {}),
          ...(e.skills ? { skills: [] } : {}),
          ...(e.aboutMe ? { aboutMe: "" } : {}),
          ...(e.gender ? { gender: "" as never } : {}),
          ...(e.dateOfBirth ? { dateOfBirth: "" } : {}),
          ...(e.cv ? { cvUrl: null } : {}),
        });
        const without = profileCompleteness(p);
        const withName = profileCompleteness(p, registered);
        expect(withName).toBeGreaterThanOrEqual(without);
        expect(withName).toBeGreaterThanOrEqual(NAME_SHARE_OF_BASICS);
        expect(withName).toBeLessThanOrEqual(100);
        expect(profileCompleteness({ ...p, fullName: registered })).toBeGreaterThanOrEqual(without);
      }),
    );
  });

  it("property: any minimum at or above the expected salary is refused, any below accepted", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000_000 }), fc.integer({ min: 0, max: 200_000_000 }), (minimum, expected) => {
        const r = validateSeekerProfile(completeProfile({ minimumMonthlySalary: minimum as never, expectedMonthlySalary: expected as never }), NOW);
        expect(tag(r)).toBe(minimum < expected ? "ok" : "MinimumSalaryNotBelowExpected");
      }),
    );
  });
});
