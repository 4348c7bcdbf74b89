import { describe, expect, it } from "vitest";
import type { UserEvent } from "../../domain/events/user-event.schema";
import type { UserId } from "../../domain/identity/session.schema";
import type { WorkDay } from "../../domain/work/work-api.schema";
import { toWibIso } from "../../domain/shared/wib-time";
import type { Db } from "../store/db.schema";
import { createStore } from "../store/store";
import { createMockClock } from "./clock";
import type { StreamEvent } from "./endpoint";
import { createUserEventHub, type AddressedEvent, type ClockEventSource } from "./user-events";

/**
 * The per-user event log (GET /api/events): what each user gets, what a reconnect is replayed,
 * and when the server says `resync`. The HTTP side (headers, keep-alive, the session ending, the
 * payment and offer sources) is in features/payments/payments.test.ts and features/offers/offers.test.ts.
 */

const NOW = Date.parse("2026-11-20T09:00:00+07:00");
const USERS = ["seeker-a", "seeker-b", "provider-x"] as const;

/** The least data the hub reads (sessions, accounts), plus what the test's source says the next commit tells. */
type TestDb = Db & { readonly tells: readonly AddressedEvent[] };
const seed = (): Db =>
  ({
    sessions: USERS.map((u) => ({ token: `token-${u}`, userId: u, createdAt: toWibIso(NOW) })),
    accounts: USERS.map((u) => ({ userId: u })),
    tells: [],
  }) as unknown as Db;

const setup = (logSize?: number, clockSources: readonly ClockEventSource[] = []) => {
  const clock = createMockClock(() => NOW);
  const store = createStore({ now: () => NOW, log: () => undefined, seed });
  const hub = createUserEventHub({
    store,
    clock,
    sources: [(before, after) => (before === after ? [] : (after as TestDb).tells)],
    tick: (db) => db,
    clockSources,
    ...(logSize === undefined ? {} : { logSize }),
  });
  const tell = (...tells: AddressedEvent[]) => store.commit({ ...store.current(), tells } as TestDb);
  const connect = (user: (typeof USERS)[number], lastEventId?: string) => {
    const got: StreamEvent[] = [];
    let ended = false;
    const stream = hub.stream(user, `token-${user}`, lastEventId);
    const close = stream.open(
      (e) => got.push(e),
      () => {
        ended = true;
      },
    );
    return { got, close, ended: () => ended, kinds: () => got.map((e) => e.event), last: () => got.at(-1)?.id, tick: () => stream.tick?.(store.current(), clock.now()) };
  };
  return { store, tell, connect, clock };
};

const order = (orderId: string): UserEvent => ({ kind: "order", orderId }) as UserEvent;
const to = (users: readonly string[], event: UserEvent): AddressedEvent => ({ to: users as readonly UserId[], event });

