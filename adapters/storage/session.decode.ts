import type { Session as SessionType } from "../../domain/identity/session.schema";
import { Session } from "../checks/session.checks";

/**
 * The stored session when it decodes, else null: the Session schema's generated check
 * (adapters/checks/session.checks.ts, held to the schema by checks.prop.test.ts), so the full
 * decode brings no Effect: it is small enough (about 1 KB gzip with its runtime) to run before the
 * first render, so no screen ever reads a stored session the schema would refuse.
 */
export const decodeStoredSession = (stored: unknown): SessionType | null => Session.decode(stored) ?? null;
