import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OTP_TTL_SECONDS } from "../../../domain/identity/otp.rules";
import { OTP_SENDS_PER_CLIENT_PER_HOUR } from "../../../domain/policy/business-constants";
import { PROVIDER_STATE, UNREGISTERED_PHONE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS, DEMO_OTP_CODE } from "../../store/demo-accounts";
import { startHarness, type Harness, type RawResponse, errorCodeOf } from "../../testing/mock-harness";
import { BACK_OFFICE_SECTIONS, createSeed } from "../registry";
import { renderBackOffice } from "./back-office.page";

const SITI = DEMO_ACCOUNTS.seeker;

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await h.stop();
});

const setState = (state: string, params: object) => h.call("POST", "/__dev/provider-states", { body: { state, params, action: "setup" } });
const sendOtp = (phone: string, purpose = "login") => h.call("POST", "/api/auth/otp", { body: { phone, purpose } });
const login = (phone: string, code: string) => h.call("POST", "/api/auth/login", { body: { phone, code } });

describe("clock", () => {
  it("reads, sets and advances the mock time that OTP expiry uses", async () => {
    const set = await h.call("POST", "/__dev/clock", { body: { now: "2030-01-15T08:00:00+07:00" } });
    expect(set.status).toBe(200);
    expect((set.json as { now: string }).now).toMatch(/^2030-01-15T08:00:0\d\.\d{3}\+07:00$/);
    const sent = await h.call("POST", "/api/auth/otp", { body: { phone: SITI.phone, purpose: "login" } });
    expect((sent.json as { expiresAt: string }).expiresAt).toMatch(/^2030-01-15T08:05:/);

    const advanced = await h.call("POST", "/__dev/clock/advance", { body: { seconds: OTP_TTL_SECONDS } });
    expect((advanced.json as { now: string }).now).toMatch(/^2030-01-15T08:05:/);
    expect((await h.call("GET", "/__dev/clock")).json).toMatchObject({ now: expect.stringMatching(/^2030-01-15T08:05:/) });
    expect(errorCodeOf(await login(SITI.phone, DEMO_OTP_CODE))).toBe("OTP_EXPIRED");

    await h.call("POST", "/__dev/clock/reset");
    expect((await h.call("GET", "/__dev/clock")).json).toMatchObject({ offsetSeconds: 0 });
  });

  it("refuses a time that is not a date", async () => {
    expect(errorCodeOf(await h.call("POST", "/__dev/clock", { body: { now: "tomorrow-ish" } }))).toBe("VALIDATION_FAILED");
  });
});

