import { Result, Schema } from "effect";
import type { PaymentFeedListener, PaymentStatusFeed } from "../../application/ports/offers-api.port";
import type { AuthToken } from "../../domain/identity/session.schema";
import { PaymentDetail } from "../../domain/payment/payment-api.schema";
import type { HttpClient } from "./http-client";

/** One server-sent event: its name (`message` when the server gave none) and its data lines joined. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
}

/**
 * A parser of the `text/event-stream` format fed chunk by chunk as they arrive: a line, a field or
 * a line ending ("\r\n") may be split across chunks. Comments (": ping") and unknown fields are
 * skipped; an event is dispatched at its blank line.
 */
export const createEventStreamParser = () => {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  const line = (text: string, out: ServerSentEvent[]) => {
    if (text === "") {
      if (data.length > 0) out.push({ event: event === "" ? "message" : event, data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  };
  return (chunk: string): ServerSentEvent[] => {
    const out: ServerSentEvent[] = [];
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end < 0) break;
      // A "\r" that ends the chunk may be the first half of "\r\n": wait for the next chunk.
      if (buffer[end] === "\r" && end === buffer.length - 1) break;
      const width = buffer.startsWith("\r\n", end) ? 2 : 1;
      line(buffer.slice(0, end), out);
      buffer = buffer.slice(end + width);
    }
    return out;
  };
};

export interface PaymentEventsOptions {
  /** Waits before reconnecting, one per failed attempt in a row (the last one repeats). */
  readonly backoffMs?: readonly number[];
  /** 0..1; spreads reconnects of many phones (±25 %). */
  readonly random?: () => number;
}

const DEFAULT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** Answers that reconnecting cannot change: no session, not the caller's payment, no such payment. */
const FINAL_STATUS = new Set([400, 401, 403, 404, 410]);

const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

const decodePayment = (data: string): PaymentDetail | null => {
  try {
    const decoded = Schema.decodeUnknownResult(PaymentDetail)(JSON.parse(data));
    return Result.isSuccess(decoded) ? decoded.success : null;
  } catch {
    return null;
  }
};

/**
 * GET /api/payments/{paymentId}/events read with fetch and a stream reader (the request needs the
 * signed headers, which EventSource cannot send): every `event: payment` is decoded as a
 * PaymentDetail and handed on. When the connection ends or fails it reconnects after a growing
 * pause (a fresh nonce each time); the server sends the current state on every connect, so nothing
 * is missed in between. Stops on a final refusal (401, 403, 404) or when the caller stops.
 */
export class PaymentEventsStream implements PaymentStatusFeed {
  constructor(
    private readonly http: HttpClient,
    private readonly fetchImpl: typeof fetch,
    private readonly options: PaymentEventsOptions = {},
  ) {}

  watch(authToken: AuthToken, paymentId: string, listener: PaymentFeedListener): () => void {
    const controller = new AbortController();
    const backoff = this.options.backoffMs ?? DEFAULT_BACKOFF_MS;
    const random = this.options.random ?? Math.random;
    const url = `${this.http.apiBase}/payments/${encodeURIComponent(paymentId)}/events`;
    /** Connections in a row that brought no payment: the next pause grows with them. */
    let failures = 0;

    const connect = async (): Promise<"ended" | "final"> => {
      const { "Content-Type": _json, ...signed } = await this.http.headers(authToken);
      const response = await this.fetchImpl(url, { method: "GET", headers: { ...signed, Accept: "text/event-stream" }, cache: "no-store", signal: controller.signal });
      if (FINAL_STATUS.has(response.status)) return "final";
      if (!response.ok || response.body === null) return "ended";
      listener.onState?.("live");
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parse = createEventStreamParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return "ended";
        for (const event of parse(decoder.decode(value, { stream: true }))) {
          if (event.event !== "payment") continue;
          const payment = decodePayment(event.data);
          if (payment !== null) {
            failures = 0;
            listener.onPayment(payment);
          }
        }
      }
    };

    const run = async () => {
      while (!controller.signal.aborted) {
        const outcome = await connect().catch(() => "ended" as const);
        if (controller.signal.aborted) return;
        if (outcome === "final") return listener.onState?.("stopped");
        listener.onState?.("reconnecting");
        const base = backoff[Math.min(failures, backoff.length - 1)] ?? 0;
        failures++;
        await pause(base * (0.75 + random() * 0.5), controller.signal);
      }
    };
    void run();
    return () => controller.abort();
  }
}
