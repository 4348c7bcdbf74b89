import { Schema } from "effect";
import {
  CHAT_PAGE_MAX,
  Conversation,
  CONVERSATION_PAGE_DEFAULT,
  ConversationPage,
  MarkReadRequest,
  Message,
  MESSAGE_PAGE_DEFAULT,
  MessageId,
  MessagePage,
  OpenConversationRequest,
  ReadMark,
  SendMessageRequest,
  UnreadTotal,
} from "../../../domain/chat/chat-api.schema";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { apiFailure, isApiFailure, type ApiFailure } from "../../http/errors";
import type { StoredConversation } from "../../store/chat.db-schema";
import type { UploadedFiles } from "../uploads/uploads.public";
import { conversationFor, viewerOf, type ChatViewer } from "./chat.access";
import {
  conversationPage,
  conversationView,
  markDelivered,
  markRead,
  messagePage,
  openConversation,
  sendMessage,
  unreadTotal,
  type ConversationCursor,
} from "./chat.write";

export interface ChatDeps {
  /** Who uploaded each file: an image message takes only the caller's own image. */
  readonly files: Pick<UploadedFiles, "ownerOf" | "get">;
  /** The origin the mock is reached at: an image's URL. */
  readonly publicUrl: () => string;
}

const bearer = { auth: "bearer", area: "api" } as const;
const invalidQuery = (field: string, why: string): ApiFailure => apiFailure("INVALID_QUERY", why, { field });

/** The caller as the chat sees her, then the handler; a pending Member is refused on every call. */
const asViewer = (ctx: HandlerContext<unknown>, run: (viewer: ChatViewer) => Reply): Reply => {
  const viewer = viewerOf(ctx.db, callerOf(ctx.caller));
  return isApiFailure(viewer as object) ? fail(viewer as ApiFailure) : run(viewer as ChatViewer);
};

/** The caller's conversation named by the path, then the handler. */
const inConversation = (ctx: HandlerContext<unknown>, run: (viewer: ChatViewer, conversation: StoredConversation) => Reply): Reply =>
  asViewer(ctx, (viewer) => {
    const conversation = conversationFor(ctx.db, viewer, ctx.params.conversationId);
    return isApiFailure(conversation) ? fail(conversation) : run(viewer, conversation);
  });

const limitOf = (raw: string | undefined, byDefault: number): number | ApiFailure => {
  if (raw === undefined) return byDefault;
  const limit = Number(raw);
  return Number.isInteger(limit) && limit >= 1 && limit <= CHAT_PAGE_MAX ? limit : invalidQuery("limit", `limit: 1 to ${CHAT_PAGE_MAX}`);
};

/** `cursor`: `<updatedAt>_<conversationId>` of the last conversation of the page before. */
const cursorOf = (raw: string | undefined): ConversationCursor | null | ApiFailure => {
  if (raw === undefined) return null;
  const match = /^(\d{1,15})_(.{1,100})$/.exec(raw);
  return match === null ? invalidQuery("cursor", "cursor: a nextCursor of this list") : { updatedAt: Number(match[1]), conversationId: match[2] as string };
};

const PAGING = [
  { name: "limit", required: false, description: `1 to ${CHAT_PAGE_MAX}` },
] as const;

