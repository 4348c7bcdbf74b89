import { expect } from "vitest";
import type { RawResponse } from "../testing/mock-harness";
import { SEEKER_TOKENS } from "./seeker-provider-states";

type Call = (method: "GET" | "POST", path: string, token: string) => Promise<RawResponse>;
const code = (res: RawResponse) => (res.json as { error?: { code?: string } } | undefined)?.error?.code;

/** What a consumer relying on each seeker state observes (mock-server/dev-area.test.ts runs them). */
export const seekerStateChecks = (call: Call): Record<string, () => Promise<void>> => ({
  "the demo seeker is logged in with token demo-seeker-token, has saved job j-9002 and applied to job j-9001": async () => {
    const saved = await call("GET", "/api/seeker/saved-jobs", SEEKER_TOKENS.siti);
    expect(saved.json).toMatchObject({ items: [{ job: { jobId: "j-9002" }, saved: true }] });
    expect(code(await call("POST", "/api/jobs/j-9001/applications", SEEKER_TOKENS.siti))).toBe("ALREADY_APPLIED");
  },
  "Agus, whose profile has no salary expectation, is logged in with token demo-agus-token": async () => {
    const res = await call("POST", "/api/jobs/j-9001/applications", SEEKER_TOKENS.agus);
    expect([res.status, code(res), res.json]).toMatchObject([422, "PROFILE_INCOMPLETE", { error: { details: { missing: ["salary"] } } }]);
  },
  "a 17-year-old seeker is logged in with token demo-young-token": async () =>
    expect(code(await call("POST", "/api/jobs/j-9001/applications", SEEKER_TOKENS.young))).toBe("SEEKER_TOO_YOUNG"),
  "the provider Hendra is logged in with token demo-hendra-token and Rina applied to job j-9000": async () => {
    const res = await call("GET", "/api/jobs/j-9000/applications", SEEKER_TOKENS.hendra);
    expect(res.json).toMatchObject({ jobId: "j-9000", items: [{ fullName: "Rina Wulandari" }] });
  },
  "the demo seeker is logged in with token demo-seeker-token and her intro video v-9-siti is in review": async () => {
    const res = await call("GET", "/api/seeker/intro-video", SEEKER_TOKENS.siti);
    expect(res.json).toMatchObject({ video: { videoId: "v-9-siti", status: "inReview" } });
  },
  "the demo seeker is logged in with token demo-seeker-token and her intro video v-9-siti is approved": async () =>
    expect((await call("GET", "/api/intro-videos/v-9-siti", SEEKER_TOKENS.siti)).json).toMatchObject({ fullName: "Siti Rahmawati" }),
});
