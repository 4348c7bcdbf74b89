import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/**
 * Work (issue 22): orders, attendance, the daily confirmation, both sides. Its screens are routed
 * in the seeker's and the provider's manifests (the tabs they live in); this manifest holds the
 * services both sides share, the help center's screens (no side's tab) and the one public screen of
 * work, the work certificate's check.
 */
export const WORK_ROUTES = [
  // ours (issue 22): anyone checks a work certificate by its code (?code=), no login; neither side's screen.
  { path: "/certificate", auth: "public", area: "work-orders", origin: "ours", page: "ui/features/work/certificate-check.page.tsx", namespaces: ["common", "labels", "work"] },
  // The help center (issue 22): cancellation through support, and any other issue. Anyone signed in
  // writes to support; cancelling and the order requests are the provider's (the reason and proof
  // steps only fill in the flow /cancellist starts, so they need no role of their own: the first
  // screens' budget pays for every byte of this table).
  { path: "/helpcenter", auth: "login", area: "work-orders", page: "ui/features/help-center/help-center.page.tsx", namespaces: ["common", "helpCenter"] },
  { path: "/others", auth: "login", area: "work-orders", page: "ui/features/help-center/others.page.tsx", namespaces: ["common", "errors", "helpCenter"] },
  { path: "/cancellist", auth: "login", area: "work-orders", role: "provider", page: "ui/features/help-center/cancel-list.page.tsx", namespaces: ["common", "helpCenter", "labels", "work"] },
  { path: "/cancelreason", auth: "login", area: "work-orders", page: "ui/features/help-center/cancel-reason.page.tsx", namespaces: ["common", "helpCenter"] },
  { path: "/reasondetail", auth: "login", area: "work-orders", page: "ui/features/help-center/reason-detail.page.tsx", namespaces: ["common", "errors", "helpCenter"] },
  // Public: a signed link's summary needs no login; in the flow it is the provider's summary to confirm.
  { path: "/orderrequest", auth: "public", area: "work-orders", page: "ui/features/help-center/order-request.page.tsx", namespaces: ["common", "helpCenter", "labels"] },
  { path: "/orderrequestmore", auth: "login", area: "work-orders", role: "provider", page: "ui/features/help-center/order-requests.page.tsx", namespaces: ["common", "helpCenter", "labels"] },
  { path: "/orderrequestmoredetail", auth: "login", area: "work-orders", role: "provider", page: "ui/features/help-center/order-request-detail.page.tsx", namespaces: ["common", "errors", "helpCenter", "labels"] },
] as const satisfies readonly ManifestRoute[];

/**
 * Its services (factories: adapters/work.registrations.ts): the work adapter, one chunk loaded on its
 * first use (the work certificate's too: the seeker's copy and the public check by code); the help
 * center's (cancellation requests, support messages), a chunk of its own.
 */
export const WORK_SERVICES = [
  { token: "WORK_API", module: "adapters/work.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "CERTIFICATE_API", module: "adapters/work.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "HELP_CENTER_API", module: "adapters/help-center.modules.ts", lazy: true, needs: ["API_CLIENT"] },
] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads. */
export const WORK = {
  name: "work",
  routes: WORK_ROUTES,
  services: WORK_SERVICES,
} as const satisfies SideManifest;
