import type { ManifestRoute, ServiceRow, ShellManifest } from "./manifest";

/**
 * The shell and the routes of no side: help pages, what is still planned (messages, work orders,
 * growth), `/`, the role switch and not found.
 */
export const SHELL_ROUTES = [
  // static-help
  { path: "/aboutus", auth: "public", area: "static-help", planned: {} },
  { path: "/privacypolicy", auth: "unspecified", area: "static-help", planned: {} },
  { path: "/thermsservice", auth: "unspecified", area: "static-help", planned: {} },
  { path: "/termsConditions", auth: "login", area: "static-help", planned: {} },
  { path: "/clausecom", auth: "public", area: "static-help", planned: {} },
  { path: "/clockterms", auth: "login", area: "static-help", page: "ui/features/work/clock-terms.page.tsx", namespaces: ["common", "work"] },
  { path: "/faqyee", auth: "unspecified", area: "static-help", planned: { heading: "placeholder.faq" } },
  { path: "/faqyer", auth: "unspecified", area: "static-help", planned: { heading: "placeholder.faq" } },
  { path: "/customerservice", auth: "public", area: "static-help", planned: {} },
  { path: "/nametips", auth: "public", area: "static-help", planned: {} },
  { path: "/healthtips", auth: "public", area: "static-help", planned: {} },
  { path: "/news", auth: "public", area: "static-help", planned: {} },
  { path: "/recordingTips", auth: "login", area: "static-help", page: "ui/features/help/recording-tips.page.tsx", namespaces: ["common", "seeker"] },
  { path: "/recordingTips_s42", auth: "login", area: "static-help", page: "ui/features/help/recording-tips-s42.page.tsx", namespaces: ["common", "seeker"] },
  { path: "/recordGuidelines", auth: "login", area: "static-help", page: "ui/features/help/record-guidelines.page.tsx", namespaces: ["common", "seeker"] },
  // interviews-messages (the chat's: manifests/chat.manifest.ts; the invitations': manifests/interviews.manifest.ts; the seeker's video
  // interview, with /brocadeBag: manifests/video-interview-seeker.manifest.ts)
  { path: "/mail", auth: "login", area: "interviews-messages", planned: {} },
  // work-orders: the help center's routes are work's (manifests/work.manifest.ts)
  // growth
  { path: "/promotion", auth: "login", area: "growth", planned: {}, keepAlive: true, keepAliveWhenQuery: "alive" },
  { path: "/getReward", auth: "login", area: "growth", planned: {} },
  { path: "/personalityTest", auth: "login", area: "growth", planned: {} },
  { path: "/personalityQuestion", auth: "login", area: "growth", planned: {} },
  { path: "/personalityResult", auth: "login", area: "growth", planned: {} },
  { path: "/lesson", auth: "public", area: "growth", planned: {} },
  // ours
  { path: "/", auth: "public", area: "home", origin: "ours", redirect: true },
  { path: "/account/role", auth: "login", area: "home", origin: "ours", page: "ui/features/account/account-role.page.tsx", namespaces: ["account", "common"] },
  { path: "*", auth: "public", area: "home", origin: "ours", page: "ui/app/not-found.page.tsx", namespaces: ["account", "common"] },
] as const satisfies readonly ManifestRoute[];

/**
 * Its services (factories: adapters/shell.registrations.ts): the reference data every side's forms
 * read (ui/shared/reference-data.tsx), and the signed-in user's one event stream (docs/api.md
 * "Events") that both sides' screens listen to (ui/shared/use-user-events.ts), loaded on the first listen. The platform's own ports (the HTTP clients, the stores, the
 * clock, the native bridge) are the composition root's, not a manifest's: docs/architecture.md,
 * "The container".
 */
export const SHELL_SERVICES = [
  { token: "REFERENCE_API", module: "adapters/http/reference.http-adapter.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "USER_EVENTS", module: "adapters/http/user-events.stream.ts", lazy: true, needs: ["API_CLIENT"] },
  // One photo picked and uploaded (the provider's forms, both sides' chat): its own chunk, loaded with the first pick.
  { token: "UPLOAD_PHOTO", module: "application/uploads/upload-photo.use-case.ts", lazy: true, needs: ["NATIVE_BRIDGE"] },
] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads (the app's route table reads the routes alone, so those lists never ship). */
export const SHELL = {
  name: "shell",
  namespaces: ["common"],
  // What /login paints, in the default language (Indonesian, what most of our users read): an
  // English reader's first paint waits for one more small request; everyone's first screen is lighter.
  eagerNamespaces: ["common", "auth"],
  routes: SHELL_ROUTES,
  services: SHELL_SERVICES,
  // What every logged-in main screen's first request loads after its side's modules: the HTTP client.
  firstRequest: ["adapters/http/http-client.ts", "adapters/http/hosts.config.ts"],
  chunks: {
    // The submit kit every form shares, the language switch and the redirect rule the first screen
    // reaches on demand. Not the fields (text, phone: the login's form kit): in the shell they cost
    // every home and the job page ~1 KB gzip for a form none shows first; out of it the login
    // loads them as small chunks of their own (+1 KB there, within its budget).
    shell: [
      "ui/app/language-switcher.tsx",
      "ui/app/use-language.ts",
      "ui/design-system/error-alert.tsx",
      "ui/routes/redirect.rules.ts",
      "ui/shared/error-text-view.ts",
      "ui/shared/error-text.lazy.ts",
      "ui/shared/failure-alert.tsx",
      "ui/shared/server-state/writes.ts",
      "ui/shared/use-submit.ts",
    ],
    // Vite drops an entry chunk that holds nothing but imports, and the build manifest's
    // `index.html` with it: the offline shell's timer, which only the entry script starts, keeps it
    // over 512 bytes, so it is served compressed like every other script (scripts/production-serving.ts).
    entry: ["ui/offline-shell/start.ts"],
    own: {
      // Shared by forms, filters and use cases but by no module of the shell: without a chunk of
      // its own the optimizer folds it into the shell, which all of them import, and every first
      // screen pays for it (login, seeker home, job page -0.13 KB; the provider home +0.03 KB).
      policy: ["domain/policy/business-constants.ts"],
    },
  },
  checks: [
    // The error envelope the HTTP client reads, and the stored session, checked as it is read at startup.
    { file: "adapters/checks/api.checks.ts", schemas: { "domain/identity/account.schema.ts": ["ApiErrorBody"] } },
    { file: "adapters/checks/session.checks.ts", schemas: { "domain/identity/session.schema.ts": ["Session"] } },
  ],
  precache: ["ui/index.html", "ui/app/not-found.page.tsx", "ui/app/placeholder.page.tsx", "adapters/http/http-client.ts", "ui/design-system/dialog.tsx"],
} as const satisfies ShellManifest;
