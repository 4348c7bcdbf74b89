import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Conversation, ConversationPage, Message, MessagePage, ReadMark, UnreadTotal } from "../../../domain/chat/chat-api.schema";
import { CHAT_MESSAGE_MAX_CHARACTERS, PHOTO_MAX_BYTES } from "../../../domain/policy/business-constants";
import { uploadIdOf } from "../../../domain/shared/upload-url.rules";
import { PROVIDER_STATE } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { errorCodeOf, signedHeaders, startHarness, type Harness, type RawResponse } from "../../testing/mock-harness";
import { json, kit } from "../../testing/offer-test-kit";
import { createSeed } from "../registry";
import { chatEvents } from "./chat.events";

/**
 * The chat through the mock's HTTP API (issue 24): the demo conversations, sending exactly once,
 * delivered and read marks, unread counts, paging back, images, the cards other features post,
 * and who may open which conversation (spec 6).
 */
let h: Harness;
const t = kit(() => h);
const tokens: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

beforeEach(async () => {
  await t.dev("/__dev/reset");
  for (const name of ["seeker", "rina", "hendra", "providerAdmin", "providerMember", "pendingMember", "kopiAdmin", "seekerSmsOnly"] as const)
    tokens[name] = await h.logIn(DEMO_ACCOUNTS[name].phone);
});

const SITI_CONVERSATION = "c-demo-siti-j1001";
const RINA_CONVERSATION = "c-demo-rina-j9000";
const tokenOf = (name: string): string => tokens[name] ?? "";
const get = (path: string, who: string) => t.get(path, tokenOf(who));
const post = (path: string, who: string, body: unknown) => h.call("POST", path, { token: tokenOf(who), body });
const send = (who: string, conversationId: string, messageId: string, text: string) =>
  post(`/api/chat/conversations/${conversationId}/messages`, who, { messageId, body: { type: "text", text } });
const refusal = (res: RawResponse) => [res.status, errorCodeOf(res), (res.json as { error?: { details?: { reason?: string } } }).error?.details?.reason];
const unread = async (who: string) => json<UnreadTotal>(await get("/api/chat/unread", who));

describe("the demo conversations", () => {
  it("list the seeker's and the provider's side of each, with the last message and each side's unread count", async () => {
    const siti = json<ConversationPage>(await get("/api/chat/conversations", "seeker"));
    expect(siti.items.map((c) => [c.conversationId, c.job.title, c.business.name, c.unread])).toEqual([[SITI_CONVERSATION, "Waiter", "Warung Bu Tini", 1]]);
    expect(siti.items[0]?.lastMessage?.body).toEqual({ type: "text", text: "Baik, nanti saya kirim undangan wawancara ya." });
    const budi = json<ConversationPage>(await get("/api/chat/conversations", "providerAdmin"));
    expect(budi.items.map((c) => [c.conversationId, c.seeker.name, c.unread])).toEqual([[SITI_CONVERSATION, "Siti Rahmawati", 0]]);
    // Dewi, a Member, did not create Budi's Waiter job and was not given it: she lists nothing.
    expect(json<ConversationPage>(await get("/api/chat/conversations", "providerMember")).items).toEqual([]);
    expect(await unread("rina")).toMatchObject({ total: 1, conversations: 1 });
  });
});

