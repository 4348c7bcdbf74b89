import { randomUUID } from "node:crypto";
import type { ChatCard } from "../../../domain/chat/chat-api.schema";
import type { Db } from "../../store/db.schema";
import type { StoredConversation, StoredMessage } from "../../store/chat.db-schema";
import { conversationOf, messagesOf } from "./chat.logic";

/** A new conversation of (job, seeker), nothing read yet. */
export const newConversation = (jobId: string, seekerId: string, now: number): StoredConversation => ({
  conversationId: `c-${randomUUID()}`,
  jobId,
  seekerId,
  openedAt: now,
  updatedAt: now,
  seekerRead: null,
  providerRead: null,
});

/**
 * How another feature's endpoint (applying, offers, interviews, video interviews, invitations)
 * tells both sides in the chat: `card` appended to the conversation of (job, seeker), opened if
 * there is none yet. Commit the answer like any change: the chat's event source tells the seeker
 * and the job's providers (kind `message`). A card equal to one the conversation already holds is
 * not posted again, so a retried request or a clock tick that settles the same expiry twice posts
 * one card. An unknown job posts nothing.
 */
export const postCard = (db: Db, about: { readonly jobId: string; readonly seekerId: string }, card: ChatCard, now: number): Db => {
  if (!db.jobs.some((j) => j.jobId === about.jobId)) return db;
  const existing = conversationOf(db, about.jobId, about.seekerId);
  const conversation = existing ?? newConversation(about.jobId, about.seekerId, now);
  const same = JSON.stringify(card);
  if (existing !== undefined && messagesOf(db, existing.conversationId).some((m) => m.body.type === "card" && JSON.stringify(m.body.card) === same))
    return db;
  const message: StoredMessage = {
    messageId: `card-${randomUUID()}`,
    conversationId: conversation.conversationId,
    side: "system",
    senderId: null,
    sentAt: now,
    deliveredAt: null,
    body: { type: "card", card },
  };
  const updated = { ...conversation, updatedAt: Math.max(conversation.updatedAt, now) };
  const conversations = existing === undefined ? [...db.chat.conversations, updated] : db.chat.conversations.map((c) => (c === existing ? updated : c));
  return { ...db, chat: { conversations, messages: [...db.chat.messages, message] } };
};
