import type { Session } from "../../domain/identity/session.schema";
import type { SessionStore } from "../../application/ports/session-store.port";
import { peekSession } from "./session.peek";
import { SESSION_KEY } from "./storage-keys";


/** The parts of `window` this adapter touches, so tests can hand in a stand-in. */
export interface StorageWindow {
  readonly localStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  addEventListener(type: "storage", listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: "storage", listener: (event: { key: string | null }) => void): void;
}

export type SessionDecoder = (stored: unknown) => Session | null;

// Effect Schema decodes; imported only when something is stored, so a logged-out first visit
// never loads it (docs/performance.md).
const loadDecoder = async (): Promise<SessionDecoder> => (await import("./session.decode")).decodeStoredSession;

/**
 * The session in localStorage. Anything that does not decode (an old format, another app's data
 * under our key, a hand-edited value) is dropped, which gives a clean logged-out state.
 * At startup (startApp) `restoreNow()` reads it without waiting for the decoder, so the first
 * screen renders and asks for its data at once, and `verify()` then decodes it in full; `load()`
 * answers from memory.
 */
export class LocalStorageSessionStore implements SessionStore {
  private readonly listeners = new Set<(session: Session | null) => void>();
  private current: Session | null = null;

  constructor(
    private readonly win: StorageWindow,
    private readonly decoder: () => Promise<SessionDecoder> = loadDecoder,
  ) {}

  /** Reads and decodes what is stored (another tab changed it). */
  async restore(): Promise<Session | null> {
    this.restoreNow();
    return this.verify();
  }

  /**
   * The stored session at once, for the first render: checked only for what the first screen
   * reads (peekSession), without loading Effect. Call verify() next.
   */
  restoreNow(): Session | null {
    const parsed = this.parse();
    this.current = parsed === null ? null : peekSession(parsed);
    if (parsed !== null && this.current === null) this.drop();
    return this.current;
  }

  /**
   * The full decode of what restoreNow() took. A session that fails it is logged out as at any
   * other time (dropped, subscribers told); one saved or cleared meanwhile stands. When the
   * decoder cannot be fetched (offline), the session stays as read until the next start.
   */
  async verify(): Promise<Session | null> {
    const provisional = this.current;
    if (provisional === null) return null;
    let decode: SessionDecoder;
    try {
      decode = await this.decoder();
    } catch {
      return provisional;
    }
    if (this.current !== provisional) return this.current;
    const session = decode(provisional);
    if (session === null) this.clear();
    else this.current = session;
    return session;
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
      if (event.key === SESSION_KEY || event.key === null) void this.restore().then(listener);
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
