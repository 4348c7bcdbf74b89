import { randomBytes } from "node:crypto";
import { UserEvent } from "../../domain/events/user-event.schema";
import type { UserId } from "../../domain/identity/session.schema";
import type { Db } from "../store/db.schema";
import type { Store } from "../store/store";
import { callerOf, findCaller } from "./caller";
import type { MockClock } from "./clock";
import { endpoint, type Endpoint, type EventStream, type StreamEvent } from "./endpoint";

/** An event and the users it is for: each of them, and nobody else, gets it on their stream. */
export interface AddressedEvent {
  readonly to: readonly UserId[];
  readonly event: UserEvent;
}

/**
 * What a feature tells of one commit (docs/api.md "Events"): the events the change from `before`
 * to `after` makes, each addressed to the users who may see what it carries. Listed in
 * features/registry.ts; http/ names no feature.
 */
export type UserEventSource = (before: Db, after: Db) => ReadonlyArray<AddressedEvent>;

/**
 * What a feature tells of the clock alone: what reads differently at `to` than at `from` with the
 * data unchanged (a working day nobody clocked turns absent when its shift ends). The hub asks it
 * once for each stretch of the mock's time, at every commit and every keep-alive.
 */
export type ClockEventSource = (db: Db, from: number, to: number) => ReadonlyArray<AddressedEvent>;

/**
 * Decision: the server keeps each user's last 100 events, in memory. A phone that comes back
 * within them (a tunnel, a locked screen, a webview in the background) is replayed exactly what
 * it missed; one that was away for longer, or whose last id is from before a restart, is told
 * `resync` and reads its screens again, which is always correct, only one request more.
 */
export const USER_EVENT_LOG_SIZE = 100;

interface Logged {
  readonly seq: number;
  readonly event: UserEvent;
}

interface UserLog {
  events: Logged[];
  /** The highest seq let go of: a client whose last id is below it missed something the log no longer has. */
  dropped: number;
}

interface Connection {
  readonly userId: string;
  readonly token: string;
  readonly send: (e: StreamEvent) => void;
  readonly end: () => void;
}

export interface UserEventHub {
  /** The user's stream: what was missed since `lastEventId` (or `resync`), then every new event. */
  stream(userId: string, token: string, lastEventId: string | undefined): EventStream;
  /**
   * The clock was moved by hand (the dev area): the clock sources are told the new stretch, and what
   * their telling keeps is committed, now rather than at the next keep-alive, so a test that moves
   * the clock waits on the event, not on a tick.
   */
  clockMoved(): void;
}

export interface HubDeps {
  readonly store: Store;
  readonly clock: MockClock;
  readonly sources: readonly UserEventSource[];
  /** What the clock makes of the data with no request (expiries), committed at each keep-alive while a stream is open. */
  readonly tick: (db: Db, now: number) => Db;
  readonly clockSources?: readonly ClockEventSource[];
  /**
   * What the clock's telling keeps in the data (an interview reminder's card in the chat): committed
   * at each keep-alive, and at once when the clock is moved by hand.
   */
  readonly keepTold?: (db: Db, now: number) => Db;
  readonly logSize?: number;
}

/**
 * The per-user event log and its open streams. Ids are `<run>-<seq>`: `seq` grows with every event
 * the server writes, `run` is new at every start, so an id from before a restart (when the log was
 * emptied) is never taken for one of this run's.
 */
