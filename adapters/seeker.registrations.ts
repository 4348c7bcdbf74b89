import { APPLICATIONS_API, type ApplicationsApi } from "../application/ports/applying-api.port";
import { CLOCK } from "../application/ports/clock.port";
import { NATIVE_BRIDGE } from "../application/ports/native-bridge.port";
import { SEEKER_API, type SeekerApi } from "../application/ports/seeker-api.port";
import type { Resolver } from "../application/ports/token";
import { APPLY_TO_JOB } from "../application/applying/applying.tokens";
import { LOCATE_ME, SAVED_JOBS } from "../application/job-search/job-search.tokens";
import { INTRO_VIDEO, SAVE_MY_PROFILE, UPLOAD_SEEKER_MEDIA } from "../application/seeker-profile/seeker-profile.tokens";
import type { HttpClient } from "./http/http-client";
import { registerLazily, type Register } from "./lazy";

export interface SeekerOverrides {
  readonly seekerApi?: SeekerApi;
  readonly applicationsApi?: ApplicationsApi;
}

/** The seeker side of issue 5: its API adapters and use cases, loaded on the first use of any of them. */
export const registerSeeker = (register: Register, apiClient: (r: Resolver) => Promise<HttpClient>, overrides: SeekerOverrides = {}): void => {
  const lazily = registerLazily(register);
  const seekerModules = () => import("./seeker.modules");
  // The first screens' reads: their own chunk without Effect's Schema (job-search.modules.ts).
  const jobSearchModules = () => import("./job-search.modules");

  lazily(
    SEEKER_API,
    // Its profile, resume and intro-video checks load with the first such request, from the seeker chunk.
    async (r) => new (await jobSearchModules()).SeekerHttpAdapter(await apiClient(r), async () => (await seekerModules()).profileChecks),
    overrides.seekerApi,
  );
  lazily(APPLICATIONS_API, async (r) => new (await seekerModules()).ApplicationsHttpAdapter(await apiClient(r)), overrides.applicationsApi);
  lazily(SAVE_MY_PROFILE, async (r) => new (await seekerModules()).SaveMyProfile(r.resolve(SEEKER_API), r.resolve(CLOCK)));
  lazily(LOCATE_ME, async (r) => new (await jobSearchModules()).LocateMe(r.resolve(NATIVE_BRIDGE)));
  lazily(UPLOAD_SEEKER_MEDIA, async (r) => new (await seekerModules()).UploadSeekerMedia(r.resolve(NATIVE_BRIDGE)));
  lazily(SAVED_JOBS, async (r) => new (await jobSearchModules()).SavedJobs(r.resolve(SEEKER_API)));
  lazily(INTRO_VIDEO, async (r) => new (await seekerModules()).IntroVideo(r.resolve(SEEKER_API), r.resolve(NATIVE_BRIDGE)));
  lazily(APPLY_TO_JOB, async (r) => new (await seekerModules()).ApplyToJob(r.resolve(APPLICATIONS_API)));
};
