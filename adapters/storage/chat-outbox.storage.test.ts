import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ChatOutbox, type PendingMessage } from "../../application/chat/chat-outbox";
import { ApiUnreachable } from "../../application/ports/api-error";
import type { ChatApi } from "../../application/ports/chat-api.port";
import type { Message, MessageId, SendMessageRequest } from "../../domain/chat/chat-api.schema";
import { fakeWindow } from "../test-support/fake-window";
import { browserChatDevice } from "./chat-outbox.storage";
import type { OutboxWindow } from "./outbox.storage";
import { CHAT_OUTBOX_KEY } from "./storage-keys";

/** The signed-in user an outbox keeps messages for. */
const SITI = () => "u-seeker-siti";

const chatWindow = () => {
  const win = fakeWindow();
  return Object.assign(win, { document: Object.assign(new EventTarget(), win.document, { visibilityState: "visible" as DocumentVisibilityState }) });
};

/** A server that stores a message once per id, and a connection the test switches off and on. */
const server = () => {
  const stored = new Map<string, SendMessageRequest>();
  const state = { online: true, sends: 0 };
  const api = {
    send: async (conversationId: string, request: SendMessageRequest) => {
      state.sends++;
      if (!state.online) return Result.fail(new ApiUnreachable({ reason: "offline" }));
      stored.set(request.messageId, request);
      return Result.succeed({ messageId: request.messageId, conversationId, sender: { side: "seeker", userId: "u-1" }, sentAt: 1, deliveredAt: null, readAt: null, body: request.body } as Message);
    },
  } as unknown as ChatApi;
  return { api, stored, state };
};

const text = (messageId: string, words: string): SendMessageRequest => ({ messageId: messageId as MessageId, body: { type: "text", text: words } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the chat's outbox on the phone (issue 24)", () => {
  it("keeps a message typed with no signal through a reload, shows it pending, and sends it once when the connection is back", async () => {
    const win = chatWindow();
    const { api, stored, state } = server();
    state.online = false;
    const first = new ChatOutbox(api, browserChatDevice(win as unknown as OutboxWindow, { now: () => 0 }, "tab-a", SITI));
    await first.send("c-1", text("m-00000001", "Halo, saya bisa mulai besok"), 1_000);
    await first.flush();
    expect(win.localStorage.getItem(CHAT_OUTBOX_KEY)).not.toBeNull();

    // The page reloads, still offline: the new page shows the message as waiting.
    const reloaded = new ChatOutbox(api, browserChatDevice(win as unknown as OutboxWindow, { now: () => 0 }, "tab-b", SITI));
    let shown: readonly PendingMessage[] = [];
    const sent: Message[] = [];
    await reloaded.watch({ onChange: (pending) => (shown = pending), onSent: (message) => void sent.push(message) });
    await reloaded.flush();
    expect(shown.map((p) => [p.messageId, p.state])).toEqual([["m-00000001", "waiting"]]);

    // The connection comes back (the browser's `online`): sent, and once only however many flushes run.
    state.online = true;
    win.dispatchEvent(new Event("online"));
    await Promise.all([reloaded.flush(), reloaded.flush()]);
    await settle();
    expect([...stored.keys()]).toEqual(["m-00000001"]);
    expect(sent.map((m) => m.messageId)).toEqual(["m-00000001"]);
    expect(shown).toEqual([]);
    expect(win.localStorage.getItem(CHAT_OUTBOX_KEY)).toBeNull();
  });

  it("another account signed in on the phone neither sees nor sends her waiting message; it goes once she is back", async () => {
    const win = chatWindow();
    const { api, stored, state } = server();
    let user: string | null = "u-seeker-siti";
    const outbox = new ChatOutbox(api, browserChatDevice(win as unknown as OutboxWindow, { now: () => 0 }, "tab-a", () => user));
    state.online = false;
    await outbox.send("c-1", text("m-00000001", "Halo"), 1);
    await outbox.flush();
    // She logs out; Agus logs in and the connection is back: nothing of hers goes under his session.
    user = "u-seeker-agus";
    state.online = true;
    let shown: readonly PendingMessage[] = [];
    await outbox.watch({ onChange: (pending) => (shown = pending), onSent: () => undefined });
    await outbox.flush();
    expect(shown).toEqual([]);
    expect([...stored.keys()]).toEqual([]);
    user = "u-seeker-siti";
    await outbox.flush();
    expect([...stored.keys()]).toEqual(["m-00000001"]);
  });

  it("sends the messages in the order they were typed, each with the id it got at the tap", async () => {
    const win = chatWindow();
    const { api, stored, state } = server();
    state.online = false;
    const outbox = new ChatOutbox(api, browserChatDevice(win as unknown as OutboxWindow, { now: () => 0 }, "tab-a", SITI));
    await outbox.send("c-1", text("m-00000001", "satu"), 1);
    await outbox.send("c-1", text("m-00000002", "dua"), 2);
    await settle();
    state.online = true;
    await outbox.flush();
    expect([...stored.values()]).toEqual([text("m-00000001", "satu"), text("m-00000002", "dua")]);
  });

  it("keeps a photo's message with its URL through a reload (shown while it waits) and sends its upload's id once", async () => {
    const win = chatWindow();
    const { api, stored, state } = server();
    state.online = false;
    const photo: SendMessageRequest = { messageId: "m-00000003" as MessageId, body: { type: "image", uploadId: "9f1c2d3e-0000-4000-8000-000000000001" } };
    const url = "/api/uploads/9f1c2d3e-0000-4000-8000-000000000001/menu.jpg";
    const first = new ChatOutbox(api, browserChatDevice(win as unknown as OutboxWindow, { now: () => 0 }, "tab-a", SITI));
    await first.send("c-1", photo, 3, url);
    await first.flush();
    const reloaded = new ChatOutbox(api, browserChatDevice(win as unknown as OutboxWindow, { now: () => 0 }, "tab-b", SITI));
    let shown: readonly PendingMessage[] = [];
    await reloaded.watch({ onChange: (pending) => (shown = pending) });
    await settle();
    expect(shown.map((p) => [p.messageId, p.imageUrl, p.state])).toEqual([["m-00000003", url, "waiting"]]);
    state.online = true;
    await reloaded.flush();
    await settle();
    expect([...stored.values()]).toEqual([photo]);
    expect(shown).toEqual([]);
  });
});
