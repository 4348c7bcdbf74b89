/*
 * The chat (issue 24), both sides: its adapter, its outbox and the outbox's phone side, one chunk
 * loaded on the first call of either (chat.registrations.ts); no home loads it (the homes' unread
 * badge reads GET /api/chat/unread through CHAT_UNREAD, a module of its own).
 */
export { ChatHttpAdapter } from "./http/chat.http-adapter";
export { ChatOutbox } from "../application/chat/chat-outbox";
export { browserChatDevice } from "./storage/chat-outbox.storage";
