import { expect } from "vitest";
import { PROVIDER_STATE } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { statusAndCode, type StateChecks } from "../../testing/state-checks";

const SITI = DEMO_ACCOUNTS.seeker.phone;

/** What a consumer relying on the intro-video state observes. */
export const introVideoStateChecks: StateChecks = {
  [PROVIDER_STATE.introVideoExists]: async (t) => {
    const { token } = await t.setup(PROVIDER_STATE.seekerLoggedIn, { phone: SITI });
    const inReview = await t.setup(PROVIDER_STATE.introVideoExists, { phone: SITI, status: "inReview" });
    expect(statusAndCode(await t.call("GET", `/api/intro-videos/${inReview.videoId}`))).toEqual([404, "VIDEO_NOT_FOUND"]);
    expect(statusAndCode(await t.call("POST", "/api/seeker/intro-video", { token, body: { url: "https://cdn.gawe.id/v/2.mp4", durationSeconds: 30 } }))).toEqual([409, "VIDEO_TRANSITION_NOT_ALLOWED"]);
    const approved = await t.setup(PROVIDER_STATE.introVideoExists, { phone: SITI, status: "approved" });
    expect((await t.call("GET", `/api/intro-videos/${approved.videoId}`)).json).toMatchObject({ videoId: approved.videoId, fullName: DEMO_ACCOUNTS.seeker.fullName });
  },
};
