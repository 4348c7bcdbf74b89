import type { ManifestRoute, SideManifest } from "./manifest";

/** Logging in and the account's spec routes (area shell-account). */
export const AUTH_ROUTES = [
  { path: "/login", auth: "public", area: "shell-account", page: "ui/features/auth/login.page.tsx", namespaces: ["auth", "common"], main: true },
  { path: "/sendCode", auth: "public", area: "shell-account", page: "ui/features/auth/send-code.page.tsx", namespaces: ["auth", "common", "errors", "otp"] },
  { path: "/waMidPage", auth: "public", area: "shell-account", planned: {} },
  { path: "/WAChangePhone", auth: "login", area: "shell-account", planned: {} },
  { path: "/contact", auth: "login", area: "shell-account", planned: {} },
  { path: "/whatsapp", auth: "login", area: "shell-account", planned: {} },
  { path: "/mailboxVerification", auth: "public", area: "shell-account", planned: {} },
  { path: "/mailboxVerificationView", auth: "public", area: "shell-account", planned: {} },
  { path: "/emailResult", auth: "public", area: "shell-account", planned: {} },
  { path: "/emailShare", auth: "public", area: "shell-account", planned: {} },
  { path: "/deleteAccount", auth: "public", area: "shell-account", planned: {} },
  { path: "/appeal", auth: "unspecified", area: "shell-account", planned: {} },
] as const satisfies readonly ManifestRoute[];

/** Its manifest: the routes with the lists the build reads (the app's route table reads the routes alone, so those lists never ship). */
export const AUTH = {
  name: "auth",
  routes: AUTH_ROUTES,
  precache: ["ui/features/auth/login.page.tsx", "ui/features/auth/send-code.page.tsx", "adapters/auth.modules.ts"],
} as const satisfies SideManifest;
