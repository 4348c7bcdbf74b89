import type { Route } from "@playwright/test";
import type { Conversation, Message, MessagePage } from "../../domain/chat/chat-api.schema";
import { DEMO_ACCOUNTS } from "./e2e-helpers";

/**
 * A conversation of the demo seeker Siti's with thousands of messages, answered to the app in the
 * chat API's shape through `page.route("**\/api/chat/**", ...)` (the mock would need thousands of
 * messages of one conversation): the newest page, then older pages by `before`, as the API pages
 * them. Text of one to three lines, a card every 25th; every third is Siti's. Used by the scroll-back
 * bench (tests/bench/chat-thread.bench.ts) and its end-to-end check (tests/e2e/chat-scroll-back.spec.ts).
 */
export const LONG_CONVERSATION_ID = "c-bench";

const SITI = DEMO_ACCOUNTS.seeker.userId;

export const longMessageId = (i: number): string => `m-bench-${String(i).padStart(5, "0")}`;

const message = (i: number, total: number, now: number): Message => {
  const mine = i % 3 === 0;
  return {
    messageId: longMessageId(i),
    conversationId: LONG_CONVERSATION_ID,
    sender: { side: mine ? "seeker" : "provider", userId: mine ? SITI : "u-provider-budi" },
    sentAt: now - (total - i) * 60_000,
    deliveredAt: now - (total - i) * 60_000,
    readAt: now - (total - i) * 60_000,
    body: i % 25 === 0 ? { type: "card", card: { kind: "applicationReceived", applicationId: "a-1001" } } : { type: "text", text: `Pesan nomor ${i}: ${"kalimat yang cukup panjang untuk dua baris ".repeat(1 + (i % 3))}` },
  } as unknown as Message;
};

const conversation = (total: number, now: number): Conversation =>
  ({
    conversationId: LONG_CONVERSATION_ID,
    job: { jobId: "j-1001", title: "Pelayan restoran" },
    seeker: { userId: SITI, name: "Siti Rahmawati", avatarUrl: null },
    business: { businessId: "b-1", name: "Warung Makan Sederhana Bu Tini", logoUrl: null },
    lastMessage: message(total - 1, total, now),
    unread: 0,
    updatedAt: now,
  }) as unknown as Conversation;

/** The chat API for the long conversation of `total` messages (pages of `limit`, the app's ask). */
export const answerLongConversation =
  (total: number, now: number) =>
  async (route: Route): Promise<void> => {
    const url = new URL(route.request().url());
    const json = (body: unknown) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
    if (url.pathname.endsWith("/read")) return json({ conversationId: LONG_CONVERSATION_ID, side: "seeker", upTo: longMessageId(total - 1), readAt: now });
    if (!url.pathname.endsWith("/messages")) return json(conversation(total, now));
    const before = url.searchParams.get("before");
    const to = before === null ? total : Number(before.slice("m-bench-".length));
    const from = Math.max(0, to - Number(url.searchParams.get("limit") ?? 50));
    const body: MessagePage = { items: Array.from({ length: to - from }, (_, k) => message(from + k, total, now)), before: from > 0 ? longMessageId(from) : null, serverNow: now } as unknown as MessagePage;
    return json(body);
  };
