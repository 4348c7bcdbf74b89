import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../application/ports/api-error";
import { ChatHttpAdapter } from "../../adapters/http/chat.http-adapter";
import { ChatUnreadHttpAdapter } from "../../adapters/http/chat-unread.http-adapter";
import type { ChatApi } from "../../application/ports/chat-api.port";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import type { AuthToken } from "../../domain/identity/session.schema";
import { PROVIDER_STATE } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState, type TokenFromState } from "./pact-support";

/**
 * The chat (issue 24, docs/api.md "Chat"): every call of CHAT_API and CHAT_UNREAD, each documented refusal included.
 * `a seeker and a provider have a conversation about a job` hands back both sides' sessions, the
 * conversation (`conversationId`: the application's card, 'Message 1' from the seeker, 'Message 2'
 * from the provider, each side having read its own) and, as asked, a Member of the business who did
 * not create the job (`memberToken`) and one under review (`pendingMemberToken`).
 */
const { eachLike, integer, like } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const AGUS = DEMO_ACCOUNTS.seekerSmsOnly;

type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());
const CONVERSATION_STATE = state(S.chatConversation, { member: "81277770711", pendingMember: "81277770712" });

const SEEKER = tokenFromState("tok-seeker-example", "seekerToken");
const PROVIDER = tokenFromState("tok-provider-example", "providerToken");
const MEMBER = tokenFromState("tok-member-example", "memberToken");
const PENDING = tokenFromState("tok-pending-example", "pendingMemberToken");

/** Ids the state hands back, as the app sends them (the examples). */
const CONVERSATION = "c-2fc61be8-d421-48df-8bb5-b204249f7899";
const JOB = "j-s219";
const SITI_ID = "u-seeker-siti";
const conversationPath = (suffix = "") => fromState(`/api/chat/conversations/\${conversationId}${suffix}`, `/api/chat/conversations/${CONVERSATION}${suffix}`);
const jobFromState = fromState("${jobId}", JOB);
const seekerFromState = fromState("${seekerId}", SITI_ID);
/** A photo the seeker uploaded (the state's `imageUploadId`). */
const PHOTO_UPLOAD = "0c7d5b2a-3f4e-4b6a-9c8d-1e2f3a4b5c6d";
/** A phone-made message id (a UUID), the same on every retry. */
const NEW_MESSAGE = "5b0e8a8e-1d1e-4a55-9d8e-2a4f3c6b7d10";

/** CHAT_API through the app's own adapter. */
const chatCalls = (url: string, bearer: TokenFromState): ChatApi => new ChatHttpAdapter(clientFor(url, exampleToken(bearer) as AuthToken));
/** CHAT_UNREAD (the homes' badge) through its own adapter. */
const unreadCalls = (url: string, bearer: TokenFromState) => new ChatUnreadHttpAdapter(clientFor(url, exampleToken(bearer) as AuthToken));
const ok = <A>(result: Result.Result<A, ApiError | NotLoggedIn>): A => {
  expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
  return (result as Result.Success<A, ApiError>).success;
};

const NOW = 1_795_748_466_907;
const MILLIS = integer(NOW);
const MILLIS_OR_NULL = (example: number | null) => (example === null ? null : integer(example));
const text = (messageId: string, side: "seeker" | "provider", userId: string, body: string, readAt: number | null = null) => ({
  messageId: like(messageId),
  conversationId: like(CONVERSATION),
  sender: { side, userId: like(userId) },
  sentAt: MILLIS,
  deliveredAt: null,
  readAt: MILLIS_OR_NULL(readAt),
  body: { type: "text", text: like(body) },
});
const CONVERSATION_BODY = {
  conversationId: like(CONVERSATION),
  job: { jobId: like(JOB), title: like("Waiter") },
  seeker: { userId: like(SITI_ID), name: like("Siti Rahmawati"), avatarUrl: null },
  business: { businessId: like("c-warung-bu-tini"), name: like("Warung Bu Tini"), logoUrl: null },
  lastMessage: text("m-state-2", "provider", "u-provider-budi", "Message 2"),
  unread: integer(1),
  updatedAt: MILLIS,
};

