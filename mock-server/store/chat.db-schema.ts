import { Schema } from "effect";
import { MessageBody, SenderSide } from "../../domain/chat/chat-api.schema";
import { EpochMillis } from "../../domain/shared/ids.schema";

/**
 * The chat side of the mock's data file (issue 24; features/chat). Messages of all conversations
 * in one list, in the order they were stored (a conversation's order). A message's `readAt` is not
 * stored: it is the other side's read mark, when that mark is at or after it.
 */

/** How far a side has read: up to which message, and when. */
export const StoredReadMark = Schema.Struct({ upTo: Schema.String, readAt: EpochMillis });
export type StoredReadMark = typeof StoredReadMark.Type;

/** One per (jobId, seekerId). The provider side is the job's business: Admin and the Members who may chat about the job share one read mark. */
export const StoredConversation = Schema.Struct({
  conversationId: Schema.String,
  jobId: Schema.String,
  seekerId: Schema.String,
  openedAt: EpochMillis,
  /** The last message's `sentAt`, or `openedAt`. */
  updatedAt: EpochMillis,
  seekerRead: Schema.NullOr(StoredReadMark),
  providerRead: Schema.NullOr(StoredReadMark),
});
export type StoredConversation = typeof StoredConversation.Type;

export const StoredMessage = Schema.Struct({
  messageId: Schema.String,
  conversationId: Schema.String,
  side: SenderSide,
  /** Who wrote it; null for a card. */
  senderId: Schema.NullOr(Schema.String),
  sentAt: EpochMillis,
  deliveredAt: Schema.NullOr(EpochMillis),
  body: MessageBody,
});
export type StoredMessage = typeof StoredMessage.Type;

export const StoredChat = Schema.Struct({
  conversations: Schema.Array(StoredConversation),
  messages: Schema.Array(StoredMessage),
});
export type StoredChat = typeof StoredChat.Type;

export const EMPTY_CHAT: StoredChat = { conversations: [], messages: [] };
