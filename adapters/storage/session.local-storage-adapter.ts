import { Result, Schema } from "effect";
import { Session } from "../../domain/identity/session.schema";
import type { SessionStore } from "../../application/ports/session-store.port";

export const SESSION_KEY = "gawe.session";

/** The parts of `window` this adapter touches, so tests can hand in a stand-in. */
export interface StorageWindow {
  readonly localStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  addEventListener(type: "storage", listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: "storage", listener: (event: { key: string | null }) => void): void;
}

const decodeSession = Schema.decodeUnknownResult(Session);

/**
 * The session in localStorage. Anything that does not decode (an old format, another app's data
 * under our key, a hand-edited value) is dropped, which gives a clean logged-out state.
 */
export class LocalStorageSessionStore implements SessionStore {
  private readonly listeners = new Set<(session: Session | null) => void>();

  constructor(private readonly win: StorageWindow) {}

  load(): Session | null {
    let raw: string | null;
    try {
      raw = this.win.localStorage.getItem(SESSION_KEY);
    } catch {
      return null; // storage disabled (private mode, blocked cookies)
    }
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      this.drop();
      return null;
    }
    const decoded = decodeSession(parsed);
    if (Result.isSuccess(decoded)) return decoded.success;
    this.drop();
    return null;
  }

  save(session: Session): void {
    try {
      this.win.localStorage.setItem(SESSION_KEY, JSON.stringify(Schema.encodeSync(Session)(session)));
    } catch {
      // Quota or disabled storage: the session still lives for this page through the listeners.
    }
    this.notify(session);
  }

  clear(): void {
    this.drop();
    this.notify(null);
  }

  subscribe(listener: (session: Session | null) => void): () => void {
    const onStorage = (event: { key: string | null }): void => {
      // key null: another tab called localStorage.clear().
      if (event.key === SESSION_KEY || event.key === null) listener(this.load());
    };
    this.listeners.add(listener);
    this.win.addEventListener("storage", onStorage);
    return () => {
      this.listeners.delete(listener);
      this.win.removeEventListener("storage", onStorage);
    };
  }

  private drop(): void {
    try {
      this.win.localStorage.removeItem(SESSION_KEY);
    } catch {
      // nothing to clean when storage is unavailable
    }
  }

  private notify(session: Session | null): void {
    for (const listener of [...this.listeners]) listener(session);
  }
}
