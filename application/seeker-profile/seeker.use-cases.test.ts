import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { JobCard, SeekerProfileView } from "../../domain/seeker/job-card.schema";
import { completeProfile } from "../../domain/seeker/seeker.fixtures";
import { wibInstant } from "../../domain/shared/wib-time";
import { ApplyToJob } from "../applying/apply-to-job.use-case";
import type { ApplicationsApi } from "../ports/applying-api.port";
import type { SeekerApi } from "../ports/seeker-api.port";
import { SavedJobs } from "../job-search/saved-jobs.use-case";
import { SaveMyProfile } from "./save-my-profile.use-case";


/** An in-memory SeekerApi that records what it was asked. */
const fakeSeekerApi = (calls: string[]): SeekerApi => ({
  profile: async () => Result.succeed({ profile: null, completenessPercent: 0 } as SeekerProfileView),
  saveProfile: async (input) => {
    calls.push(`save ${input.fullName}`);
    return Result.succeed({ profile: null, completenessPercent: 100 } as SeekerProfileView);
  },
  searchJobs: async () => Result.succeed({ items: [], nextCursor: null }),
  job: async () => Result.fail({ _tag: "ApiUnreachable", reason: "network" } as never),
  savedJobs: async () => Result.succeed({ items: [], nextCursor: null }),
  saveJob: async (jobId) => {
    calls.push(`saveJob ${jobId}`);
    return Result.succeed({ saved: true } as JobCard);
  },
  unsaveJob: async (jobId) => {
    calls.push(`unsaveJob ${jobId}`);
    return Result.succeed(undefined);
  },
  business: async () => Result.fail({ _tag: "ApiUnreachable", reason: "network" } as never),
  resume: async () => Result.fail({ _tag: "ApiUnreachable", reason: "network" } as never),
  introVideo: async () => Result.succeed({ video: null }),
  uploadIntroVideo: async () => Result.fail({ _tag: "ApiUnreachable", reason: "network" } as never),
  publicIntroVideo: async () => Result.fail({ _tag: "ApiUnreachable", reason: "network" } as never),
});

const clock = { now: () => wibInstant(2026, 11, 23, 10) };

describe("seeker use cases", () => {
  it("SaveMyProfile checks the domain rules before calling the API", async () => {
    const calls: string[] = [];
    const save = new SaveMyProfile(fakeSeekerApi(calls), clock);
    const young = await save.execute(completeProfile({ dateOfBirth: "2010-01-01" }));
    expect(Result.isFailure(young) && young.failure._tag).toBe("TooYoung");
    expect(calls).toEqual([]);
    expect(Result.isSuccess(await save.execute(completeProfile()))).toBe(true);
    expect(calls).toEqual(["save Rina Wulandari"]);
  });

  it("SavedJobs saves and unsaves and answers the new flag", async () => {
    const calls: string[] = [];
    const saved = new SavedJobs(fakeSeekerApi(calls));
    expect(await saved.setSaved("j-9002", true)).toEqual(Result.succeed(true));
    expect(await saved.setSaved("j-9002", false)).toEqual(Result.succeed(false));
    expect(calls).toEqual(["saveJob j-9002", "unsaveJob j-9002"]);
  });

  it("ApplyToJob sends the trimmed note, at most 500 characters", async () => {
    const sent: string[] = [];
    const api: ApplicationsApi = {
      apply: async (jobId, request) => {
        sent.push(`${jobId}:${request.note.length}:${request.note.slice(0, 5)}`);
        return Result.fail({ _tag: "ApiUnreachable", reason: "offline" } as never);
      },
      myApplications: async () => Result.succeed({ items: [], nextCursor: null }),
      applicants: async () => Result.fail({ _tag: "ApiUnreachable", reason: "offline" } as never),
      screeningQuestions: async () => Result.fail({ _tag: "ApiUnreachable", reason: "offline" } as never),
    };
    await new ApplyToJob(api).execute("j-9001", `  ${"x".repeat(600)}  `);
    expect(sent).toEqual(["j-9001:500:xxxxx"]);
  });

  it("ApplyToJob sends the screening answers with the note, and no answers field when the job asks nothing", async () => {
    const bodies: unknown[] = [];
    const api: ApplicationsApi = {
      apply: async (_jobId, request) => {
        bodies.push(request);
        return Result.fail({ _tag: "ApiUnreachable", reason: "offline" } as never);
      },
      myApplications: async () => Result.succeed({ items: [], nextCursor: null }),
      applicants: async () => Result.fail({ _tag: "ApiUnreachable", reason: "offline" } as never),
      screeningQuestions: async () => Result.fail({ _tag: "ApiUnreachable", reason: "offline" } as never),
    };
    await new ApplyToJob(api).execute("j-1", "hi", [{ questionId: "j-1-q1", answer: "Yes" }]);
    await new ApplyToJob(api).execute("j-1", "hi");
    expect(bodies).toEqual([{ note: "hi", answers: [{ questionId: "j-1-q1", answer: "Yes" }] }, { note: "hi" }]);
  });
});
