import { isLanguage, type Language } from "../../domain/identity/language";
import type { LanguageStore } from "../../application/ports/session-store.port";
import { LANGUAGE_COOKIE } from "./storage-keys";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieDocument {
  cookie: string;
}

/** The language in the cookie `language`, so the server and the first paint can read it too. */
export class CookieLanguageStore implements LanguageStore {
  constructor(private readonly doc: CookieDocument) {}

  load(): Language | null {
    for (const part of this.doc.cookie.split(";")) {
      const [name, ...rest] = part.trim().split("=");
      if (name !== LANGUAGE_COOKIE) continue;
      const value = rest.join("=").trim();
      if (isLanguage(value)) return value;
    }
    return null;
  }

  save(language: Language): void {
    this.doc.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  }
}
