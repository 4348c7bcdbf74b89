import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { BusinessId, JobId } from "../shared/ids.schema";
import { wibInstant } from "../shared/wib-time";
import { completeProfile } from "../seeker/seeker.fixtures";
import { checkCanApply, checkNotOwnBusiness, missingSections, OwnBusinessJob, requiredSections, type ApplicableJob } from "./application.rules";

const NOW = wibInstant(2026, 11, 23, 10);
const job = (overrides: Partial<ApplicableJob> = {}): ApplicableJob => ({
  jobId: "j-9001" as JobId,
  businessId: "c-kopi" as BusinessId,
  status: "open",
  expiresAt: "2026-12-31T23:59:00+07:00",
  jobType: "partTime",
  ageLimit: null,
  genderLimit: "all",
  ...overrides,
});
const tag = (r: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");
const apply = (j: ApplicableJob, profile = completeProfile(), alreadyApplied = false, now = NOW, applicantBusinessId: string | null = null) =>
  checkCanApply({ job: j, profile, alreadyApplied, applicantBusinessId, now });

describe("applying (spec 5: 18+, one application per job, closed or expired jobs refuse)", () => {
  it("accepts an adult with a complete profile to an open job", () => {
    expect(tag(apply(job()))).toBe("ok");
  });
  it("refuses a job of the applicant's own business before anything else (issue 10)", () => {
    expect(tag(apply(job(), completeProfile(), false, NOW, "c-kopi"))).toBe("OwnBusinessJob");
    expect(tag(apply(job({ status: "closed" }), null as never, true, NOW, "c-kopi"))).toBe("OwnBusinessJob");
    expect(tag(apply(job(), completeProfile(), false, NOW, "c-other"))).toBe("ok");
  });
  it("one rule for applying and for offers: nobody is hired by their own business, each told in its own words (issue 19)", () => {
    const failure = (r: Result.Result<void, OwnBusinessJob>) => (Result.isFailure(r) ? r.failure : undefined);
    expect(failure(checkNotOwnBusiness(job(), "c-kopi", "offer"))).toEqual(new OwnBusinessJob({ jobId: "j-9001", action: "offer" }));
    expect(Result.isSuccess(checkNotOwnBusiness(job(), "c-other", "offer"))).toBe(true);
    expect(Result.isSuccess(checkNotOwnBusiness(job(), null, "apply"))).toBe(true);
    expect(failure(checkNotOwnBusiness(job(), "c-kopi", "offer"))?.i18nKey).toBe("error.offer.ownBusiness");
    const applying = apply(job(), completeProfile(), false, NOW, "c-kopi");
    expect(Result.isFailure(applying) && [applying.failure._tag, applying.failure.i18nKey]).toEqual(["OwnBusinessJob", "error.application.ownBusiness"]);
  });
  it("refuses closed, expired, repeated, under-age and out-of-limit applications", () => {
    expect(tag(apply(job({ status: "closed" })))).toBe("JobNotOpen");
    expect(tag(apply(job({ status: "draft" })))).toBe("JobNotOpen");
    expect(tag(apply(job({ expiresAt: "2026-11-23T10:00:00+07:00" })))).toBe("JobExpired");
    expect(tag(apply(job(), completeProfile(), true))).toBe("AlreadyApplied");
    expect(tag(apply(job(), completeProfile({ dateOfBirth: "2009-01-01" })))).toBe("TooYoung");
    expect(tag(apply(job({ ageLimit: { min: 18, max: 25 } }), completeProfile({ dateOfBirth: "1990-01-01" })))).toBe("OutsideJobLimits");
    expect(tag(apply(job({ genderLimit: "male" })))).toBe("OutsideJobLimits");
    const keys = [apply(job({ genderLimit: "male" })), apply(job({ ageLimit: { min: 40, max: 50 } })), apply(job({ status: "closed" })), apply(job(), completeProfile(), true)].map((r) =>
      Result.isFailure(r) ? r.failure.i18nKey : "",
    );
    expect(keys).toEqual(["error.application.genderLimit", "error.application.ageLimit", "error.application.jobClosed", "error.application.alreadyApplied"]);
  });
  it("a full-time job also needs work experience and a CV; the intercept lists what is missing", () => {
    expect(requiredSections({ jobType: "partTime" })).toEqual(["basics", "salary"]);
    const bare = completeProfile({ experience: [], cvUrl: null });
    expect(missingSections(bare, { jobType: "fullTime" })).toEqual(["workExperience", "cv"]);
    expect(missingSections(bare, { jobType: "partTime" })).toEqual([]);
    expect(missingSections(null, { jobType: "partTime" })).toEqual(["basics", "salary"]);
    const r = apply(job({ jobType: "fullTime" }), bare);
    expect(Result.isFailure(r) && r.failure).toMatchObject({ _tag: "ProfileIncomplete", missing: ["workExperience", "cv"] });
  });
  it("property: an application is accepted exactly when every rule holds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("open", "closed", "draft", "deleted" as const),
        fc.integer({ min: -5, max: 5 }),
        fc.boolean(),
        fc.integer({ min: 1990, max: 2012 }),
        (status, daysToExpiry, alreadyApplied, birthYear) => {
          const expiresAt = new Date(NOW + daysToExpiry * 86_400_000).toISOString();
          const r = apply(job({ status, expiresAt }), completeProfile({ dateOfBirth: `${birthYear}-06-01` }), alreadyApplied);
          const ok = status === "open" && daysToExpiry > 0 && !alreadyApplied && birthYear <= 2008;
          expect(Result.isSuccess(r)).toBe(ok);
        },
      ),
    );
  });
});
