import { request as httpRequest } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  OTP_LOCK_MINUTES,
  OTP_SENDS_PER_CLIENT_PER_HOUR,
  OTP_WRONG_CODES_PER_NUMBER,
} from "../../../domain/policy/business-constants";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "../../../domain/identity/otp.rules";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { signedHeaders, startHarness, type Harness, type RawResponse, errorCodeOf } from "../../testing/mock-harness";

/**
 * Issue 10 item 7: one client cannot send OTPs to any number of numbers (SMS pumping), and wrong
 * codes lock a number (and so its account) for a while instead of ~25 guesses an hour.
 */
let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const details = (r: RawResponse) => (r.json as { error: { details: Record<string, unknown> } }).error.details;
const newNumber = (i: number) => `8139${String(i).padStart(7, "0")}`;
const advance = (seconds: number) => h.call("POST", "/__dev/clock/advance", { body: { seconds } });

/** POST /api/auth/otp from another loopback address: another client as the mock sees it. */
const sendFrom = (localAddress: string, phone: string, purpose = "register"): Promise<{ status: number; json: unknown }> =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify({ phone, purpose });
    const req = httpRequest(new URL("/api/auth/otp", h.url), { method: "POST", localAddress, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...signedHeaders() } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown }));
    });
    req.on("error", reject);
    req.end(payload);
  });

describe("per-client OTP send budget", () => {
  it(`refuses the send after ${OTP_SENDS_PER_CLIENT_PER_HOUR} to other numbers in an hour, other clients unaffected`, async () => {
    for (let i = 0; i < OTP_SENDS_PER_CLIENT_PER_HOUR; i++) expect((await sendFrom("127.0.0.1", newNumber(i))).status, `send ${i + 1}`).toBe(200);
    const before = h.readData();
    const refused = (await sendFrom("127.0.0.1", newNumber(999))) as RawResponse;
    expect(refused.status).toBe(429);
    expect(errorCodeOf(refused)).toBe("OTP_SEND_LIMIT");
    expect(details(refused)).toMatchObject({ reason: "client-limit" });
    expect(details(refused).retryAfterSeconds).toBeGreaterThan(0);
    expect(details(refused).retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(h.readData()).toBe(before);
    expect((await sendFrom("127.0.0.2", newNumber(999))).status).toBe(200);
    await advance(3601);
    expect((await sendFrom("127.0.0.1", newNumber(998))).status).toBe(200);
  });
});

describe("wrong-code lock of a number", () => {
  const SEEKER = DEMO_ACCOUNTS.seeker.phone;
  const send = () => h.call("POST", "/api/auth/otp", { body: { phone: SEEKER, purpose: "login" } });
  const login = (otp: string) => h.call("POST", "/api/auth/login", { body: { phone: SEEKER, code: otp } });

  it(`locks the number for ${OTP_LOCK_MINUTES} minutes after ${OTP_WRONG_CODES_PER_NUMBER} wrong codes across its OTPs`, async () => {
    let wrong = 0;
    while (wrong < OTP_WRONG_CODES_PER_NUMBER) {
      expect((await send()).status).toBe(200);
      for (let i = 0; i < OTP_MAX_ATTEMPTS && wrong < OTP_WRONG_CODES_PER_NUMBER; i++, wrong++) await login("9999");
      await advance(OTP_RESEND_SECONDS);
    }
    const sent = await send();
    expect(errorCodeOf(sent)).toBe("OTP_SEND_LIMIT");
    expect(details(sent)).toMatchObject({ reason: "number-locked" });
    const locked = await login("1234");
    expect(locked.status).toBe(429);
    expect(errorCodeOf(locked)).toBe("OTP_LOCKED");
    expect(details(locked).retryAfterSeconds).toBeGreaterThan((OTP_LOCK_MINUTES - 5) * 60);

    await advance(OTP_LOCK_MINUTES * 60);
    expect((await send()).status).toBe(200);
    expect((await login("1234")).status).toBe(200);
  });

  it("a right code before the limit clears the count", async () => {
    expect((await send()).status).toBe(200);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) await login("9999");
    expect((await login("1234")).status).toBe(200);
    await advance(OTP_RESEND_SECONDS);
    expect((await send()).status).toBe(200);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) await login("9999");
    expect((await login("1234")).status).toBe(200);
  });
});
