import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OfferDetail } from "../../../domain/offer/offer-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";
import { seededProfile } from "../seeker-profile/seeker-profile.public";
import { exampleTerms, VA_CHOICE } from "./offers.arrange";
import { json, kit } from "../../testing/offer-test-kit";

/**
 * Issue 19, item 2: a business may not make a paid offer to its own Admin or Member, even one who
 * also has the seeker role, as it may not apply to its own jobs (OWN_BUSINESS_JOB).
 */
let h: Harness;
const t = kit(() => h);

beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const detailsOf = (res: { json: unknown }) => (res.json as { error?: { details?: Record<string, unknown> } }).error?.details;

/** The account takes the seeker role too and fills a profile (18+), as own-business.test.ts does for applying. */
const becomeSeeker = async (phone: string, userId: string, fullName: string): Promise<string> => {
  const token = await h.logIn(phone);
  expect((await h.call("POST", "/api/auth/role", { token, body: { role: "seeker" } })).status).toBe(200);
  const { userId: _u, badges: _b, introVideoId: _v, ...profile } = seededProfile(userId, { fullName, dateOfBirth: "1990-01-01" });
  expect((await h.call("POST", "/api/seeker/profile", { token, body: profile })).status).toBe(200);
  // Back in the provider role: the seeker role stays among the account's roles.
  expect((await h.call("POST", "/api/auth/role", { token, body: { role: "provider" } })).status).toBe(200);
  return token;
};
const offer = (token: string, jobId: string, seekerId: string) => t.post("/api/offers", token, { terms: exampleTerms(jobId, seekerId), choice: VA_CHOICE });

describe("an offer to someone of the job's own business", () => {
  it("is refused with 403 OWN_BUSINESS_JOB for its Member, for its Admin, and for a Member under review; nothing is stored", async () => {
    await becomeSeeker(DEMO_ACCOUNTS.providerMember.phone, DEMO_ACCOUNTS.providerMember.userId, "Dewi Lestari");
    await becomeSeeker(DEMO_ACCOUNTS.pendingMember.phone, DEMO_ACCOUNTS.pendingMember.userId, "Lina Marlina");
    const budi = await becomeSeeker(DEMO_ACCOUNTS.providerAdmin.phone, DEMO_ACCOUNTS.providerAdmin.userId, "Budi Santoso");
    const { jobId = "" } = await t.setup(PROVIDER_STATE.jobExists, { owner: DEMO_ACCOUNTS.providerAdmin.phone });
    const before = h.server.state();
    // An open job of Budi's business to his Member Dewi, to Lina (under review) and to himself.
    for (const seekerId of [DEMO_ACCOUNTS.providerMember.userId, DEMO_ACCOUNTS.pendingMember.userId, DEMO_ACCOUNTS.providerAdmin.userId]) {
      const res = await offer(budi, jobId, seekerId);
      expect([seekerId, res.status, errorCodeOf(res), detailsOf(res)]).toEqual([seekerId, 403, "OWN_BUSINESS_JOB", { jobId, action: "offer" }]);
    }
    expect(h.server.state().offers).toEqual(before.offers);
    expect(h.server.state().payments).toEqual(before.payments);
  });

  it("is made to the same person by another business", async () => {
    await becomeSeeker(DEMO_ACCOUNTS.providerMember.phone, DEMO_ACCOUNTS.providerMember.userId, "Dewi Lestari");
    const rudi = await t.setup(PROVIDER_STATE.jobHasApplicant, { provider: DEMO_ACCOUNTS.kopiAdmin.phone, seeker: DEMO_ACCOUNTS.rina.phone });
    const res = await offer(rudi.providerToken ?? "", rudi.jobId ?? "", DEMO_ACCOUNTS.providerMember.userId);
    expect([res.status, json<OfferDetail>(res).seekerName]).toEqual([201, "Dewi Lestari"]);
  });
});
