import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/** Offers (issue 14) and the money screens: the form takes ?jobId=&seekerId=, the details ?offerId=. */
export const OFFERS_PAYMENTS_ROUTES = [
  // Public per spec: without a session they ask to log in and come back (the payments are the provider's).
  { path: "/paymentpage", auth: "public", area: "money-benefits", page: "ui/features/payments/payment.page.tsx", namespaces: ["common", "errors", "payments"] },
  { path: "/paymentpdf", auth: "public", area: "money-benefits", page: "ui/features/payments/payment-pdf.page.tsx", namespaces: ["common", "payments"] },
  { path: "/paymentbatchpdf", auth: "public", area: "money-benefits", page: "ui/features/payments/payment-batch-pdf.page.tsx", namespaces: ["common", "payments"] },
  { path: "/bound", auth: "public", area: "money-benefits", page: "ui/features/payments/bound.page.tsx", namespaces: ["common", "payments"] },
  // ours (issue 23): a wallet's monthly statement, either side's (the caller's wallet in her role), printable on A4 pages.
  { path: "/wallet/statement", auth: "login", area: "money-benefits", origin: "ours", page: "ui/features/wallet/statement.page.tsx", namespaces: ["common", "labels", "payments", "wallet"] },
  { path: "/benefitH5/benefitCenter", auth: "login", area: "money-benefits", planned: {} },
  { path: "/benefitH5/packagePlans", auth: "login", area: "money-benefits", planned: {} },
  { path: "/benefitH5/packageChoice", auth: "login", area: "money-benefits", planned: {} },
  { path: "/provider/offer", auth: "login", area: "home", origin: "ours", role: "provider", page: "ui/features/offers/offer-form.page.tsx", namespaces: ["common", "errors", "labels", "offers", "payments"] },
  { path: "/provider/offerDetail", auth: "login", area: "home", origin: "ours", role: "provider", page: "ui/features/offers/provider-offer.page.tsx", namespaces: ["common", "errors", "labels", "offers", "payments"] },
  { path: "/seeker/offer", auth: "login", area: "home", origin: "ours", role: "seeker", page: "ui/features/offers/seeker-offer.page.tsx", namespaces: ["common", "errors", "labels", "offers"] },
] as const satisfies readonly ManifestRoute[];

/**
 * Its services, both sides' (factories: adapters/offers.registrations.ts): the adapter and the use
 * case, one chunk loaded on the first use of either (a payment's changes come on USER_EVENTS).
 */
export const OFFERS_PAYMENTS_SERVICES = [
  { token: "OFFERS_API", module: "adapters/offers.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "PROVIDER_OFFERS", module: "adapters/offers.modules.ts", lazy: true, needs: ["OFFERS_API", "CLOCK"] },
] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads (the app's route table reads the routes alone, so those lists never ship). */
export const OFFERS_PAYMENTS = {
  name: "offers-payments",
  routes: OFFERS_PAYMENTS_ROUTES,
  services: OFFERS_PAYMENTS_SERVICES,
} as const satisfies SideManifest;
