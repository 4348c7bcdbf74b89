import { Result } from "effect";
import { sessionFromAuthResult } from "../../domain/identity/session.rules";
import type { RoleId, Session } from "../../domain/identity/session.schema";
import type { ApiError } from "../ports/api-error";
import type { AuthApi } from "../ports/auth-api.port";
import type { NativeBridge } from "../ports/native-bridge.port";
import type { SessionStore } from "../ports/session-store.port";
import { NotLoggedIn } from "../session/not-logged-in";

/** Switches the active role on the server, keeps the new session and tells the native shell. */
export class SwitchRole {
  constructor(
    private readonly api: AuthApi,
    private readonly sessions: SessionStore,
    private readonly bridge: NativeBridge,
  ) {}

  async execute(role: RoleId): Promise<Result.Result<Session, NotLoggedIn | ApiError>> {
    const current = this.sessions.load();
    if (current === null) return Result.fail(new NotLoggedIn());
    const result = await this.api.switchRole(role);
    if (Result.isFailure(result)) return Result.fail(result.failure);
    const session = sessionFromAuthResult(result.success, current.language);
    this.sessions.save(session);
    this.bridge.switchRole(role);
    return Result.succeed(session);
  }
}
