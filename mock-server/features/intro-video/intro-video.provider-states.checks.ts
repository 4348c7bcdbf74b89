import { expect } from "vitest";
import { PROVIDER_STATE, STATE_TOKENS } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import type { StateCall } from "../applying/applying.provider-states.checks";

/** What a consumer relying on each intro-video state observes (features/back-office/dev-area.test.ts runs them). */
export const introVideoStateChecks = (call: StateCall): Record<string, () => Promise<void>> => ({
  [PROVIDER_STATE.introVideoInReview]: async () => {
    const res = await call("GET", "/api/seeker/intro-video", STATE_TOKENS.siti);
    expect(res.json).toMatchObject({ video: { videoId: "v-9-siti", status: "inReview" } });
  },
  [PROVIDER_STATE.introVideoApproved]: async () =>
    expect((await call("GET", "/api/intro-videos/v-9-siti", STATE_TOKENS.siti)).json).toMatchObject({ fullName: DEMO_ACCOUNTS.seeker.fullName }),
});
