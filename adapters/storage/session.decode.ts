import type { Session as SessionType } from "../../domain/identity/session.schema";
import { Session } from "../checks/session.checks";

/**
 * The stored session when it decodes, else null: the Session schema's generated check
 * (adapters/checks/session.checks.ts, held to the schema by checks.prop.test.ts), so the full
 * decode brings no Effect to a logged-in first visit. Its own module: loaded only when a session
 * is stored, after the first screen's code.
 */
export const decodeStoredSession = (stored: unknown): SessionType | null => Session.decode(stored) ?? null;
