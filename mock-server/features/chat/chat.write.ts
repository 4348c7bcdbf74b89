import type {
  ChatSide,
  Conversation,
  ConversationId,
  ConversationPage,
  Message,
  MessagePage,
  OpenConversationRequest,
  ReadMark,
  SendMessageRequest,
  UnreadTotal,
} from "../../../domain/chat/chat-api.schema";
import { isNewsTo, laterMark, markIndex, unreadCount } from "../../../domain/chat/chat.rules";
import type { UserId } from "../../../domain/identity/session.schema";
import { PHOTO_MAX_BYTES } from "../../../domain/policy/business-constants";
import type { BusinessId, EpochMillis, JobId } from "../../../domain/shared/ids.schema";
import { apiFailure, type ApiFailure } from "../../http/errors";
import type { StoredConversation, StoredMessage } from "../../store/chat.db-schema";
import type { Db } from "../../store/db.schema";
import type { UploadedFiles } from "../uploads/uploads.public";
import { chatNotAllowed, sees, type ChatViewer } from "./chat.access";
import { conversationOf, isSeeker, jobOfConversation, messagesOf, messageView } from "./chat.logic";
import { newConversation } from "./post-card";

/** Where a page of conversations ends: the last one's `updatedAt` and id (the list's order). */
export interface ConversationCursor {
  readonly updatedAt: number;
  readonly conversationId: string;
}

const markOf = (c: StoredConversation, side: ChatSide) => (side === "seeker" ? c.seekerRead : c.providerRead);
const withMark = (c: StoredConversation, side: ChatSide, mark: StoredConversation["seekerRead"]): StoredConversation =>
  side === "seeker" ? { ...c, seekerRead: mark } : { ...c, providerRead: mark };

/** Newest first; equal times by id, so a cursor is exact. */
const newestFirst = (a: StoredConversation, b: StoredConversation): number =>
  b.updatedAt - a.updatedAt || (a.conversationId < b.conversationId ? -1 : a.conversationId > b.conversationId ? 1 : 0);

const afterCursor = (c: StoredConversation, cursor: ConversationCursor): boolean =>
  c.updatedAt < cursor.updatedAt || (c.updatedAt === cursor.updatedAt && c.conversationId > cursor.conversationId);

/** A conversation as `viewer` sees it: its job, its two sides, its last message, her side's unread count. */
export const conversationView = (db: Db, viewer: ChatViewer, c: StoredConversation): Conversation => {
  const job = jobOfConversation(db, c);
  const business = db.businesses.find((b) => b.businessId === job?.businessId);
  const seeker = db.seekerProfiles.find((p) => p.userId === c.seekerId);
  const ordered = messagesOf(db, c.conversationId);
  const last = ordered.at(-1);
  return {
    conversationId: c.conversationId as ConversationId,
    job: { jobId: c.jobId as JobId, title: job?.position ?? "" },
    seeker: {
      userId: c.seekerId as UserId,
      name: seeker?.fullName ?? db.accounts.find((a) => a.userId === c.seekerId)?.fullName ?? "",
      avatarUrl: seeker?.photoUrl ?? null,
    },
    business: {
      businessId: (job?.businessId ?? "") as BusinessId,
      name: business?.brandName ?? business?.registeredName ?? "",
      logoUrl: business?.logoUrl ?? null,
    },
    lastMessage: last === undefined ? null : messageView(c, ordered, last),
    unread: unreadCount(ordered, markOf(c, viewer.side)?.upTo ?? null, viewer.side),
    updatedAt: c.updatedAt as EpochMillis,
  };
};

/** A page of the viewer's conversations, and the messages it shows (their last ones). */
export const conversationPage = (
  db: Db,
  viewer: ChatViewer,
  cursor: ConversationCursor | null,
  limit: number,
  now: number,
): { readonly page: ConversationPage; readonly shown: readonly StoredMessage[] } => {
  const mine = db.chat.conversations.filter((c) => sees(db, viewer, c)).sort(newestFirst);
  const rest = cursor === null ? mine : mine.filter((c) => afterCursor(c, cursor));
  const slice = rest.slice(0, limit);
  const lastOfPage = slice.at(-1);
  const items = slice.map((c) => conversationView(db, viewer, c));
  const shown = slice.flatMap((c) => messagesOf(db, c.conversationId).slice(-1));
  return {
    page: {
      items,
      nextCursor: rest.length > limit && lastOfPage !== undefined ? `${lastOfPage.updatedAt}_${lastOfPage.conversationId}` : null,
      serverNow: now as EpochMillis,
    },
    shown,
  };
};

