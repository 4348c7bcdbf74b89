import { expect } from "vitest";
import type { Conversation, ConversationPage, MessagePage } from "../../../domain/chat/chat-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { StateChecks } from "../../testing/state-checks";

/** What a consumer relying on the chat state observes. */
export const chatStateChecks: StateChecks = {
  [PROVIDER_STATE.chatConversation]: async (t) => {
    const s = await t.setup(PROVIDER_STATE.chatConversation, { member: "81277770701", pendingMember: "81277770702" });
    const path = `/api/chat/conversations/${s.conversationId ?? ""}`;
    const page = (await t.call("GET", `${path}/messages`, { token: s.seekerToken ?? "" })).json as MessagePage;
    expect(page.items.map((m) => [m.sender.side, m.body.type === "text" ? m.body.text : m.body.type])).toEqual([
      ["system", "card"],
      ["seeker", "Message 1"],
      ["provider", "Message 2"],
    ]);
    expect(page.items.at(-1)?.messageId).toBe(s.lastMessageId);
    const list = (await t.call("GET", "/api/chat/conversations", { token: s.providerToken ?? "" })).json as ConversationPage;
    expect(list.items.find((c) => c.conversationId === s.conversationId)).toMatchObject({ job: { jobId: s.jobId }, unread: 0 });
    const seekers = (await t.call("GET", path, { token: s.seekerToken ?? "" })).json as Conversation;
    expect(seekers.unread).toBe(1);
    expect((await t.call("GET", path, { token: s.memberToken ?? "" })).status).toBe(403);
    expect((await t.call("GET", path, { token: s.pendingMemberToken ?? "" })).status).toBe(403);
    const long = await t.setup(PROVIDER_STATE.chatConversation, { seeker: "81277770703", messages: 120 });
    const newest = (await t.call("GET", `/api/chat/conversations/${long.conversationId ?? ""}/messages`, { token: long.seekerToken ?? "" })).json as MessagePage;
    expect([newest.items.length, newest.items.at(-1)?.messageId, newest.before]).toEqual([50, "m-state-120", "m-state-71"]);
  },
};
