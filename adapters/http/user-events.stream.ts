import type { UserEventFeed, UserEventsListener, UserEventsState } from "../../application/ports/user-events.port";
import type { UserEvent } from "../../domain/events/user-event.schema";
import type { HttpClient } from "./http-client";

/** One server-sent event: its name (`message` when the server gave none), its data lines joined, and its `id:` when it had one. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
  readonly id?: string;
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
  let id: string | undefined;
  const line = (text: string, out: ServerSentEvent[]) => {
    if (text === "") {
      if (data.length > 0) out.push({ event: event === "" ? "message" : event, data: data.join("\n"), ...(id === undefined ? {} : { id }) });
      event = "";
      data = [];
      id = undefined;
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    // The format ignores an id with a NUL in it.
    else if (field === "id" && !value.includes("\0")) id = value;
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

export interface UserEventsOptions {
  /** Waits before reconnecting, one per short-lived connection in a row (the last one repeats). */
  readonly backoffMs?: readonly number[];
  /** 0..1; spreads reconnects of many phones (±25 %). */
  readonly random?: () => number;
  /** A connection that stayed open this long was healthy: the next wait starts from the first again. */
  readonly healthyMs?: number;
  /** A monotonic clock for how long a connection stayed open (a UI duration, not business time). */
  readonly now?: () => number;
  /** The page, to reconnect at once when it comes back to the foreground (absent outside a browser). */
  readonly document?: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  /** The window, to reconnect at once when the phone is back online (its `online` event; absent outside a browser). */
  readonly network?: Pick<Window, "addEventListener" | "removeEventListener">;
}

const DEFAULT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** The server's keep-alive period: a stream that lives through one is not a server closing at once. */
const DEFAULT_HEALTHY_MS = 15_000;
/** Answers that reconnecting cannot change: no session (401), or a server that will not serve the caller. */
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

type Decode = (data: string) => UserEvent | null;
/**
 * The events' decoder defines the UserEvent schema, so it brings Effect's Schema (~21 KB gzip): it
 * loads with the first event to hand on, not with the stream. Every logged-in screen listens (the
 * homes' unread badge, the reminder toast); a screen that receives no event never pays for it.
 */
let eventDecoder: Promise<Decode> | null = null;
const loadDecoder = (): Promise<Decode> =>
  (eventDecoder ??= import("./user-event.decode").then(
    (m) => m.decodeEvent,
    (error: unknown) => {
      eventDecoder = null;
      throw error;
    },
  ));

/**
 * GET /api/events (docs/api.md "Events") read with fetch and a stream reader (the request needs
 * the signed headers, which EventSource cannot send): ONE connection for every screen that
 * listens, opened by the first listener and closed when the last one stops. Every event is
 * decoded as a UserEvent (one that does not decode, say a kind from a newer server, is dropped)
 * and handed to each listener. A reconnect names the last event seen (`Last-Event-ID`, kept only
 * for the session it came with), so the server replays what was missed or says `resync` (handed
 * on: the screens read again); the `resync` that starts a first connect is not handed on. When the
 * connection ends or fails it reconnects (a fresh nonce each time) after a pause that grows while
 * connections keep ending early (1 s, 2 s, 5 s, 10 s, then every 30 s); when the page comes back
 * to the foreground it reconnects at once (a webview in the background may have lost the
 * connection without noticing), and so it does when the phone is back online (a minute without
 * signal must not leave the screens deaf for the 30 s pause its failed connects grew). Stops on a final refusal (401: no session) until a screen listens
 * again.
 */
export class UserEventsStream implements UserEventFeed {
  private readonly listeners = new Set<UserEventsListener>();
  private running: { readonly stop: () => void } | null = null;
  private state: UserEventsState | null = null;
  /** The last event's id and the Authorization it came with: another session never names it. */
  private last: { readonly id: string; readonly authorization: string } | null = null;
  /** The events received and not yet handed on (waiting for the decoder): handed on in order. */
  private handing: Promise<void> = Promise.resolve();

  constructor(
    private readonly http: HttpClient,
    private readonly fetchImpl: typeof fetch,
    private readonly options: UserEventsOptions = {},
  ) {}

  async listen(listener: UserEventsListener): Promise<() => void> {
    this.listeners.add(listener);
    if (this.running === null) this.running = this.start();
    else if (this.state !== null) listener.onState?.(this.state);
    return () => {
      if (!this.listeners.delete(listener) || this.listeners.size > 0) return;
      this.running?.stop();
      this.running = null;
      this.state = null;
    };
  }

