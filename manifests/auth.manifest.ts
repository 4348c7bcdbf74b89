import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

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

/**
 * Its services (factories: adapters/auth.registrations.ts). Logging out is eager and Effect-free, and
 * the auth adapter it needs its own Effect-free chunk: it works when no other chunk can be fetched.
 * The other use cases bring Effect and load together on the first call of any of them.
 */
export const AUTH_SERVICES = [
  { token: "LOG_OUT", module: "application/auth/log-out.use-case.ts", lazy: false, needs: ["AUTH_API", "SESSION_STORE", "NATIVE_BRIDGE"] },
  { token: "AUTH_API", module: "adapters/http/auth.http-adapter.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "REQUEST_OTP", module: "adapters/auth.modules.ts", lazy: true, needs: ["AUTH_API"] },
  { token: "LOG_IN", module: "adapters/auth.modules.ts", lazy: true, needs: ["AUTH_API", "SESSION_STORE"] },
  { token: "REGISTER", module: "adapters/auth.modules.ts", lazy: true, needs: ["AUTH_API", "SESSION_STORE"] },
  { token: "SWITCH_ROLE", module: "adapters/auth.modules.ts", lazy: true, needs: ["AUTH_API", "SESSION_STORE", "NATIVE_BRIDGE"] },
  { token: "ADOPT_NATIVE_LOGIN", module: "adapters/auth.modules.ts", lazy: true, needs: ["NATIVE_BRIDGE", "SESSION_STORE", "LANGUAGE_STORE"] },
] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads (the app's route table reads the routes alone, so those lists never ship). */
export const AUTH = {
  name: "auth",
  routes: AUTH_ROUTES,
  services: AUTH_SERVICES,
  precache: ["ui/features/auth/login.page.tsx", "ui/features/auth/send-code.page.tsx", "adapters/auth.modules.ts"],
} as const satisfies SideManifest;
