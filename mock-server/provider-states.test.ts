import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PROVIDER_STATES } from "./features/registry";
import { authStateChecks } from "./features/auth/auth.provider-states.checks";
import { businessStateChecks } from "./features/provider-business/provider-business.provider-states.checks";
import { introVideoStateChecks } from "./features/intro-video/intro-video.provider-states.checks";
import { jobsStateChecks } from "./features/provider-jobs/provider-jobs.provider-states.checks";
import { offersStateChecks } from "./features/offers/offers.provider-states.checks";
import { seekerProfileStateChecks } from "./features/seeker-profile/seeker-profile.provider-states.checks";
import { workStateChecks } from "./features/work/work.provider-states.checks";
import { completionStateChecks } from "./features/work/completion.provider-states.checks";
import { cancellationStateChecks } from "./features/work/cancellation.provider-states.checks";
import { walletStateChecks } from "./features/wallet/wallet.provider-states.checks";
import { chatStateChecks } from "./features/chat/chat.provider-states.checks";
import { videoInterviewStateChecks } from "./features/video-interview/video-interview.provider-states.checks";
import { interviewsStateChecks } from "./features/interviews/interviews.provider-states.checks";
import { PROVIDER_STATE } from "./provider-state-names";
import { DEMO_ACCOUNTS } from "./store/demo-accounts";
import { startHarness, type Harness, errorCodeOf } from "./testing/mock-harness";
import type { StateChecks, StateTester } from "./testing/state-checks";

/*
 * The provider states of every area (features/registry.ts gathers them) through the dev area's
 * endpoint, with each area's checks: it spans the features, so it sits beside the registry's user, server.ts.
 */

const SITI = DEMO_ACCOUNTS.seeker;

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const setState = (state: string, params: object) => h.call("POST", "/__dev/provider-states", { body: { state, params, action: "setup" } });
const sendOtp = (phone: string, purpose = "login") => h.call("POST", "/api/auth/otp", { body: { phone, purpose } });

describe("Pact provider states", () => {
  /** What a consumer relying on each state will observe. */
  const observe: StateChecks = {
    ...authStateChecks,
    ...seekerProfileStateChecks,
    ...businessStateChecks,
    ...jobsStateChecks,
    ...introVideoStateChecks,
    ...offersStateChecks,
    ...workStateChecks,
    ...completionStateChecks,
    ...cancellationStateChecks,
    ...walletStateChecks,
    ...chatStateChecks,
    ...videoInterviewStateChecks,
    ...interviewsStateChecks,
  };
  const tester: () => StateTester = () => ({
    setup: async (state, params) => {
      const res = await setState(state, params);
      expect([state, res.status, res.json]).toEqual([state, 200, expect.anything()]);
      return res.json as Record<string, string>;
    },
    call: (method, path, init) => h.call(method, path, init),
  });

  it("implements exactly the states the contracts use, each named once in provider-state-names.ts, each checked here", () => {
    expect(Object.keys(PROVIDER_STATES).sort()).toEqual(Object.values(PROVIDER_STATE).sort());
    expect(Object.keys(observe).sort()).toEqual(Object.values(PROVIDER_STATE).sort());
  });

  for (const [state, check] of Object.entries(observe)) it(`arranges "${state}" as its parameters say`, () => check(tester()));

  it("composes the states of one interaction on the same data; teardown restores the seed, real time and OTP budgets", async () => {
    const { token } = await tester().setup(PROVIDER_STATE.seekerLoggedIn, { phone: SITI.phone });
    const { jobId } = await tester().setup(PROVIDER_STATE.jobExists, { savedBy: SITI.phone });
    expect((await h.call("GET", "/api/seeker/saved-jobs", { token })).json).toMatchObject({ items: [{ job: { jobId } }] });
    await h.call("POST", "/__dev/clock/advance", { body: { seconds: 86_400 } });
    await tester().setup(PROVIDER_STATE.numberLocked, { phone: SITI.phone });
    const teardown = await h.call("POST", "/__dev/provider-states", { body: { state: PROVIDER_STATE.seekerLoggedIn, params: { phone: SITI.phone }, action: "teardown" } });
    expect([teardown.status, teardown.json]).toEqual([200, {}]);
    expect((await h.call("GET", "/api/me", { token })).status).toBe(401);
    expect(((await h.call("GET", "/__dev/clock")).json as { offsetSeconds: number }).offsetSeconds).toBe(0);
    expect((await sendOtp(SITI.phone)).status).toBe(200);
  });

  it("answers 400 VALIDATION_FAILED naming a parameter it cannot use", async () => {
    const missing = await setState(PROVIDER_STATE.seekerLoggedIn, {});
    expect([missing.status, errorCodeOf(missing)]).toEqual([400, "VALIDATION_FAILED"]);
    expect(missing.json).toMatchObject({ error: { details: { issues: [{ path: ["params", "phone"] }] } } });
    const wrong = await setState(PROVIDER_STATE.providerLoggedIn, { phone: "81277770031", business: "somewhat" });
    expect(wrong.json).toMatchObject({ error: { details: { issues: [{ path: ["params", "business"] }] } } });
  });

  it("refuses an unknown state and names the known ones", async () => {
    const res = await setState("the moon is made of cheese", {});
    expect([res.status, errorCodeOf(res)]).toEqual([400, "UNKNOWN_PROVIDER_STATE"]);
    expect(res.json).toMatchObject({ error: { details: { knownStates: expect.arrayContaining(Object.keys(PROVIDER_STATES)) } } });
  });

  it("lists every state with its parameters and values", async () => {
    const list = (await h.call("GET", "/__dev/provider-states")).json as { items: { state: string; params: object; values: object }[] };
    expect(list.items.map((i) => i.state).sort()).toEqual(Object.keys(PROVIDER_STATES).sort());
    expect(list.items.find((i) => i.state === PROVIDER_STATE.jobExists)?.values).toHaveProperty("jobId");
  });

  it("documents every state, its parameters and values in contracts/README.md", () => {
    const doc = readFileSync(new URL("../contracts/README.md", import.meta.url), "utf8");
    for (const [state, s] of Object.entries(PROVIDER_STATES)) {
      const row = doc.split("\n").find((line) => line.startsWith(`| \`${state}\``));
      expect(row, state).toBeDefined();
      for (const name of [...Object.keys(s.params), ...Object.keys(s.values)]) expect(row, `${state}: ${name}`).toContain(`\`${name}\``);
    }
  });
});
