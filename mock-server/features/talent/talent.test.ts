import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MatchedJobs, TalentInvitationResult, TalentPage, TalentProfile, TalentProposals } from "../../../domain/matching/talent-api.schema";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";

/** Issue 24: the talent pool, a pool seeker's profile, smart invitation and the seeker's jobs ranked by the same rule. */
let h: Harness;
let budi: string;

beforeAll(async () => {
  h = await startHarness();
  budi = await h.logIn(DEMO_ACCOUNTS.providerAdmin.phone);
});
afterAll(async () => {
  await h.stop();
});

const json = <T>(res: { json: unknown }): T => res.json as T;
const names = (page: TalentPage) => page.items.map((t) => t.fullName);

describe("GET /api/talent", () => {
  it("lists seekers open to offers and 18 or older, never one who is not open to offers or is 17", async () => {
    const page = json<TalentPage>(await h.call("GET", "/api/talent?limit=50", { token: budi }));
    expect(names(page)).toEqual(expect.arrayContaining(["Putri Anggraini", "Dimas Saputra", "Nur Aisyah", "Rina Wulandari"]));
    expect(names(page)).not.toContain("Sari Dewanti");
    expect(names(page)).not.toContain("Bayu Kurniawan");
  });

  it("filters by position, area and distance, salary expectation, badge and completeness", async () => {
    const get = async (q: string) => names(json<TalentPage>(await h.call("GET", `/api/talent?${q}`, { token: budi })));
    expect(await get("position=waiter")).toEqual(expect.arrayContaining(["Putri Anggraini", "Dimas Saputra"]));
    expect(await get("position=waiter")).not.toContain("Nur Aisyah");
    expect(await get("position=waiter&area=Kebayoran%20Baru&distanceKm=2")).toEqual(["Putri Anggraini"]);
    expect(await get("position=waiter&salaryMax=3400000")).toEqual(["Putri Anggraini"]);
    expect(await get("badge=Latte%20Art")).toEqual(["Nur Aisyah"]);
    expect(await get("position=cashier&completenessMin=90")).not.toContain("Wulan Sari");
    expect(await get("position=cashier")).toContain("Wulan Sari");
  });

  it("refuses a filter it cannot read with INVALID_QUERY naming it", async () => {
    const res = await h.call("GET", "/api/talent?distanceKm=5", { token: budi });
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe("INVALID_QUERY");
    expect(json<{ error: { details: { field: string } } }>(res).error.details.field).toBe("distanceKm");
  });
});

describe("GET /api/talent/{seekerId}", () => {
  it("answers her public resume and expected salary, and nothing private: no date of birth, phone, address or identity documents", async () => {
    const res = await h.call("GET", "/api/talent/u-talent-putri", { token: budi });
    expect(res.status).toBe(200);
    const profile = json<TalentProfile>(res);
    expect(profile.resume.fullName).toBe("Putri Anggraini");
    expect(profile.expectedMonthlySalary).toBe(3_300_000);
    const text = JSON.stringify(profile);
    for (const privateThing of ["dateOfBirth", "2000-05-14", "phone", "81299000001", "address", "Jl. Melati", "nik", "idCard"]) expect(text).not.toContain(privateThing);
  });

  it("is not found for a seeker outside the pool (not open to offers, under 18)", async () => {
    for (const id of ["u-talent-sari", "u-talent-bayu", "u-nobody"]) {
      const res = await h.call("GET", `/api/talent/${id}`, { token: budi });
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe("TALENT_NOT_IN_POOL");
    }
  });
});

describe("smart invitation", () => {
  it("proposes pool seekers for a job, the best match first, never one outside the pool", async () => {
    const proposals = json<TalentProposals>(await h.call("GET", "/api/jobs/j-1001/talent-proposals", { token: budi }));
    expect(proposals.position).toBe("Waiter");
    const ids = proposals.items.map((p) => p.talent.seekerId);
    expect(ids[0]).toBe("u-talent-putri");
    expect(ids).not.toContain("u-talent-sari");
    expect(ids).not.toContain("u-talent-bayu");
    const totals = proposals.items.map((p) => p.score.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it("invites the top ones in one step, and a second tap invites nobody again", async () => {
    const body = { seekerIds: ["u-talent-putri", "u-talent-dimas"] };
    const first = json<TalentInvitationResult>(await h.call("POST", "/api/jobs/j-1001/talent-invitations", { token: budi, body }));
    expect(first.invited).toEqual(["u-talent-putri", "u-talent-dimas"]);
    const again = await h.call("POST", "/api/jobs/j-1001/talent-invitations", { token: budi, body });
    expect(again.status).toBe(200);
    expect(json<TalentInvitationResult>(again)).toMatchObject({ invited: [], alreadyInvited: ["u-talent-putri", "u-talent-dimas"] });
    const data = JSON.parse(h.readData()) as Db;
    expect(data.talentInvitations.filter((i) => i.jobId === "j-1001")).toHaveLength(2);
    // One jobInvitation card in each (job, seeker) conversation, however often she was asked.
    for (const seekerId of body.seekerIds) {
      const conversation = data.chat.conversations.find((c) => c.jobId === "j-1001" && c.seekerId === seekerId);
      const cards = data.chat.messages.filter((m) => m.conversationId === conversation?.conversationId && m.body.type === "card" && m.body.card.kind === "jobInvitation");
      expect(cards).toHaveLength(1);
    }
    const proposals = json<TalentProposals>(await h.call("GET", "/api/jobs/j-1001/talent-proposals", { token: budi }));
    expect(proposals.items.find((p) => p.talent.seekerId === "u-talent-putri")?.invited).toBe(true);
    expect(json<TalentProfile>(await h.call("GET", "/api/talent/u-talent-putri", { token: budi })).invitedToJobIds).toEqual(["j-1001"]);
  });

  it("refuses a seeker outside the pool, and a job that takes no applications, changing nothing", async () => {
    const before = h.readData();
    expect(errorCodeOf(await h.call("POST", "/api/jobs/j-1001/talent-invitations", { token: budi, body: { seekerIds: ["u-talent-sari"] } }))).toBe("TALENT_NOT_IN_POOL");
    expect(errorCodeOf(await h.call("POST", "/api/jobs/j-1004/talent-invitations", { token: budi, body: { seekerIds: ["u-talent-nur"] } }))).toBe("JOB_NOT_OPEN");
    expect(h.readData()).toBe(before);
  });
});

describe("GET /api/seeker/matched-jobs", () => {
  it("ranks open jobs for the seeker by the same rule, her preferred position near her first", async () => {
    const siti = await h.logIn(DEMO_ACCOUNTS.seeker.phone);
    const matched = json<MatchedJobs>(await h.call("GET", "/api/seeker/matched-jobs", { token: siti }));
    expect(matched.items.length).toBeGreaterThan(0);
    const first = matched.items[0];
    expect(first?.card.job.position).toBe("Barista");
    const totals = matched.items.map((i) => i.score.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});