describe("sending", () => {
  it("stores a message once per client id, tells both sides, and the recipient's fetch marks it delivered, her read mark read", async () => {
    const before = h.server.state();
    const first = await send("hendra", RINA_CONVERSATION, "msg-0001-abcdef", "Can you come for a trial on Monday?");
    expect(first.status).toBe(201);
    const again = await send("hendra", RINA_CONVERSATION, "msg-0001-abcdef", "Can you come for a trial on Monday?");
    expect([again.status, json<Message>(again)]).toEqual([200, json<Message>(first)]);
    const stored = h.server.state().chat.messages.filter((m) => m.messageId === "msg-0001-abcdef");
    expect(stored).toHaveLength(1);
    const told = chatEvents(before, h.server.state());
    expect(told.map((e) => e.event.kind)).toEqual(["message", "messageRead"]);
    expect(told[0]?.to).toEqual(expect.arrayContaining([DEMO_ACCOUNTS.rina.userId, DEMO_ACCOUNTS.hendra.userId]));

    expect((await unread("rina")).total).toBe(2);
    const page = json<MessagePage>(await get(`/api/chat/conversations/${RINA_CONVERSATION}/messages`, "rina"));
    const sent = page.items.at(-1);
    expect(sent?.deliveredAt).toEqual(expect.any(Number));
    expect(sent?.readAt).toBeNull();

    const read = await post(`/api/chat/conversations/${RINA_CONVERSATION}/read`, "rina", { upTo: "msg-0001-abcdef" });
    expect(json<ReadMark>(read)).toMatchObject({ conversationId: RINA_CONVERSATION, side: "seeker", upTo: "msg-0001-abcdef" });
    expect((await unread("rina")).total).toBe(0);
    const seenByHendra = json<MessagePage>(await get(`/api/chat/conversations/${RINA_CONVERSATION}/messages`, "hendra")).items.at(-1);
    expect(seenByHendra?.readAt).toBe(json<ReadMark>(read).readAt);
    // A mark never moves back.
    const back = await post(`/api/chat/conversations/${RINA_CONVERSATION}/read`, "rina", { upTo: "m-demo-rina-1" });
    expect(json<ReadMark>(back).upTo).toBe("msg-0001-abcdef");
  });

  it("refuses a text past the limit, only spaces, an image not the caller's own or over a photo's size, a mark on no message", async () => {
    expect(errorCodeOf(await send("rina", RINA_CONVERSATION, "msg-long-0001", "x".repeat(CHAT_MESSAGE_MAX_CHARACTERS + 1)))).toBe("VALIDATION_FAILED");
    expect((await send("rina", RINA_CONVERSATION, "msg-long-0002", "x".repeat(CHAT_MESSAGE_MAX_CHARACTERS))).status).toBe(201);
    expect(errorCodeOf(await send("rina", RINA_CONVERSATION, "msg-space-001", "   "))).toBe("VALIDATION_FAILED");
    const upload = async (who: string, kind: string, name: string, type: string, bytes: number[]) => {
      const form = new FormData();
      form.append("kind", kind);
      form.append("file", new Blob([Uint8Array.from(bytes)], { type }), name);
      const res = await fetch(`${h.url}/api/uploads`, { method: "POST", body: form, headers: { authorization: `Bearer ${tokenOf(who)}`, ...signedHeaders() } });
      return uploadIdOf(((await res.json()) as { url: string }).url) ?? "";
    };
    const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0x4a, 0x46, 0x49, 0x46];
    const image = (who: string, messageId: string, uploadId: string) =>
      post(`/api/chat/conversations/${RINA_CONVERSATION}/messages`, who, { messageId, body: { type: "image", uploadId } });
    const hendras = await upload("hendra", "image", "menu.jpg", "image/jpeg", jpeg);
    expect(refusal(await image("rina", "msg-image-001", hendras)).slice(0, 2)).toEqual([400, "CHAT_IMAGE_INVALID"]);
    const pdf = await upload("rina", "pdf", "cv.pdf", "application/pdf", [...Buffer.from("%PDF-1.4\n")]);
    expect(errorCodeOf(await image("rina", "msg-image-002", pdf))).toBe("CHAT_IMAGE_INVALID");
    const photo = await upload("rina", "image", "me.jpg", "image/jpeg", jpeg);
    const tooBig = await upload("rina", "image", "big.jpg", "image/jpeg", [...jpeg, ...new Array<number>(PHOTO_MAX_BYTES).fill(0)]);
    const big = await image("rina", "msg-image-004", tooBig);
    expect([big.status, errorCodeOf(big), (big.json as { error: { details: unknown } }).error.details]).toEqual([400, "CHAT_IMAGE_INVALID", { uploadId: tooBig, maxBytes: PHOTO_MAX_BYTES }]);
    const sent = await image("rina", "msg-image-003", photo);
    expect(json<Message>(sent).body).toEqual({ type: "image", image: { uploadId: photo, url: `${h.url}/api/uploads/${photo}/me.jpg` } });
    expect(errorCodeOf(await post(`/api/chat/conversations/${RINA_CONVERSATION}/read`, "rina", { upTo: "msg-none-0001" }))).toBe("MESSAGE_NOT_FOUND");
  });

  it("pages back with `before`, oldest first, without a message twice or missing", async () => {
    for (let i = 0; i < 7; i += 1) expect((await send("rina", RINA_CONVERSATION, `msg-page-${String(i).padStart(4, "0")}`, `line ${i}`)).status).toBe(201);
    const all: string[] = [];
    let before: string | null | undefined;
    do {
      const query = before === undefined ? "?limit=3" : `?limit=3&before=${before}`;
      const page = json<MessagePage>(await get(`/api/chat/conversations/${RINA_CONVERSATION}/messages${query}`, "hendra"));
      all.unshift(...page.items.map((m) => m.messageId));
      before = page.before;
    } while (before !== null);
    expect(all).toEqual(h.server.state().chat.messages.filter((m) => m.conversationId === RINA_CONVERSATION).map((m) => m.messageId));
    expect(all).toHaveLength(9);
    expect(errorCodeOf(await get(`/api/chat/conversations/${RINA_CONVERSATION}/messages?before=msg-none-0001`, "hendra"))).toBe("INVALID_QUERY");
  });
});

