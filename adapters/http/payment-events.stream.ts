import { Result, Schema } from "effect";
import type { PaymentFeedListener, PaymentStatusFeed } from "../../application/ports/offers-api.port";
import { PaymentDetail } from "../../domain/payment/payment-api.schema";
import { namesEmptyId, type HttpClient } from "./http-client";

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
  /** Waits before reconnecting, one per short-lived connection in a row (the last one repeats). */
  readonly backoffMs?: readonly number[];
  /** 0..1; spreads reconnects of many phones (±25 %). */
  readonly random?: () => number;
  /** A connection that stayed open this long was healthy: the next wait starts from the first again. */
  readonly healthyMs?: number;
  /** A monotonic clock for how long a connection stayed open (a UI duration, not business time). */
  readonly now?: () => number;
}

const DEFAULT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** The server's keep-alive period: a stream that lives through one is not a server closing at once. */
const DEFAULT_HEALTHY_MS = 15_000;
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
 * PaymentDetail and handed on. When the connection ends or fails it reconnects (a fresh nonce each
 * time) after a pause that grows while connections keep ending early (1 s, 2 s, 5 s, 10 s, then
 * every 30 s); the server sends the current state on every connect, so nothing is missed in
 * between. Stops on a final refusal (401, 403, 404) or when the caller stops.
 */
export class PaymentEventsStream implements PaymentStatusFeed {
  constructor(
    private readonly http: HttpClient,
    private readonly fetchImpl: typeof fetch,
    private readonly options: PaymentEventsOptions = {},
  ) {}

  watch(paymentId: string, listener: PaymentFeedListener): () => void {
    const controller = new AbortController();
    const backoff = this.options.backoffMs ?? DEFAULT_BACKOFF_MS;
    const random = this.options.random ?? Math.random;
    const healthyMs = this.options.healthyMs ?? DEFAULT_HEALTHY_MS;
    const now = this.options.now ?? (() => performance.now());
    const path = `/payments/${encodeURIComponent(paymentId)}/events`;
    // No payment named: nothing to watch, nothing asked (the page says the payment is not available).
    if (namesEmptyId(path)) return () => undefined;
    const url = `${this.http.apiBase}${path}`;

    /** "final": stop; "failed": no stream came (network, 5xx); "ended": the stream was open, then closed. */
    const connect = async (): Promise<"final" | "failed" | "ended"> => {
      const { "Content-Type": _json, ...signed } = await this.http.headers();
      // Without a session there is nothing the caller may watch: nothing is asked.
      if (signed.Authorization === undefined) return "final";
      const response = await this.fetchImpl(url, { method: "GET", headers: { ...signed, Accept: "text/event-stream" }, cache: "no-store", signal: controller.signal });
      if (FINAL_STATUS.has(response.status)) return "final";
      if (!response.ok || response.body === null) return "failed";
      listener.onState?.("live");
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parse = createEventStreamParser();
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (done) return "ended";
        for (const event of parse(decoder.decode(value, { stream: true }))) {
          if (event.event !== "payment") continue;
          const payment = decodePayment(event.data);
          if (payment !== null) listener.onPayment(payment);
        }
      }
    };

    const run = async () => {
      // Short-lived connections in a row: each waits longer than the one before, so a server (or a
      // proxy) that closes every stream at once is asked less and less often, never in a tight loop.
      let shortLived = 0;
      while (!controller.signal.aborted) {
        const openedAt = now();
        const outcome = await connect().catch(() => "failed" as const);
        if (controller.signal.aborted) return;
        if (outcome === "final") return listener.onState?.("stopped");
        // A stream that ended cleanly already told the current state: live until the next connect says otherwise.
        if (outcome === "failed") listener.onState?.("reconnecting");
        shortLived = outcome === "ended" && now() - openedAt >= healthyMs ? 0 : shortLived + 1;
        const base = backoff[Math.min(shortLived - 1, backoff.length - 1)] ?? 0;
        await pause(shortLived === 0 ? 0 : base * (0.75 + random() * 0.5), controller.signal);
      }
    };
    void run();
    return () => controller.abort();
  }
}
