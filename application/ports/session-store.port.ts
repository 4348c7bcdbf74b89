import type { Language, Session } from "../../domain/identity/session.schema";
import { token } from "./token";

/** Where the session lives between visits (localStorage in the browser). */
export interface SessionStore {
  /** The stored session, or null when logged out or when what is stored is corrupt. */
  load(): Session | null;
  save(session: Session): void;
  clear(): void;
  /** Called after every save or clear, also when another tab changed it. Returns unsubscribe. */
  subscribe(listener: (session: Session | null) => void): () => void;
}
export const SESSION_STORE = token<SessionStore>("SessionStore");

/** The language choice (cookie `language`), readable before anyone logs in. */
export interface LanguageStore {
  load(): Language | null;
  save(language: Language): void;
}
export const LANGUAGE_STORE = token<LanguageStore>("LanguageStore");
