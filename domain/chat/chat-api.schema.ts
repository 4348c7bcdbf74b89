import { Schema } from "effect";
import { ApplicationId } from "../applying/application.schema";
import { UserId } from "../identity/session.schema";
import { CHAT_MESSAGE_MAX_CHARACTERS } from "../policy/business-constants";
import { BusinessId, EpochMillis, InterviewId, InterviewInvitationId, JobId, OfferId } from "../shared/ids.schema";

/*
 * The chat's API (issue 24, docs/api.md "Chat"). One conversation per (job, seeker), between the
 * seeker and the job's business: the business is one side, whichever of its Admin or Members
 * (spec 6: a Member only for jobs they created or were given) reads or writes. The system posts
 * cards into it; a card names what it is about by id and the app reads that thing's current state,
 * so a card never shows a stale state.
 */

/** A conversation's id, the server's. */
export const ConversationId = Schema.String.pipe(Schema.check(Schema.isNonEmpty()), Schema.brand("ConversationId"));
export type ConversationId = typeof ConversationId.Type;

/**
 * A message's id. The phone makes it (a UUID) before sending, so a message typed offline and sent
 * again after a lost answer is stored once: the server answers a known id with the stored message.
 * Cards get theirs from the server.
 */
export const MessageId = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/)), Schema.brand("MessageId"));
export type MessageId = typeof MessageId.Type;

/** Who wrote a message: one of the two sides, or the system (cards). */
export const ChatSide = Schema.Literals(["seeker", "provider"]);
export type ChatSide = typeof ChatSide.Type;
export const SenderSide = Schema.Literals(["seeker", "provider", "system"]);
export type SenderSide = typeof SenderSide.Type;

/**
 * A text message: not only spaces, at most CHAT_MESSAGE_MAX_CHARACTERS (UTF-16 units, what the
 * app's counter counts). Sent as typed; the server does not trim it.
 */
export const ChatText = Schema.String.pipe(
  Schema.check(Schema.isPattern(/\S/), Schema.isMaxLength(CHAT_MESSAGE_MAX_CHARACTERS)),
);
export type ChatText = typeof ChatText.Type;

/**
 * The cards the system posts. Each references what it is about; the app reads its current state
 * (an invitation accepted since, an offer paid) from that feature's endpoint.
 */
export const ChatCard = Schema.Union([
  /** The seeker applied to the job (posted by applying). */
  Schema.Struct({ kind: Schema.Literal("applicationReceived"), applicationId: ApplicationId }),
  /** The provider invited the seeker to apply to the job (talent pool, smart invitation). */
  Schema.Struct({ kind: Schema.Literal("jobInvitation"), jobId: JobId }),
  /** An interview invitation (accept, decline, ask for another time on its card). */
  Schema.Struct({ kind: Schema.Literal("interviewInvitation"), invitationId: InterviewInvitationId }),
  /** INTERVIEW_REMINDER_MINUTES_BEFORE the interview of `invitationId` starts (until the notification center exists). */
  Schema.Struct({ kind: Schema.Literal("interviewReminder"), invitationId: InterviewInvitationId, startsAt: EpochMillis }),
  Schema.Struct({ kind: Schema.Literal("videoInterviewSent"), videoInterviewId: InterviewId }),
  Schema.Struct({ kind: Schema.Literal("videoInterviewSubmitted"), videoInterviewId: InterviewId }),
  Schema.Struct({ kind: Schema.Literal("offerSent"), offerId: OfferId }),
  Schema.Struct({ kind: Schema.Literal("offerAccepted"), offerId: OfferId }),
  Schema.Struct({ kind: Schema.Literal("offerDeclined"), offerId: OfferId }),
  Schema.Struct({ kind: Schema.Literal("offerExpired"), offerId: OfferId }),
]);
export type ChatCard = typeof ChatCard.Type;
export type ChatCardKind = ChatCard["kind"];

/** An image of the chat: the caller's own upload (POST /api/uploads) and where it is served. */
export const ChatImage = Schema.Struct({ uploadId: Schema.String.pipe(Schema.check(Schema.isNonEmpty())), url: Schema.String });
export type ChatImage = typeof ChatImage.Type;

export const MessageBody = Schema.Union([
  Schema.Struct({ type: Schema.Literal("text"), text: ChatText }),
  Schema.Struct({ type: Schema.Literal("image"), image: ChatImage }),
  Schema.Struct({ type: Schema.Literal("card"), card: ChatCard }),
]);
export type MessageBody = typeof MessageBody.Type;

