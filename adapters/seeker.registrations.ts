import type { SEEKER_SERVICES } from "../manifests/seeker.manifest";
import { chunkOf, type Chunk } from "./services";

const seekerChunk = chunkOf<typeof SEEKER_SERVICES>();
const seekerModules = () => import("./seeker.modules");

/** The seeker side's factories, one per row of its manifest's `services` (manifests/seeker.manifest.ts). */
export const SEEKER_CHUNKS = {
  ...seekerChunk("adapters/job-search.modules.ts", () => import("./job-search.modules"), {
    // Its profile, resume and intro-video checks load with the first such request, from the seeker chunk.
    SEEKER_API: async ({ API_CLIENT }, m) => new m.SeekerHttpAdapter(await API_CLIENT, async () => (await seekerModules()).profileChecks),
    SAVED_JOBS: ({ SEEKER_API }, m) => new m.SavedJobs(SEEKER_API),
    LOCATE_ME: ({ NATIVE_BRIDGE }, m) => new m.LocateMe(NATIVE_BRIDGE),
  }),
  ...seekerChunk("adapters/seeker.modules.ts", seekerModules, {
    APPLICATIONS_API: async ({ API_CLIENT }, m) => new m.ApplicationsHttpAdapter(await API_CLIENT),
    SAVE_MY_PROFILE: ({ SEEKER_API, CLOCK }, m) => new m.SaveMyProfile(SEEKER_API, CLOCK),
    UPLOAD_SEEKER_MEDIA: ({ NATIVE_BRIDGE }, m) => new m.UploadSeekerMedia(NATIVE_BRIDGE),
    INTRO_VIDEO: ({ SEEKER_API, NATIVE_BRIDGE }, m) => new m.IntroVideo(SEEKER_API, NATIVE_BRIDGE),
    APPLY_TO_JOB: ({ APPLICATIONS_API }, m) => new m.ApplyToJob(APPLICATIONS_API),
  }),
  ...seekerChunk("adapters/work-punch.modules.ts", () => import("./work-punch.modules"), {
    PUNCH_OUTBOX: async ({ WORK_API, PUNCH_DEVICE, CLOCK }, m) => {
      const device = await PUNCH_DEVICE;
      const outbox = new m.PunchOutbox(WORK_API, device.storage, device.lock, CLOCK);
      // For the page's life, like the outbox itself (one per container).
      device.onReconnect(() => void outbox.flush());
      return outbox;
    },
    CLOCK_PUNCH: async ({ PUNCH_OUTBOX, NATIVE_BRIDGE, PUNCH_DEVICE, CLOCK }, m) => new m.ClockPunch(PUNCH_OUTBOX, NATIVE_BRIDGE, await PUNCH_DEVICE, CLOCK),
  }),
} satisfies Record<(typeof SEEKER_SERVICES)[number]["module"], Chunk>;
