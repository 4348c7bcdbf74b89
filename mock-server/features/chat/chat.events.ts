import type { ConversationId, MessageId } from "../../../domain/chat/chat-api.schema";
import type { AddressedEvent, UserEventSource } from "../../http/user-events";
import type { StoredConversation, StoredMessage, StoredReadMark } from "../../store/chat.db-schema";
import { messagesOf, messageView, participantsOf } from "./chat.logic";

const key = (m: StoredMessage): string => `${m.conversationId} ${m.messageId}`;
const sameMark = (a: StoredReadMark | null, b: StoredReadMark | null): boolean => a?.upTo === b?.upTo && a?.readAt === b?.readAt;

/**
 * The chat's events (docs/api.md "Events"), to the conversation's seeker and the providers who may
 * chat about its job: `message` for a message or card stored, and again when it was delivered;
 * `messageRead` when a side's read mark moved.
 */
export const chatEvents: UserEventSource = (before, after) => {
  if (before.chat === after.chat) return [];
  const was = new Map(before.chat.messages.map((m) => [key(m), m]));
  const conversations = new Map(after.chat.conversations.map((c) => [c.conversationId, c]));
  const changed = after.chat.messages.filter((m) => {
    const old = was.get(key(m));
    return old === undefined || old.deliveredAt !== m.deliveredAt;
  });
  const messageEvents = changed.flatMap((m): AddressedEvent[] => {
    const conversation = conversations.get(m.conversationId);
    if (conversation === undefined) return [];
    const message = messageView(conversation, messagesOf(after, conversation.conversationId), m);
    return [{ to: participantsOf(after, conversation), event: { kind: "message", conversationId: message.conversationId, message } }];
  });
  const marksWas = new Map(before.chat.conversations.map((c) => [c.conversationId, c]));
  const readEvents = after.chat.conversations.flatMap((c): AddressedEvent[] => {
    const old: StoredConversation | undefined = marksWas.get(c.conversationId);
    return (["seeker", "provider"] as const).flatMap((side): AddressedEvent[] => {
      const mark = side === "seeker" ? c.seekerRead : c.providerRead;
      const oldMark = old === undefined ? null : side === "seeker" ? old.seekerRead : old.providerRead;
      if (mark === null || sameMark(mark, oldMark)) return [];
      const event = { kind: "messageRead" as const, conversationId: c.conversationId as ConversationId, side, upTo: mark.upTo as MessageId, readAt: mark.readAt };
      return [{ to: participantsOf(after, c), event }];
    });
  });
  return [...messageEvents, ...readEvents];
};