describe("the per-user event stream", () => {
  it("starts with resync when the client names no last event, then sends each new event with a growing id", () => {
    const { tell, connect } = setup();
    const x = connect("provider-x");
    expect(x.got).toEqual([{ id: expect.stringMatching(/^[0-9a-f]+-0$/), event: "resync", data: { kind: "resync" } }]);
    tell(to(["provider-x"], order("ORD-1")));
    tell(to(["provider-x"], order("ORD-2")));
    expect(x.got.slice(1).map((e) => e.data)).toEqual([order("ORD-1"), order("ORD-2")]);
    const seqs = x.got.map((e) => Number(e.id.split("-")[1]));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it("replays exactly what a reconnect missed after its Last-Event-ID", () => {
    const { tell, connect } = setup();
    const first = connect("provider-x");
    tell(to(["provider-x"], order("ORD-1")));
    const seen = first.last();
    first.close();
    tell(to(["provider-x"], order("ORD-2")), to(["seeker-a"], order("ORD-9")));
    tell(to(["provider-x"], order("ORD-3")));
    const again = connect("provider-x", seen);
    expect(again.got.map((e) => e.data)).toEqual([order("ORD-2"), order("ORD-3")]);
    // Nothing missed: nothing replayed, no resync.
    expect(connect("provider-x", again.last()).got).toEqual([]);
  });

  it("answers resync for an id it does not hold: too old for the log, from another run, from the future, malformed", () => {
    const { tell, connect } = setup(2);
    const first = connect("provider-x");
    const seen = first.last() ?? "";
    first.close();
    for (const n of [1, 2, 3]) tell(to(["provider-x"], order(`ORD-${n}`)));
    const run = seen.split("-")[0];
    for (const id of [seen, `${run === "0" ? "1" : "0"}${run?.slice(1) ?? ""}-1`, `${run ?? ""}-999`, "garbage", ""]) {
      const c = connect("provider-x", id);
      expect([id, c.kinds()]).toEqual([id, ["resync"]]);
      // The resync's id is where the next replay starts: from it, the next event and nothing older.
      const resync = c.last();
      tell(to(["provider-x"], order("ORD-next")));
      expect(connect("provider-x", resync).got.map((e) => e.data)).toEqual([order("ORD-next")]);
      c.close();
    }
    // Within the log's two events: replayed, no resync.
    const from = connect("provider-x").last();
    tell(to(["provider-x"], order("ORD-4")));
    tell(to(["provider-x"], order("ORD-5")));
    expect(connect("provider-x", from).got.map((e) => e.data)).toEqual([order("ORD-4"), order("ORD-5")]);
  });

  it("gives each user only the events addressed to them: a seeker never sees another seeker's working day", () => {
    const { tell, connect } = setup();
    const a = connect("seeker-a");
    const b = connect("seeker-b");
    const x = connect("provider-x");
    const dayOfA = { kind: "workDay", day: { dayId: "ATT-1", seekerId: "seeker-a", clockIn: { location: { lat: -6.2, lng: 106.8 } } } as unknown as WorkDay } as const;
    // One event addressed twice to the same user is sent once.
    tell(to(["seeker-a", "provider-x", "seeker-a"], dayOfA));
    tell(to(["seeker-b"], order("ORD-B")));
    expect(a.got.slice(1).map((e) => e.data)).toEqual([dayOfA]);
    expect(x.got.slice(1).map((e) => e.data)).toEqual([dayOfA]);
    expect(b.got.slice(1).map((e) => e.data)).toEqual([order("ORD-B")]);
    // Nor on a replay: b's log holds b's events only.
    expect(connect("seeker-b", b.got[0]?.id).got.map((e) => e.data)).toEqual([order("ORD-B")]);
  });

  it("ends a stream when its session ends, and lets go of a closed one", () => {
    const { store, tell, connect } = setup();
    const a = connect("seeker-a");
    const x = connect("provider-x");
    x.close();
    tell(to(["provider-x"], order("ORD-1")));
    expect(x.got.map((e) => e.event)).toEqual(["resync"]);
    store.commit({ ...store.current(), sessions: store.current().sessions.filter((s) => s.userId !== "seeker-a"), tells: [] } as TestDb);
    expect(a.ended()).toBe(true);
  });

  it("tells what the clock alone changed once per stretch of mock time, at a keep-alive or a commit, whichever comes first", () => {
    const ENDS = NOW + 3_600_000;
    // A stand-in for a day that turns absent when its shift ends at ENDS.
    const endings: ClockEventSource = (_db, from, until) => (from < ENDS && ENDS <= until ? [to(["seeker-a"], order("ORD-ENDED"))] : []);
    const { clock, connect, tell } = setup(undefined, [endings]);
    const a = connect("seeker-a");
    const b = connect("seeker-a");
    a.tick();
    clock.advance(3600);
    a.tick();
    b.tick();
    tell(to(["seeker-a"], order("ORD-1")));
    expect(a.got.slice(1).map((e) => e.data)).toEqual([order("ORD-ENDED"), order("ORD-1")]);
    expect(b.got.slice(1).map((e) => e.data)).toEqual([order("ORD-ENDED"), order("ORD-1")]);
    // Set back and forward again over the same end: a new stretch, told again (the data reads so again).
    clock.advance(-7200);
    tell();
    clock.advance(7200);
    tell();
    expect(a.got.slice(1).map((e) => e.data)).toEqual([order("ORD-ENDED"), order("ORD-1"), order("ORD-ENDED")]);
  });
});