export const createUserEventHub = ({ store, clock, sources, tick, clockSources = [], keepTold = (db) => db, logSize = USER_EVENT_LOG_SIZE }: HubDeps): UserEventHub => {
  const run = randomBytes(4).toString("hex");
  let seq = 0;
  const logs = new Map<string, UserLog>();
  const connections = new Set<Connection>();
  const idOf = (n: number): string => `${run}-${n}`;
  const logOf = (userId: string): UserLog => {
    const existing = logs.get(userId);
    if (existing !== undefined) return existing;
    const created: UserLog = { events: [], dropped: 0 };
    logs.set(userId, created);
    return created;
  };
  const frameOf = ({ seq: n, event }: Logged): StreamEvent => ({ id: idOf(n), event: event.kind, data: event });

  const publish = (events: ReadonlyArray<AddressedEvent>): void => {
    for (const { to, event } of events)
      for (const userId of new Set<string>(to)) {
        seq += 1;
        const logged = { seq, event };
        const log = logOf(userId);
        log.events.push(logged);
        if (log.events.length > logSize) log.dropped = log.events.shift()?.seq ?? log.dropped;
        for (const c of connections) if (c.userId === userId) c.send(frameOf(logged));
      }
  };

  // The stretch of mock time already told: each instant once, whichever stream's keep-alive or
  // commit comes first; a clock set back starts a new stretch and tells nothing of the old one.
  let clockToldUntil = clock.now();
  const tellClock = (db: Db): void => {
    const now = clock.now();
    const from = clockToldUntil;
    clockToldUntil = now;
    if (now > from) for (const source of clockSources) publish(source(db, from, now));
  };

  let previous = store.current();
  store.onCommit((after) => {
    const before = previous;
    previous = after;
    for (const source of sources) publish(source(before, after));
    tellClock(after);
    // A stream lives as long as its session: logging out (or the session expiring) closes it.
    const now = clock.now();
    for (const c of [...connections]) if (findCaller(after, `Bearer ${c.token}`, now) === undefined) c.end();
  });

  /** The keep-alive's: what the clock decided (committed by the stream, which tells it), else what only reads differently now. */
  const tickAndTell = (db: Db, now: number): Db => {
    const next = keepTold(tick(db, now), now);
    if (next === db) tellClock(db);
    return next;
  };

  /** What a reconnect from `lastEventId` missed, or null when the log cannot say (then: resync). */
  const missed = (userId: string, lastEventId: string | undefined): Logged[] | null => {
    const match = /^([0-9a-f]+)-(\d{1,15})$/.exec(lastEventId?.trim() ?? "");
    if (match === null || match[1] !== run) return null;
    const last = Number(match[2]);
    const log = logOf(userId);
    if (last > seq || last < log.dropped) return null;
    return log.events.filter((e) => e.seq > last);
  };

  return {
    stream: (userId, token, lastEventId) => ({
      tick: tickAndTell,
      open: (send, end) => {
        const replay = missed(userId, lastEventId);
        if (replay === null) send({ id: idOf(seq), event: "resync", data: { kind: "resync" } });
        else for (const e of replay) send(frameOf(e));
        const connection = { userId, token, send, end };
        connections.add(connection);
        return () => connections.delete(connection);
      },
    }),
    // Only what the telling keeps: the rest the clock decides (expiries) stays for the next read or keep-alive.
    clockMoved: () => {
      const current = store.current();
      const next = keepTold(current, clock.now());
      if (next === current) tellClock(current);
      else store.commit(next);
    },
  };
};

/** GET /api/events: the caller's one stream (docs/api.md "Events"). */
export const userEventsEndpoint = (hub: UserEventHub): Endpoint =>
  endpoint({
    method: "GET",
    path: "/api/events",
    success: { status: 200, schema: UserEvent, mediaType: "text/event-stream" },
    auth: "bearer",
    area: "api",
    summary:
      "The caller's live events as Server-Sent Events (`id:`, `event:` the kind, `data:` the UserEvent): after a `Last-Event-ID` what was missed, or `resync` when the server cannot say (no id, older than its log of 100 per user, from before a restart); a keep-alive comment every 15 s; closed when the session ends",
    handle: (ctx) => {
      const { token, account } = callerOf(ctx.caller);
      return { status: 200, stream: hub.stream(account.userId, token, ctx.headers["last-event-id"]) };
    },
  });
