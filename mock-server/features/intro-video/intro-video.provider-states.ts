import { toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE, STATE_TOKENS } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { withSession } from "../auth/session.logic";
import type { AreaStates } from "../back-office/provider-state.type";

/** The demo seeker with a session and her intro video v-9-siti in the given status. */
const withSitiVideo = (seed: Db, now: number, status: "inReview" | "approved"): Db => ({
  ...withSession(seed, STATE_TOKENS.siti, DEMO_ACCOUNTS.seeker.userId, now),
  introVideos: [
    ...seed.introVideos,
    { videoId: "v-9-siti", userId: DEMO_ACCOUNTS.seeker.userId, url: "https://cdn.gawe.id/v/siti.mp4", durationSeconds: 42, status, uploadedAt: toWibIso(now) },
  ],
});

/** The states of the intro-video contracts (contracts/consumer/seeker.pact.test.ts). */
export const INTRO_VIDEO_PROVIDER_STATES = {
  [PROVIDER_STATE.introVideoInReview]: {
    arranges: "A session for the demo seeker with token demo-seeker-token; her intro video v-9-siti (42 s) uploaded just now, in review.",
    arrange: (seed, now) => withSitiVideo(seed, now, "inReview"),
    values: { token: STATE_TOKENS.siti },
  },
  [PROVIDER_STATE.introVideoApproved]: {
    arranges: "A session for the demo seeker with token demo-seeker-token; her intro video v-9-siti (42 s), approved by the back office.",
    arrange: (seed, now) => withSitiVideo(seed, now, "approved"),
    values: { token: STATE_TOKENS.siti },
  },
} satisfies AreaStates;
