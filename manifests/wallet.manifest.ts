import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/**
 * The wallet (issue 23): balance, transactions, statement, PIN, payout accounts, withdrawals, both
 * sides. Its screens are routed in the seeker's and the provider's manifests (the places they live
 * in); this manifest holds the service both sides share.
 */
export const WALLET_ROUTES = [] as const satisfies readonly ManifestRoute[];

/** Its services (factories: adapters/wallet.registrations.ts): the adapter, one chunk loaded on its first use. */
export const WALLET_SERVICES = [{ token: "WALLET_API", module: "adapters/wallet.modules.ts", lazy: true, needs: ["API_CLIENT"] }] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads. */
export const WALLET = {
  name: "wallet",
  routes: WALLET_ROUTES,
  services: WALLET_SERVICES,
} as const satisfies SideManifest;
