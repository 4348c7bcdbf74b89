import type { Session } from "../../domain/identity/session.schema";
import type { SessionStore } from "../../application/ports/session-store.port";
import { decodeStoredSession } from "./session.decode";
import { SESSION_KEY } from "./storage-keys";

/** The parts of `window` this adapter touches, so tests can hand in a stand-in. */
export interface StorageWindow {
  readonly localStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  addEventListener(type: "storage", listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: "storage", listener: (event: { key: string | null }) => void): void;
}

/**
 * The session in localStorage. Anything that does not decode (an old format, another app's data
 * under our key, a hand-edited value) is dropped, which gives a clean logged-out state. The full
 * check (session.decode.ts: the schema's generated check, no Effect, small enough for the first
 * screen's chunk) runs as it is read, so nothing ever uses a stored session it would refuse;
 * `load()` answers from memory.
 */
export class LocalStorageSessionStore implements SessionStore {
  private readonly listeners = new Set<(session: Session | null) => void>();
  private current: Session | null = null;

  constructor(private readonly win: StorageWindow) {}

  /** Reads what is stored and checks it in full (at startup, and when another tab changed it). */
  restore(): Session | null {
    const parsed = this.parse();
    this.current = parsed === null ? null : decodeStoredSession(parsed);
    if (parsed !== null && this.current === null) this.drop();
    return this.current;
  }

  load(): Session | null {
    return this.current;
  }

  save(session: Session): void {
    this.current = session;
    try {
      // Session has no transformations: its encoded form is itself (storage.test.ts holds this).
      this.win.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    } catch {
      // Quota or disabled storage: the session still lives for this page.
    }
    this.notify(session);
  }

  clear(): void {
    this.current = null;
    this.drop();
    this.notify(null);
  }

  subscribe(listener: (session: Session | null) => void): () => void {
    const onStorage = (event: { key: string | null }): void => {
      // key null: another tab called localStorage.clear().
      if (event.key === SESSION_KEY || event.key === null) listener(this.restore());
    };
    this.listeners.add(listener);
    this.win.addEventListener("storage", onStorage);
    return () => {
      this.listeners.delete(listener);
      this.win.removeEventListener("storage", onStorage);
    };
  }

  /** What is stored, parsed; null when nothing is (or storage is off); what is not JSON is dropped. */
  private parse(): unknown {
    let raw: string | null;
    try {
      raw = this.win.localStorage.getItem(SESSION_KEY);
    } catch {
      return null; // storage disabled (private mode, blocked cookies)
    }
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      this.drop();
      return null;
    }
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
