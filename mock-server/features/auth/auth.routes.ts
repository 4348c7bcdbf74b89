import { randomUUID } from "node:crypto";
import { Account, AuthResult, LoginRequest, OtpRequest, OtpSent, RegisterRequest, SwitchRoleRequest } from "../../../domain/identity/account.schema";
import { toInternational } from "../../../domain/identity/phone.rules";
import { createOtpGuard, randomOtpCode, sendOtp, verifyOtp, type OtpGuard } from "./otp.logic";
import { newToken, withSession } from "../../store/sessions";
import { accountNotFound, accountView, authResult } from "./session.logic";
import { toWibIso } from "../../../domain/shared/wib-time";
import { callerOf } from "../../http/caller";
import { apiFailure } from "../../http/errors";
import { endpoint, endpointWithBody, fail, type Endpoint } from "../../http/endpoint";
import type { Db, StoredAccount } from "../../store/db.schema";

export interface AuthDeps {
  readonly log: (line: string) => void;
  /** The OTP abuse guard (per-client and global send budgets, wrong-code locks); a fresh one by default. */
  readonly otpGuard?: OtpGuard;
}

/** The auth endpoints of docs/api.md ("Auth"). */
export const authEndpoints = (deps: AuthDeps): Endpoint[] => {
  const guard = deps.otpGuard ?? createOtpGuard();
  return [
    endpointWithBody({
      method: "POST",
      path: "/api/auth/otp",
      success: { status: 200, schema: OtpSent },
      errors: ["ACCOUNT_NOT_FOUND", "PHONE_ALREADY_REGISTERED", "OTP_SEND_LIMIT"],
      auth: "none",
      area: "api",
      summary: "Send an OTP (WhatsApp, SMS fallback)",
      body: OtpRequest,
      handle: ({ body, db, now, client }) => {
        const sent = sendOtp(db, { ...body, client }, now, randomOtpCode, guard);
        if (!sent.ok) return fail(sent.failure);
        const otp = sent.value;
        return {
          status: 200,
          json: { channel: otp.channel, whatsappFailed: otp.whatsappFailed, expiresAt: otp.expiresAt, resendAt: otp.resendAt },
          next: sent.next,
          after: () => {
            guard.recordSend(client, now);
            deps.log(`[otp] ${toInternational(body.phone)} code ${otp.code} via ${otp.channel}${otp.whatsappFailed ? " (WhatsApp failed)" : ""}`);
          },
        };
      },
    }),
    endpointWithBody({
      method: "POST",
      path: "/api/auth/login",
      success: { status: 200, schema: AuthResult },
      errors: ["OTP_WRONG", "OTP_EXPIRED", "OTP_ATTEMPTS_EXCEEDED", "OTP_LOCKED", "ACCOUNT_NOT_FOUND"],
      auth: "none",
      area: "api",
      summary: "Log in with phone and OTP",
      body: LoginRequest,
      handle: ({ body, db, now }) => {
        const account = db.accounts.find((a) => a.phone === body.phone);
        if (account === undefined) return fail(accountNotFound());
        const checked = verifyOtp(db, { ...body, purpose: "login" }, now, guard);
        if (!checked.ok) return fail(checked.failure, checked.next);
        const token = newToken();
        return { status: 200, json: authResult(db, token, account), next: withSession(checked.next, token, account.userId, now) };
      },
    }),
    endpointWithBody({
      method: "POST",
      path: "/api/auth/register",
      success: { status: 201, schema: AuthResult },
      errors: ["OTP_WRONG", "OTP_EXPIRED", "OTP_ATTEMPTS_EXCEEDED", "OTP_LOCKED", "PHONE_ALREADY_REGISTERED"],
      auth: "none",
      area: "api",
      summary: "Create an account with phone, OTP, name and role",
      body: RegisterRequest,
      handle: ({ body, db, now }) => {
        if (db.accounts.some((a) => a.phone === body.phone))
          return fail(apiFailure("PHONE_ALREADY_REGISTERED", "This number already has an account"));
        const checked = verifyOtp(db, { phone: body.phone, code: body.code, purpose: "register" }, now, guard);
        if (!checked.ok) return fail(checked.failure, checked.next);
        const account: StoredAccount = {
          userId: `u-${randomUUID()}`,
          phone: body.phone,
          fullName: body.fullName,
          roles: [body.role],
          activeRole: body.role,
          idVerified: false,
          createdAt: toWibIso(now),
        };
        const token = newToken();
        const withAccount: Db = { ...checked.next, accounts: [...checked.next.accounts, account] };
        return { status: 201, json: authResult(withAccount, token, account), next: withSession(withAccount, token, account.userId, now) };
      },
    }),
    endpointWithBody({
      method: "POST",
      path: "/api/auth/role",
      success: { status: 200, schema: AuthResult },
      auth: "bearer",
      area: "api",
      summary: "Switch the active role (adds it when not held)",
      body: SwitchRoleRequest,
      handle: ({ body, db, caller }) => {
        const { token, account } = callerOf(caller);
        const roles = account.roles.includes(body.role) ? account.roles : [...account.roles, body.role];
        const updated: StoredAccount = { ...account, roles, activeRole: body.role };
        const next: Db = { ...db, accounts: db.accounts.map((a) => (a.userId === account.userId ? updated : a)) };
        return { status: 200, json: authResult(next, token, updated), next };
      },
    }),
    endpoint({
      method: "POST",
      path: "/api/auth/logout",
      success: { status: 204, schema: null },
      auth: "bearer",
      area: "api",
      summary: "Revoke the bearer token",
      handle: ({ db, caller }) => {
        const { token } = callerOf(caller);
        return { status: 204, next: { ...db, sessions: db.sessions.filter((s) => s.token !== token) } };
      },
    }),
    endpoint({
      method: "GET",
      path: "/api/me",
      success: { status: 200, schema: Account },
      auth: "bearer",
      area: "api",
      summary: "The caller's account",
      handle: ({ db, caller }) => ({ status: 200, json: accountView(db, callerOf(caller).account) }),
    }),
  ];
};
