import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CV_LINK_TTL_MINUTES } from "../../../domain/policy/business-constants";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { errorCodeOf, rawRequest, startHarness, type Harness } from "../../testing/mock-harness";

/**
 * Issue 19, item 14: the provider who received an application opens the applicant's CV through a
 * link the applicants list hands out (only the job's provider reads that list), good for an hour and
 * needing no session; nobody else gets a link, a changed or expired one opens nothing, the seeker
 * opens her own CV at its stored address, and the public resume never names it.
 */
let h: Harness;
const { hendra: HENDRA, rina: RINA, providerAdmin: BUDI } = DEMO_ACCOUNTS;
const APPLICANTS = "/api/jobs/j-9000/applications";

interface CvLink {
  readonly url: string;
  readonly fileName: string;
  readonly expiresAt: string;
}
const rinaOf = (json: unknown) => (json as { items: { fullName: string; hasCv: boolean; cv: CvLink | null }[] }).items.find((a) => a.fullName === RINA.fullName);
/** What a browser does with the link: a plain GET, no token, no signature. */
const open = (url: string) => rawRequest(h.url, new URL(url).pathname, { unsigned: true });

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe("an applicant's CV", () => {
  it("opens for the job's provider through the link of the applicants list: the PDF, as a download", async () => {
    const list = await h.call("GET", APPLICANTS, { token: await h.logIn(HENDRA.phone) });
    expect(list.status).toBe(200);
    const rina = rinaOf(list.json);
    expect(rina).toMatchObject({ hasCv: true, cv: { fileName: "rina-wulandari-cv.pdf" } });
    const link = rina?.cv as CvLink;
    expect(Date.parse(link.expiresAt) - h.server.clock.now()).toBeLessThanOrEqual(CV_LINK_TTL_MINUTES * 60_000);
    const file = await open(link.url);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="rina-wulandari-cv\.pdf"/);
    expect(file.text.startsWith("%PDF-1.4")).toBe(true);
    expect(file.text).toContain("(Rina Wulandari) Tj");
  });

  it("is linked for nobody else: another business's Admin, the seeker's side, logged out", async () => {
    expect((await h.call("GET", APPLICANTS, { token: await h.logIn(BUDI.phone) })).status).toBe(403);
    expect((await h.call("GET", APPLICANTS, { token: await h.logIn(RINA.phone) })).status).toBe(403);
    expect((await h.call("GET", APPLICANTS)).status).toBe(401);
  });

  it("opens nothing from a changed link, another application's, or one past its hour", async () => {
    const link = rinaOf((await h.call("GET", APPLICANTS, { token: await h.logIn(HENDRA.phone) })).json)?.cv as CvLink;
    const path = new URL(link.url).pathname;
    const [, , , applicationId = "", token = ""] = path.split("/");
    const tampered = `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    for (const other of [`/api/cv-files/${applicationId}/${tampered}`, `/api/cv-files/a-other/${token}`, `/api/cv-files/${applicationId}/${Number(token.split(".")[0]) + 3600}.${token.split(".")[1]}`]) {
      const res = await rawRequest(h.url, other, { unsigned: true });
      expect([res.status, errorCodeOf(res)], other).toEqual([404, "NOT_FOUND"]);
    }
    await h.call("POST", "/__dev/clock/advance", { body: { seconds: CV_LINK_TTL_MINUTES * 60 } });
    const late = await open(link.url);
    expect([late.status, errorCodeOf(late)]).toEqual([410, "LINK_EXPIRED"]);
    await h.call("POST", "/__dev/clock/reset");
    expect((await open(link.url)).status).toBe(200);
  });

  it("the seeker opens her own CV at its stored address; the public resume says there is one and never names it", async () => {
    const own = await h.call("GET", "/api/seeker/profile", { token: await h.logIn(RINA.phone) });
    const cvUrl = (own.json as { profile: { cvUrl: string } }).profile.cvUrl;
    expect((await rawRequest(h.url, cvUrl, { unsigned: true })).status).toBe(200);
    const resume = await h.call("GET", `/api/seekers/${RINA.userId}/resume`);
    expect(resume.json).toMatchObject({ hasCv: true });
    expect(resume.text).not.toContain(cvUrl);
    expect(resume.text).not.toMatch(/cv-files|rina-wulandari-cv/);
  });
});