/**
 * A message. `sentAt`: when the server stored it (the order of a conversation). For a side's
 * message, `deliveredAt`: when the other side's phone first got it (its stream, or a list or page
 * that held it); `readAt`: when the other side read up to it. A card has neither (both sides see it).
 */
export const Message = Schema.Struct({
  messageId: MessageId,
  conversationId: ConversationId,
  sender: Schema.Struct({ side: SenderSide, userId: Schema.NullOr(UserId) }),
  sentAt: EpochMillis,
  deliveredAt: Schema.NullOr(EpochMillis),
  readAt: Schema.NullOr(EpochMillis),
  body: MessageBody,
});
export type Message = typeof Message.Type;

/** A conversation as the caller sees it: `unread` counts the messages of the other side and cards after the caller's side's read mark. */
export const Conversation = Schema.Struct({
  conversationId: ConversationId,
  job: Schema.Struct({ jobId: JobId, title: Schema.String }),
  seeker: Schema.Struct({ userId: UserId, name: Schema.String, avatarUrl: Schema.NullOr(Schema.String) }),
  business: Schema.Struct({ businessId: BusinessId, name: Schema.String, logoUrl: Schema.NullOr(Schema.String) }),
  lastMessage: Schema.NullOr(Message),
  unread: Schema.Int,
  /** The last message's `sentAt`, or when the conversation was opened: the inbox's order. */
  updatedAt: EpochMillis,
});
export type Conversation = typeof Conversation.Type;

/** Decision: a page holds 20 conversations or 50 messages unless asked otherwise, at most 100. */
export const CONVERSATION_PAGE_DEFAULT = 20;
export const MESSAGE_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 100;
const PageLimit = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: CHAT_PAGE_MAX })));

/** GET /api/chat/conversations?cursor=&limit=: the caller's conversations, newest `updatedAt` first. */
export const ConversationQuery = Schema.Struct({
  /** `nextCursor` of the page before; absent for the first page. */
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(PageLimit),
});
export type ConversationQuery = typeof ConversationQuery.Type;

export const ConversationPage = Schema.Struct({
  items: Schema.Array(Conversation),
  nextCursor: Schema.NullOr(Schema.String),
  serverNow: EpochMillis,
});
export type ConversationPage = typeof ConversationPage.Type;

/**
 * POST /api/chat/conversations: the conversation of (job, seeker), opened if there is none yet
 * (201) or as it is (200). A seeker names herself; a provider a seeker of one of her jobs.
 */
export const OpenConversationRequest = Schema.Struct({ jobId: JobId, seekerId: UserId });
export type OpenConversationRequest = typeof OpenConversationRequest.Type;

/** GET /api/chat/conversations/{conversationId}/messages?before=&limit=: older messages before `before` (the newest when absent). */
export const MessageQuery = Schema.Struct({
  before: Schema.optional(MessageId),
  limit: Schema.optional(PageLimit),
});
export type MessageQuery = typeof MessageQuery.Type;

/** A page of messages, oldest first (as shown); `before`: what to ask for the page older than it, null at the start. */
export const MessagePage = Schema.Struct({
  items: Schema.Array(Message),
  before: Schema.NullOr(MessageId),
  serverNow: EpochMillis,
});
export type MessagePage = typeof MessagePage.Type;

/**
 * POST /api/chat/conversations/{conversationId}/messages: a text, or an image the caller uploaded.
 * A `messageId` already stored in the conversation answers the stored message (200) and stores
 * nothing; a new one 201.
 */
export const SendMessageRequest = Schema.Struct({
  messageId: MessageId,
  body: Schema.Union([
    Schema.Struct({ type: Schema.Literal("text"), text: ChatText }),
    Schema.Struct({ type: Schema.Literal("image"), uploadId: Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(100))) }),
  ]),
});
export type SendMessageRequest = typeof SendMessageRequest.Type;

/** POST /api/chat/conversations/{conversationId}/read: the caller's side has read up to `upTo` (a mark never moves back). */
export const MarkReadRequest = Schema.Struct({ upTo: MessageId });
export type MarkReadRequest = typeof MarkReadRequest.Type;

/** A side's read mark in a conversation (the answer of /read and the `messageRead` event's content). */
export const ReadMark = Schema.Struct({
  conversationId: ConversationId,
  side: ChatSide,
  upTo: MessageId,
  readAt: EpochMillis,
});
export type ReadMark = typeof ReadMark.Type;

/** GET /api/chat/unread: the caller's unread messages over all her conversations (the home tabs' badge). */
export const UnreadTotal = Schema.Struct({ total: Schema.Int, conversations: Schema.Int, serverNow: EpochMillis });
export type UnreadTotal = typeof UnreadTotal.Type;
