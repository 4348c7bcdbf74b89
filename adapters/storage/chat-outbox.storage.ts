import { Schema } from "effect";
import type { ChatOutboxEntry } from "../../application/chat/chat-outbox";
import type { Clock } from "../../application/ports/clock.port";
import type { OutboxDevice } from "../../application/ports/outbox.port";
import { SendMessageRequest } from "../../domain/chat/chat-api.schema";
import { browserOutboxDevice, type OutboxPlace, type OutboxWindow, type SignedInUser } from "./outbox.storage";
import { CHAT_OUTBOX_KEY, CHAT_OUTBOX_LEASE_KEY } from "./storage-keys";

const StoredMessage = Schema.Struct({
  conversationId: Schema.String,
  request: SendMessageRequest,
  typedAt: Schema.Number,
  imageUrl: Schema.optionalKey(Schema.String),
  tries: Schema.Int,
  refusal: Schema.NullOr(Schema.Struct({ status: Schema.Int, code: Schema.String })),
});
const decodeMessage = Schema.decodeUnknownOption(StoredMessage);

const rawIdOf = (raw: unknown): unknown =>
  typeof raw === "object" && raw !== null && "request" in raw && typeof raw.request === "object" && raw.request !== null && "messageId" in raw.request
    ? raw.request.messageId
    : undefined;

/** Where the chat's messages on their way are kept (issue 22's outbox: localStorage, by message id). */
const CHAT_PLACE: OutboxPlace<ChatOutboxEntry> = {
  key: CHAT_OUTBOX_KEY,
  decode: (raw) => {
    const entry = decodeMessage(raw);
    return entry._tag === "Some" ? entry.value : null;
  },
  rawIdOf,
  lockName: "gawe.chat-outbox",
  leaseKey: CHAT_OUTBOX_LEASE_KEY,
};

/** The browser's side of the chat's outbox: the signed-in user's messages. */
export const browserChatDevice = (win: OutboxWindow, clock: Clock, owner: string, user: SignedInUser): OutboxDevice<ChatOutboxEntry> =>
  browserOutboxDevice(win, clock, owner, CHAT_PLACE, (entry) => entry.request.messageId, user);
