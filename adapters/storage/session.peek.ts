import { isLanguage } from "../../domain/identity/language";
import type { Session } from "../../domain/identity/session.schema";

const filled = (value: unknown): boolean => typeof value === "string" && value !== "";

/**
 * A stored session as the first screen may use it before Effect Schema has loaded: only what that
 * screen reads is checked (the token its first requests send, the user id the data cache is keyed
 * by, the role that routing and the home depend on, the language). The full decode
 * (session.decode.ts) follows at once and logs out a session that fails it. Not a second rule set:
 * it checks less than the schema, never something else; session.peek.prop.test.ts holds each of
 * these four checks to the schema's own field.
 */
export const peekSession = (stored: unknown): Session | null => {
  if (typeof stored !== "object" || stored === null) return null;
  const { token, userId, roleId, language } = stored as Record<string, unknown>;
  const readable = filled(token) && filled(userId) && (roleId === "seeker" || roleId === "provider") && isLanguage(language);
  // Provisional: typed as a Session for the first render; verify() replaces or drops it.
  return readable ? (stored as Session) : null;
};
