import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/**
 * Work (issue 22): orders, attendance, the daily confirmation, both sides. Its screens are routed
 * in the seeker's and the provider's manifests (the tabs they live in); this manifest holds the
 * services both sides share and the one public screen, the work certificate's check.
 */
export const WORK_ROUTES = [
  // ours (issue 22): anyone checks a work certificate by its code (?code=), no login; neither side's screen.
  { path: "/certificate", auth: "public", area: "work-orders", origin: "ours", page: "ui/features/work/certificate-check.page.tsx", namespaces: ["common", "labels", "work"] },
] as const satisfies readonly ManifestRoute[];

/** Its services (factories: adapters/work.registrations.ts): the adapters, one chunk loaded on its first use. */
export const WORK_SERVICES = [
  { token: "WORK_API", module: "adapters/work.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  // The work certificate (issue 22): the seeker's copy and the public check by code.
  { token: "CERTIFICATE_API", module: "adapters/work.modules.ts", lazy: true, needs: ["API_CLIENT"] },
] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads. */
export const WORK = {
  name: "work",
  routes: WORK_ROUTES,
  services: WORK_SERVICES,
} as const satisfies SideManifest;
