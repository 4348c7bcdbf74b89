import { describe, expect, it, vi } from "vitest";
import type { PaymentFeedState } from "../../application/ports/offers-api.port";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { PaymentDetail } from "../../domain/payment/payment-api.schema";
import { createHttpClient } from "./http-client";
import { paymentJson } from "../test-support/offer-fixtures";
import { createEventStreamParser, PaymentEventsStream } from "./payment-events.stream";

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

const eventOf = (over: Record<string, unknown>) => `event: payment\ndata: ${JSON.stringify(paymentJson(over))}\n\n`;

const feedWith = (answers: (() => Response)[], session: AuthToken | null = "tok" as AuthToken) => {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const http = createHttpClient({ apiBase: "https://api.gawe.id/api", secret: "s", device: () => "web", language: () => "en", authToken: () => session, fetch: () => Promise.reject(new Error("not used")) });
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), headers: init?.headers as Record<string, string> });
    const next = answers.shift();
    if (next === undefined) return new Promise<Response>(() => undefined);
    return next();
  };
  return { feed: new PaymentEventsStream(http, fetchImpl, { backoffMs: [0, 0, 5], random: () => 0.5 }), requests };
};

/** The real setTimeout, also while a test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;
/** Waits, on the real clock, until `check` holds: at least 10 s on a busy machine before giving up. */
const until = async (check: () => boolean) => {
  for (let i = 0; i < 5_000 && !check(); i++) await new Promise((r) => realSetTimeout(r, 2));
  expect(check()).toBe(true);
};

describe("PaymentEventsStream", () => {
  it("hands on each payment event, decoded, from chunks split anywhere; signed headers, no JSON content type", async () => {
    const first = eventOf({});
    const second = eventOf({ state: { status: "success", method: "virtualAccount", amount: 319_000, refunded: 0 }, transactionId: "TRX-20300309-000001", paidAt: 1_900_000_100_000 });
    const text = `: hello\n\n${first}event: other\ndata: {}\n\ndata: not json\n\nevent: payment\ndata: {"broken":true}\n\n${second}`;
    const { feed, requests } = feedWith([() => streamed([text.slice(0, 37), text.slice(37, 401), text.slice(401)], true)]);
    const seen: PaymentDetail[] = [];
    const states: PaymentFeedState[] = [];
    const stop = feed.watch("pay 1", { onPayment: (p) => seen.push(p), onState: (s) => states.push(s) });
    await until(() => seen.length === 2);
    stop();
    expect(seen.map((p) => p.state.status)).toEqual(["pending", "success"]);
    expect(states).toEqual(["live"]);
    expect(requests[0]?.url).toBe("https://api.gawe.id/api/payments/pay%201/events");
    expect(requests[0]?.headers).toMatchObject({ Accept: "text/event-stream", Authorization: "Bearer tok" });
    expect(requests[0]?.headers.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(requests[0]?.headers["Content-Type"]).toBeUndefined();
  });

  it("watches nothing and asks nothing when no payment is named (issue 19: no /payments//events)", async () => {
    const { feed, requests } = feedWith([() => streamed([eventOf({})], true)]);
    const stop = feed.watch("", { onPayment: () => undefined });
    await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(requests).toEqual([]);
  });

  it("watches nothing and asks nothing without a session (moved from the offer use cases' 'needs a session')", async () => {
    const { feed, requests } = feedWith([() => streamed([eventOf({})], true)], null);
    const states: PaymentFeedState[] = [];
    const stop = feed.watch("pay-1", { onPayment: () => undefined, onState: (s) => states.push(s) });
    await until(() => states.length === 1);
    stop();
    expect(states).toEqual(["stopped"]);
    expect(requests).toEqual([]);
  });

  it("reconnects after the stream ends or the network fails, with a fresh nonce each time", async () => {
    const { feed, requests } = feedWith([
      () => streamed([eventOf({})]),
      () => {
        throw new TypeError("network");
      },
      () => new Response("busy", { status: 503 }),
      () => streamed([eventOf({ state: { status: "failed", method: "virtualAccount", amount: 319_000, cause: "expired", refunded: 0 } })], true),
    ]);
    const seen: string[] = [];
    const states: PaymentFeedState[] = [];
    const stop = feed.watch("pay-1", { onPayment: (p) => seen.push(p.state.status), onState: (s) => states.push(s) });
    await until(() => seen.length === 2);
    stop();
    expect(seen).toEqual(["pending", "failed"]);
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((r) => r.headers.nonce)).size).toBe(4);
    expect(states).toEqual(["live", "reconnecting", "reconnecting", "live"]);
  });

  it("waits longer and longer while every stream closes at once: never a tight loop", async () => {
    const requests: unknown[] = [];
    const custom = new PaymentEventsStream(
      createHttpClient({ apiBase: "/api", secret: "s", device: () => "web", language: () => "en", authToken: () => "tok" as AuthToken, fetch: () => Promise.reject(new Error("not used")) }),
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
      const stop = custom.watch("pay-1", { onPayment: () => undefined });
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
    const feed = new PaymentEventsStream(
      createHttpClient({ apiBase: "/api", secret: "s", device: () => "web", language: () => "en", authToken: () => "tok" as AuthToken, fetch: () => Promise.reject(new Error("not used")) }),
      async () => {
        requests.push(clock);
        return (answers.shift() ?? (() => streamed([], true)))();
      },
      // Without the fresh start, the fourth connect would wait 5 s.
      { backoffMs: [1, 2, 5_000], random: () => 0.5, now: () => clock, healthyMs: 15_000 },
    );
    const stop = feed.watch("pay-1", { onPayment: () => undefined });
    await until(() => requests.length === 4);
    stop();
    expect(requests).toEqual([0, 0, 0, 20_000]);
  });

  it("gives up on a final refusal, and stops reading when told", async () => {
    const { feed, requests } = feedWith([() => new Response(JSON.stringify({ error: { code: "FORBIDDEN" } }), { status: 403 })]);
    const states: PaymentFeedState[] = [];
    feed.watch("pay-1", { onPayment: () => undefined, onState: (s) => states.push(s) });
    await until(() => states.length === 1);
    expect(states).toEqual(["stopped"]);
    expect(requests).toHaveLength(1);

    const open = feedWith([() => streamed([eventOf({})], true)]);
    const got: string[] = [];
    const stop = open.feed.watch("pay-1", { onPayment: (p) => got.push(p.paymentId) });
    await until(() => got.length === 1);
    stop();
    await new Promise((r) => setTimeout(r, 20));
    expect(open.requests).toHaveLength(1);
  });
});
