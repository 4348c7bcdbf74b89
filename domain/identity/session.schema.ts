import { Schema } from "effect";
import { LANGUAGES } from "./language";
import { LocalPhone } from "./phone.rules";

export const UserId = Schema.String.pipe(Schema.check(Schema.isNonEmpty()), Schema.brand("UserId"));
export type UserId = typeof UserId.Type;
export const CompanyId = Schema.String.pipe(Schema.check(Schema.isNonEmpty()), Schema.brand("CompanyId"));
export type CompanyId = typeof CompanyId.Type;
export const AuthToken = Schema.String.pipe(Schema.check(Schema.isNonEmpty()), Schema.brand("AuthToken"));
export type AuthToken = typeof AuthToken.Type;

/** The two roles a user can act in; one account may hold both and switch. */
export const RoleId = Schema.Literals(["seeker", "provider"]);
export type RoleId = typeof RoleId.Type;

export const Language = Schema.Literals(LANGUAGES);
export type Language = typeof Language.Type;

export const DeviceInfo = Schema.Struct({
  platform: Schema.Literals(["android", "ios", "web"]),
  appVersion: Schema.optional(Schema.String),
  deviceId: Schema.optional(Schema.String),
  model: Schema.optional(Schema.String),
  osVersion: Schema.optional(Schema.String),
});
export type DeviceInfo = typeof DeviceInfo.Type;

export const UserInfo = Schema.Struct({
  fullName: Schema.String,
  roles: Schema.Array(RoleId),
});
export type UserInfo = typeof UserInfo.Type;

export const CompanyInfo = Schema.Struct({
  companyId: CompanyId,
  name: Schema.String,
});

/** Spec section 3, Session. Stored by the session store; everything optional is optional there too. */
export const Session = Schema.Struct({
  language: Language,
  token: AuthToken,
  userId: UserId,
  roleId: RoleId,
  companyId: Schema.optional(CompanyId),
  phone: LocalPhone,
  idVerified: Schema.Boolean,
  tokenObject: Schema.optional(Schema.Struct({ accessToken: AuthToken, expiresAt: Schema.optional(Schema.String) })),
  deviceInfo: Schema.optional(DeviceInfo),
  appVersionCode: Schema.optional(Schema.String),
  companyInfo: Schema.optional(CompanyInfo),
  userInfo: Schema.optional(UserInfo),
  idCard: Schema.optional(Schema.String),
});
export type Session = typeof Session.Type;

/**
 * What the native app hands us after it logged the user in (spec section 7, bridge `login`).
 * Native teams send role as "seeker" | "provider" or the legacy numbers 1 (seeker) / 2 (provider);
 * ids may come as numbers. Decoding normalises all of that.
 */
export const NativeLoginPayload = Schema.Struct({
  token: Schema.String.pipe(Schema.check(Schema.isNonEmpty())),
  role: Schema.Union([Schema.Literals(["seeker", "provider"]), Schema.Literals([1, 2])]),
  userId: Schema.Union([Schema.String, Schema.Number]),
  companyId: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Number]))),
  phone: Schema.String,
  userVerified: Schema.Union([Schema.Boolean, Schema.Literals([0, 1])]),
});
export type NativeLoginPayload = typeof NativeLoginPayload.Type;
