import { Result, Schema } from "effect";
import { parseLocalPhone, type PhoneError } from "./phone.rules";
import type { AuthResult } from "./account.schema";
import type { NativeLoginPayload} from "./session.schema";
import { Session, type Language, type RoleId } from "./session.schema";

const roleFromNative = (role: NativeLoginPayload["role"]): RoleId =>
  role === 1 || role === "seeker" ? "seeker" : "provider";

/** Turns the native login payload into our session; a payload with a bad phone is refused. */
export const sessionFromNativeLogin = (
  payload: NativeLoginPayload,
  language: Language,
): Result.Result<Session, PhoneError> =>
  Result.map(parseLocalPhone(payload.phone), (phone) =>
    Schema.decodeSync(Session)({
      language,
      token: payload.token,
      userId: String(payload.userId),
      roleId: roleFromNative(payload.role),
      ...(payload.companyId === undefined || payload.companyId === null || payload.companyId === ""
        ? {}
        : { companyId: String(payload.companyId) }),
      phone,
      idVerified: payload.userVerified === true || payload.userVerified === 1,
    }),
  );

/** The session kept after a login, registration or role switch. */
export const sessionFromAuthResult = (result: AuthResult, language: Language): Session => ({
  language,
  token: result.token,
  userId: result.account.userId,
  roleId: result.account.activeRole,
  ...(result.account.companyId === undefined ? {} : { companyId: result.account.companyId }),
  phone: result.account.phone,
  idVerified: result.account.idVerified,
  userInfo: { fullName: result.account.fullName, roles: result.account.roles },
  ...(result.account.companyId !== undefined && result.account.companyName !== undefined
    ? { companyInfo: { companyId: result.account.companyId, name: result.account.companyName } }
    : {}),
});
