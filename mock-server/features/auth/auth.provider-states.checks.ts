import { expect } from "vitest";
import { PROVIDER_STATE, UNREGISTERED_PHONE } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { statusAndCode, type StateChecks, type StateTester } from "../../testing/state-checks";

const SITI = DEMO_ACCOUNTS.seeker.phone;
const NEW = "81277770001";
const sendOtp = (t: StateTester, phone: string, purpose = "login") => t.call("POST", "/api/auth/otp", { body: { phone, purpose } });
const login = (t: StateTester, phone: string, code: string) => t.call("POST", "/api/auth/login", { body: { phone, code } });

/** What a consumer relying on each auth state observes. */
export const authStateChecks: StateChecks = {
  [PROVIDER_STATE.accountExists]: async (t) => {
    const { userId } = await t.setup(PROVIDER_STATE.accountExists, { phone: NEW });
    expect(userId).toMatch(/^u-/);
    expect((await sendOtp(t, NEW)).status).toBe(200);
    expect((await t.setup(PROVIDER_STATE.accountExists, { phone: SITI })).userId).toBe(DEMO_ACCOUNTS.seeker.userId);
  },
  [PROVIDER_STATE.noAccount]: async (t) => {
    await t.setup(PROVIDER_STATE.noAccount, { phone: SITI });
    expect(statusAndCode(await sendOtp(t, SITI))).toEqual([404, "ACCOUNT_NOT_FOUND"]);
  },
  [PROVIDER_STATE.otpSent]: async (t) => {
    await t.setup(PROVIDER_STATE.otpSent, { phone: SITI, purpose: "login", code: "4321" });
    expect((await login(t, SITI, "4321")).status).toBe(200);
    await t.setup(PROVIDER_STATE.otpSent, { phone: SITI, purpose: "login", code: "4321", sentSecondsAgo: 301 });
    expect(statusAndCode(await login(t, SITI, "4321"))).toEqual([410, "OTP_EXPIRED"]);
    await t.setup(PROVIDER_STATE.otpSent, { phone: SITI, purpose: "login", code: "4321", wrongAttempts: 5 });
    expect(statusAndCode(await login(t, SITI, "4321"))).toEqual([429, "OTP_ATTEMPTS_EXCEEDED"]);
    await t.setup(PROVIDER_STATE.otpSent, { phone: UNREGISTERED_PHONE, purpose: "register", code: "1234" });
    const registered = await t.call("POST", "/api/auth/register", { body: { phone: UNREGISTERED_PHONE, code: "1234", fullName: "Rina Wulandari", role: "seeker" } });
    expect(registered.status).toBe(201);
  },
  [PROVIDER_STATE.otpSendLimitReached]: async (t) => {
    await t.setup(PROVIDER_STATE.otpSendLimitReached, { phone: SITI });
    const res = await sendOtp(t, SITI);
    expect(statusAndCode(res)).toEqual([429, "OTP_SEND_LIMIT"]);
    expect(res.json).toMatchObject({ error: { details: { retryAfterSeconds: 600 } } });
  },
  [PROVIDER_STATE.numberLocked]: async (t) => {
    await t.setup(PROVIDER_STATE.otpSent, { phone: SITI, purpose: "login", code: "1234" });
    await t.setup(PROVIDER_STATE.numberLocked, { phone: SITI });
    expect(statusAndCode(await login(t, SITI, "1234"))).toEqual([429, "OTP_LOCKED"]);
  },
  [PROVIDER_STATE.whatsappUnreachable]: async (t) => {
    await t.setup(PROVIDER_STATE.accountExists, { phone: NEW });
    await t.setup(PROVIDER_STATE.whatsappUnreachable, { phone: NEW });
    expect((await sendOtp(t, NEW)).json).toMatchObject({ channel: "sms", whatsappFailed: true });
  },
  [PROVIDER_STATE.nonceUsed]: async (t) => {
    expect(await t.setup(PROVIDER_STATE.nonceUsed, { nonce: "ab".repeat(16) })).toEqual({});
  },
  [PROVIDER_STATE.rateLimited]: async (t) => {
    await t.setup(PROVIDER_STATE.rateLimited, { retryAfterSeconds: 30 });
    const limited = await t.call("GET", "/api/categories");
    expect([...statusAndCode(limited), limited.json]).toMatchObject([429, "RATE_LIMITED", { error: { details: { retryAfterSeconds: 30 } } }]);
    expect((await t.call("GET", "/api/categories")).status).toBe(200);
  },
};
