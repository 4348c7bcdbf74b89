import { describe, expect, it, vi } from "vitest";
import type { UserEventsListener, UserEventsState } from "../../application/ports/user-events.port";
import type { UserEvent } from "../../domain/events/user-event.schema";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { PaymentDetail } from "../../domain/payment/payment-api.schema";
import { createHttpClient } from "./http-client";
import { paymentJson } from "../test-support/offer-fixtures";
import { createEventStreamParser, UserEventsStream, type UserEventsOptions } from "./user-events.stream";

describe("event stream parser", () => {
  it("dispatches an event at its blank line, joining data lines and skipping comments", () => {
    const parse = createEventStreamParser();
    expect(parse(": ping\n\nevent: payment\ndata: {\"a\":\ndata: 1}\n\ndata:plain\n\n")).toEqual([
      { event: "payment", data: '{"a":\n1}' },
      { event: "message", data: "plain" },
    ]);
  });

  it("keeps lines, fields and CRLF endings split across chunks, and any line ending", () => {
    const text = "event: payment\r\ndata: {\"paymentId\":\"p-1\"}\r\n\r\nevent: payment\rdata: two\r\rid: 3\nevent: payment\ndata: three\n\n";
    const whole = createEventStreamParser()(text);
    expect(whole.map((e) => e.data)).toEqual(['{"paymentId":"p-1"}', "two", "three"]);
    // Every split point, and one character at a time.
    for (let cut = 1; cut < text.length; cut++) {
      const parse = createEventStreamParser();
      expect([...parse(text.slice(0, cut)), ...parse(text.slice(cut))], `cut at ${cut}`).toEqual(whole);
    }
    const parse = createEventStreamParser();
    expect([...text].flatMap((c) => parse(c))).toEqual(whole);
  });

  it("gives an event its id; the id ends with the event", () => {
    const parse = createEventStreamParser();
    expect(parse("id: r-7\nevent: offer\ndata: x\n\nevent: offer\ndata: y\n\nid: a\0b\ndata: z\n\n")).toEqual([
      { event: "offer", data: "x", id: "r-7" },
      { event: "offer", data: "y" },
      { event: "message", data: "z" },
    ]);
  });

  it("holds an event until its blank line arrives", () => {
    const parse = createEventStreamParser();
    expect(parse("event: payment\ndata: x\n")).toEqual([]);
    expect(parse("\n")).toEqual([{ event: "payment", data: "x" }]);
  });
});

/** A response whose body streams the given chunks, then ends (or stays open). */
const streamed = (chunks: readonly string[], open = false): Response => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      if (!open) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
};

let seq = 0;
/** One `payment` event with its id, as the server frames it. */
const eventOf = (over: Record<string, unknown>, id = `run-${++seq}`) => `id: ${id}\nevent: payment\ndata: ${JSON.stringify({ kind: "payment", payment: paymentJson(over) })}\n\n`;

const clientWith = (session: () => AuthToken | null = () => "tok" as AuthToken, apiBase = "https://api.gawe.id/api") =>
  createHttpClient({ apiBase, secret: "s", device: () => "web", language: () => "en", authToken: session, fetch: () => Promise.reject(new Error("not used")) });

const feedWith = (answers: (() => Response)[], options: UserEventsOptions & { session?: () => AuthToken | null } = {}) => {
  const requests: { url: string; headers: Record<string, string>; signal: AbortSignal | undefined }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), headers: init?.headers as Record<string, string>, signal: init?.signal ?? undefined });
    const next = answers.shift();
    // No answer left: a stream that stays open until the connection is aborted.
    if (next === undefined)
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    return next();
  };
  const { session, ...rest } = options;
  return { feed: new UserEventsStream(clientWith(session), fetchImpl, { backoffMs: [0, 0, 5], random: () => 0.5, ...rest }), requests };
};

/** A listener that records what it is told. */
const recorder = () => {
  const events: UserEvent[] = [];
  const states: UserEventsState[] = [];
  const listener: UserEventsListener = { onEvent: (e) => events.push(e), onState: (s) => states.push(s) };
  return { listener, events, states, payments: () => events.flatMap((e) => (e.kind === "payment" ? [e.payment] : [])) };
};

/** The real setTimeout, also while a test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;
/** Waits, on the real clock, until `check` holds: at least 10 s on a busy machine before giving up. */
const until = async (check: () => boolean) => {
  for (let i = 0; i < 5_000 && !check(); i++) await new Promise((r) => realSetTimeout(r, 2));
  expect(check()).toBe(true);
};

