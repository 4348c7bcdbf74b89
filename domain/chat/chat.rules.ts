import type { ChatCard, ChatSide, MessageBody, SenderSide } from "./chat-api.schema";

/**
 * The chat's rules (issue 24, docs/business-rules.md "Chat"): what counts as unread, and where a
 * read mark stands. Pure, on a conversation's messages in their order; the mock and the app read
 * unread counts the same way.
 */

/** What a message is to these rules: who wrote it and what it holds. */
export interface ChatEntry {
  readonly messageId: string;
  readonly side: SenderSide;
  readonly body: MessageBody;
}

/**
 * The side whose own action a card tells of (it is no news to that side), or null when it tells
 * both of something neither did (a reminder, an offer running out).
 */
export const cardCausedBy = (card: ChatCard): ChatSide | null => {
  switch (card.kind) {
    case "applicationReceived":
    case "videoInterviewSubmitted":
    case "offerAccepted":
    case "offerDeclined":
      return "seeker";
    case "jobInvitation":
    case "interviewInvitation":
    case "videoInterviewSent":
    case "offerSent":
      return "provider";
    case "interviewReminder":
    case "offerExpired":
      return null;
  }
};

/** Whether `entry` is news to `reader`: the other side's messages, and cards of what `reader` did not do. */
export const isNewsTo = (entry: ChatEntry, reader: ChatSide): boolean =>
  entry.side === "system" ? entry.body.type === "card" && cardCausedBy(entry.body.card) !== reader : entry.side !== reader;

/** Where a mark on `upTo` stands in `ordered` (-1: nothing read, or a message it does not hold). */
export const markIndex = (ordered: readonly ChatEntry[], upTo: string | null): number =>
  upTo === null ? -1 : ordered.findIndex((m) => m.messageId === upTo);

/** The messages `reader` has not read: news to her after her side's mark. */
export const unreadCount = (ordered: readonly ChatEntry[], readerMark: string | null, reader: ChatSide): number => {
  const from = markIndex(ordered, readerMark) + 1;
  let count = 0;
  for (let i = from; i < ordered.length; i += 1) if (isNewsTo(ordered[i] as ChatEntry, reader)) count += 1;
  return count;
};

/** A read mark moved to `upTo`, or kept where it is when `upTo` is not after it (a mark never moves back). */
export const laterMark = (ordered: readonly ChatEntry[], current: string | null, upTo: string): string | null =>
  markIndex(ordered, upTo) > markIndex(ordered, current) ? upTo : current;