/** The chat's endpoints (issue 24; docs/api.md "Chat"). */
export const chatEndpoints = (deps: ChatDeps): Endpoint[] => [
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/chat/conversations",
    success: { status: 200, schema: ConversationPage },
    errors: ["INVALID_QUERY", "CHAT_NOT_ALLOWED"],
    query: [{ name: "cursor", required: false, description: "nextCursor of the page before" }, ...PAGING],
    summary: `The caller's conversations in her active role, the latest message first (${CONVERSATION_PAGE_DEFAULT} a page unless asked), each with its last message and her side's unread count; marks what it shows of the other side delivered`,
    handle: (ctx) =>
      asViewer(ctx, (viewer) => {
        const limit = limitOf(ctx.query.limit, CONVERSATION_PAGE_DEFAULT);
        const cursor = cursorOf(ctx.query.cursor);
        if (typeof limit !== "number") return fail(limit);
        if (cursor !== null && isApiFailure(cursor)) return fail(cursor);
        const { page, shown } = conversationPage(ctx.db, viewer, cursor, limit, ctx.now);
        return { status: 200, json: page, next: markDelivered(ctx.db, viewer, shown, ctx.now) };
      }),
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/chat/conversations",
    success: { status: 200, alsoStatus: 201, schema: Conversation },
    errors: ["JOB_NOT_FOUND", "SEEKER_NOT_FOUND", "CHAT_NOT_ALLOWED", "FORBIDDEN"],
    summary:
      "The conversation of (job, seeker), opened if there is none yet (201) or as it is (200): a seeker for herself about a job she applied to or has an offer of; a provider who may chat about the job with a seeker who applied, has an offer, or is open to offers",
    body: OpenConversationRequest,
    handle: (ctx) =>
      asViewer(ctx, (viewer) => {
        const opened = openConversation(ctx.db, viewer, ctx.body, ctx.now);
        if (isApiFailure(opened)) return fail(opened);
        return { status: opened.created ? 201 : 200, json: conversationView(opened.db, viewer, opened.conversation), next: opened.db };
      }),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/chat/conversations/:conversationId",
    success: { status: 200, schema: Conversation },
    errors: ["CONVERSATION_NOT_FOUND", "CHAT_NOT_ALLOWED"],
    summary: "One of the caller's conversations",
    handle: (ctx) =>
      inConversation(ctx, (viewer, conversation) => ({ status: 200, json: conversationView(ctx.db, viewer, conversation) })),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/chat/conversations/:conversationId/messages",
    success: { status: 200, schema: MessagePage },
    errors: ["CONVERSATION_NOT_FOUND", "CHAT_NOT_ALLOWED", "INVALID_QUERY"],
    query: [{ name: "before", required: false, description: "the page's `before`: the messages older than this one (the newest when absent)" }, ...PAGING],
    summary: `A conversation's messages, oldest first, ${MESSAGE_PAGE_DEFAULT} a page unless asked: the newest, or those before \`before\`; marks the other side's it holds delivered`,
    handle: (ctx) =>
      inConversation(ctx, (viewer, { conversationId }) => {
        const limit = limitOf(ctx.query.limit, MESSAGE_PAGE_DEFAULT);
        if (typeof limit !== "number") return fail(limit);
        const before = ctx.query.before;
        if (before !== undefined && !Schema.is(MessageId)(before)) return fail(invalidQuery("before", "before: a message's id"));
        const page = messagePage(ctx.db, conversationId, before ?? null, limit, ctx.now);
        if (page === null) return fail(invalidQuery("before", "before: a message of this conversation"));
        return { status: 200, json: page.page, next: markDelivered(ctx.db, viewer, page.shown, ctx.now) };
      }),
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/chat/conversations/:conversationId/messages",
    success: { status: 201, alsoStatus: 200, schema: Message },
    errors: ["CONVERSATION_NOT_FOUND", "CHAT_NOT_ALLOWED", "CHAT_IMAGE_INVALID"],
    summary:
      "Send a text or an image the caller uploaded, under the message's own client-made id: 201 stored; a `messageId` the conversation already holds answers the stored message (200) and stores nothing. The caller's side has then read up to it",
    body: SendMessageRequest,
    handle: (ctx) =>
      inConversation(ctx, (viewer, { conversationId }) => {
        const sent = sendMessage(ctx.db, viewer, conversationId, ctx.body, deps, ctx.now);
        if (isApiFailure(sent)) return fail(sent);
        return { status: sent.stored ? 201 : 200, json: sent.message, next: sent.db };
      }),
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/chat/conversations/:conversationId/read",
    success: { status: 200, schema: ReadMark },
    errors: ["CONVERSATION_NOT_FOUND", "CHAT_NOT_ALLOWED", "MESSAGE_NOT_FOUND"],
    summary: "The caller's side has read the conversation up to a message (a mark never moves back; the other side's messages up to it are delivered too)",
    body: MarkReadRequest,
    handle: (ctx) =>
      inConversation(ctx, (viewer, { conversationId }) => {
        const read = markRead(ctx.db, viewer, conversationId, ctx.body.upTo, ctx.now);
        return isApiFailure(read) ? fail(read) : { status: 200, json: read.mark, next: read.db };
      }),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/chat/unread",
    success: { status: 200, schema: UnreadTotal },
    errors: ["CHAT_NOT_ALLOWED"],
    summary: "The caller's unread messages over all her conversations and how many conversations hold them (the home tabs' badge); marks the other side's messages to her delivered",
    handle: (ctx) =>
      asViewer(ctx, (viewer) => {
        const { total, shown } = unreadTotal(ctx.db, viewer, ctx.now);
        return { status: 200, json: total, next: markDelivered(ctx.db, viewer, shown, ctx.now) };
      }),
  }),
];
