import type { INTERVIEWS_SERVICES } from "../manifests/interviews.manifest";
import { chunkOf, type Chunk } from "./services";

const interviewsChunk = chunkOf<typeof INTERVIEWS_SERVICES>();

/** Interviews (issue 24: invitations, video interviews, suggested questions), both sides: one row per service of manifests/interviews.manifest.ts, one chunk of its own. */
export const INTERVIEWS_CHUNKS = {
  ...interviewsChunk("adapters/interviews.modules.ts", () => import("./interviews.modules"), {
    INTERVIEWS_API: async ({ API_CLIENT }, m) => new m.InterviewsHttpAdapter(await API_CLIENT),
    VIDEO_INTERVIEW_API: async ({ API_CLIENT }, m) => new m.VideoInterviewHttpAdapter(await API_CLIENT),
    INTERVIEW_QUESTION_SUGGESTER: async ({ API_CLIENT }, m) => new m.InterviewQuestionsHttpAdapter(await API_CLIENT),
  }),
} satisfies Record<(typeof INTERVIEWS_SERVICES)[number]["module"], Chunk>;
