import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/**
 * The talent pool and smart invitation (issue 24). The pool is a tab of the provider's
 * /recuritment (its part, named in that route's `parts`); this manifest holds the pool seeker's
 * profile and the smart invitation of a job, and the service both sides share (the seeker's jobs
 * ranked by the same rule: /JSMita, /jsDailyPush).
 */
export const TALENT_ROUTES = [
  // ours: a pool seeker's profile (?seekerId=) and a job's smart invitation (?jobId=), opened from the pool's tab of /recuritment.
  { path: "/recuritment/talent", auth: "login", area: "provider-jobs", origin: "ours", role: "provider", page: "ui/features/talent/talent-profile.page.tsx", namespaces: ["common", "labels", "seeker", "talent"] },
  { path: "/recuritment/smart", auth: "login", area: "provider-jobs", origin: "ours", role: "provider", page: "ui/features/talent/smart-invitation.page.tsx", namespaces: ["common", "labels", "seeker", "talent"] },
] as const satisfies readonly ManifestRoute[];

/** Its services (factories: adapters/talent.registrations.ts): the adapter, one chunk loaded on its first use. */
export const TALENT_SERVICES = [{ token: "TALENT_API", module: "adapters/talent.modules.ts", lazy: true, needs: ["API_CLIENT"] }] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads. */
export const TALENT = {
  name: "talent",
  routes: TALENT_ROUTES,
  services: TALENT_SERVICES,
} as const satisfies SideManifest;
