import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChatCard, ChatSide, SenderSide } from "./chat-api.schema";
import { cardCausedBy, isNewsTo, laterMark, markIndex, unreadCount, type ChatEntry } from "./chat.rules";

/** Issue 24: the chat's unread counts and read marks (docs/business-rules.md "Chat"). */
const CARDS: readonly ChatCard[] = [
  { kind: "applicationReceived", applicationId: "a-1" as never },
  { kind: "jobInvitation", jobId: "j-1" as never },
  { kind: "interviewInvitation", invitationId: "i-1" as never },
  { kind: "interviewReminder", invitationId: "i-1" as never, startsAt: 0 as never },
  { kind: "videoInterviewSent", videoInterviewId: "v-1" as never },
  { kind: "videoInterviewSubmitted", videoInterviewId: "v-1" as never },
  { kind: "offerSent", offerId: "o-1" as never },
  { kind: "offerAccepted", offerId: "o-1" as never },
  { kind: "offerDeclined", offerId: "o-1" as never },
  { kind: "offerExpired", offerId: "o-1" as never },
];
const side = fc.constantFrom<ChatSide>("seeker", "provider");
const entryBody = fc.oneof(
  fc.record({ side: side as fc.Arbitrary<SenderSide>, body: fc.constant({ type: "text" as const, text: "hi" }) }),
  fc.record({ side: fc.constant<SenderSide>("system"), body: fc.constantFrom(...CARDS).map((card) => ({ type: "card" as const, card })) }),
);
/** A conversation: distinct ids, in order. */
const conversation = fc.array(entryBody, { maxLength: 40 }).map((entries) => entries.map((e, i): ChatEntry => ({ ...e, messageId: `m-${i}` })));
const withMark = conversation.chain((ordered) =>
  fc.tuple(fc.constant(ordered), ordered.length === 0 ? fc.constant(null) : fc.option(fc.integer({ min: 0, max: ordered.length - 1 }).map((i) => `m-${i}`))),
);

describe("unread counts", () => {
  it("count the news after the reader's mark: never her own messages, never more than the conversation holds", () => {
    fc.assert(
      fc.property(withMark, side, ([ordered, mark], reader) => {
        const n = unreadCount(ordered, mark, reader);
        const after = ordered.slice(markIndex(ordered, mark) + 1);
        expect(n).toBe(after.filter((m) => isNewsTo(m, reader)).length);
        expect(n).toBeLessThanOrEqual(after.length);
        expect(after.filter((m) => m.side === reader).every((m) => !isNewsTo(m, reader))).toBe(true);
      }),
    );
  });

  it("are zero once the mark is on the last message, and do not grow when the reader writes", () => {
    fc.assert(
      fc.property(withMark, side, ([ordered, mark], reader) => {
        const last = ordered.at(-1);
        if (last !== undefined) expect(unreadCount(ordered, last.messageId, reader)).toBe(0);
        const written = [...ordered, { messageId: "m-mine", side: reader, body: { type: "text", text: "ok" } } satisfies ChatEntry];
        expect(unreadCount(written, mark, reader)).toBe(unreadCount(ordered, mark, reader));
      }),
    );
  });

  it("a card is news to the side that did not cause it; a reminder or an expiry to both", () => {
    for (const card of CARDS) {
      const entry: ChatEntry = { messageId: "m-card", side: "system", body: { type: "card", card } };
      const cause = cardCausedBy(card);
      expect([isNewsTo(entry, "seeker"), isNewsTo(entry, "provider")]).toEqual([cause !== "seeker", cause !== "provider"]);
    }
  });
});

describe("read marks", () => {
  it("never move back, and moving to any message leaves the later of the two", () => {
    fc.assert(
      fc.property(withMark, fc.nat(), ([ordered, mark], pick) => {
        if (ordered.length === 0) return;
        const upTo = `m-${pick % ordered.length}`;
        const moved = laterMark(ordered, mark, upTo);
        expect(markIndex(ordered, moved)).toBe(Math.max(markIndex(ordered, mark), markIndex(ordered, upTo)));
        // Marking again with the same message changes nothing (a retried request).
        expect(laterMark(ordered, moved, upTo)).toBe(moved);
      }),
    );
  });
});