  private tell(state: UserEventsState): void {
    this.state = state;
    for (const l of [...this.listeners]) l.onState?.(state);
  }

  private hand(event: UserEvent): void {
    for (const l of [...this.listeners]) {
      try {
        l.onEvent(event);
      } catch {
        // One screen's failing handler must not cut the others (or the connection) off.
      }
    }
  }

  private start(): { readonly stop: () => void } {
    const stopped = new AbortController();
    const backoff = this.options.backoffMs ?? DEFAULT_BACKOFF_MS;
    const random = this.options.random ?? Math.random;
    const healthyMs = this.options.healthyMs ?? DEFAULT_HEALTHY_MS;
    const now = this.options.now ?? (() => performance.now());
    const doc = this.options.document;
    const url = `${this.http.apiBase}/events`;
    /** The current connection or pause: aborted to stop, or to reconnect at once. */
    let current = new AbortController();
    let wokenUp = false;
    let wasHidden = false;
    const onVisibility = () => {
      if (doc?.visibilityState === "hidden") wasHidden = true;
      else if (wasHidden) {
        wasHidden = false;
        wokenUp = true;
        current.abort();
      }
    };
    doc?.addEventListener("visibilitychange", onVisibility);
    const onOnline = () => {
      wokenUp = true;
      current.abort();
    };
    const network = this.options.network;
    network?.addEventListener("online", onOnline);

    /** "final": stop; "failed": no stream came (network, 5xx); "ended": the stream was open, then closed. */
    const connect = async (signal: AbortSignal): Promise<"final" | "failed" | "ended"> => {
      const { "Content-Type": _json, ...signed } = await this.http.headers();
      const authorization = signed.Authorization;
      // Without a session there is nothing to listen to: nothing is asked.
      if (authorization === undefined) return "final";
      const lastEventId: Record<string, string> = this.last?.authorization === authorization ? { "Last-Event-ID": this.last.id } : {};
      const response = await this.fetchImpl(url, { method: "GET", headers: { ...signed, ...lastEventId, Accept: "text/event-stream" }, cache: "no-store", signal });
      if (FINAL_STATUS.has(response.status)) return "final";
      if (!response.ok || response.body === null) return "failed";
      this.tell("live");
      const reader = response.body.getReader();
      // An aborted fetch errors its body, but not in every webview: cancelling the reader ends the read for sure.
      signal.addEventListener("abort", () => void reader.cancel().catch(() => undefined), { once: true });
      const decoder = new TextDecoder();
      const parse = createEventStreamParser();
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (done) return "ended";
        for (const sse of parse(decoder.decode(value, { stream: true }))) {
          if (sse.id !== undefined) this.last = { id: sse.id, authorization };
          // The first connect names no event, so the server starts it with `resync` (the SSE
          // `event:` is the kind): the screens have just read what they show, so it only gives the
          // place to replay from, and loads no decoder.
          if (sse.event === "resync" && !("Last-Event-ID" in lastEventId)) continue;
          this.handing = this.handing
            .then(loadDecoder)
            .then((decode) => {
              const event = decode(sse.data);
              if (event !== null) this.hand(event);
            })
            .catch(() => undefined);
        }
      }
    };

    const run = async () => {
      // Short-lived connections in a row: each waits longer than the one before, so a server (or a
      // proxy) that closes every stream at once is asked less and less often, never in a tight loop.
      let shortLived = 0;
      while (!stopped.signal.aborted) {
        current = new AbortController();
        const openedAt = now();
        const outcome = await connect(current.signal).catch(() => "failed" as const);
        if (stopped.signal.aborted) return;
        if (wokenUp) {
          wokenUp = false;
          shortLived = 0;
          continue;
        }
        if (outcome === "final") {
          this.last = null;
          return this.tell("stopped");
        }
        // A stream that ended cleanly lost nothing (the reconnect replays): live until the next connect says otherwise.
        if (outcome === "failed") this.tell("reconnecting");
        shortLived = outcome === "ended" && now() - openedAt >= healthyMs ? 0 : shortLived + 1;
        const base = backoff[Math.min(shortLived - 1, backoff.length - 1)] ?? 0;
        await pause(shortLived === 0 ? 0 : base * (0.75 + random() * 0.5), current.signal);
        wokenUp = false;
      }
    };
    void run();
    return {
      stop: () => {
        stopped.abort();
        current.abort();
        doc?.removeEventListener("visibilitychange", onVisibility);
        network?.removeEventListener("online", onOnline);
      },
    };
  }
}
