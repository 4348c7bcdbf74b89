import { describe, expect, it } from "vitest";
import type { Message, ReadMark } from "../../../domain/chat/chat-api.schema";
import { EMPTY_THREAD, markOf, newestFromOthers, withMessages, withOlderPage, withReadMark } from "./thread";

const message = (id: string, sentAt: number, side: "seeker" | "provider" | "system", over: Partial<Message> = {}): Message =>
  ({
    messageId: id,
    conversationId: "c-1",
    sender: { side, userId: side === "system" ? null : `u-${side}` },
    sentAt,
    deliveredAt: null,
    readAt: null,
    body: { type: "text", text: id },
    ...over,
  }) as Message;

const ids = (messages: readonly Message[]) => messages.map((m) => m.messageId);

describe("a conversation's messages as the screen holds them (issue 24)", () => {
  it("keeps one copy of each message, oldest first, whatever order pages and events bring them in", () => {
    let thread = withMessages(EMPTY_THREAD, [message("m-3", 3, "seeker"), message("m-4", 4, "provider")]);
    thread = withMessages(thread, [message("m-5", 5, "provider"), message("m-4", 4, "provider")]);
    thread = withOlderPage(thread, { items: [message("m-1", 1, "system"), message("m-2", 2, "seeker")], before: null });
    expect(ids(thread.messages)).toEqual(["m-1", "m-2", "m-3", "m-4", "m-5"]);
    expect(thread.before).toBeNull();
  });

  it("never takes back a delivered or read mark when an older copy of the message arrives", () => {
    const read = message("m-1", 1, "seeker", { deliveredAt: 2, readAt: 3 });
    const thread = withMessages(withMessages(EMPTY_THREAD, [read]), [message("m-1", 1, "seeker")]);
    expect(markOf(thread.messages[0] as Message)).toBe("read");
  });

  it("marks the caller's messages up to the other side's read mark as read, not later ones, and ignores her own side's mark", () => {
    const thread = withMessages(EMPTY_THREAD, [message("m-1", 1, "seeker"), message("m-2", 2, "provider"), message("m-3", 3, "seeker")]);
    const mark = (side: "seeker" | "provider", upTo: string): ReadMark => ({ conversationId: "c-1", side, upTo, readAt: 10 }) as ReadMark;
    const read = withReadMark(thread, mark("provider", "m-2"), "seeker");
    expect(read.messages.map(markOf)).toEqual(["read", "sent", "sent"]);
    expect(withReadMark(thread, mark("seeker", "m-3"), "seeker")).toBe(thread);
  });

  it("moves the caller's read mark to the newest message of the other side or a card, never her own", () => {
    const thread = withMessages(EMPTY_THREAD, [message("m-1", 1, "provider"), message("m-2", 2, "system"), message("m-3", 3, "seeker")]);
    expect(newestFromOthers(thread, "seeker")?.messageId).toBe("m-2");
    expect(newestFromOthers(thread, "provider")?.messageId).toBe("m-3");
  });
});
