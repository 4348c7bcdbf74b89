import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTRO_VIDEO_MAX_SECONDS } from "../../../domain/policy/business-constants";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { startHarness, type Harness, errorCodeOf } from "../../testing/mock-harness";

/** Issue 10 (items 5 and 10): an intro video lasts at most 1 minute and lives at an http(s) URL. */
let h: Harness;
let token = "";
const send = (body: unknown) => h.call("POST", "/api/seeker/intro-video", { token, body });

beforeAll(async () => {
  h = await startHarness();
  token = (await h.logIn(DEMO_ACCOUNTS.seekerSmsOnly.phone));
});
afterAll(async () => {
  await h.stop();
});

describe("POST /api/seeker/intro-video", () => {
  it("refuses a 600 s video with RECORDING_TOO_LONG and stores nothing", async () => {
    const before = h.readData();
    const res = await send({ url: "https://cdn.gawe.id/v/agus.mp4", durationSeconds: 600 });
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe("RECORDING_TOO_LONG");
    expect((res.json as { error: { details: unknown } }).error.details).toMatchObject({ seconds: 600, maxSeconds: INTRO_VIDEO_MAX_SECONDS });
    expect(errorCodeOf(await send({ url: "https://cdn.gawe.id/v/agus.mp4", durationSeconds: INTRO_VIDEO_MAX_SECONDS + 0.5 }))).toBe("RECORDING_TOO_LONG");
    expect(h.readData()).toBe(before);
  });
  it("refuses a script URL, a negative or an infinite duration", async () => {
    expect(errorCodeOf(await send({ url: "javascript:alert(1)", durationSeconds: 30 }))).toBe("VALIDATION_FAILED");
    expect(errorCodeOf(await send({ url: "https://cdn.gawe.id/v/agus.mp4", durationSeconds: -1 }))).toBe("VALIDATION_FAILED");
    expect(errorCodeOf(await send('{"url":"https://cdn.gawe.id/v/agus.mp4","durationSeconds":1e999}'))).toBe("VALIDATION_FAILED");
  });
  it("accepts a video of exactly the limit", async () => {
    expect((await send({ url: "https://cdn.gawe.id/v/agus.mp4", durationSeconds: INTRO_VIDEO_MAX_SECONDS })).status).toBe(201);
  });
});