describe("back office", () => {
  it("shows recent OTPs, the WhatsApp switch and the clock, and its forms act and come back", async () => {
    await h.call("POST", "/api/auth/otp", { body: { phone: DEMO_ACCOUNTS.seekerSmsOnly.phone, purpose: "login" } });
    const page = await h.call("GET", "/__dev/");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain(`+62${DEMO_ACCOUNTS.seekerSmsOnly.phone}`);
    expect(page.text).toContain("sms (WhatsApp failed)");
    expect(page.text).toContain("Pending verifications");
    expect(page.text).toContain('action="/__dev/whatsapp"');

    const form = { "content-type": "application/x-www-form-urlencoded" };
    const down = await h.call("POST", "/__dev/whatsapp", { body: "down=true", headers: form });
    expect([down.status, down.headers.location]).toEqual([303, "/__dev/"]);
    expect((await h.call("GET", "/__dev/")).text).toContain("DOWN: every OTP goes by SMS");
    const advance = await h.call("POST", "/__dev/clock/advance", { body: "seconds=3600", headers: form });
    expect(advance.status).toBe(303);
    expect((await h.call("GET", "/__dev/clock")).json).toMatchObject({ offsetSeconds: 3600 });
  });

  it("resets the OTP send budgets with the seed, so a developer who used them up can log in again", async () => {
    const numbers = Array.from({ length: OTP_SENDS_PER_CLIENT_PER_HOUR + 1 }, (_, i) => `8129${String(i).padStart(7, "0")}`);
    const answers = [];
    for (const phone of numbers) answers.push(await sendOtp(phone, "register"));
    expect(errorCodeOf(answers.at(-1) as RawResponse)).toBe("OTP_SEND_LIMIT");
    expect((await h.call("POST", "/__dev/reset")).status).toBe(200);
    expect((await sendOtp(SITI.phone)).status).toBe(200);
  });

  it("refuses forms posted to it from another site", async () => {
    const res = await h.call("POST", "/__dev/reset", { headers: { "sec-fetch-site": "cross-site" } });
    expect([res.status, errorCodeOf(res)]).toEqual([403, "FORBIDDEN"]);
  });

  it("the back office links only safe URLs, even when the data file holds another", () => {
    const seed = createSeed();
    const business = seed.businesses[0];
    if (business === undefined) throw new Error("the seed has businesses");
    const db: Db = {
      ...seed,
      businesses: [
        { ...business, verification: { status: "inReview", submittedAt: "2026-11-20T10:00:00.000+07:00", documents: [{ kind: "NIB", number: "1", photoUrl: "javascript:alert(1)" }] } },
      ],
      introVideos: [{ videoId: "v-x", userId: DEMO_ACCOUNTS.seeker.userId, url: " javascript:alert(2)", durationSeconds: 30, status: "inReview", uploadedAt: "2026-11-20T10:00:00.000+07:00" }],
    };
    const html = renderBackOffice(db, Date.now(), 0, BACK_OFFICE_SECTIONS);
    expect(html).not.toMatch(/href="\s*javascript:/i);
    expect(html).not.toContain("javascript:alert");
    const safe = renderBackOffice({ ...db, introVideos: [{ ...db.introVideos[0]!, url: "https://cdn.gawe.id/v/siti.mp4" }] }, Date.now(), 0, BACK_OFFICE_SECTIONS);
    expect(safe).toContain('href="https://cdn.gawe.id/v/siti.mp4"');
    expect(safe).toContain('rel="noopener noreferrer"');
  });

  it("escapes what it shows", async () => {
    await setState(PROVIDER_STATE.otpSent, { phone: UNREGISTERED_PHONE, purpose: "register", code: DEMO_OTP_CODE });
    const sent = await h.call("POST", "/api/auth/register", { body: { phone: UNREGISTERED_PHONE, code: DEMO_OTP_CODE, fullName: "<b>x</b>", role: "seeker" } });
    expect(sent.status).toBe(201);
    const page = (await h.call("GET", "/__dev/")).text;
    expect(page).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(page).not.toContain("<b>x</b>");
  });

  it("gives the latest OTP of a number to end-to-end tests", async () => {
    expect(errorCodeOf(await h.call("GET", `/__dev/otps?phone=${SITI.phone}`))).toBe("OTP_NOT_FOUND");
    expect(errorCodeOf(await h.call("GET", "/__dev/otps?phone=not-a-phone"))).toBe("VALIDATION_FAILED");
    await h.call("POST", "/api/auth/otp", { body: { phone: SITI.phone, purpose: "login" } });
    expect((await h.call("GET", `/__dev/otps?phone=${SITI.phone}`)).json).toMatchObject({ phone: SITI.phone, code: DEMO_OTP_CODE, channel: "whatsapp" });
    expect((await h.call("GET", "/__dev/otps")).json).toMatchObject({ items: [expect.objectContaining({ phone: SITI.phone })] });
  });
});

describe("strict mode", () => {
  const hidden = ["/__dev/", "/__dev/clock", "/__dev/otps"];
  const expectHidden = async (server: Harness) => {
    for (const path of hidden) expect(errorCodeOf(await server.call("GET", path)), path).toBe("NOT_FOUND");
    const state = await server.call("POST", "/__dev/provider-states", { body: { state: PROVIDER_STATE.accountExists, params: { phone: SITI.phone } } });
    expect([state.status, errorCodeOf(state)]).toEqual([404, "NOT_FOUND"]);
    expect(server.server.endpoints.some((e) => e.area === "dev")).toBe(false);
    expect((await server.call("GET", "/api/config")).status).toBe(200);
  };

  it("hides the dev area with strict: true", async () => {
    const strict = await startHarness({ strict: true });
    try {
      await expectHidden(strict);
    } finally {
      await strict.stop();
    }
  });

  it("hides the dev area with MOCK_STRICT=1", async () => {
    vi.stubEnv("MOCK_STRICT", "1");
    // undefined: the server decides from the environment, as `npm run mock` does.
    const strict = await startHarness({ strict: undefined });
    try {
      await expectHidden(strict);
    } finally {
      await strict.stop();
    }
  });
});
