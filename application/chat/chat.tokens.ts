/**
 * The chat's tokens (issue 24), apart from the class: the registrations name them without loading it.
 */
import { token } from "../ports/token";
import type { ChatOutbox } from "./chat-outbox";

export const CHAT_OUTBOX = token<ChatOutbox>("ChatOutbox");
