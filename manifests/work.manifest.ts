import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/**
 * Work (issue 22): orders, attendance, the daily confirmation, both sides. Its screens are routed
 * in the seeker's and the provider's manifests (the tabs they live in); this manifest holds the
 * services both sides share.
 */
export const WORK_ROUTES = [] as const satisfies readonly ManifestRoute[];

/**
 * Its services (factories: adapters/work.registrations.ts): the work adapter, one chunk loaded on its
 * first use; the help center's (cancellation requests, support messages), a chunk of its own.
 */
export const WORK_SERVICES = [
  { token: "WORK_API", module: "adapters/work.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "HELP_CENTER_API", module: "adapters/help-center.modules.ts", lazy: true, needs: ["API_CLIENT"] },
] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads. */
export const WORK = {
  name: "work",
  routes: WORK_ROUTES,
  services: WORK_SERVICES,
} as const satisfies SideManifest;
