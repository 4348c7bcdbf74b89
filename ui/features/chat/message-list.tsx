import { useCallback, useEffect, useEffectEvent, type RefObject } from "react";
import type { ChatSide, Conversation, Message } from "../../../domain/chat/chat-api.schema";
import { useWindowRows, WindowSpace } from "../../design-system/use-window-rows";
import { nearLoadedEdge } from "../../design-system/window-range";
import type { PartLoader } from "../../routes/route-def";
import { MessageItem, type ShownMark } from "./message-item";

/** A message as the list shows it: the server's, or one still on the phone with its mark and a way to remove it. */
export interface MessageRow {
  readonly message: Message;
  readonly mark?: ShownMark;
  readonly refusalCode?: string;
  readonly onRemove?: () => void;
}

/** A message's height before it is laid out: one line of text with its time (~64 px) and the space between messages. */
const ESTIMATE_PX = 72;
/** Messages rendered beyond each edge of the screen: more than a hard fling moves in a frame. */
const OVERSCAN = 10;
/**
 * The older page is asked for this many messages before the oldest loaded one comes into the window
 * (~3,000 px, a few frames of a hard fling; a page arrives in fewer). Asked for only once the top
 * was reached, the fling waited there and the page's arrival rendered a window of new messages at
 * once: the scroll-back's long task at 4x CPU (docs/performance.md).
 */
const AHEAD = 30;

/**
 * A conversation's messages, oldest first (issue 24): only those on and near the screen are in the
 * DOM, over rows of their own measured heights (useWindowRows, the wallet list's windowing), so a
 * conversation of thousands opens and scrolls back as lightly as one of ten. It opens at the newest;
 * scrolling back, it says when the older page is wanted (`onNearStart`, AHEAD messages early), and
 * the page put above keeps the message on screen where it was (the window keeps its anchor).
 */
export function MessageList({
  rows,
  side,
  conversation,
  label,
  listRef: outerRef,
  onNearStart,
  invitationPart,
}: {
  readonly rows: readonly MessageRow[];
  readonly side: ChatSide;
  readonly conversation: Conversation;
  readonly label: string;
  /** The list element, for its owner to follow its height (the newest kept in view). */
  readonly listRef: RefObject<HTMLOListElement | null>;
  /** Called as the window moves while it is within AHEAD messages of the oldest loaded: its owner asks for the older page then. */
  readonly onNearStart: () => void;
  /** The interviews area's part for an invitation's card (the route's `parts.invitation`). */
  readonly invitationPart: PartLoader | undefined;
}) {
  const keyAt = useCallback((index: number) => rows[index]!.message.messageId, [rows]);
  const { listRef, range, before, after, rowRef } = useWindowRows({ count: rows.length, keyAt, heights: ESTIMATE_PX, overscan: OVERSCAN, from: "end" });
  const nearStart = nearLoadedEdge(range, rows.length, "start", AHEAD);
  const older = useEffectEvent(onNearStart);
  useEffect(() => {
    if (nearStart) older();
  }, [nearStart, range.start, rows.length]);
  return (
    <ol
      ref={(element) => {
        listRef.current = element;
        outerRef.current = element;
      }}
      className="chat-list"
      aria-label={label}
    >
      <WindowSpace height={before} />
      {rows.slice(range.start, range.end).map(({ message, mark, refusalCode, onRemove }) => (
        <MessageItem
          key={message.messageId}
          rowRef={rowRef(message.messageId)}
          message={message}
          side={side}
          conversation={conversation}
          invitationPart={invitationPart}
          {...(mark === undefined ? {} : { mark })}
          {...(refusalCode === undefined ? {} : { refusalCode })}
          {...(onRemove === undefined ? {} : { onRemove })}
        />
      ))}
      <WindowSpace height={after} />
    </ol>
  );
}
