import type { Message, SendMessageRequest } from "../../domain/chat/chat-api.schema";
import { Outbox } from "../outbox/outbox";
import type { ChatApi } from "../ports/chat-api.port";
import type { OutboxDevice, OutboxEntryBase } from "../ports/outbox.port";

/** A message kept on the phone until the server has it (issue 24): typed with no signal, or its answer lost. */
export interface ChatOutboxEntry extends OutboxEntryBase {
  readonly conversationId: string;
  /** Its `messageId` is made on the phone at the tap: every send of it is the same message to the server. */
  readonly request: SendMessageRequest;
  /** The phone's time of the tap (where the screen shows it among the others until the server has it). */
  readonly typedAt: number;
  /** A photo's URL (its upload's), to show it until the server has the message. */
  readonly imageUrl?: string;
}

/** A message on the phone as a conversation shows it: waiting to send, or refused for good (its code's text: the errors table). */
export interface PendingMessage {
  readonly messageId: string;
  readonly conversationId: string;
  readonly request: SendMessageRequest;
  readonly typedAt: number;
  /** A photo's URL, as sent (null for a text). */
  readonly imageUrl: string | null;
  readonly state: "waiting" | "refused";
  readonly refusalCode: string | null;
}

export interface ChatOutboxListener {
  readonly onChange: (pending: readonly PendingMessage[]) => void;
  /** The server stored a message of the outbox (now or later, this tab or another): the message as it answered. */
  readonly onSent?: (message: Message) => void;
}

const pendingOf = (entry: ChatOutboxEntry): PendingMessage => ({
  messageId: entry.request.messageId,
  conversationId: entry.conversationId,
  request: entry.request,
  typedAt: entry.typedAt,
  imageUrl: entry.imageUrl ?? null,
  state: entry.refusal === null ? "waiting" : "refused",
  refusalCode: entry.refusal?.code ?? null,
});

/**
 * The chat's messages on their way (issue 24): the one outbox (application/outbox/outbox.ts) with
 * the chat's rule, each message sent with its phone-made id. Every message is stored before it
 * is sent, so one typed with no signal survives a reload and is sent once the connection comes
 * back, exactly once (the server answers a known id with the stored message), in the order typed.
 * Every method returns a Promise: it loads on first use (adapters/lazy.ts).
 */
export class ChatOutbox {
  private readonly outbox: Outbox<ChatOutboxEntry, Message>;
  private stopReconnect: (() => void) | null = null;

  constructor(api: ChatApi, private readonly device: OutboxDevice<ChatOutboxEntry>) {
    this.outbox = new Outbox<ChatOutboxEntry, Message>(
      { idOf: (entry) => entry.request.messageId, send: (entry) => api.send(entry.conversationId, entry.request) },
      device.storage,
      device.lock,
    );
  }

  /**
   * Keeps the message on the phone, then sends what waits (it is kept whatever the send's fate). A
   * photo is uploaded before (its upload's id in `request`, its URL in `imageUrl`): what waits is
   * the message, the photo is on the server already.
   */
  async send(conversationId: string, request: SendMessageRequest, typedAt: number, imageUrl?: string): Promise<void> {
    this.outbox.add({ conversationId, request, typedAt, tries: 0, refusal: null, ...(imageUrl === undefined ? {} : { imageUrl }) });
    void this.flush();
  }

  /** Tells `listener` the messages on the phone now and on every change; sends what waits, now and whenever the connection or the page comes back. */
  async watch(listener: ChatOutboxListener): Promise<() => void> {
    this.stopReconnect ??= this.device.onReconnect(() => void this.flush());
    const stop = this.outbox.watch({ onChange: (entries) => listener.onChange(entries.map(pendingOf)), onSent: (_entry, message) => listener.onSent?.(message) });
    void this.flush();
    return stop;
  }

  /** The user has read a refusal: the message leaves the phone. */
  async dismiss(messageId: string): Promise<void> {
    this.outbox.dismiss(messageId);
  }

  async flush(): Promise<void> {
    return this.outbox.flush().catch(() => undefined);
  }
}
