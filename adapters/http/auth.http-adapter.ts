import { Schema } from "effect";
import {
  Account,
  AuthResult,
  type LoginRequest,
  OtpSent,
  type OtpRequest,
  type RegisterRequest,
} from "../../domain/identity/account.schema";
import type { AuthToken, RoleId } from "../../domain/identity/session.schema";
import type { AuthApi } from "../../application/ports/auth-api.port";
import type { HttpClient } from "./http-client";

/** The auth table of docs/api.md. */
export class AuthHttpAdapter implements AuthApi {
  constructor(private readonly http: HttpClient) {}

  requestOtp(request: OtpRequest) {
    return this.http.request({ method: "POST", path: "/auth/otp", body: request, schema: OtpSent });
  }

  login(request: LoginRequest) {
    return this.http.request({ method: "POST", path: "/auth/login", body: request, schema: AuthResult });
  }

  register(request: RegisterRequest) {
    return this.http.request({ method: "POST", path: "/auth/register", body: request, schema: AuthResult });
  }

  switchRole(role: RoleId) {
    return this.http.request({ method: "POST", path: "/auth/role", body: { role }, schema: AuthResult, auth: "session" });
  }

  logout(authToken: AuthToken) {
    return this.http.request<void>({ method: "POST", path: "/auth/logout", schema: null, auth: { token: authToken } });
  }

  me() {
    return this.http.request({ method: "GET", path: "/me", schema: Account, auth: "session" });
  }
}

/** Spec section 7: Android pages call this at startup; the answer is ignored, failures are silent. */
export const pingUserCenter = async (http: HttpClient): Promise<void> => {
  // The Result is dropped on purpose: nothing on the page depends on this call.
  await http.request({
    method: "GET",
    path: "/user/userCenter",
    schema: Schema.Unknown,
    auth: "if-any",
  });
};
