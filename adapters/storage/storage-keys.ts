/**
 * The names the app stores the session and the language under in the browser. This module imports
 * nothing: the build's route preload (scripts/route-preload.ts) writes them into the page, and what
 * vite.config.ts loads must not pull in the app's extensionless imports, which Vite's coming native
 * config loader cannot resolve (it warned about each on every start and build).
 */
export const SESSION_KEY = "gawe.session";
export const LANGUAGE_COOKIE = "language";
