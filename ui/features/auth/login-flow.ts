import type { OtpPurpose, OtpSent } from "../../../domain/identity/account.schema";
import type { RoleId } from "../../../domain/identity/session.schema";

/** What /login hands to /sendCode (router state): the number as typed and the server's answer. */
export interface LoginFlow {
  readonly phone: string;
  readonly purpose: OtpPurpose;
  readonly sent: OtpSent;
  readonly registration?: { readonly fullName: string; readonly role: RoleId };
}

/** What /sendCode hands back to /login ("change number"), so nothing typed is lost. */
export interface LoginDraft {
  readonly phone: string;
  readonly registration?: { readonly fullName: string; readonly role: RoleId };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

// Router state survives reloads in history, and anything can put state there: check its shape.
export const readLoginFlow = (state: unknown): LoginFlow | null => {
  if (!isObject(state) || typeof state.phone !== "string" || !isObject(state.sent)) return null;
  if (state.purpose !== "login" && state.purpose !== "register") return null;
  const sent = state.sent;
  if (typeof sent.resendAt !== "string" || typeof sent.expiresAt !== "string" || typeof sent.whatsappFailed !== "boolean") return null;
  if (sent.channel !== "whatsapp" && sent.channel !== "sms") return null;
  return state as unknown as LoginFlow;
};

export const readLoginDraft = (state: unknown): LoginDraft | null =>
  isObject(state) && typeof state.phone === "string" ? (state as unknown as LoginDraft) : null;

/** Keeps the ?redirect= of /login across the OTP step. */
export const withRedirect = (path: string, redirect: string | null): string =>
  redirect === null ? path : `${path}?redirect=${encodeURIComponent(redirect)}`;
