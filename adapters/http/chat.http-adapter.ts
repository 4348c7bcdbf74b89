import type { ChatApi } from "../../application/ports/chat-api.port";
import {
  Conversation,
  ConversationPage,
  Message,
  MessagePage,
  ReadMark,
  type ConversationQuery,
  type MessageQuery,
  type OpenConversationRequest,
  type SendMessageRequest,
} from "../../domain/chat/chat-api.schema";
import type { HttpClient } from "./http-client";

const id = (value: string): string => encodeURIComponent(value);

/** `?name=value` with only the fields given. */
const queryOf = (query: Readonly<Record<string, string | number | undefined>>): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
};

/**
 * The chat calls of issue 24 (docs/api.md "Chat"). Every answer is decoded with the domain's
 * schema; a message carries its own phone-made id (the outbox's, application/chat/chat-outbox.ts),
 * so it needs no `Idempotency-Key` of its own.
 */
export class ChatHttpAdapter implements ChatApi {
  constructor(private readonly http: HttpClient) {}

  conversations(query: ConversationQuery) {
    return this.http.request({ method: "GET", path: `/chat/conversations${queryOf(query)}`, schema: ConversationPage, auth: "session" });
  }

  openConversation(request: OpenConversationRequest) {
    return this.http.request({ method: "POST", path: "/chat/conversations", body: request, schema: Conversation, auth: "session" });
  }

  conversation(conversationId: string) {
    return this.http.request({ method: "GET", path: `/chat/conversations/${id(conversationId)}`, schema: Conversation, auth: "session" });
  }

  messages(conversationId: string, query: MessageQuery) {
    return this.http.request({ method: "GET", path: `/chat/conversations/${id(conversationId)}/messages${queryOf(query)}`, schema: MessagePage, auth: "session" });
  }

  send(conversationId: string, request: SendMessageRequest) {
    return this.http.request({ method: "POST", path: `/chat/conversations/${id(conversationId)}/messages`, body: request, schema: Message, auth: "session" });
  }

  markRead(conversationId: string, upTo: string) {
    return this.http.request({ method: "POST", path: `/chat/conversations/${id(conversationId)}/read`, body: { upTo }, schema: ReadMark, auth: "session" });
  }
}
