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
import { token } from "./token";

/** The auth endpoints of docs/api.md. Every call resolves (never rejects) with a Result. */
export interface AuthApi {
  requestOtp(request: OtpRequest): Promise<Result.Result<OtpSent, ApiError>>;
  login(request: LoginRequest): Promise<Result.Result<AuthResult, ApiError>>;
  register(request: RegisterRequest): Promise<Result.Result<AuthResult, ApiError>>;
  switchRole(authToken: AuthToken, role: RoleId): Promise<Result.Result<AuthResult, ApiError>>;
  logout(authToken: AuthToken): Promise<Result.Result<void, ApiError>>;
  me(authToken: AuthToken): Promise<Result.Result<Account, ApiError>>;
}
export const AUTH_API = token<AuthApi>("AuthApi");
