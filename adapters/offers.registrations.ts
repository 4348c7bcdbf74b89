import type { OFFERS_PAYMENTS_SERVICES } from "../manifests/offers-payments.manifest";
import { chunkOf, type Chunk } from "./services";

const offersChunk = chunkOf<typeof OFFERS_PAYMENTS_SERVICES>();

/**
 * Offers and payments (issue 14), both sides: one row per service of its manifest
 * (manifests/offers-payments.manifest.ts), one chunk (offers.modules.ts), so the first screen's
 * preload map gains one entry.
 */
export const OFFERS_CHUNKS = {
  ...offersChunk("adapters/offers.modules.ts", () => import("./offers.modules"), {
    OFFERS_API: async ({ API_CLIENT }, m) => new m.OffersHttpAdapter(await API_CLIENT),
    PROVIDER_OFFERS: ({ OFFERS_API, CLOCK }, m) => new m.ProviderOffers(OFFERS_API, CLOCK),
  }),
} satisfies Record<(typeof OFFERS_PAYMENTS_SERVICES)[number]["module"], Chunk>;
