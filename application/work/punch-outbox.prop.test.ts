import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { PunchRequest, WorkDay } from "../../domain/work/work-api.schema";
import { ApiRejected, ApiServerError, ApiUnreachable } from "../ports/api-error";
import type { NativeBridge } from "../ports/native-bridge.port";
import type { OutboxEntry, OutboxStorage, PunchDevice, TabLock } from "../ports/punch-outbox.port";
import type { WorkApi } from "../ports/work-api.port";
import { ClockPunch, LOCATING_MAX_MS } from "./clock-punch.use-case";
import { PunchOutbox } from "./punch-outbox";

/**
 * Issue 22, model-based: random interleavings of taps in two tabs (some whose location takes long),
 * flushes, the connection going and coming back, time passing, reloads (a tab killed mid-send or
 * while its location is found, a new one over the same storage) and the
 * server's answers (recorded and answered, recorded with the answer lost, lost before it, a
 * server error, a refusal). Every tap gets one id, stored before any send; two live tabs never send one punch at
 * once; a punch is sent only when none tapped before it still waits; nothing the server
 * acknowledged to a live tab is sent again; a punch sent again says it waited (offline); once the connection holds,
 * every punch is recorded by the server, or kept as refused, and nothing waits any more.
 */

/** Day "d-refused" is one the server refuses for good (409), whatever is sent. */
const DAYS = ["d-1", "d-2", "d-refused"] as const;

interface Sent {
  readonly tab: Tab;
  readonly dayId: string;
  readonly request: PunchRequest;
  readonly answer: (result: Awaited<ReturnType<WorkApi["punch"]>>) => void;
}

interface Tab {
  alive: boolean;
  readonly outbox: PunchOutbox;
  readonly punch: ClockPunch;
}

class World {
  readonly entries = new Map<string, OutboxEntry>();
  readonly recorded = new Set<string>();
  readonly acknowledged = new Set<string>();
  readonly sendsOf = new Map<string, PunchRequest[]>();
  readonly inFlight: Sent[] = [];
  readonly taps: string[] = [];
  readonly violations: string[] = [];
  online = true;
  /** The phone's clock: time passes when a step says so. */
  now = 1_000;
  /** The next tap's location takes long (until "fixArrives"); fixes still being found. */
  slowFix = false;
  readonly fixes: { readonly tab: Tab; readonly arrive: () => void }[] = [];
  private holder: Tab | null = null;
  private readonly waiting: { readonly tab: Tab; readonly grant: () => void }[] = [];
  tabs: Tab[] = [];
  private ids = 0;

  readonly storage: OutboxStorage = {
    list: () => [...this.entries.values()],
    put: (entry) => void this.entries.set(entry.request.punchId, entry),
    remove: (punchId) => void this.entries.delete(punchId),
    onExternalChange: () => () => undefined,
  };

  /** Web Locks as the browser keeps them: one holder, granted in order, let go when its tab dies. */
  lockOf(tab: Tab | (() => Tab)): TabLock {
    const me = (): Tab => (typeof tab === "function" ? tab() : tab);
    return {
      exclusive: async (task) => {
        if (this.holder !== null) await new Promise<void>((grant) => this.waiting.push({ tab: me(), grant }));
        this.holder = me();
        try {
          return await task();
        } finally {
          this.release(me());
        }
      },
    };
  }

  private release(tab: Tab): void {
    if (this.holder !== tab) return;
    this.holder = null;
    let next = this.waiting.shift();
    while (next !== undefined && !next.tab.alive) next = this.waiting.shift();
    if (next !== undefined) {
      this.holder = next.tab;
      next.grant();
    }
  }

  newTab(): Tab {
    let self: Tab | null = null;
    const api = {
      punch: (dayId: string, request: PunchRequest) => {
        const tab = self as Tab;
        if (this.acknowledged.has(request.punchId)) this.violations.push(`sent again after its answer: ${request.punchId}`);
        // Two live tabs never send one punch at once (a killed tab's request may still be on its way).
        if (this.inFlight.some((s) => s.tab.alive && s.request.punchId === request.punchId)) this.violations.push(`sent twice at once: ${request.punchId}`);
        // In the order tapped: nothing tapped earlier still waits on the phone (a clock-out never goes ahead of its clock-in).
        const tapOf = (id: string): number => Number(id.slice(2));
        for (const e of this.entries.values())
          if (tapOf(e.request.punchId) < tapOf(request.punchId) && e.refusal === null) this.violations.push(`${request.punchId} sent ahead of ${e.request.punchId}`);
        const before = this.sendsOf.get(request.punchId) ?? [];
        if (before.length > 0 && !request.offline) this.violations.push(`a second send not marked offline: ${request.punchId}`);
        this.sendsOf.set(request.punchId, [...before, request]);
        if (!this.online) return Promise.resolve(Result.fail(new ApiUnreachable({ reason: "offline" })));
        // A killed tab's request may still reach the server, but nobody is left to read its answer.
        return new Promise((answer) => this.inFlight.push({ tab, dayId, request, answer: (r) => tab.alive && answer(r) }));
      },
    } as unknown as WorkApi;
    const fix = Result.succeed({ lat: -6.2, lng: 106.8, accuracyMeters: 5 });
    const bridge = {
      kind: "browser",
      location: () =>
        this.slowFix ? new Promise((resolve) => this.fixes.push({ tab: self as Tab, arrive: () => resolve(fix) })) : Promise.resolve(Result.fail({ _tag: "PermissionDenied" })),
    } as unknown as NativeBridge;
    const clock = { now: () => this.now };
    const device: PunchDevice = {
      storage: this.storage,
      lock: this.lockOf(() => self as Tab),
      offsets: { load: () => 1_500 },
      onReconnect: () => () => undefined,
      browserLocation: async () => null,
    };
    const outbox = new PunchOutbox(api, this.storage, device.lock, clock);
    const punch = new ClockPunch(outbox, bridge, device, clock, () => {
      const id = `p-${++this.ids}`;
      this.taps.push(id);
      return id;
    });
    self = { alive: true, outbox, punch };
    this.tabs.push(self);
    return self;
  }

