import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/**
 * The wallet (issue 23): balance, transactions, statement, PIN, payout accounts, withdrawals, both
 * sides. Its screens are routed in the seeker's and the provider's manifests (the places they live
 * in); this manifest holds the service both sides share.
 */
export const WALLET_ROUTES = [
  // ours: PIN settings (set, change, forgot), payout accounts, withdrawal with its status. Decision: one route each for both
  // sides (no role: the page acts on the wallet of the active role, a seeker's own or her business's), not one per side: the
  // route table ships with the first screen, and the provider home had under 0.1 KB of its budget left.
  { path: "/wallet/pin", auth: "login", area: "money-benefits", origin: "ours", page: "ui/features/wallet/pin-settings.page.tsx", namespaces: ["common", "payments", "wallet"] },
  { path: "/wallet/accounts", auth: "login", area: "money-benefits", origin: "ours", page: "ui/features/wallet/payout-accounts.page.tsx", namespaces: ["common", "payments", "wallet"] },
  { path: "/wallet/withdraw", auth: "login", area: "money-benefits", origin: "ours", page: "ui/features/wallet/withdraw.page.tsx", namespaces: ["common", "payments", "wallet"] },
] as const satisfies readonly ManifestRoute[];

/** Its services (factories: adapters/wallet.registrations.ts): the adapter, one chunk loaded on its first use. */
export const WALLET_SERVICES = [{ token: "WALLET_API", module: "adapters/wallet.modules.ts", lazy: true, needs: ["API_CLIENT"] }] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads. */
export const WALLET = {
  name: "wallet",
  routes: WALLET_ROUTES,
  services: WALLET_SERVICES,
} as const satisfies SideManifest;
