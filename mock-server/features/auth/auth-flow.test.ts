import { Schema } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Account, AuthResult, OtpSent } from "../../../domain/identity/account.schema";
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from "../../../domain/identity/otp.rules";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { startHarness, type Harness, type RawResponse, errorCodeOf } from "../../testing/mock-harness";

const SEEKER = DEMO_ACCOUNTS.seeker.phone;
const ADMIN = DEMO_ACCOUNTS.providerAdmin.phone;
const SMS_ONLY = DEMO_ACCOUNTS.seekerSmsOnly.phone;
const NEW_NUMBER = "81299999999";

const errorDetails = (r: RawResponse): Record<string, unknown> =>
  (r.json as { error: { details: Record<string, unknown> } }).error.details;

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const sendOtp = (phone: string, purpose: "login" | "register" = "login") => h.call("POST", "/api/auth/otp", { body: { phone, purpose } });
const login = (phone: string, code: string) => h.call("POST", "/api/auth/login", { body: { phone, code } });
const advance = (seconds: number) => h.call("POST", "/__dev/clock/advance", { body: { seconds } });
const loginDemoSeeker = async (): Promise<string> => {
  expect((await sendOtp(SEEKER)).status).toBe(200);
  const res = await login(SEEKER, "1234");
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(AuthResult)(res.json).token;
};

