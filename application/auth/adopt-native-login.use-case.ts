import { Result } from "effect";
import { sessionFromNativeLogin } from "../../domain/identity/session.rules";
import type { NativeBridge } from "../ports/native-bridge.port";
import type { LanguageStore, SessionStore } from "../ports/session-store.port";
import { DEFAULT_LANGUAGE } from "../../domain/identity/language";

/**
 * When the native app logs the user in, its payload becomes our session. Returns the
 * unsubscribe function; the app entry starts it once.
 */
export class AdoptNativeLogin {
  constructor(
    private readonly bridge: NativeBridge,
    private readonly sessions: SessionStore,
    private readonly languages: LanguageStore,
  ) {}

  /** Async so the composition root can load this use case (and Effect) only inside the native app. */
  async start(): Promise<() => void> {
    return this.bridge.onLogin((payload) => {
      const session = sessionFromNativeLogin(payload, this.languages.load() ?? DEFAULT_LANGUAGE);
      if (Result.isSuccess(session)) this.sessions.save(session.success);
    });
  }
}
