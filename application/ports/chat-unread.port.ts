import type { Result } from "effect";
import type { UnreadTotal } from "../../domain/chat/chat-api.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

/**
 * GET /api/chat/unread (docs/api.md "Chat"): the caller's unread messages over her conversations,
 * the home tabs' badge. A port of its own, apart from CHAT_API, because the homes read it: its
 * adapter decodes with a generated check, so no home loads the chat's schemas (Effect's Schema).
 */
export interface ChatUnreadApi {
  unread(): Promise<Result.Result<UnreadTotal, ApiError | NotLoggedIn>>;
}
export const CHAT_UNREAD = token<ChatUnreadApi>("ChatUnreadApi");