/** A refusal: what it is about, the caller, the status and code, details the app acts on. */
type Refusal = readonly [what: string, bearer: TokenFromState, status: number, code: string, details?: Record<string, unknown>];
const NOT_HERS: Refusal = ["a Member who did not create the job", MEMBER, 403, "CHAT_NOT_ALLOWED", { reason: "notYourJob" }];
const UNDER_REVIEW: Refusal = ["a Member under review", PENDING, 403, "CHAT_NOT_ALLOWED", { reason: "pendingMember" }];

describe("the conversations", () => {
  it("lists the seeker's conversations, the latest first", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request for the seeker's conversations")
      .withRequest("GET", "/api/chat/conversations", (b) => b.headers(signedHeaders(SEEKER)).query({ limit: "20" }))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(CONVERSATION_BODY), nextCursor: null, serverNow: MILLIS }))
      .executeTest(async (server) => {
        const page = ok(await chatCalls(server.url, SEEKER).conversations({ limit: 20 }));
        expect(page.items[0]).toMatchObject({ job: { title: "Waiter" }, lastMessage: { body: { type: "text", text: "Message 2" } } });
      }));

  it("refuses a page size out of range (INVALID_QUERY)", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request for conversations with a page size of 0")
      .withRequest("GET", "/api/chat/conversations", (b) => b.headers(signedHeaders(SEEKER)).query({ limit: "0" }))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("INVALID_QUERY", { field: "limit" })))
      .executeTest(async (server) => {
        expectRefused(await chatCalls(server.url, SEEKER).conversations({ limit: 0 }), 400, "INVALID_QUERY");
      }));

  const [what, bearer, status, code, details] = UNDER_REVIEW;
  it(`refuses the list to ${what} (${code})`, () =>
    given([CONVERSATION_STATE])
      .uponReceiving(`a request for the conversations by ${what}`)
      .withRequest("GET", "/api/chat/conversations", (b) => b.headers(signedHeaders(bearer)))
      .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
      .executeTest(async (server) => {
        expectRefused(await chatCalls(server.url, bearer).conversations({}), status, code);
      }));

  it("opens the existing conversation of a job and the seeker", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request by the seeker to open her conversation about the job")
      .withRequest("POST", "/api/chat/conversations", (b) => b.headers(signedHeaders(SEEKER)).jsonBody({ jobId: jobFromState, seekerId: seekerFromState }))
      .willRespondWith(200, (b) => b.jsonBody(CONVERSATION_BODY))
      .executeTest(async (server) => {
        const opened = ok(await chatCalls(server.url, SEEKER).openConversation({ jobId: JOB as never, seekerId: SITI_ID as never }));
        expect(opened.conversationId).toBe(CONVERSATION);
      }));

  it("opens a new conversation: the provider with a seeker open to offers", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request by the provider to open a conversation about the job with another seeker")
      .withRequest("POST", "/api/chat/conversations", (b) => b.headers(signedHeaders(PROVIDER)).jsonBody({ jobId: jobFromState, seekerId: AGUS.userId }))
      .willRespondWith(201, (b) =>
        b.jsonBody({ ...CONVERSATION_BODY, conversationId: like("c-dd366580-82de-4450-8a94-3f31c0d2cf1e"), seeker: { userId: AGUS.userId, name: like(AGUS.fullName), avatarUrl: null }, lastMessage: null, unread: 0 }),
      )
      .executeTest(async (server) => {
        const opened = ok(await chatCalls(server.url, PROVIDER).openConversation({ jobId: JOB as never, seekerId: AGUS.userId as never }));
        expect([opened.lastMessage, opened.unread]).toEqual([null, 0]);
      }));

  const openRefusals: readonly (readonly [...Refusal, jobId: unknown, seekerId: unknown, exampleJob: string, exampleSeeker: string])[] = [
    ["a job that does not exist", PROVIDER, 404, "JOB_NOT_FOUND", undefined, "j-none", seekerFromState, "j-none", SITI_ID],
    ["a seeker who does not exist", PROVIDER, 404, "SEEKER_NOT_FOUND", undefined, jobFromState, "u-nobody", JOB, "u-nobody"],
    [...NOT_HERS, jobFromState, seekerFromState, JOB, SITI_ID],
    ["a seeker for another seeker", SEEKER, 403, "FORBIDDEN", undefined, jobFromState, AGUS.userId, JOB, AGUS.userId],
  ];
  for (const [what, bearer, status, code, details, jobId, seekerId, exampleJob, exampleSeeker] of openRefusals)
    it(`refuses to open a conversation with ${what} (${code})`, () =>
      given([CONVERSATION_STATE])
        .uponReceiving(`a request to open a conversation with ${what}`)
        .withRequest("POST", "/api/chat/conversations", (b) => b.headers(signedHeaders(bearer)).jsonBody({ jobId, seekerId }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await chatCalls(server.url, bearer).openConversation({ jobId: exampleJob as never, seekerId: exampleSeeker as never }), status, code);
        }));

  it("reads one conversation", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request by the provider for the conversation")
      .withRequest("GET", conversationPath(), (b) => b.headers(signedHeaders(PROVIDER)))
      .willRespondWith(200, (b) => b.jsonBody({ ...CONVERSATION_BODY, unread: 0 }))
      .executeTest(async (server) => {
        expect(ok(await chatCalls(server.url, PROVIDER).conversation(CONVERSATION)).unread).toBe(0);
      }));

  for (const [what, bearer, status, code, details] of [NOT_HERS, UNDER_REVIEW])
    it(`refuses the conversation to ${what} (${code})`, () =>
      given([CONVERSATION_STATE])
        .uponReceiving(`a request for the conversation by ${what}`)
        .withRequest("GET", conversationPath(), (b) => b.headers(signedHeaders(bearer)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await chatCalls(server.url, bearer).conversation(CONVERSATION), status, code);
        }));

  it("answers a conversation that is not the caller's as not found (CONVERSATION_NOT_FOUND)", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request for a conversation that does not exist")
      .withRequest("GET", "/api/chat/conversations/c-none", (b) => b.headers(signedHeaders(SEEKER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("CONVERSATION_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await chatCalls(server.url, SEEKER).conversation("c-none"), 404, "CONVERSATION_NOT_FOUND");
      }));
});