describe("UserEventsStream", () => {
  it("hands on each event, decoded, from chunks split anywhere, and drops what does not decode; signed headers, no JSON content type", async () => {
    const first = eventOf({});
    const second = eventOf({ state: { status: "success", method: "virtualAccount", amount: 319_000, refunded: 0 }, transactionId: "TRX-20300309-000001", paidAt: 1_900_000_100_000 });
    const offer = `id: run-x\nevent: offer\ndata: ${JSON.stringify({ kind: "offer", offerId: "o-1", state: { status: "accepted", amount: 319_000 } })}\n\n`;
    const text = `: hello\n\n${first}event: other\ndata: {}\n\ndata: not json\n\nevent: newKind\ndata: {"kind":"chat","text":"hi"}\n\nevent: payment\ndata: {"kind":"payment","broken":true}\n\n${second}${offer}`;
    const { feed, requests } = feedWith([() => streamed([text.slice(0, 37), text.slice(37, 401), text.slice(401)], true)]);
    const r = recorder();
    const stop = await feed.listen(r.listener);
    await until(() => r.events.length === 3);
    stop();
    expect(r.payments().map((p: PaymentDetail) => p.state.status)).toEqual(["pending", "success"]);
    expect(r.events[2]).toEqual({ kind: "offer", offerId: "o-1", state: { status: "accepted", amount: 319_000 } });
    expect(r.states).toEqual(["live"]);
    expect(requests[0]?.url).toBe("https://api.gawe.id/api/events");
    expect(requests[0]?.headers).toMatchObject({ Accept: "text/event-stream", Authorization: "Bearer tok" });
    expect(requests[0]?.headers["Last-Event-ID"]).toBeUndefined();
    expect(requests[0]?.headers.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(requests[0]?.headers["Content-Type"]).toBeUndefined();
  });

  it("keeps ONE connection however many screens listen; the last one to stop closes it", async () => {
    const { feed, requests } = feedWith([() => streamed([eventOf({})], true)]);
    const a = recorder();
    const b = recorder();
    const stopA = await feed.listen(a.listener);
    await until(() => a.events.length === 1);
    const stopB = await feed.listen(b.listener);
    // A screen that joins a live connection is told so at once.
    expect(b.states).toEqual(["live"]);
    stopA();
    expect(requests[0]?.signal?.aborted).toBe(false);
    stopB();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal?.aborted).toBe(true);
    // Listening again opens a new one.
    const stopC = await feed.listen(recorder().listener);
    await until(() => requests.length === 2);
    stopC();
  });

  it("listens to nothing and asks nothing without a session", async () => {
    const { feed, requests } = feedWith([() => streamed([eventOf({})], true)], { session: () => null });
    const r = recorder();
    const stop = await feed.listen(r.listener);
    await until(() => r.states.length === 1);
    stop();
    expect(r.states).toEqual(["stopped"]);
    expect(requests).toEqual([]);
  });

  it("reconnects after the stream ends or the network fails, with a fresh nonce and the last event's id", async () => {
    const { feed, requests } = feedWith([
      () => streamed([eventOf({}, "run-41")]),
      () => {
        throw new TypeError("network");
      },
      () => new Response("busy", { status: 503 }),
      () => streamed([eventOf({ state: { status: "failed", method: "virtualAccount", amount: 319_000, cause: "expired", refunded: 0 } }, "run-42")], true),
    ]);
    const r = recorder();
    const stop = await feed.listen(r.listener);
    await until(() => r.events.length === 2);
    stop();
    expect(r.payments().map((p) => p.state.status)).toEqual(["pending", "failed"]);
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((q) => q.headers.nonce)).size).toBe(4);
    expect(requests.map((q) => q.headers["Last-Event-ID"])).toEqual([undefined, "run-41", "run-41", "run-41"]);
    expect(r.states).toEqual(["live", "reconnecting", "reconnecting", "live"]);
  });

  it("hands on a resync after a reconnect (the screens read again), not the one that starts a first connect", async () => {
    const resync = (id: string) => `id: ${id}\nevent: resync\ndata: {"kind":"resync"}\n\n`;
    const { feed, requests } = feedWith([() => streamed([resync("run-1")]), () => streamed([resync("run-5")], true)]);
    const r = recorder();
    const stop = await feed.listen(r.listener);
    await until(() => r.events.length === 1);
    stop();
    expect(r.events).toEqual([{ kind: "resync" }]);
    expect(requests.map((q) => q.headers["Last-Event-ID"])).toEqual([undefined, "run-1"]);
  });

  it("never names another session's last event", async () => {
    let session = "tok" as AuthToken;
    const { feed, requests } = feedWith([() => streamed([eventOf({}, "run-7")])], { session: () => session });
    // Another account logs in while the first event is read, before the stream ends.
    const stop = await feed.listen({
      onEvent: () => {
        session = "other" as AuthToken;
      },
    });
    await until(() => requests.length === 2);
    stop();
    expect(requests[1]?.headers).toMatchObject({ Authorization: "Bearer other" });
    expect(requests[1]?.headers["Last-Event-ID"]).toBeUndefined();
  });

  it("reconnects at once when the page comes back to the foreground, naming the last event", async () => {
    const listeners = new Set<() => void>();
    const doc = {
      visibilityState: "visible" as DocumentVisibilityState,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    } as unknown as NonNullable<UserEventsOptions["document"]>;
    const show = (state: DocumentVisibilityState) => {
      (doc as { visibilityState: DocumentVisibilityState }).visibilityState = state;
      for (const l of [...listeners]) l();
    };
    // A long backoff: only the foreground can explain a reconnect within the test.
    const { feed, requests } = feedWith([() => streamed([eventOf({}, "run-9")], true)], { document: doc, backoffMs: [60_000] });
    const r = recorder();
    const stop = await feed.listen(r.listener);
    await until(() => r.events.length === 1);
    show("hidden");
    expect(requests).toHaveLength(1);
    show("visible");
    await until(() => requests.length === 2);
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(requests[1]?.headers["Last-Event-ID"]).toBe("run-9");
    // Visible without having been hidden: nothing to do.
    show("visible");
    await new Promise((done) => setTimeout(done, 20));
    expect(requests).toHaveLength(2);
    stop();
    expect(listeners.size).toBe(0);
  });

  it("reconnects at once when the phone is back online, not after the pause its failures grew", async () => {
    const listeners = new Set<() => void>();
    const network = {
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    } as unknown as NonNullable<UserEventsOptions["network"]>;
    // The stream's first connection fails (no signal); the pause after it is a minute long.
    const { feed, requests } = feedWith([() => {
        throw new TypeError("Failed to fetch");
      }], { network, backoffMs: [60_000] });
    const r = recorder();
    const stop = await feed.listen(r.listener);
    await until(() => r.states.includes("reconnecting"));
    expect(requests).toHaveLength(1);
    for (const l of [...listeners]) l();
    await until(() => requests.length === 2);
    stop();
    expect(listeners.size).toBe(0);
  });

  it("waits longer and longer while every stream closes at once: never a tight loop", async () => {
    const requests: unknown[] = [];
    const custom = new UserEventsStream(
      clientWith(undefined, "/api"),
      async (input) => {
        requests.push(input);
        return streamed([eventOf({})]);
      },
      { backoffMs: [20, 200, 5_000], random: () => 0.5 },
    );
    // The pauses on a fake clock, each connect awaited as it happens (signing and reading a stream
    // take real time, more of it on a busy machine): the figures do not depend on the machine's load.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const stop = await custom.listen({ onEvent: () => undefined });
      const connected = (n: number) => until(() => requests.length === n);
      const pausing = () => until(() => vi.getTimerCount() === 1);
      await connected(1);
      // The stream ends at once; the next connect waits 20 ms, then 200, then 5 s: never sooner.
      for (const [n, pauseMs] of [[2, 20], [3, 200], [4, 5_000]] as const) {
        await pausing();
        await vi.advanceTimersByTimeAsync(pauseMs - 1);
        // Still pausing: the pause's timer has not fired (the connect it starts may take real time to show).
        expect(vi.getTimerCount(), `the pause before connect ${n}`).toBe(1);
        expect(requests).toHaveLength(n - 1);
        await vi.advanceTimersByTimeAsync(1);
        await connected(n);
      }
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts again from the shortest wait after a stream that stayed open", async () => {
    let clock = 0;
    const requests: number[] = [];
    const answers = [
      () => streamed([eventOf({})]),
      () => streamed([eventOf({})]),
      () => {
        clock += 20_000;
        return streamed([eventOf({})]);
      },
      () => streamed([eventOf({})], true),
    ];
    const feed = new UserEventsStream(
      clientWith(undefined, "/api"),
      async () => {
        requests.push(clock);
        return (answers.shift() ?? (() => streamed([], true)))();
      },
      // Without the fresh start, the fourth connect would wait 5 s.
      { backoffMs: [1, 2, 5_000], random: () => 0.5, now: () => clock, healthyMs: 15_000 },
    );
    const stop = await feed.listen({ onEvent: () => undefined });
    await until(() => requests.length === 4);
    stop();
    expect(requests).toEqual([0, 0, 0, 20_000]);
  });

  it("gives up on a final refusal, and stops reading when told", async () => {
    const { feed, requests } = feedWith([() => new Response(JSON.stringify({ error: { code: "UNAUTHENTICATED" } }), { status: 401 })]);
    const r = recorder();
    await feed.listen(r.listener);
    await until(() => r.states.length === 1);
    expect(r.states).toEqual(["stopped"]);
    expect(requests).toHaveLength(1);

    const open = feedWith([() => streamed([eventOf({})], true)]);
    const got = recorder();
    const stop = await open.feed.listen(got.listener);
    await until(() => got.events.length === 1);
    stop();
    await new Promise((done) => setTimeout(done, 20));
    expect(open.requests).toHaveLength(1);
  });

  it("keeps handing events to the other screens when one screen's handler throws", async () => {
    const { feed } = feedWith([() => streamed([eventOf({}), eventOf({})], true)]);
    const good = recorder();
    const stopBad = await feed.listen({
      onEvent: () => {
        throw new Error("a screen's bug");
      },
    });
    const stopGood = await feed.listen(good.listener);
    await until(() => good.events.length === 2);
    stopBad();
    stopGood();
  });
});
