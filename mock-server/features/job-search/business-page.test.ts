import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { startHarness, type Harness } from "../../testing/mock-harness";

/** Issue 22: the business page seekers open, from the seed's Kopi Senja (provider-business.seed.ts). */
let h: Harness;

type Card = { job: { jobId: string; businessId: string; status: string; priority: boolean }; saved: boolean; applicationStatus: string | null };
type Page = Record<string, unknown> & { openJobs: Card[]; openJobCount: number };

const KOPI_SENJA = "c-kopi-senja";

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe("GET /api/businesses/{businessId}", () => {
  it("answers the public facts, the rating (none yet) and the open jobs, without a session", async () => {
    const res = await h.call("GET", `/api/businesses/${KOPI_SENJA}`);
    expect(res.status).toBe(200);
    const page = res.json as Page;
    expect(page).toMatchObject({
      businessId: KOPI_SENJA,
      name: "Kopi Senja",
      registeredName: "Kopi Senja Kemang",
      logoUrl: "/app/business-logos/kopi-senja.svg",
      city: "Jakarta Selatan",
      district: "Mampang Prapatan",
      photos: ["/app/business-photos/kopi-senja-bar.svg", "/app/business-photos/kopi-senja-seats.svg"],
      verified: true,
      rating: null,
    });
    // Its open jobs, the priority one first (j-1102's priority has expired with the job); every card is Kopi Senja's and open.
    expect(page.openJobCount).toBe(3);
    expect(page.openJobs.map((c) => c.job.jobId)).toEqual(["j-1101", "j-1103", "j-1104"]);
    expect(page.openJobs.every((c) => c.job.businessId === KOPI_SENJA && c.job.status === "open")).toBe(true);
  });

  it("never tells the business's phone, email, street address, documents, members or coupons", async () => {
    const page = (await h.call("GET", `/api/businesses/${KOPI_SENJA}`)).json as Page;
    const { openJobs: _jobs, ...facts } = page;
    expect(Object.keys(facts).sort()).toEqual(
      ["businessId", "city", "description", "district", "industry", "logoUrl", "name", "openJobCount", "photos", "rating", "registeredName", "staffScale", "verified"],
    );
    const text = JSON.stringify(page);
    for (const secret of ["81322223333", "hr@kopisenja.id", "9120001234567", "nib.jpg", "contactPhone", "legalDocuments", "pendingMembers", "ownerUserId", "coupons"]) expect(text).not.toContain(secret);
  });

  it("lists no closed or draft job (Bu Tini's warung has both)", async () => {
    const page = (await h.call("GET", "/api/businesses/c-warung-bu-tini")).json as Page;
    expect(page.openJobs.map((c) => c.job.jobId)).not.toContain("j-1003");
    expect(page.openJobs.map((c) => c.job.jobId)).not.toContain("j-1004");
    expect(page.openJobs.every((c) => c.job.status === "open")).toBe(true);
  });

  it("shows a logged-in seeker's application on its job's card", async () => {
    const token = await h.logIn(DEMO_ACCOUNTS.seeker.phone);
    const page = (await h.call("GET", "/api/businesses/c-warung-bu-tini", { token })).json as Page;
    expect(page.openJobs.find((c) => c.job.jobId === "j-1001")?.applicationStatus).toBe("applied");
  });

  it("answers 404 BUSINESS_PAGE_NOT_FOUND for a business that does not exist", async () => {
    const res = await h.call("GET", "/api/businesses/c-nope");
    expect(res.status).toBe(404);
    expect((res.json as { error: { code: string } }).error.code).toBe("BUSINESS_PAGE_NOT_FOUND");
  });
});