/** A page of a conversation's messages, oldest first, before `before` (null: the newest); null when `before` is not one of them. */
export const messagePage = (
  db: Db,
  conversationId: string,
  before: string | null,
  limit: number,
  now: number,
): { readonly page: MessagePage; readonly shown: readonly StoredMessage[] } | null => {
  const conversation = db.chat.conversations.find((c) => c.conversationId === conversationId);
  if (conversation === undefined) return null;
  const ordered = messagesOf(db, conversationId);
  const end = before === null ? ordered.length : markIndex(ordered, before);
  if (end < 0) return null;
  const start = Math.max(0, end - limit);
  const shown = ordered.slice(start, end);
  return {
    page: {
      items: shown.map((m) => messageView(conversation, ordered, m)),
      before: start > 0 ? (shown[0]?.messageId as MessagePage["before"]) : null,
      serverNow: now as EpochMillis,
    },
    shown,
  };
};

/**
 * Decision (docs/api.md "Chat"): a message is delivered when the recipient side's phone first got
 * it from the server: a list, a page or the unread total that counted it. The app asks the unread
 * total at each `message` event (its badge), so an open app marks delivered within a round trip.
 * The stream itself cannot tell: it is fire and forget. Answers `db` itself when nothing changed.
 */
export const markDelivered = (db: Db, viewer: ChatViewer, shown: readonly StoredMessage[], now: number): Db => {
  const due = new Set(shown.filter((m) => m.deliveredAt === null && m.side !== "system" && m.side !== viewer.side).map((m) => m));
  if (due.size === 0) return db;
  return { ...db, chat: { ...db.chat, messages: db.chat.messages.map((m) => (due.has(m) ? { ...m, deliveredAt: now as EpochMillis } : m)) } };
};

/** The viewer's unread total (her side's, over the conversations she sees), and the messages it counted. */
export const unreadTotal = (db: Db, viewer: ChatViewer, now: number): { readonly total: UnreadTotal; readonly shown: readonly StoredMessage[] } => {
  const mine = db.chat.conversations.filter((c) => sees(db, viewer, c));
  const byConversation = new Map<string, StoredMessage[]>(mine.map((c) => [c.conversationId, []]));
  for (const m of db.chat.messages) byConversation.get(m.conversationId)?.push(m);
  let total = 0;
  let conversations = 0;
  const shown: StoredMessage[] = [];
  for (const c of mine) {
    const ordered = byConversation.get(c.conversationId) ?? [];
    const unread = unreadCount(ordered, markOf(c, viewer.side)?.upTo ?? null, viewer.side);
    total += unread;
    if (unread > 0) conversations += 1;
    shown.push(...ordered.slice(markIndex(ordered, markOf(c, viewer.side)?.upTo ?? null) + 1));
  }
  return { total: { total, conversations, serverNow: now as EpochMillis }, shown };
};

/** Whether the seeker and the job already have something between them: an application, an offer, or a conversation. */
const related = (db: Db, jobId: string, seekerId: string): boolean =>
  db.applications.some((a) => a.jobId === jobId && a.seekerUserId === seekerId) ||
  db.offers.some((o) => o.jobId === jobId && o.seekerId === seekerId) ||
  conversationOf(db, jobId, seekerId) !== undefined;

/** POST /api/chat/conversations: the conversation of (job, seeker), opened when the rules let the viewer. */
export const openConversation = (
  db: Db,
  viewer: ChatViewer,
  request: OpenConversationRequest,
  now: number,
): { readonly db: Db; readonly conversation: StoredConversation; readonly created: boolean } | ApiFailure => {
  const job = db.jobs.find((j) => j.jobId === request.jobId);
  if (job === undefined) return apiFailure("JOB_NOT_FOUND", "No such job");
  if (viewer.side === "seeker") {
    if (request.seekerId !== viewer.userId) return apiFailure("FORBIDDEN", "A seeker opens her own conversations only");
    if (!related(db, job.jobId, viewer.userId))
      return chatNotAllowed("notApplied", "A seeker chats with a business about a job she applied to, was invited to or has an offer of");
  } else {
    if (!viewer.mayChatAbout(job)) return chatNotAllowed("notYourJob", "You may chat only about the jobs you created or were given");
    const openToOffers = db.seekerProfiles.find((p) => p.userId === request.seekerId)?.openToOffers === true;
    if (!isSeeker(db, request.seekerId) || !(openToOffers || related(db, job.jobId, request.seekerId)))
      return apiFailure("SEEKER_NOT_FOUND", "No such job seeker open to this conversation");
  }
  const existing = conversationOf(db, job.jobId, request.seekerId);
  if (existing !== undefined) return { db, conversation: existing, created: false };
  const conversation = newConversation(job.jobId, request.seekerId, now);
  return { db: { ...db, chat: { ...db.chat, conversations: [...db.chat.conversations, conversation] } }, conversation, created: true };
};

