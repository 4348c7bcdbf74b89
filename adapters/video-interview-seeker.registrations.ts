import type { VIDEO_INTERVIEW_SEEKER_SERVICES } from "../manifests/video-interview-seeker.manifest";
import { chunkOf, type Chunk } from "./services";

const seekerChunk = chunkOf<typeof VIDEO_INTERVIEW_SEEKER_SERVICES>();

/** The seeker's video interview (issue 24): one row per service of manifests/video-interview-seeker.manifest.ts. */
export const VIDEO_INTERVIEW_SEEKER_CHUNKS = {
  ...seekerChunk("adapters/video-answers.modules.ts", () => import("./video-answers.modules"), {
    VIDEO_ANSWERS: async ({ API_CLIENT }, m) => new m.BrowserVideoAnswers(await API_CLIENT),
  }),
} satisfies Record<(typeof VIDEO_INTERVIEW_SEEKER_SERVICES)[number]["module"], Chunk>;