  /** The location comes, to the pages still alive (a killed page's never does). */
  fixesArrive(): void {
    for (const fix of this.fixes.splice(0)) if (fix.tab.alive) fix.arrive();
  }

  kill(tab: Tab): void {
    tab.alive = false;
    this.release(tab);
    this.tabs = this.tabs.filter((t) => t !== tab);
  }

  /** The server takes a request: records it (a repeated id is the same punch) and answers, or not. */
  deliver(at: number, how: "answer" | "lostAfter" | "lostBefore" | "serverError"): void {
    const [sent] = this.inFlight.splice(at % this.inFlight.length, 1);
    if (sent === undefined) return;
    if (how === "lostBefore") return sent.answer(Result.fail(new ApiUnreachable({ reason: "timeout" })));
    if (how === "serverError") return sent.answer(Result.fail(new ApiServerError({ status: 503 })));
    if (sent.dayId === "d-refused") return sent.answer(Result.fail(new ApiRejected({ status: 409, code: "DAY_NOT_OPEN", details: {} })));
    this.recorded.add(sent.request.punchId);
    if (how === "lostAfter") return sent.answer(Result.fail(new ApiUnreachable({ reason: "timeout" })));
    if (sent.tab.alive) this.acknowledged.add(sent.request.punchId);
    const day = { dayId: sent.dayId, clockIn: { punchId: sent.request.punchId }, clockOut: null } as unknown as WorkDay;
    sent.answer(Result.succeed(day));
  }
}

/** Lets every promise chain that can move, move (the answers, the lock, the flushes). */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

type Step =
  | { readonly kind: "tap"; readonly tab: number; readonly day: number; readonly out: boolean; readonly slowFix: boolean }
  | { readonly kind: "fixArrives" }
  | { readonly kind: "timePasses" }
  | { readonly kind: "flush"; readonly tab: number }
  | { readonly kind: "offline" }
  | { readonly kind: "online" }
  | { readonly kind: "reload"; readonly tab: number }
  | { readonly kind: "secondTab" }
  | { readonly kind: "deliver"; readonly at: number; readonly how: "answer" | "lostAfter" | "lostBefore" | "serverError" };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("tap" as const), tab: fc.nat(3), day: fc.nat(DAYS.length - 1), out: fc.boolean(), slowFix: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: "fixArrives" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "timePasses" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("flush" as const), tab: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ kind: "offline" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "online" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reload" as const), tab: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ kind: "secondTab" as const }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("deliver" as const), at: fc.nat(7), how: fc.constantFrom("answer" as const, "lostAfter" as const, "lostBefore" as const, "serverError" as const) }) },
);

const tabAt = (world: World, i: number): Tab => world.tabs[i % world.tabs.length] as Tab;

const run = async (steps: readonly Step[]): Promise<World> => {
  const world = new World();
  world.newTab();
  for (const s of steps) {
    switch (s.kind) {
      case "tap":
        world.slowFix = s.slowFix;
        void tabAt(world, s.tab).punch.execute(DAYS[s.day] ?? "d-1", s.out ? "out" : "in");
        world.slowFix = false;
        break;
      case "fixArrives":
        world.fixesArrive();
        break;
      case "timePasses":
        // Longer than a punch waits for its location.
        world.now += LOCATING_MAX_MS + 1;
        break;
      case "flush":
        void tabAt(world, s.tab).outbox.flush();
        break;
      case "offline":
        world.online = false;
        break;
      case "online":
        world.online = true;
        for (const tab of world.tabs) void tab.outbox.flush();
        break;
      case "reload": {
        world.kill(tabAt(world, s.tab));
        // The new page's start (startApp) flushes what it finds.
        void world.newTab().outbox.flush();
        break;
      }
      case "secondTab":
        if (world.tabs.length < 3) void world.newTab().outbox.flush();
        break;
      case "deliver":
        world.deliver(s.at, s.how);
        break;
    }
    await settle();
  }
  // Then the connection holds, the locations come (or their wait ends), answers arrive and every tab flushes.
  world.online = true;
  world.fixesArrive();
  world.now += LOCATING_MAX_MS + 1;
  for (let round = 0; round < 200; round++) {
    if (world.inFlight.length > 0) world.deliver(0, "answer");
    else if ([...world.entries.values()].some((e) => e.refusal === null)) for (const tab of world.tabs) void tab.outbox.flush();
    else break;
    await settle();
  }
  return world;
};

describe("the punch outbox (issue 22)", () => {
  it("never loses nor doubles a punch, whatever the order of taps, tabs, reloads, the connection and the answers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const world = await run(steps);
        expect(world.violations).toEqual([]);
        // One id per tap, made once: every id the server saw is a tap's.
        for (const id of world.sendsOf.keys()) expect(world.taps).toContain(id);
        for (const id of world.taps) {
          const entry = world.entries.get(id);
          // Nothing lost: recorded by the server, or kept on the phone as refused (never waiting once online).
          if (entry === undefined) expect(world.recorded.has(id), id).toBe(true);
          else expect(entry.refusal, id).toEqual({ status: 409, code: "DAY_NOT_OPEN" });
        }
      }),
      { numRuns: 150 },
    );
  });
});
