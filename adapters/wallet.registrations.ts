import type { WALLET_SERVICES } from "../manifests/wallet.manifest";
import { chunkOf, type Chunk } from "./services";

const walletChunk = chunkOf<typeof WALLET_SERVICES>();

/**
 * The wallet (issue 23), both sides: one row per service of its manifest (manifests/wallet.manifest.ts),
 * one chunk (wallet.modules.ts) of its own, so neither side's first screen carries it.
 */
export const WALLET_CHUNKS = {
  ...walletChunk("adapters/wallet.modules.ts", () => import("./wallet.modules"), {
    WALLET_API: async ({ API_CLIENT }, m) => new m.WalletHttpAdapter(await API_CLIENT),
  }),
} satisfies Record<(typeof WALLET_SERVICES)[number]["module"], Chunk>;
