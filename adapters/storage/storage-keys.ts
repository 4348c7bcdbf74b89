/**
 * The names the app stores the session and the language under in the browser. This module imports
 * nothing: the build's route preload (scripts/route-preload.ts) writes them into the page, and what
 * vite.config.ts loads must not pull in the app's extensionless imports, which Vite's coming native
 * config loader cannot resolve (it warned about each on every start and build).
 */
export const SESSION_KEY = "gawe.session";
export const LANGUAGE_COOKIE = "language";
/** The punches waiting on the phone (issue 22), and the lease that stands in for Web Locks. */
export const PUNCH_OUTBOX_KEY = "gawe.punchOutbox";
export const PUNCH_OUTBOX_LEASE_KEY = "gawe.punchOutbox.lease";
/** The last learnt server time minus the phone's, in ms (issue 22). */
export const CLOCK_OFFSET_KEY = "gawe.clockOffset";
/** The chat messages waiting on the phone (issue 24), and their lease. */
export const CHAT_OUTBOX_KEY = "gawe.chatOutbox";
export const CHAT_OUTBOX_LEASE_KEY = "gawe.chatOutbox.lease";
