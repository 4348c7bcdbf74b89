import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDraftFixture } from "../../../domain/job/job.fixtures";
import { SALARY_MAX_RUPIAH } from "../../../domain/policy/business-constants";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { startHarness, type Harness, errorCodeOf } from "../../testing/mock-harness";

/**
 * Issue 10 (items 5 and 10) through the mock's HTTP API: URLs of a business and its documents,
 * the brand name under the name lock, and Rupiah bounds of a job's salary.
 */
let h: Harness;

const BUSINESS = {
  registeredName: "Bakso Pak Fajar",
  staffScale: "1-10",
  location: { address: "Jl. Tebet Raya No. 9", district: "Tebet", city: "Jakarta Selatan", point: { lat: -6.2264, lng: 106.8539 } },
  description: "Beef meatball soup since 2005.",
  industry: "fnb",
  contactPhone: "81355556666",
  email: "fajar@baksopakfajar.id",
  photos: [],
};
type MyBusiness = { business: Record<string, unknown> & { businessId: string; registeredName: string; brandName?: string } };

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe("URLs of a business are http(s) only (item 5)", () => {
  it("refuses a script URL as a verification document's photo, the logo or a photo", async () => {
    const token = await h.logIn(DEMO_ACCOUNTS.newProvider2.phone);
    const before = h.readData();
    expect(errorCodeOf(await h.call("POST", "/api/business", { token, body: { ...BUSINESS, logoUrl: "javascript:alert(1)" } }))).toBe("VALIDATION_FAILED");
    expect(errorCodeOf(await h.call("POST", "/api/business", { token, body: { ...BUSINESS, photos: ["data:image/svg+xml,<svg onload=alert(1)>"] } }))).toBe("VALIDATION_FAILED");
    expect(h.readData()).toBe(before);
    expect((await h.call("POST", "/api/business", { token, body: BUSINESS })).status).toBe(201);
    const documents = [{ kind: "NIB", number: "9120001234567", photoUrl: "javascript:alert(document.cookie)" }];
    const refused = await h.call("POST", "/api/business/verification", { token, body: { documents } });
    expect(errorCodeOf(refused)).toBe("VALIDATION_FAILED");
    const photoUrl = "https://cdn.gawe.test/docs/nib.jpg";
    expect((await h.call("POST", "/api/business/verification", { token, body: { documents: [{ ...documents[0], photoUrl }] } })).status).toBe(200);
  });
});

describe("the brand name is part of the business name lock (item 10)", () => {
  it("cannot change before verification, like the registered name", async () => {
    const token = await h.logIn(DEMO_ACCOUNTS.newProvider.phone);
    expect((await h.call("POST", "/api/business", { token, body: { ...BUSINESS, registeredName: "Bakso Pak Andi", brandName: "Bakso Andi" } })).status).toBe(201);
    const before = h.readData();
    const res = await h.call("POST", "/api/business/edit", { token, body: { ...BUSINESS, registeredName: "Bakso Pak Andi", brandName: "Official Gawe Support" } });
    expect(errorCodeOf(res)).toBe("BUSINESS_NAME_LOCKED");
    expect((res.json as { error: { details: { reason: string } } }).error.details.reason).toBe("notVerified");
    expect(h.readData()).toBe(before);
    // Other fields still change, the same brand name kept.
    const edited = await h.call("POST", "/api/business/edit", { token, body: { ...BUSINESS, registeredName: "Bakso Pak Andi", brandName: "Bakso Andi", description: "Since 2006." } });
    expect(edited.status).toBe(200);
  });

  it("after verification changes once every 30 days, sharing the registered name's clock", async () => {
    const token = await h.logIn(DEMO_ACCOUNTS.tokoAdmin.phone);
    const mine = (await h.call("GET", "/api/business", { token })).json as MyBusiness;
    const { businessId: _b, legalDocuments: _l, verifiedAt: _v, lastNameChangeAt: _c, ...profile } = mine.business;
    const first = await h.call("POST", "/api/business/edit", { token, body: { ...profile, brandName: "TSA Mart Baru" } });
    expect(first.status).toBe(200);
    expect((first.json as MyBusiness).business.lastNameChangeAt).not.toBeNull();
    const second = await h.call("POST", "/api/business/edit", { token, body: { ...profile, brandName: "TSA Mart Lagi" } });
    expect(errorCodeOf(second)).toBe("BUSINESS_NAME_LOCKED");
    const renamed = await h.call("POST", "/api/business/edit", { token, body: { ...profile, brandName: "TSA Mart Baru", registeredName: "Toko Serba Ada Depok" } });
    expect(errorCodeOf(renamed)).toBe("BUSINESS_NAME_LOCKED");
    const removed = await h.call("POST", "/api/business/edit", { token, body: { ...profile, brandName: undefined } });
    expect(errorCodeOf(removed)).toBe("BUSINESS_NAME_LOCKED");
  });

  it("a brand name of only spaces or invisible characters is refused", async () => {
    const token = await h.logIn(DEMO_ACCOUNTS.hotelAdmin.phone);
    const mine = (await h.call("GET", "/api/business", { token })).json as MyBusiness;
    const { businessId: _b, legalDocuments: _l, verifiedAt: _v, lastNameChangeAt: _c, ...profile } = mine.business;
    for (const brandName of ["   ", "\u202e", "\u200f\u200f"])
      expect(errorCodeOf(await h.call("POST", "/api/business/edit", { token, body: { ...profile, brandName } })), brandName).toBe("VALIDATION_FAILED");
  });
});

describe("a job's salary has an upper bound (item 10)", () => {
  it("refuses 10^15 Rupiah a day and anything above the policy maximum", async () => {
    const token = await h.logIn(DEMO_ACCOUNTS.providerAdmin.phone);
    const post = (minimum: number, maximum: number) =>
      h.call("POST", "/api/business/jobs", { token, body: { job: jobDraftFixture({ salary: { minimum, maximum, confidential: false, unit: "day" } }), post: false } });
    const before = h.readData();
    expect(errorCodeOf(await post(100_000, 10 ** 15))).toBe("VALIDATION_FAILED");
    expect(errorCodeOf(await post(100_000, SALARY_MAX_RUPIAH + 1))).toBe("VALIDATION_FAILED");
    expect(h.readData()).toBe(before);
    expect((await post(100_000, SALARY_MAX_RUPIAH)).status).toBe(201);
  });
});
