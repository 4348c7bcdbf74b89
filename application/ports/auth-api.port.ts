import type { Result } from "effect";
import type {
  Account,
  AuthResult,
  LoginRequest,
  OtpRequest,
  OtpSent,
  RegisterRequest,
} from "../../domain/identity/account.schema";
import type { AuthToken, RoleId } from "../../domain/identity/session.schema";
import type { ApiError } from "./api-error";
import type { NotLoggedIn } from "../session/not-logged-in";
import { token } from "./token";

/** The auth endpoints of docs/api.md. Every call resolves (never rejects) with a Result. */
export interface AuthApi {
  requestOtp(request: OtpRequest): Promise<Result.Result<OtpSent, ApiError>>;
  login(request: LoginRequest): Promise<Result.Result<AuthResult, ApiError>>;
  register(request: RegisterRequest): Promise<Result.Result<AuthResult, ApiError>>;
  switchRole(role: RoleId): Promise<Result.Result<AuthResult, ApiError | NotLoggedIn>>;
  /** Takes the token of the session it ends: the store has dropped it by the time the call goes out. */
  logout(authToken: AuthToken): Promise<Result.Result<void, ApiError>>;
  me(): Promise<Result.Result<Account, ApiError | NotLoggedIn>>;
}
export const AUTH_API = token<AuthApi>("AuthApi");
