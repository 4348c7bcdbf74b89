import { randomBytes } from "node:crypto";
import { SESSION_LIFETIME_DAYS } from "../../domain/policy/business-constants";
import { toWibIso } from "../../domain/shared/wib-time";
import type { Db, StoredSession } from "./db.schema";

/*
 * The stored sessions: made by the auth area and the provider states, read by every bearer
 * request (http/caller.ts) and renewed by it (http/mount.ts), so they sit with the data, not in a feature.
 */

/** Opaque and unguessable; the server keeps the list, so logout can revoke one. */
export const newToken = (): string => randomBytes(24).toString("base64url");

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIME_MS = SESSION_LIFETIME_DAYS * DAY_MS;
/** A used session is renewed at most once a day, so reading the API does not rewrite the data file each time. */
const RENEW_EVERY_MS = DAY_MS;

const renewedAt = (session: StoredSession): number => Date.parse(session.renewedAt ?? session.createdAt);

/** When the session ends: SESSION_LIFETIME_DAYS after it was created or last renewed. */
export const sessionExpiresAt = (session: StoredSession): number => renewedAt(session) + LIFETIME_MS;

/** Live: not expired at `now` (a session whose times cannot be read is over). */
export const isSessionLive = (session: StoredSession, now: number): boolean => {
  const expiresAt = sessionExpiresAt(session);
  return Number.isFinite(expiresAt) && now < expiresAt;
};

/** A new session; expired ones are pruned on the way (they would only answer 401). */
export const withSession = (db: Db, token: string, userId: string, now: number): Db => ({
  ...db,
  sessions: [...db.sessions.filter((s) => isSessionLive(s, now)), { token, userId, createdAt: toWibIso(now) }],
});

/**
 * The state with the session of `token` renewed (its lifetime starts again at `now`) when it was
 * last renewed a day ago or more; the same state otherwise. The mock commits it only with an
 * accepted request, so a refused one changes nothing.
 */
export const withSessionRenewed = (db: Db, token: string, now: number): Db => {
  const session = db.sessions.find((s) => s.token === token);
  if (session === undefined || now - renewedAt(session) < RENEW_EVERY_MS) return db;
  return { ...db, sessions: db.sessions.map((s) => (s === session ? { ...s, renewedAt: toWibIso(now) } : s)) };
};
