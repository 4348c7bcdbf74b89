import { AUTH, AUTH_ROUTES } from "./auth.manifest.js";
import { CHAT, CHAT_ROUTES } from "./chat.manifest.js";
import type { ManifestRoute, ShellManifest, SideManifest } from "./manifest.js";
import { OFFERS_PAYMENTS, OFFERS_PAYMENTS_ROUTES } from "./offers-payments.manifest.js";
import { PROVIDER, PROVIDER_ROUTES } from "./provider.manifest.js";
import { SEEKER, SEEKER_ROUTES } from "./seeker.manifest.js";
import { SHELL, SHELL_ROUTES } from "./shell.manifest.js";
import { INTERVIEWS, INTERVIEWS_ROUTES } from "./interviews.manifest.js";
import { TALENT, TALENT_ROUTES } from "./talent.manifest.js";
import { VIDEO_INTERVIEW_SEEKER, VIDEO_INTERVIEW_SEEKER_ROUTES } from "./video-interview-seeker.manifest.js";
import { WALLET, WALLET_ROUTES } from "./wallet.manifest.js";
import { WORK, WORK_ROUTES } from "./work.manifest.js";

/*
 * The manifests (docs/architecture.md, "Where new things go"). A new side gets a manifest file
 * and a place in both lists below.
 */

/** The shell's manifest (for the build and the tests). */
export const SHELL_MANIFEST: ShellManifest = SHELL;

/** Every side's manifest (for the build and the tests). */
export const SIDES: readonly SideManifest[] = [AUTH, SEEKER, PROVIDER, OFFERS_PAYMENTS, WORK, WALLET, CHAT, INTERVIEWS, TALENT, VIDEO_INTERVIEW_SEEKER];

/** Every route: the shell's and each side's (what the app's route table reads, and nothing else of the manifests). */
export const MANIFEST_ROUTES: readonly ManifestRoute[] = [...SHELL_ROUTES, ...AUTH_ROUTES, ...SEEKER_ROUTES, ...PROVIDER_ROUTES, ...OFFERS_PAYMENTS_ROUTES, ...WORK_ROUTES, ...WALLET_ROUTES, ...CHAT_ROUTES, ...INTERVIEWS_ROUTES, ...TALENT_ROUTES, ...VIDEO_INTERVIEW_SEEKER_ROUTES];
