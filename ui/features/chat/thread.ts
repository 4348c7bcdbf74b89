import type { ChatSide, Message, ReadMark } from "../../../domain/chat/chat-api.schema";

/**
 * The messages a conversation screen holds (issue 24), oldest first: the pages read so far and
 * what the stream and the outbox brought since. Pure, so the screen's state is one reducer's.
 */
export interface Thread {
  readonly messages: readonly Message[];
  /** What to ask for the page older than the oldest held; null: the start is held. */
  readonly before: string | null;
}

export const EMPTY_THREAD: Thread = { messages: [], before: null };

const bySentAt = (a: Message, b: Message): number => a.sentAt - b.sentAt || (a.messageId < b.messageId ? -1 : a.messageId > b.messageId ? 1 : 0);

/**
 * Adds messages, a message already held replaced by its newer copy (the server's, delivered or read
 * since). A mark already held is never taken back by an older copy (a page read before an event).
 */
export const withMessages = (thread: Thread, incoming: readonly Message[]): Thread => {
  if (incoming.length === 0) return thread;
  const held = new Map(thread.messages.map((m) => [m.messageId, m]));
  for (const message of incoming) {
    const before = held.get(message.messageId);
    held.set(
      message.messageId,
      before === undefined ? message : { ...message, deliveredAt: message.deliveredAt ?? before.deliveredAt, readAt: message.readAt ?? before.readAt },
    );
  }
  return { ...thread, messages: [...held.values()].sort(bySentAt) };
};

/** An older page prepended: its messages, and where the next older page starts. */
export const withOlderPage = (thread: Thread, page: { readonly items: readonly Message[]; readonly before: string | null }): Thread => ({
  ...withMessages(thread, page.items),
  before: page.before,
});

/**
 * The other side read up to a message: the caller's messages up to it are read (and so delivered).
 * A mark on a message not held (older than the pages read) marks every held message of the caller's
 * that is not later than its time.
 */
export const withReadMark = (thread: Thread, mark: ReadMark, mySide: ChatSide): Thread => {
  if (mark.side === mySide) return thread;
  const upTo = thread.messages.find((m) => m.messageId === mark.upTo);
  const limit = upTo?.sentAt ?? mark.readAt;
  let changed = false;
  const messages = thread.messages.map((m) => {
    if (m.sender.side !== mySide || m.sentAt > limit || m.readAt !== null) return m;
    changed = true;
    return { ...m, readAt: mark.readAt, deliveredAt: m.deliveredAt ?? mark.readAt };
  });
  return changed ? { ...thread, messages } : thread;
};

/** The newest message of the other side or the system: what the caller's read mark moves to. */
export const newestFromOthers = (thread: Thread, mySide: ChatSide): Message | null => {
  for (let i = thread.messages.length - 1; i >= 0; i--) {
    const message = thread.messages[i];
    if (message !== undefined && message.sender.side !== mySide) return message;
  }
  return null;
};

/** The mark shown under a message of the caller's that the server has. */
export const markOf = (message: Message): "read" | "delivered" | "sent" => (message.readAt !== null ? "read" : message.deliveredAt !== null ? "delivered" : "sent");
