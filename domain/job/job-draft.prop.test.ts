import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { JABODETABEK_CITIES } from "../shared/place.schema";
import { CITY_CENTRES, isCityCentrePin, pinFor } from "../shared/place-pin.rules";
import { SERVICE_AREAS } from "../seeker/service-areas";
import { validateVerificationDocuments } from "../business/business.rules";
import type { Actor } from "../permissions/can.rules";
import { jobDraftErrorField, validateJobDraft } from "./job-draft.rules";
import { jobDraftFixture } from "./job.fixtures";
import type { JobDraft } from "./job.schema";
import { checkCanPost } from "./posting.rules";

const NOW = Date.parse("2026-03-01T08:00:00+07:00");
const draft = (over: Partial<JobDraft> = {}): JobDraft =>
  ({
    ...jobDraftFixture({ period: { start: "2026-03-02", end: "2026-03-31" }, expiresAt: "2026-03-10T23:59:00+07:00" }),
    ...over,
  }) as JobDraft;
const fields = (r: Result.Result<unknown, readonly Parameters<typeof jobDraftErrorField>[0][]>) =>
  Result.isFailure(r) ? r.failure.map(jobDraftErrorField) : [];

describe("job draft rules (spec 5, 9)", () => {
  it("accepts a complete part-time job", () => {
    expect(Result.isSuccess(validateJobDraft(draft(), NOW))).toBe(true);
  });
  it("reports every broken rule under its field", () => {
    const bad = draft({
      salary: { minimum: 200_000, maximum: 200_000, confidential: false, unit: "day" } as JobDraft["salary"],
      period: { start: "2026-03-02", end: "2026-06-01" },
      expiresAt: "2026-03-01T07:59:00+07:00",
      ageLimit: { min: 17, max: 40 },
    });
    expect(fields(validateJobDraft(bad, NOW))).toEqual(["salary", "period", "expiresAt", "ageLimit"]);
    const r = validateJobDraft(bad, NOW);
    expect(Result.isFailure(r) && r.failure[0]?.i18nKey).toBe("error.salary.maxAboveMin");
  });
  it("ignores the range of a confidential salary and lets full-time leave the end open", () => {
    const conf = draft({ salary: { minimum: 9, maximum: 1, confidential: true, unit: "month" } as JobDraft["salary"] });
    expect(Result.isSuccess(validateJobDraft(conf, NOW))).toBe(true);
    expect(Result.isSuccess(validateJobDraft(draft({ jobType: "fullTime", period: { start: "2026-03-02", end: null } }), NOW))).toBe(true);
    expect(fields(validateJobDraft(draft({ period: { start: "2026-03-02", end: null } }), NOW))).toEqual(["period"]);
    expect(fields(validateJobDraft(draft({ ageLimit: { min: 30, max: 20 } }), NOW))).toEqual(["ageLimit"]);
  });
  it("property: a non-confidential range passes exactly when max > min", () => {
    fc.assert(fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (min, max) => {
      const r = validateJobDraft(draft({ salary: { minimum: min, maximum: max, confidential: false, unit: "month" } as JobDraft["salary"] }), NOW);
      expect(Result.isSuccess(r)).toBe(max > min);
    }));
  });
  it("property: a part-time period passes exactly when it lasts 1 to 90 days", () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 200 }), (days) => {
      const end = new Date(Date.UTC(2026, 2, 2 + days - 1)).toISOString().slice(0, 10);
      const r = validateJobDraft(draft({ period: { start: "2026-03-02", end } }), NOW);
      expect(Result.isSuccess(r)).toBe(days >= 1 && days <= 90);
    }));
  });
});

describe("who may post (spec 6)", () => {
  const actor = (membership?: Actor["membership"]): Actor => ({ userId: "u1", activeRole: "provider", ...(membership ? { membership } : {}) });
  const reason = (r: ReturnType<typeof checkCanPost>) => (Result.isFailure(r) ? r.failure.reason : "ok");
  it("needs a business, an accepted membership and a verified business", () => {
    expect(reason(checkCanPost({ actor: actor(), businessVerified: true }))).toBe("noBusiness");
    expect(reason(checkCanPost({ actor: actor({ businessId: "b", role: "member", status: "underReview" }), businessVerified: true }))).toBe("memberPending");
    expect(reason(checkCanPost({ actor: actor({ businessId: "b", role: "member", status: "removed" }), businessVerified: true }))).toBe("notAllowed");
    expect(reason(checkCanPost({ actor: actor({ businessId: "b", role: "admin", status: "accepted" }), businessVerified: false }))).toBe("businessNotVerified");
    expect(reason(checkCanPost({ actor: actor({ businessId: "b", role: "member", status: "accepted" }), businessVerified: true }))).toBe("ok");
    expect(reason(checkCanPost({ actor: { ...actor({ businessId: "b", role: "admin", status: "accepted" }), activeRole: "seeker" }, businessVerified: true }))).toBe("notAllowed");
  });
  it("error keys name the reason", () => {
    const r = checkCanPost({ actor: actor(), businessVerified: false });
    expect(Result.isFailure(r) && r.failure.i18nKey).toBe("error.posting.noBusiness");
  });
});

describe("business verification documents and map pins", () => {
  it("needs at least one document photo", () => {
    expect(Result.isSuccess(validateVerificationDocuments([{ photoUrl: "https://x/nib.jpg" }]))).toBe(true);
    const r = validateVerificationDocuments([{ photoUrl: " " }, {}]);
    expect(Result.isFailure(r) && r.failure.i18nKey).toBe("error.business.documentPhotoRequired");
  });
  it("property: the pin is the device's when given, else (unknown district) the city centre, always inside Jabodetabek", () => {
    fc.assert(fc.property(fc.constantFrom(...JABODETABEK_CITIES), fc.boolean(), (city, shared) => {
      const device = { lat: -6.2, lng: 106.8 };
      const pin = pinFor({ city, district: "Nowhere" }, shared ? device : null);
      expect(pin).toEqual(shared ? device : CITY_CENTRES[city]);
      expect(isCityCentrePin({ city, point: pin })).toBe(!shared);
      expect(pin.lat).toBeGreaterThan(-6.8);
      expect(pin.lat).toBeLessThan(-5.9);
      expect(pin.lng).toBeGreaterThan(106.4);
      expect(pin.lng).toBeLessThan(107.2);
    }));
  });
  it("property: without the device, a known district of the address gives its centre (any spelling of case and spaces), which is not a city-centre pin", () => {
    fc.assert(fc.property(fc.constantFrom(...SERVICE_AREAS), fc.boolean(), (area, shout) => {
      const district = shout ? `  ${area.district.toUpperCase()} ` : area.district;
      const pin = pinFor({ city: area.city, district }, null);
      expect(pin).toEqual(area.point);
      expect(isCityCentrePin({ city: area.city, point: pin })).toBe(area.point.lat === CITY_CENTRES[area.city].lat && area.point.lng === CITY_CENTRES[area.city].lng);
    }));
  });
});