/** What an image message may be: an image the caller uploaded through POST /api/uploads, a photo's size at most (the app's picker asks the same). */
type ImageFiles = Pick<UploadedFiles, "ownerOf" | "get">;

/**
 * POST .../messages: stored once per `messageId` in the conversation (a repeat answers the stored
 * message whatever its body); the sender's side has then read up to it.
 */
export const sendMessage = (
  db: Db,
  viewer: ChatViewer,
  conversationId: string,
  request: SendMessageRequest,
  deps: { readonly files: ImageFiles; readonly publicUrl: () => string },
  now: number,
): { readonly db: Db; readonly message: Message; readonly stored: boolean } | ApiFailure => {
  const conversation = db.chat.conversations.find((c) => c.conversationId === conversationId);
  if (conversation === undefined) return apiFailure("CONVERSATION_NOT_FOUND", "No such conversation of yours");
  const ordered = messagesOf(db, conversationId);
  const repeated = ordered.find((m) => m.messageId === request.messageId);
  if (repeated !== undefined) return { db, message: messageView(conversation, ordered, repeated), stored: false };
  let body: StoredMessage["body"];
  if (request.body.type === "text") body = { type: "text", text: request.body.text };
  else {
    const { uploadId } = request.body;
    const owner = deps.files.ownerOf(uploadId);
    if (owner === undefined || owner.userId !== viewer.userId || !owner.contentType.startsWith("image/"))
      return apiFailure("CHAT_IMAGE_INVALID", "An image message takes an image you uploaded through POST /api/uploads", { uploadId });
    if (owner.sizeBytes > PHOTO_MAX_BYTES) return apiFailure("CHAT_IMAGE_INVALID", `A chat photo is at most ${PHOTO_MAX_BYTES} bytes`, { uploadId, maxBytes: PHOTO_MAX_BYTES });
    const name = encodeURIComponent(deps.files.get(uploadId)?.name ?? "image");
    body = { type: "image", image: { uploadId, url: `${deps.publicUrl()}/api/uploads/${uploadId}/${name}` } };
  }
  const sentAt = Math.max(now, conversation.updatedAt) as EpochMillis;
  const message: StoredMessage = {
    messageId: request.messageId,
    conversationId,
    side: viewer.side,
    senderId: viewer.userId,
    sentAt,
    deliveredAt: null,
    body,
  };
  const after = [...ordered, message];
  const updated = withMark({ ...conversation, updatedAt: sentAt }, viewer.side, {
    upTo: laterMark(after, markOf(conversation, viewer.side)?.upTo ?? null, message.messageId) ?? message.messageId,
    readAt: now as EpochMillis,
  });
  const next: Db = {
    ...db,
    chat: { conversations: db.chat.conversations.map((c) => (c === conversation ? updated : c)), messages: [...db.chat.messages, message] },
  };
  return { db: next, message: messageView(updated, after, message), stored: true };
};

/** POST .../read: the viewer's side's mark moves to `upTo` (never back); the other side's messages up to it are delivered. */
export const markRead = (
  db: Db,
  viewer: ChatViewer,
  conversationId: string,
  upTo: string,
  now: number,
): { readonly db: Db; readonly mark: ReadMark } | ApiFailure => {
  const conversation = db.chat.conversations.find((c) => c.conversationId === conversationId);
  const ordered = messagesOf(db, conversationId);
  const at = markIndex(ordered, upTo);
  if (conversation === undefined || at < 0) return apiFailure("MESSAGE_NOT_FOUND", "No such message in this conversation", { upTo });
  const current = markOf(conversation, viewer.side);
  const moved = laterMark(ordered, current?.upTo ?? null, upTo) !== (current?.upTo ?? null);
  const mark = moved || current === null ? { upTo, readAt: now as EpochMillis } : current;
  const withRead = moved ? { ...db, chat: { ...db.chat, conversations: db.chat.conversations.map((c) => (c === conversation ? withMark(c, viewer.side, mark) : c)) } } : db;
  const next = markDelivered(withRead, viewer, ordered.slice(0, at + 1).filter((m) => isNewsTo(m, viewer.side)), now);
  return { db: next, mark: { conversationId: conversationId as ConversationId, side: viewer.side, upTo: mark.upTo as ReadMark["upTo"], readAt: mark.readAt } };
};
