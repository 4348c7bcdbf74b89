import type { Result } from "effect";
import type {
  Conversation,
  ConversationPage,
  ConversationQuery,
  Message,
  MessagePage,
  MessageQuery,
  OpenConversationRequest,
  ReadMark,
  SendMessageRequest,
} from "../../domain/chat/chat-api.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

type Answer<A> = Promise<Result.Result<A, ApiError | NotLoggedIn>>;

/**
 * The chat endpoints of issue 24 (docs/api.md "Chat"), as the caller in her active role: a seeker
 * her own conversations, a provider those of her business's jobs she may chat for (spec 6).
 * New messages and read marks arrive on the user event stream (kinds `message`, `messageRead`);
 * these calls read and write (the unread total is CHAT_UNREAD's, chat-unread.port.ts). `send` carries the message's own client-made id, the same for every
 * retry, so a message sent again after a lost answer or from the offline queue is stored once.
 */
export interface ChatApi {
  conversations(query: ConversationQuery): Answer<ConversationPage>;
  /** The conversation of (job, seeker), opened if there is none yet. */
  openConversation(request: OpenConversationRequest): Answer<Conversation>;
  conversation(conversationId: string): Answer<Conversation>;
  messages(conversationId: string, query: MessageQuery): Answer<MessagePage>;
  send(conversationId: string, request: SendMessageRequest): Answer<Message>;
  markRead(conversationId: string, upTo: string): Answer<ReadMark>;
}
export const CHAT_API = token<ChatApi>("ChatApi");
