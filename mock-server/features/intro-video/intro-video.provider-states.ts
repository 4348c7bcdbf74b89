import { toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE, STATE_TOKENS } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { loggedInState, type AreaStates } from "../back-office/provider-state.type";

const SITI = { token: STATE_TOKENS.siti, userId: DEMO_ACCOUNTS.seeker.userId };

/** The seed with the demo seeker's intro video v-9-siti in the given status. */
const withSitiVideo = (seed: Db, now: number, status: "inReview" | "approved"): Db => ({
  ...seed,
  introVideos: [
    ...seed.introVideos,
    { videoId: "v-9-siti", userId: DEMO_ACCOUNTS.seeker.userId, url: "https://cdn.gawe.id/v/siti.mp4", durationSeconds: 42, status, uploadedAt: toWibIso(now) },
  ],
});

/** The states of the intro-video contracts (contracts/consumer/seeker.pact.test.ts). */
export const INTRO_VIDEO_PROVIDER_STATES = {
  [PROVIDER_STATE.introVideoInReview]: loggedInState(
    "A session for the demo seeker with token demo-seeker-token; her intro video v-9-siti (42 s) uploaded just now, in review.",
    SITI,
    (seed, now) => withSitiVideo(seed, now, "inReview"),
  ),
  [PROVIDER_STATE.introVideoApproved]: loggedInState(
    "A session for the demo seeker with token demo-seeker-token; her intro video v-9-siti (42 s), approved by the back office.",
    SITI,
    (seed, now) => withSitiVideo(seed, now, "approved"),
  ),
} satisfies AreaStates;
