import type { AuthApi } from "../ports/auth-api.port";
import type { NativeBridge } from "../ports/native-bridge.port";
import type { SessionStore } from "../ports/session-store.port";

/**
 * Logging out always succeeds locally: the session is dropped even when the server cannot be
 * reached, because a user who taps "log out" on a shared phone must be logged out.
 */
export class LogOut {
  constructor(
    private readonly api: AuthApi,
    private readonly sessions: SessionStore,
    private readonly bridge: NativeBridge,
  ) {}

  async execute(): Promise<void> {
    const current = this.sessions.load();
    this.sessions.clear();
    this.bridge.logout();
    if (current !== null) await this.api.logout(current.token);
  }
}