describe("who may chat (spec 6)", () => {
  it("a Member is refused another's conversation, a pending Member every one, another business or seeker is told 404", async () => {
    const path = `/api/chat/conversations/${SITI_CONVERSATION}`;
    expect((await get(path, "seeker")).status).toBe(200);
    expect((await get(path, "providerAdmin")).status).toBe(200);
    expect(refusal(await get(path, "providerMember"))).toEqual([403, "CHAT_NOT_ALLOWED", "notYourJob"]);
    expect(refusal(await send("providerMember", SITI_CONVERSATION, "msg-dewi-0001", "Halo"))).toEqual([403, "CHAT_NOT_ALLOWED", "notYourJob"]);
    expect(refusal(await get(path, "pendingMember"))).toEqual([403, "CHAT_NOT_ALLOWED", "pendingMember"]);
    expect(refusal(await get("/api/chat/unread", "pendingMember"))).toEqual([403, "CHAT_NOT_ALLOWED", "pendingMember"]);
    expect(refusal(await get(path, "kopiAdmin")).slice(0, 2)).toEqual([404, "CONVERSATION_NOT_FOUND"]);
    expect(refusal(await get(path, "rina")).slice(0, 2)).toEqual([404, "CONVERSATION_NOT_FOUND"]);
  });

  it("opens a conversation once: a seeker about a job she applied to, a provider of the job with a seeker open to offers", async () => {
    const open = (who: string, jobId: string, seekerId: string) => post("/api/chat/conversations", who, { jobId, seekerId });
    const siti = DEMO_ACCOUNTS.seeker.userId;
    expect(refusal(await open("seeker", "j-1002", siti))).toEqual([403, "CHAT_NOT_ALLOWED", "notApplied"]);
    expect(refusal(await open("rina", "j-1001", siti)).slice(0, 2)).toEqual([403, "FORBIDDEN"]);
    expect(refusal(await open("providerMember", "j-1001", siti))).toEqual([403, "CHAT_NOT_ALLOWED", "notYourJob"]);
    expect(refusal(await open("providerAdmin", "j-1001", DEMO_ACCOUNTS.hendra.userId)).slice(0, 2)).toEqual([404, "SEEKER_NOT_FOUND"]);
    expect(refusal(await open("providerAdmin", "j-none", siti)).slice(0, 2)).toEqual([404, "JOB_NOT_FOUND"]);
    const existing = await open("seeker", "j-1001", siti);
    expect([existing.status, json<Conversation>(existing).conversationId]).toEqual([200, SITI_CONVERSATION]);
    // Dewi's own Barista job, with Siti (open to offers): a new conversation, then the same one.
    const made = await open("providerMember", "j-1007", siti);
    expect(made.status).toBe(201);
    const again = await open("providerAdmin", "j-1007", siti);
    expect([again.status, json<Conversation>(again).conversationId]).toEqual([200, json<Conversation>(made).conversationId]);
    expect(json<Conversation>(made)).toMatchObject({ lastMessage: null, unread: 0, job: { jobId: "j-1007", title: "Barista" } });
  });
});

describe("the cards other features post", () => {
  it("applying posts applicationReceived; an offer posts sent, then accepted, declined or expired", async () => {
    const applied = await h.call("POST", "/api/jobs/j-1002/applications", { token: tokenOf("seeker"), body: { note: "" } });
    expect(applied.status).toBe(201);
    const cardsOf = (jobId: string, seekerId: string) => {
      const db = h.server.state();
      const conversation = db.chat.conversations.find((c) => c.jobId === jobId && c.seekerId === seekerId);
      return db.chat.messages.filter((m) => m.conversationId === conversation?.conversationId && m.body.type === "card").map((m) => (m.body.type === "card" ? m.body.card : null));
    };
    expect(cardsOf("j-1002", DEMO_ACCOUNTS.seeker.userId)).toEqual([{ kind: "applicationReceived", applicationId: json<{ applicationId: string }>(applied).applicationId }]);
    // Budi (not Siti) sees it as news.
    expect((await unread("providerAdmin")).total).toBe(1);
    expect((await unread("seeker")).total).toBe(1);

    const accepted = await t.setup(PROVIDER_STATE.offerAnswered, { answer: "accepted" });
    const acceptedOffer = h.server.state().offers.find((o) => o.offerId === accepted.offerId);
    expect(cardsOf(acceptedOffer?.jobId ?? "", acceptedOffer?.seekerId ?? "").map((c) => c?.kind)).toEqual(expect.arrayContaining(["offerSent", "offerAccepted"]));
    await t.dev("/__dev/reset");
    const expired = await t.setup(PROVIDER_STATE.offerExpired, {});
    const expiredOffer = h.server.state().offers.find((o) => o.offerId === expired.offerId);
    expect(cardsOf(expiredOffer?.jobId ?? "", expiredOffer?.seekerId ?? "").map((c) => c?.kind)).toEqual(expect.arrayContaining(["offerSent", "offerExpired"]));
  });

  it("the seed has the demo conversations, equal in two seeds", () => {
    expect(createSeed().chat).toEqual(createSeed().chat);
    expect(createSeed().chat.conversations.map((c) => c.conversationId)).toEqual([SITI_CONVERSATION, RINA_CONVERSATION]);
  });
});