describe("the messages", () => {
  it("reads the newest page, oldest first, with where the older ones start", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request for the newest two messages of the conversation")
      .withRequest("GET", conversationPath("/messages"), (b) => b.headers(signedHeaders(SEEKER)).query({ limit: "2" }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: [text("m-state-1", "seeker", SITI_ID, "Message 1", NOW), text("m-state-2", "provider", "u-provider-budi", "Message 2")],
          before: like("m-state-1"),
          serverNow: MILLIS,
        }),
      )
      .executeTest(async (server) => {
        const page = ok(await chatCalls(server.url, SEEKER).messages(CONVERSATION, { limit: 2 }));
        expect([page.items.map((m) => m.sender.side), page.before]).toEqual([["seeker", "provider"], "m-state-1"]);
      }));

  it("reads the page before a message: the application's card, the oldest", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request for the messages before the first text")
      .withRequest("GET", conversationPath("/messages"), (b) => b.headers(signedHeaders(PROVIDER)).query({ before: "m-state-1" }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: [
            {
              messageId: like("card-0b1c2d3e"),
              conversationId: like(CONVERSATION),
              sender: { side: "system", userId: null },
              sentAt: MILLIS,
              deliveredAt: null,
              readAt: null,
              body: { type: "card", card: { kind: "applicationReceived", applicationId: like("a-state-1") } },
            },
          ],
          before: null,
          serverNow: MILLIS,
        }),
      )
      .executeTest(async (server) => {
        const page = ok(await chatCalls(server.url, PROVIDER).messages(CONVERSATION, { before: "m-state-1" as never }));
        expect([page.items[0]?.body.type, page.before]).toEqual(["card", null]);
      }));

  it("refuses a `before` the conversation does not hold (INVALID_QUERY)", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request for the messages before one that is not in the conversation")
      .withRequest("GET", conversationPath("/messages"), (b) => b.headers(signedHeaders(SEEKER)).query({ before: "m-none-000" }))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("INVALID_QUERY", { field: "before" })))
      .executeTest(async (server) => {
        expectRefused(await chatCalls(server.url, SEEKER).messages(CONVERSATION, { before: "m-none-000" as never }), 400, "INVALID_QUERY");
      }));

  it("sends a text under the phone's id", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a text sent by the seeker")
      .withRequest("POST", conversationPath("/messages"), (b) => b.headers(signedHeaders(SEEKER)).jsonBody({ messageId: NEW_MESSAGE, body: { type: "text", text: "Halo, Pak" } }))
      .willRespondWith(201, (b) => b.jsonBody({ ...text(NEW_MESSAGE, "seeker", SITI_ID, "Halo, Pak"), messageId: NEW_MESSAGE }))
      .executeTest(async (server) => {
        const sent = ok(await chatCalls(server.url, SEEKER).send(CONVERSATION, { messageId: NEW_MESSAGE as never, body: { type: "text", text: "Halo, Pak" } }));
        expect([sent.messageId, sent.deliveredAt, sent.readAt]).toEqual([NEW_MESSAGE, null, null]);
      }));

  it("sends a photo the seeker uploaded, by its upload's id", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a photo sent by the seeker")
      .withRequest("POST", conversationPath("/messages"), (b) =>
        b.headers(signedHeaders(SEEKER)).jsonBody({ messageId: NEW_MESSAGE, body: { type: "image", uploadId: fromState("${imageUploadId}", PHOTO_UPLOAD) } }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          messageId: NEW_MESSAGE,
          conversationId: like(CONVERSATION),
          sender: { side: "seeker", userId: like(SITI_ID) },
          sentAt: MILLIS,
          deliveredAt: null,
          readAt: null,
          body: { type: "image", image: { uploadId: like(PHOTO_UPLOAD), url: like(`https://api.gawe.id/api/uploads/${PHOTO_UPLOAD}/photo.png`) } },
        }),
      )
      .executeTest(async (server) => {
        const sent = ok(await chatCalls(server.url, SEEKER).send(CONVERSATION, { messageId: NEW_MESSAGE as never, body: { type: "image", uploadId: PHOTO_UPLOAD } }));
        expect(sent.body.type === "image" && sent.body.image.uploadId).toBe(PHOTO_UPLOAD);
      }));

  it("answers a message id already stored with the stored message, storing nothing (exactly once)", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a text sent again under an id the conversation holds")
      .withRequest("POST", conversationPath("/messages"), (b) => b.headers(signedHeaders(PROVIDER)).jsonBody({ messageId: "m-state-2", body: { type: "text", text: "Message 2" } }))
      .willRespondWith(200, (b) => b.jsonBody({ ...text("m-state-2", "provider", "u-provider-budi", "Message 2"), messageId: "m-state-2" }))
      .executeTest(async (server) => {
        const again = ok(await chatCalls(server.url, PROVIDER).send(CONVERSATION, { messageId: "m-state-2" as never, body: { type: "text", text: "Message 2" } }));
        expect(again.messageId).toBe("m-state-2");
      }));

  const sendRefusals: readonly (readonly [...Refusal, body: { type: "text"; text: string } | { type: "image"; uploadId: string }])[] = [
    ["a text of spaces only", SEEKER, 400, "VALIDATION_FAILED", undefined, { type: "text", text: "   " }],
    ["an image the caller did not upload", SEEKER, 400, "CHAT_IMAGE_INVALID", { uploadId: "9f1c2d3e-0000-4000-8000-000000000000" }, { type: "image", uploadId: "9f1c2d3e-0000-4000-8000-000000000000" }],
    [...NOT_HERS, { type: "text", text: "Halo" }],
    [...UNDER_REVIEW, { type: "text", text: "Halo" }],
  ];
  for (const [what, bearer, status, code, details, body] of sendRefusals)
    it(`refuses to send ${what} (${code})`, () =>
      given([CONVERSATION_STATE])
        .uponReceiving(`a message sent: ${what}`)
        .withRequest("POST", conversationPath("/messages"), (b) => b.headers(signedHeaders(bearer)).jsonBody({ messageId: NEW_MESSAGE, body }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, code === "VALIDATION_FAILED" ? undefined : details)))
        .executeTest(async (server) => {
          expectRefused(await chatCalls(server.url, bearer).send(CONVERSATION, { messageId: NEW_MESSAGE as never, body: body as never }), status, code);
        }));

  it("marks the conversation read up to a message", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a read mark by the seeker up to the provider's message")
      .withRequest("POST", conversationPath("/read"), (b) => b.headers(signedHeaders(SEEKER)).jsonBody({ upTo: fromState("${lastMessageId}", "m-state-2") }))
      .willRespondWith(200, (b) => b.jsonBody({ conversationId: like(CONVERSATION), side: "seeker", upTo: like("m-state-2"), readAt: MILLIS }))
      .executeTest(async (server) => {
        expect(ok(await chatCalls(server.url, SEEKER).markRead(CONVERSATION, "m-state-2"))).toMatchObject({ side: "seeker", upTo: "m-state-2" });
      }));

  const readRefusals: readonly Refusal[] = [["a message not in the conversation", SEEKER, 404, "MESSAGE_NOT_FOUND", { upTo: "m-none-000" }], NOT_HERS, UNDER_REVIEW];
  for (const [what, bearer, status, code, details] of readRefusals) {
    const upTo = code === "MESSAGE_NOT_FOUND" ? "m-none-000" : "m-state-2";
    it(`refuses a read mark: ${what} (${code})`, () =>
      given([CONVERSATION_STATE])
        .uponReceiving(`a read mark: ${what}`)
        .withRequest("POST", conversationPath("/read"), (b) => b.headers(signedHeaders(bearer)).jsonBody({ upTo }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await chatCalls(server.url, bearer).markRead(CONVERSATION, upTo), status, code);
        }));
  }

  for (const [what, bearer, status, code, details] of [NOT_HERS, UNDER_REVIEW])
    it(`refuses the messages to ${what} (${code})`, () =>
      given([CONVERSATION_STATE])
        .uponReceiving(`a request for the messages by ${what}`)
        .withRequest("GET", conversationPath("/messages"), (b) => b.headers(signedHeaders(bearer)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await chatCalls(server.url, bearer).messages(CONVERSATION, {}), status, code);
        }));

  it("answers messages of a conversation that is not the caller's as not found (CONVERSATION_NOT_FOUND)", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request for the messages of a conversation that does not exist")
      .withRequest("GET", "/api/chat/conversations/c-none/messages", (b) => b.headers(signedHeaders(SEEKER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("CONVERSATION_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await chatCalls(server.url, SEEKER).messages("c-none", {}), 404, "CONVERSATION_NOT_FOUND");
      }));

  it("refuses to send into a conversation that is not the caller's (CONVERSATION_NOT_FOUND)", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a message sent into a conversation that does not exist")
      .withRequest("POST", "/api/chat/conversations/c-none/messages", (b) => b.headers(signedHeaders(SEEKER)).jsonBody({ messageId: NEW_MESSAGE, body: { type: "text", text: "Halo" } }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("CONVERSATION_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await chatCalls(server.url, SEEKER).send("c-none", { messageId: NEW_MESSAGE as never, body: { type: "text", text: "Halo" } }), 404, "CONVERSATION_NOT_FOUND");
      }));

  it("refuses a read mark in a conversation that is not the caller's (CONVERSATION_NOT_FOUND)", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a read mark in a conversation that does not exist")
      .withRequest("POST", "/api/chat/conversations/c-none/read", (b) => b.headers(signedHeaders(SEEKER)).jsonBody({ upTo: "m-state-2" }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("CONVERSATION_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await chatCalls(server.url, SEEKER).markRead("c-none", "m-state-2"), 404, "CONVERSATION_NOT_FOUND");
      }));
});

describe("the unread total", () => {
  it("counts the caller's unread messages over her conversations", () =>
    given([CONVERSATION_STATE])
      .uponReceiving("a request for the seeker's unread total")
      .withRequest("GET", "/api/chat/unread", (b) => b.headers(signedHeaders(SEEKER)))
      .willRespondWith(200, (b) => b.jsonBody({ total: integer(2), conversations: integer(2), serverNow: MILLIS }))
      .executeTest(async (server) => {
        expect(ok(await unreadCalls(server.url, SEEKER).unread()).total).toBeGreaterThan(0);
      }));

  const [what, bearer, status, code, details] = UNDER_REVIEW;
  it(`refuses the unread total to ${what} (${code})`, () =>
    given([CONVERSATION_STATE])
      .uponReceiving(`a request for the unread total by ${what}`)
      .withRequest("GET", "/api/chat/unread", (b) => b.headers(signedHeaders(bearer)))
      .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
      .executeTest(async (server) => {
        expectRefused(await unreadCalls(server.url, bearer).unread(), status, code);
      }));
});
