import type { CHAT_SERVICES } from "../manifests/chat.manifest";
import { chunkOf, type Chunk } from "./services";

const chatChunk = chunkOf<typeof CHAT_SERVICES>();

/**
 * The chat (issue 24), both sides: one row per service of its manifest (manifests/chat.manifest.ts),
 * one chunk (chat.modules.ts) of its own, so no first screen carries it; the homes' unread badge
 * reads its total through a small module of its own (chat-unread.http-adapter.ts).
 */
export const CHAT_CHUNKS = {
  ...chatChunk("adapters/chat.modules.ts", () => import("./chat.modules"), {
    CHAT_API: async ({ API_CLIENT }, m) => new m.ChatHttpAdapter(await API_CLIENT),
    CHAT_OUTBOX: async ({ CHAT_API, CHAT_DEVICE }, m) => new m.ChatOutbox(CHAT_API, await CHAT_DEVICE),
  }),
  ...chatChunk("adapters/http/chat-unread.http-adapter.ts", () => import("./http/chat-unread.http-adapter"), {
    CHAT_UNREAD: async ({ API_CLIENT }, m) => new m.ChatUnreadHttpAdapter(await API_CLIENT),
  }),
} satisfies Record<(typeof CHAT_SERVICES)[number]["module"], Chunk>;