describe("login", () => {
  it("logs the demo seeker in with the documented OTP 1234 sent by WhatsApp", async () => {
    const sent = await sendOtp(SEEKER);
    expect(sent.status).toBe(200);
    const otp = Schema.decodeUnknownSync(OtpSent)(sent.json);
    expect(otp).toMatchObject({ channel: "whatsapp", whatsappFailed: false });
    expect(otp.expiresAt).toMatch(/\+07:00$/);
    const { now } = (await h.call("GET", "/__dev/clock")).json as { now: string };
    expect(Date.parse(otp.expiresAt) - Date.parse(now)).toBeGreaterThan((OTP_TTL_SECONDS - 5) * 1000);
    expect(Date.parse(otp.resendAt) - Date.parse(now)).toBeLessThanOrEqual(OTP_RESEND_SECONDS * 1000);
    expect(h.logLines).toContain("[otp] +6281200000001 code 1234 via whatsapp");

    const res = await login(SEEKER, "1234");
    expect(res.status).toBe(200);
    const result = Schema.decodeUnknownSync(AuthResult)(res.json);
    expect(result.account).toMatchObject({ phone: SEEKER, fullName: "Siti Rahmawati", roles: ["seeker"], activeRole: "seeker" });

    const me = await h.call("GET", "/api/me", { token: result.token });
    expect(me.status).toBe(200);
    expect(Schema.decodeUnknownSync(Account)(me.json)).toEqual(result.account);
  });

  it("gives the provider admin's company with the account", async () => {
    await sendOtp(ADMIN);
    const res = await login(ADMIN, "1234");
    expect(res.json).toMatchObject({ account: { fullName: "Budi Santoso", activeRole: "provider", companyName: "Warung Makan Sederhana Bu Tini" } });
  });

  it("counts wrong codes down, then burns the OTP so even the right code is refused", async () => {
    await sendOtp(SEEKER);
    for (let left = OTP_MAX_ATTEMPTS - 1; left >= 1; left--) {
      const wrong = await login(SEEKER, "9999");
      expect(wrong.status).toBe(401);
      expect(errorCodeOf(wrong)).toBe("OTP_WRONG");
      expect(errorDetails(wrong).attemptsLeft).toBe(left);
    }
    const fifth = await login(SEEKER, "9999");
    expect([fifth.status, errorCodeOf(fifth)]).toEqual([429, "OTP_ATTEMPTS_EXCEEDED"]);
    const right = await login(SEEKER, "1234");
    expect([right.status, errorCodeOf(right)]).toEqual([429, "OTP_ATTEMPTS_EXCEEDED"]);
  });

  it("expires the OTP after its lifetime on the mock clock", async () => {
    await sendOtp(SEEKER);
    await advance(OTP_TTL_SECONDS + 1);
    const late = await login(SEEKER, "1234");
    expect([late.status, errorCodeOf(late)]).toEqual([410, "OTP_EXPIRED"]);
  });

  it("accepts the OTP just before it expires", async () => {
    await sendOtp(SEEKER);
    await advance(OTP_TTL_SECONDS - 2);
    expect((await login(SEEKER, "1234")).status).toBe(200);
  });

  it("answers OTP_EXPIRED when no OTP was sent, and a used OTP cannot log in twice", async () => {
    const none = await login(SEEKER, "1234");
    expect([none.status, errorCodeOf(none)]).toEqual([410, "OTP_EXPIRED"]);
    await sendOtp(SEEKER);
    expect((await login(SEEKER, "1234")).status).toBe(200);
    expect((await login(SEEKER, "1234")).status).toBe(410);
  });

  it("tells a number without an account that it has none", async () => {
    const sent = await sendOtp(NEW_NUMBER);
    expect([sent.status, errorCodeOf(sent)]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    const res = await login(NEW_NUMBER, "1234");
    expect([res.status, errorCodeOf(res)]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
  });
});

describe("OTP delivery and limits", () => {
  it("falls back to SMS for the number WhatsApp cannot reach", async () => {
    const sent = await sendOtp(SMS_ONLY);
    expect(sent.json).toMatchObject({ channel: "sms", whatsappFailed: true });
    expect(h.logLines).toContain("[otp] +6281200000004 code 1234 via sms (WhatsApp failed)");
    expect((await login(SMS_ONLY, "1234")).status).toBe(200);
  });

  it("sends everyone's OTP by SMS while the back office has WhatsApp down", async () => {
    expect((await h.call("POST", "/__dev/whatsapp", { body: { down: true } })).status).toBe(200);
    expect((await sendOtp(SEEKER)).json).toMatchObject({ channel: "sms", whatsappFailed: true });
    await h.call("POST", "/__dev/whatsapp", { body: { down: false } });
    await advance(OTP_RESEND_SECONDS);
    expect((await sendOtp(SEEKER)).json).toMatchObject({ channel: "whatsapp", whatsappFailed: false });
  });

  it("refuses a resend before the countdown and more than the hourly sends of a number", async () => {
    await sendOtp(SEEKER);
    const early = await sendOtp(SEEKER);
    expect([early.status, errorCodeOf(early)]).toEqual([429, "OTP_SEND_LIMIT"]);
    expect(errorDetails(early).retryAfterSeconds).toBe(OTP_RESEND_SECONDS);
    // Another number is not affected.
    expect((await sendOtp(ADMIN)).status).toBe(200);

    for (let sends = 2; sends <= OTP_MAX_SENDS_PER_HOUR; sends++) {
      await advance(OTP_RESEND_SECONDS);
      expect((await sendOtp(SEEKER)).status).toBe(200);
    }
    await advance(OTP_RESEND_SECONDS);
    const hourly = await sendOtp(SEEKER);
    expect([hourly.status, errorCodeOf(hourly)]).toEqual([429, "OTP_SEND_LIMIT"]);
    const retryAfter = Number(errorDetails(hourly).retryAfterSeconds);
    expect(retryAfter).toBe(3600 - OTP_MAX_SENDS_PER_HOUR * OTP_RESEND_SECONDS);
    await advance(retryAfter);
    expect((await sendOtp(SEEKER)).status).toBe(200);
  });
});

describe("registration", () => {
  it("registers a new number with the OTP it was sent, after which the number has an account", async () => {
    const sent = await sendOtp(NEW_NUMBER, "register");
    expect(sent.status).toBe(200);
    const latest = await h.call("GET", `/__dev/otps?phone=${NEW_NUMBER}`);
    const { code } = latest.json as { code: string };
    expect(code).toMatch(/^\d{4}$/);
    expect(h.logLines).toContain(`[otp] +62${NEW_NUMBER} code ${code} via whatsapp`);

    const tooLong = await h.call("POST", "/api/auth/register", { body: { phone: NEW_NUMBER, code, fullName: "R".repeat(31), role: "provider" } });
    expect([tooLong.status, errorCodeOf(tooLong)]).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorDetails(tooLong).issues).toEqual([expect.objectContaining({ path: ["fullName"] })]);

    const res = await h.call("POST", "/api/auth/register", { body: { phone: NEW_NUMBER, code, fullName: "Rina Wulandari", role: "provider" } });
    expect(res.status).toBe(201);
    const result = Schema.decodeUnknownSync(AuthResult)(res.json);
    expect(result.account).toMatchObject({ phone: NEW_NUMBER, fullName: "Rina Wulandari", roles: ["provider"], activeRole: "provider", idVerified: false });
    expect((await h.call("GET", "/api/me", { token: result.token })).status).toBe(200);

    const again = await sendOtp(NEW_NUMBER, "register");
    expect([again.status, errorCodeOf(again)]).toEqual([409, "PHONE_ALREADY_REGISTERED"]);
    const twice = await h.call("POST", "/api/auth/register", { body: { phone: NEW_NUMBER, code, fullName: "Rina", role: "seeker" } });
    expect([twice.status, errorCodeOf(twice)]).toEqual([409, "PHONE_ALREADY_REGISTERED"]);
    await advance(OTP_RESEND_SECONDS);
    expect((await sendOtp(NEW_NUMBER, "login")).status).toBe(200);
  });

  it("refuses a registration whose OTP is wrong and counts the attempt", async () => {
    await sendOtp(NEW_NUMBER, "register");
    const { code } = (await h.call("GET", `/__dev/otps?phone=${NEW_NUMBER}`)).json as { code: string };
    const wrongCode = code === "0000" ? "1111" : "0000";
    const res = await h.call("POST", "/api/auth/register", { body: { phone: NEW_NUMBER, code: wrongCode, fullName: "Rina", role: "seeker" } });
    expect([res.status, errorCodeOf(res)]).toEqual([401, "OTP_WRONG"]);
    expect(errorDetails(res).attemptsLeft).toBe(OTP_MAX_ATTEMPTS - 1);
    expect((await h.call("GET", `/__dev/otps?phone=${NEW_NUMBER}`)).json).toMatchObject({ wrongAttempts: 1 });
    const right = await h.call("POST", "/api/auth/register", { body: { phone: NEW_NUMBER, code, fullName: "Rina", role: "seeker" } });
    expect(right.status).toBe(201);
  });
});

describe("session", () => {
  it("switches role, adding a role the account did not hold, on the same token", async () => {
    const token = await loginDemoSeeker();
    const res = await h.call("POST", "/api/auth/role", { token, body: { role: "provider" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token, account: { roles: ["seeker", "provider"], activeRole: "provider" } });
    expect((await h.call("GET", "/api/me", { token })).json).toMatchObject({ activeRole: "provider" });
    const back = await h.call("POST", "/api/auth/role", { token, body: { role: "seeker" } });
    expect(back.json).toMatchObject({ account: { roles: ["seeker", "provider"], activeRole: "seeker" } });
  });

  it("revokes the token on logout", async () => {
    const token = await loginDemoSeeker();
    expect((await h.call("POST", "/api/auth/logout", { token })).status).toBe(204);
    const me = await h.call("GET", "/api/me", { token });
    expect([me.status, errorCodeOf(me)]).toEqual([401, "UNAUTHENTICATED"]);
    expect((await h.call("POST", "/api/auth/logout", { token })).status).toBe(401);
    expect((await h.call("POST", "/api/auth/role", { token, body: { role: "provider" } })).status).toBe(401);
  });

  it("keeps accounts and sessions across a restart on the same data file, until reset", async () => {
    await sendOtp(NEW_NUMBER, "register");
    const { code } = (await h.call("GET", `/__dev/otps?phone=${NEW_NUMBER}`)).json as { code: string };
    const reg = await h.call("POST", "/api/auth/register", { body: { phone: NEW_NUMBER, code, fullName: "Rina Wulandari", role: "seeker" } });
    const { token } = reg.json as { token: string };
    const dataFile = h.dataFile;
    await h.server.close();

    h = await startHarness({ dataFile });
    expect((await h.call("GET", "/api/me", { token })).json).toMatchObject({ fullName: "Rina Wulandari" });
    expect((await sendOtp(NEW_NUMBER, "register")).status).toBe(409);

    expect((await h.call("POST", "/__dev/reset")).status).toBe(200);
    expect((await h.call("GET", "/api/me", { token })).status).toBe(401);
    expect((await sendOtp(NEW_NUMBER, "login")).status).toBe(404);
  });

  it("answers the Android startup call and the config without a token", async () => {
    expect((await h.call("GET", "/api/user/userCenter")).status).toBe(200);
    const config = await h.call("GET", "/api/config");
    expect(config.json).toEqual({ minWithdrawalRupiah: 20000 });
    expect((await h.call("POST", "/event/track", { body: { name: "login_view", params: { from: "test" } } })).status).toBe(204);
  });
});
