import type { PROVIDER_SERVICES } from "../manifests/provider.manifest";
import { chunkOf, type Chunk } from "./services";

const providerChunk = chunkOf<typeof PROVIDER_SERVICES>();

/** The provider side's factories, one per row of its manifest's `services` (manifests/provider.manifest.ts). */
export const PROVIDER_CHUNKS = {
  ...providerChunk("adapters/provider.modules.ts", () => import("./provider.modules"), {
    BUSINESS_API: async ({ API_CLIENT }, m) => new m.BusinessHttpAdapter(await API_CLIENT),
    JOBS_API: async ({ API_CLIENT }, m) => new m.JobsHttpAdapter(await API_CLIENT),
    PROVIDER_JOBS: ({ JOBS_API, CLOCK }, m) => new m.ProviderJobs(JOBS_API, CLOCK),
  }),
  // Its own chunk: only /questionSurvey answers the recruitment survey.
  ...providerChunk("adapters/survey.modules.ts", () => import("./survey.modules"), {
    SURVEY_API: async ({ API_CLIENT }, m) => new m.SurveyHttpAdapter(await API_CLIENT),
  }),
} satisfies Record<(typeof PROVIDER_SERVICES)[number]["module"], Chunk>;
