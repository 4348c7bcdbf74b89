import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { startHarness, type Harness } from "../../testing/mock-harness";

/** Issue 21: the seeker's job cards carry the logo of the job's business, so cards and the job page can show it. */
let h: Harness;

type Card = { job: { jobId: string; businessId: string }; businessName: string; businessLogoUrl: string | null };
type MyBusiness = { business: Record<string, unknown> };

/** Kopi Senja's Barista job in Kemang and Bu Tini's Waiter job in Kebayoran Baru (provider-business.seed.ts). */
const KOPI_SENJA_JOB = "j-1101";
const WARUNG_JOB = "j-1001";

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe("a job card carries its business's logo", () => {
  it("as the business's logoUrl, and null for a business without one", async () => {
    const token = await h.logIn(DEMO_ACCOUNTS.seeker.phone);
    const kopi = (await h.call("GET", `/api/seeker/jobs/${KOPI_SENJA_JOB}`, { token })).json as Card;
    expect(kopi.businessLogoUrl).toBe("/app/business-logos/kopi-senja.svg");
    const warung = (await h.call("GET", `/api/seeker/jobs/${WARUNG_JOB}`, { token })).json as Card;
    expect(warung.businessName).toBe("Warung Bu Tini");
    expect(warung.businessLogoUrl).toBeNull();
  });

  it("in the job search answer, for every card", async () => {
    // Kemang: Kopi Senja's job is the nearest, Bu Tini's warung close by.
    const res = await h.call("GET", "/api/job-search?lat=-6.2607&lng=106.8137");
    const items = (res.json as { items: Card[] }).items;
    expect(items.find((c) => c.job.jobId === KOPI_SENJA_JOB)?.businessLogoUrl).toBe("/app/business-logos/kopi-senja.svg");
    expect(items.find((c) => c.job.jobId === WARUNG_JOB)?.businessLogoUrl).toBeNull();
  });

  it("follows the logo the business's Admin sets", async () => {
    const admin = await h.logIn(DEMO_ACCOUNTS.providerAdmin.phone);
    const mine = (await h.call("GET", "/api/business", { token: admin })).json as MyBusiness;
    const { businessId: _b, legalDocuments: _l, verifiedAt: _v, lastNameChangeAt: _c, ...profile } = mine.business;
    const logoUrl = "https://cdn.gawe.id/logos/warung-bu-tini.png";
    expect((await h.call("POST", "/api/business/edit", { token: admin, body: { ...profile, logoUrl } })).status).toBe(200);
    const token = await h.logIn(DEMO_ACCOUNTS.seeker.phone);
    const card = (await h.call("GET", `/api/seeker/jobs/${WARUNG_JOB}`, { token })).json as Card;
    expect(card.businessLogoUrl).toBe(logoUrl);
  });
});
