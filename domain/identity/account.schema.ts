import { Schema } from "effect";
import { LocalPhone } from "./phone.rules";
import { OtpChannel, OtpCode } from "./otp.rules";
import { AuthToken, CompanyId, RoleId, UserId } from "./session.schema";
import { isVisiblePersonName, NAME_MAX_LENGTH } from "./full-name.rules";

/** A person's full name (registration, the seeker and the provider profile): see full-name.rules.ts. */
export const FullName = Schema.String.pipe(
  Schema.check(
    Schema.isTrimmed(),
    Schema.isNonEmpty(),
    Schema.isMaxLength(NAME_MAX_LENGTH),
    Schema.makeFilter((name: string) => (isVisiblePersonName(name) ? true : "Expected a name with a letter and no control or bidi characters")),
  ),
);

export const OtpPurpose = Schema.Literals(["login", "register"]);
export type OtpPurpose = typeof OtpPurpose.Type;
/**
 * What a sent OTP is for: the auth API's purposes, or (issue 23) a forgotten transaction PIN, sent
 * to the signed-in account's own number by POST /api/wallet/pin/otp only.
 */
export const OtpUse = Schema.Literals([...OtpPurpose.literals, "pinReset"]);
export type OtpUse = typeof OtpUse.Type;

/** Body of POST /api/auth/otp */
export const OtpRequest = Schema.Struct({ phone: LocalPhone, purpose: OtpPurpose });
export type OtpRequest = typeof OtpRequest.Type;

/** Answer of POST /api/auth/otp. `whatsappFailed` says the code fell back to SMS. */
export const OtpSent = Schema.Struct({
  channel: OtpChannel,
  whatsappFailed: Schema.Boolean,
  expiresAt: Schema.String,
  resendAt: Schema.String,
});
export type OtpSent = typeof OtpSent.Type;

/** Body of POST /api/auth/login */
export const LoginRequest = Schema.Struct({ phone: LocalPhone, code: OtpCode });
export type LoginRequest = typeof LoginRequest.Type;

/** Body of POST /api/auth/register */
export const RegisterRequest = Schema.Struct({ phone: LocalPhone, code: OtpCode, fullName: FullName, role: RoleId });
export type RegisterRequest = typeof RegisterRequest.Type;

/** Body of POST /api/auth/role */
export const SwitchRoleRequest = Schema.Struct({ role: RoleId });
export type SwitchRoleRequest = typeof SwitchRoleRequest.Type;

export const Account = Schema.Struct({
  userId: UserId,
  phone: LocalPhone,
  fullName: Schema.String,
  roles: Schema.Array(RoleId),
  activeRole: RoleId,
  idVerified: Schema.Boolean,
  companyId: Schema.optional(CompanyId),
  companyName: Schema.optional(Schema.String),
});
export type Account = typeof Account.Type;

/** Answer of login, register and role switch. */
export const AuthResult = Schema.Struct({ token: AuthToken, account: Account });
export type AuthResult = typeof AuthResult.Type;

/** Error envelope of every failed API call: { error: { code, message, details } }. */
export const ApiErrorBody = Schema.Struct({
  error: Schema.Struct({
    code: Schema.String,
    message: Schema.String,
    details: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
  }),
});
export type ApiErrorBody = typeof ApiErrorBody.Type;

/** Stable error codes of the auth endpoints (docs/api.md lists them all). */
export const AuthErrorCode = Schema.Literals([
  "VALIDATION_FAILED",
  "ACCOUNT_NOT_FOUND",
  "PHONE_ALREADY_REGISTERED",
  "OTP_SEND_LIMIT",
  "OTP_WRONG",
  "OTP_EXPIRED",
  "OTP_ATTEMPTS_EXCEEDED",
  "UNAUTHENTICATED",
  "ROLE_NOT_HELD",
]);
export type AuthErrorCode = typeof AuthErrorCode.Type;
