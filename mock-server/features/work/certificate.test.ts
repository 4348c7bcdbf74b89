import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WorkCertificate } from "../../../domain/work/certificate-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";
import { json, kit } from "../../testing/offer-test-kit";

/**
 * The work certificate through the mock's HTTP API (issue 22): only a completed hire's seeker gets
 * it, its code never changes, and the public check by code answers the same facts and nothing more.
 */
let h: Harness;
const t = kit(() => h);

beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const codeOf = (res: { status: number; json: unknown }) => [res.status, errorCodeOf(res as Parameters<typeof errorCodeOf>[0])];
/** Every key a certificate may carry, nested ones included: a new key is a new fact shown to anyone with the code. */
const keysOf = (value: unknown, prefix = ""): string[] =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) => [`${prefix}${k}`, ...keysOf(v, `${prefix}${k}.`)])
    : [];
const CERTIFICATE_KEYS = [
  "business",
  "business.logoUrl",
  "business.name",
  "business.verified",
  "code",
  "confirmedDays",
  "firstDay",
  "issuedAt",
  "lastDay",
  "position",
  "rating",
  "rating.stars",
  "rating.tags",
  "seekerName",
];

describe("the work certificate", () => {
  it("is issued to the seeker of a completed hire on her first request, with the same code and date ever after", async () => {
    const s = await t.setup(PROVIDER_STATE.hireEnded, {});
    expect(codeOf(await t.get(`/api/hires/${s.hireId}/certificate`, s.seekerToken))).toEqual([409, "HIRE_NOT_COMPLETED"]);
    expect((await t.post(`/api/hires/${s.hireId}/complete`, s.seekerToken)).status).toBe(200);
    const first = await t.get(`/api/hires/${s.hireId}/certificate`, s.seekerToken);
    expect(first.status).toBe(200);
    const certificate = json<WorkCertificate>(first);
    // Day 1 confirmed, day 2 declined, day 3 absent (the state's three days); no rating by the business yet.
    expect(certificate).toMatchObject({ seekerName: "Siti Rahmawati", business: { verified: true }, confirmedDays: 1, rating: null });
    expect(certificate.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(certificate.firstDay < certificate.lastDay).toBe(true);
    expect(json<WorkCertificate>(await t.get(`/api/hires/${s.hireId}/certificate`, s.seekerToken))).toEqual(certificate);
  });

  it("shows the business's rating of her for this hire (stars and tags, never the comment)", async () => {
    const s = await t.setup(PROVIDER_STATE.hireEnded, { stage: "completed" });
    expect((await t.post(`/api/hires/${s.hireId}/rating`, s.providerToken, { stars: 5, tags: ["punctual", "tidy"], comment: "Call me, 0812 3456 7890" })).status).toBe(201);
    expect((await t.post(`/api/hires/${s.hireId}/rating`, s.seekerToken, { stars: 2, tags: [], comment: null })).status).toBe(201);
    const certificate = json<WorkCertificate>(await t.get(`/api/hires/${s.hireId}/certificate`, s.seekerToken));
    expect(certificate.rating).toEqual({ stars: 5, tags: ["punctual", "tidy"] });
    expect(JSON.stringify(certificate)).not.toContain("0812");
  });

  it("is refused to anyone but the hire's seeker in the seeker role, and before completion", async () => {
    const s = await t.setup(PROVIDER_STATE.hireEnded, { stage: "completed" });
    const other = await t.setup(PROVIDER_STATE.hireEnded, { provider: "81277770401", seeker: "81277770402" });
    expect(codeOf(await t.get(`/api/hires/${s.hireId}/certificate`, s.providerToken))).toEqual([403, "FORBIDDEN"]);
    expect(codeOf(await t.get(`/api/hires/${s.hireId}/certificate`, other.seekerToken))).toEqual([404, "HIRE_NOT_FOUND"]);
    expect(codeOf(await t.get(`/api/hires/${s.hireId}/certificate`))).toEqual([401, "UNAUTHENTICATED"]);
    expect(codeOf(await t.get(`/api/hires/${other.hireId}/certificate`, other.seekerToken))).toEqual([409, "HIRE_NOT_COMPLETED"]);
    expect(codeOf(await t.get("/api/hires/o-nope/certificate", s.seekerToken))).toEqual([404, "HIRE_NOT_FOUND"]);
  });

  it("is checked by anyone with its code: the same facts, its keys and no other (no phone, wage, place or other hire)", async () => {
    const s = await t.setup(PROVIDER_STATE.hireEnded, { stage: "ratedByProvider" });
    const mine = json<WorkCertificate>(await t.get(`/api/hires/${s.hireId}/certificate`, s.seekerToken));
    expect(mine.code).toBe(s.certificateCode);
    const checked = await t.get(`/api/certificates/${mine.code}`);
    expect(checked.status).toBe(200);
    expect(checked.json).toEqual(mine);
    expect(keysOf(checked.json).sort()).toEqual(CERTIFICATE_KEYS);
    expect(mine.rating).toEqual({ stars: 5, tags: ["punctual"] });
    // Typed from paper: lower case, spaces for hyphens, O for 0 and I for 1 read the same.
    const typed = mine.code.toLowerCase().replaceAll("-", " ").replaceAll("0", "o").replaceAll("1", "i");
    expect(json<WorkCertificate>(await t.get(`/api/certificates/${encodeURIComponent(typed)}`))).toEqual(mine);
  });

  it("answers 'not available' for a code no certificate has, and for text that cannot be a code", async () => {
    await t.setup(PROVIDER_STATE.hireEnded, { stage: "completed" });
    for (const code of ["ZZZZ-ZZZZ-ZZZZ-ZZZZ", "nope", "U".repeat(16)]) expect(codeOf(await t.get(`/api/certificates/${code}`))).toEqual([404, "CERTIFICATE_NOT_FOUND"]);
  });
});
