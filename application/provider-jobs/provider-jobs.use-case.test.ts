import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { ProviderJob } from "../../domain/job/job-api.schema";
import { jobDraftFixture } from "../../domain/job/job.fixtures";
import type { JobDraft } from "../../domain/job/job.schema";
import type { JobsApi } from "../ports/provider-jobs-api.port";
import { ProviderJobs } from "./provider-jobs.use-case";

const NOW = Date.parse("2029-11-01T08:00:00+07:00");

/** An in-memory JobsApi that records what reached it. */
const fakeApi = () => {
  const calls: string[] = [];
  const ok = (name: string) => async () => {
    calls.push(name);
    return Result.succeed({ jobId: "j-10001", status: "open" } as unknown as ProviderJob);
  };
  const api = { create: ok("create"), edit: ok("edit"), act: ok("act"), myJobs: ok("myJobs"), extendPriority: ok("extend"), publicJob: ok("publicJob") } as unknown as JobsApi;
  return { api, calls };
};

describe("ProviderJobs.save", () => {
  it("checks the domain's rules first and reports every broken one without calling the API", async () => {
    const { api, calls } = fakeApi();
    const jobs = new ProviderJobs(api, { now: () => NOW });
    const bad = jobDraftFixture({ salary: { minimum: 200_000, maximum: 100_000, confidential: false, unit: "day" }, expiresAt: "2029-10-01T23:59:00+07:00" }) as JobDraft;
    const result = await jobs.save(bad, { post: true });
    expect(Result.isFailure(result) && result.failure._tag === "JobDraftErrors" && result.failure.errors.map((e) => e._tag)).toEqual([
      "MaximumSalaryNotAboveMinimum",
      "JobExpiryInPast",
    ]);
    expect(calls).toEqual([]);
  });
  it("creates a new job and edits an existing one", async () => {
    const { api, calls } = fakeApi();
    const jobs = new ProviderJobs(api, { now: () => NOW });
    const draft = jobDraftFixture() as JobDraft;
    expect(Result.isSuccess(await jobs.save(draft, { post: true }))).toBe(true);
    expect(Result.isSuccess(await jobs.save(draft, { jobId: "j-1005", post: false }))).toBe(true);
    expect(calls).toEqual(["create", "edit"]);
  });
});
