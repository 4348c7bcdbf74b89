import { toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import { accountByPhone, freshId, paramsOf, StateParamError, type AreaStates } from "../back-office/back-office.public";

/** The states of the intro-video contracts (contracts/consumer/seeker.pact.test.ts). */
export const INTRO_VIDEO_PROVIDER_STATES = {
  [PROVIDER_STATE.introVideoExists]: {
    arranges: "The seeker's latest intro video (42 s, uploaded just now) in the status asked for.",
    params: { phone: "phone of the seeker (set up before)", status: "inReview | approved" },
    values: { videoId: "the video's id" },
    arrange: (db, { params, now }) => {
      const p = paramsOf(params);
      const seeker = accountByPhone(db, p.phone("phone"));
      if (seeker === undefined) throw new StateParamError("phone", "params.phone: no account with this phone (set up a seeker first)");
      const videoId = freshId("v-s", db.introVideos.map((v) => v.videoId));
      const video = { videoId, userId: seeker.userId, url: "https://cdn.gawe.id/v/intro.mp4", durationSeconds: 42, status: p.oneOf("status", ["inReview", "approved"]), uploadedAt: toWibIso(now) };
      return { db: { ...db, introVideos: [...db.introVideos.filter((v) => v.userId !== seeker.userId), video] }, values: { videoId } };
    },
  },
} satisfies AreaStates;
