import { describe, expect, it } from "vitest";
import type { OfferId } from "../../../domain/shared/ids.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { createSeed } from "../registry";
import { chatEvents } from "./chat.events";
import { postCard } from "./post-card";

/** Issue 24: another feature's endpoint posts a system card into the (job, seeker) conversation. */
const about = { jobId: "j-9000", seekerId: DEMO_ACCOUNTS.rina.userId };
const offerSent = { kind: "offerSent", offerId: "o-1" as OfferId } as const;

describe("postCard", () => {
  it("opens the conversation if needed, appends the card once, and tells the seeker and the job's provider", () => {
    const seed = createSeed();
    const before = { ...seed, chat: { conversations: [], messages: [] } };
    const after = postCard(before, about, offerSent, 1_000);
    const conversation = after.chat.conversations.find((c) => c.jobId === about.jobId && c.seekerId === about.seekerId);
    expect(conversation?.updatedAt).toBe(1_000);
    expect(after.chat.messages).toEqual([expect.objectContaining({ side: "system", senderId: null, body: { type: "card", card: offerSent } })]);

    const told = chatEvents(before, after);
    expect(told.map((e) => e.event)).toEqual([
      { kind: "message", conversationId: conversation?.conversationId, message: expect.objectContaining({ body: { type: "card", card: offerSent } }) },
    ]);
    expect(told[0]?.to).toEqual(expect.arrayContaining([DEMO_ACCOUNTS.rina.userId, DEMO_ACCOUNTS.hendra.userId]));
    expect(told[0]?.to).not.toContain(DEMO_ACCOUNTS.providerAdmin.userId);

    // The same card again (a retried request, an expiry settled twice): nothing more.
    expect(postCard(after, about, offerSent, 2_000)).toBe(after);
    // Another card goes into the same conversation.
    const accepted = postCard(after, about, { kind: "offerAccepted", offerId: "o-1" as OfferId }, 3_000);
    expect(accepted.chat.conversations).toHaveLength(after.chat.conversations.length);
    expect(accepted.chat.messages).toHaveLength(2);
  });

  it("posts nothing for a job that does not exist", () => {
    const seed = createSeed();
    expect(postCard(seed, { jobId: "j-none", seekerId: about.seekerId }, offerSent, 1_000)).toBe(seed);
  });
});
