import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SALARY_MAX_RUPIAH } from "../../../domain/policy/business-constants";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { startHarness, type Harness, type RawResponse, errorCodeOf } from "../../testing/mock-harness";

/**
 * Issue 10 (items 5, 6 and the profile's part of 10) through the mock's HTTP API: what a seeker
 * may write into their profile. Each case was accepted before the fix.
 */
let h: Harness;
let token = "";
type Profile = Record<string, unknown> & { badges: string[]; fullName: string; introVideoId: string | null };

const current = async (): Promise<Profile> => ((await h.call("GET", "/api/seeker/profile", { token })).json as { profile: Profile }).profile;
const save = async (changes: Record<string, unknown>): Promise<RawResponse> => {
  const { userId: _u, ...profile } = await current();
  return h.call("POST", "/api/seeker/profile", { token, body: { ...profile, ...changes } });
};

beforeAll(async () => {
  h = await startHarness();
  token = (await h.logIn(DEMO_ACCOUNTS.rina.phone));
});
afterAll(async () => {
  await h.stop();
});

describe("URLs in the profile are http(s) only (item 5)", () => {
  it.each(["javascript:alert(document.cookie)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "//evil.example/cv.pdf"])(
    "refuses cvUrl %j and stores nothing",
    async (cvUrl) => {
      const before = h.readData();
      const res = await save({ cvUrl });
      expect(res.status).toBe(400);
      expect(errorCodeOf(res)).toBe("VALIDATION_FAILED");
      expect(h.readData()).toBe(before);
    },
  );
  it("refuses a script URL in the photo and the portfolio", async () => {
    expect(errorCodeOf(await save({ photoUrl: "javascript:alert(1)" }))).toBe("VALIDATION_FAILED");
    expect(errorCodeOf(await save({ portfolio: [{ kind: "link", url: "javascript:alert(1)" }] }))).toBe("VALIDATION_FAILED");
  });
  it("accepts an https URL and an upload URL of the mock", async () => {
    expect((await save({ cvUrl: "https://cdn.gawe.id/cv/rina-2.pdf" })).status).toBe(200);
    expect((await save({ cvUrl: `${h.url}/api/uploads/0b7e2a4c-1111-4222-8333-944455556666/rina.pdf` })).status).toBe(200);
  });
});

describe("fields the platform owns are never written by a client (item 6)", () => {
  it("ignores badges, the assessment and the intro video id sent with a profile", async () => {
    const before = await current();
    const res = await save({ badges: ["Academy Gold"], assessment: "Top 1%", introVideoId: "v-someone-else", completenessPercent: 100 });
    expect(res.status).toBe(200);
    const after = await current();
    expect(after.badges).toEqual(before.badges);
    expect(after.assessment).toEqual(before.assessment);
    expect(after.introVideoId).toEqual(before.introVideoId);
    expect(h.readData()).not.toContain("Academy Gold");
  });
});

describe("names and money in the profile (item 10)", () => {
  it.each(["   ", "\u202e\u202e", "\u200f", "\u2066 \u2069", "\u3000", "\u200b", " Rina", "Rina\u202e"])("refuses the full name %j", async (fullName) => {
    const before = h.readData();
    expect(errorCodeOf(await save({ fullName }))).toBe("VALIDATION_FAILED");
    expect(h.readData()).toBe(before);
  });
  it("keeps a plain name with letters of any script", async () => {
    expect((await save({ fullName: "Rina Wulandari" })).status).toBe(200);
    expect((await save({ fullName: "Nguyễn Thị Ánh" })).status).toBe(200);
  });
  it("refuses a salary above the policy maximum", async () => {
    expect(errorCodeOf(await save({ expectedMonthlySalary: 10 ** 15, minimumMonthlySalary: 1_000_000 }))).toBe("VALIDATION_FAILED");
    expect(errorCodeOf(await save({ expectedMonthlySalary: SALARY_MAX_RUPIAH + 1, minimumMonthlySalary: 1_000_000 }))).toBe("VALIDATION_FAILED");
    expect((await save({ expectedMonthlySalary: SALARY_MAX_RUPIAH, minimumMonthlySalary: 1_000_000 })).status).toBe(200);
  });
});
