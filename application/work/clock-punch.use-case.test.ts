import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { PunchRequest, WorkDay } from "../../domain/work/work-api.schema";
import { ApiRejected, ApiServerError, ApiUnreachable, type ApiError } from "../ports/api-error";
import type { BridgeFailure, DeviceLocation, NativeBridge } from "../ports/native-bridge.port";
import type { OutboxEntry, OutboxStorage, PunchDevice } from "../ports/punch-outbox.port";
import type { WorkApi } from "../ports/work-api.port";
import { NotLoggedIn } from "../session/not-logged-in";
import { ClockPunch, LOCATING_MAX_MS, newPunchId } from "./clock-punch.use-case";
import { PunchOutbox, type PendingPunch } from "./punch-outbox";

const TAP = Date.parse("2030-03-04T07:58:00+07:00");

const memoryStorage = (): OutboxStorage & { readonly entries: Map<string, OutboxEntry> } => {
  const entries = new Map<string, OutboxEntry>();
  return {
    entries,
    list: () => [...entries.values()],
    put: (entry) => void entries.set(entry.request.punchId, entry),
    remove: (id) => void entries.delete(id),
    onExternalChange: () => () => undefined,
  };
};

type Answer = Result.Result<WorkDay, ApiError | NotLoggedIn>;
const dayOf = (request: PunchRequest): WorkDay => ({ dayId: "d-1", clockIn: { punchId: request.punchId }, clockOut: null }) as unknown as WorkDay;

const setup = (opts: {
  answer?: (request: PunchRequest) => Answer;
  bridge?: { kind: NativeBridge["kind"]; found: Result.Result<DeviceLocation, BridgeFailure> };
  browser?: DeviceLocation | null;
  offset?: number | null;
} = {}) => {
  const storage = memoryStorage();
  const sent: { dayId: string; request: PunchRequest; storedFirst: boolean }[] = [];
  const api = {
    punch: async (dayId: string, request: PunchRequest) => {
      sent.push({ dayId, request, storedFirst: storage.entries.has(request.punchId) });
      return (opts.answer ?? ((r) => Result.succeed(dayOf(r))))(request);
    },
  } as unknown as WorkApi;
  const bridgeFound = opts.bridge ?? { kind: "browser" as const, found: Result.succeed({ lat: -6.2, lng: 106.8, accuracyMeters: 12 }) };
  const bridge = { kind: bridgeFound.kind, location: async () => bridgeFound.found } as unknown as NativeBridge;
  const device: PunchDevice = {
    storage,
    lock: { exclusive: (task) => task() },
    offsets: { load: () => (opts.offset === undefined ? -42_000 : opts.offset) },
    onReconnect: () => () => undefined,
    // In a browser the bridge's location and the device's are the one geolocation.
    browserLocation: async () => (opts.browser !== undefined ? opts.browser : bridgeFound.kind === "browser" && Result.isSuccess(bridgeFound.found) ? bridgeFound.found.success : null),
  };
  const clock = { now: () => TAP };
  const outbox = new PunchOutbox(api, storage, device.lock, clock);
  let n = 0;
  const punch = new ClockPunch(outbox, bridge, device, clock, () => `p-${++n}`);
  return { storage, sent, outbox, punch };
};

describe("ClockPunch (issue 22)", () => {
  it("keeps the punch on the phone before sending it, with the tap's phone time, the learnt offset and a fresh id", async () => {
    const { sent, punch, storage } = setup();
    const outcome = await punch.execute("d-1", "in");
    expect(outcome).toEqual({ kind: "sent", punchId: "p-1", day: expect.objectContaining({ dayId: "d-1" }) });
    expect(sent).toEqual([
      {
        dayId: "d-1",
        storedFirst: true,
        request: { punchId: "p-1", kind: "in", phoneTime: TAP, clockOffsetMs: -42_000, offline: false, location: { point: { lat: -6.2, lng: 106.8 }, accuracyMeters: 12, source: "browser" } },
      },
    ]);
    // Answered: it leaves the phone.
    expect(storage.entries.size).toBe(0);
    // The next tap is a new punch.
    expect((await punch.execute("d-1", "out")).punchId).toBe("p-2");
  });

  it("with no signal says 'waiting to send', and sends it once back, marked as taken offline, with the same id", async () => {
    let online = false;
    const { sent, punch, outbox } = setup({ answer: (r) => (online ? Result.succeed(dayOf(r)) : Result.fail(new ApiUnreachable({ reason: "offline" }))), offset: null });
    expect(await punch.execute("d-1", "in")).toEqual({ kind: "waiting", punchId: "p-1" });
    const seen: (readonly PendingPunch[])[] = [];
    const sentDays: WorkDay[] = [];
    await outbox.watch({ onChange: (p) => seen.push(p), onSent: (d) => sentDays.push(d) });
    expect(seen.at(-1)).toEqual([{ punchId: "p-1", dayId: "d-1", kind: "in", phoneTime: TAP, state: "waiting", refusalCode: null }]);
    online = true;
    await outbox.flush();
    expect(sent.map((s) => [s.request.punchId, s.request.offline, s.request.clockOffsetMs])).toEqual([
      ["p-1", false, null],
      ["p-1", true, null],
    ]);
    expect(seen.at(-1)).toEqual([]);
    expect(sentDays.map((d) => d.clockIn?.punchId)).toEqual(["p-1"]);
    await outbox.flush();
    expect(sent).toHaveLength(2);
  });

  it("a punch that waited behind another with no signal is sent marked as taken offline too, though it was never tried alone", async () => {
    let online = false;
    const { sent, punch, outbox } = setup({ answer: (r) => (online ? Result.succeed(dayOf(r)) : Result.fail(new ApiUnreachable({ reason: "offline" }))) });
    await punch.execute("d-1", "in");
    await punch.execute("d-1", "out");
    online = true;
    await outbox.flush();
    expect(sent.slice(-2).map((s) => [s.request.kind, s.request.offline])).toEqual([
      ["in", true],
      ["out", true],
    ]);
  });

  it("keeps a refusal that will never change, with its code, until the seeker has read it", async () => {
    const { punch, outbox, sent } = setup({ answer: () => Result.fail(new ApiRejected({ status: 409, code: "DAY_NOT_OPEN", details: {} })) });
    expect(await punch.execute("d-1", "in")).toEqual({ kind: "refused", punchId: "p-1", code: "DAY_NOT_OPEN" });
    await outbox.flush();
    expect(sent).toHaveLength(1);
    expect(await outbox.pending()).toEqual([expect.objectContaining({ punchId: "p-1", state: "refused", refusalCode: "DAY_NOT_OPEN" })]);
    await outbox.dismiss("p-1");
    expect(await outbox.pending()).toEqual([]);
  });

  it("keeps waiting through what may pass: a session to renew (401), no session, too many requests, a server error", async () => {
    for (const failure of [
      new ApiRejected({ status: 401, code: "UNAUTHORIZED", details: {} }),
      new ApiRejected({ status: 429, code: "RATE_LIMITED", details: {} }),
      new NotLoggedIn(),
      new ApiServerError({ status: 503 }),
    ]) {
      const { punch, outbox } = setup({ answer: () => Result.fail(failure) });
      expect((await punch.execute("d-1", "out")).kind, failure._tag).toBe("waiting");
      // Dismissing is for refusals only: a waiting punch stays.
      await outbox.dismiss("p-1");
      expect(await outbox.pending()).toHaveLength(1);
    }
  });

  it("sends a day's punches in the order they were tapped: a clock-in that must wait holds back the clock-out", async () => {
    let serverDown = true;
    const { punch, outbox, sent } = setup({ answer: (r) => (serverDown ? Result.fail(new ApiServerError({ status: 503 })) : Result.succeed(dayOf(r))) });
    await punch.execute("d-1", "in");
    serverDown = false;
    // The clock-out's own flush meets the clock-in first, which goes now.
    await punch.execute("d-1", "out");
    serverDown = true;
    const { punch: other, sent: otherSent, outbox: otherOutbox } = setup({ answer: (r) => (r.kind === "in" ? Result.fail(new ApiServerError({ status: 503 })) : Result.succeed(dayOf(r))) });
    await other.execute("d-1", "in");
    await other.execute("d-1", "out");
    expect(sent.map((s) => s.request.kind)).toEqual(["in", "in", "out"]);
    expect(await outbox.pending()).toEqual([]);
    // While the clock-in fails, the clock-out is never sent ahead of it.
    expect(otherSent.map((s) => s.request.kind)).toEqual(["in", "in"]);
    expect((await otherOutbox.pending()).map((p) => p.kind)).toEqual(["in", "out"]);
  });

  it("keeps the tap while its location is found: a page killed meanwhile loses nothing, and the next sends it without one once the wait is over", async () => {
    const storage = memoryStorage();
    const sent: PunchRequest[] = [];
    const api = { punch: async (_dayId: string, request: PunchRequest) => (sent.push(request), Result.succeed(dayOf(request))) } as unknown as WorkApi;
    let now = TAP;
    const clock = { now: () => now };
    const device: PunchDevice = { storage, lock: { exclusive: (task) => task() }, offsets: { load: () => null }, onReconnect: () => () => undefined, browserLocation: async () => null };
    // The bridge never answers: the page is killed while it waits.
    const hanging = { kind: "android", location: () => new Promise(() => undefined) } as unknown as NativeBridge;
    void new ClockPunch(new PunchOutbox(api, storage, device.lock, clock), hanging, device, clock, () => "p-1").execute("d-1", "in");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...storage.entries.keys()]).toEqual(["p-1"]);
    // The next page: within the wait, nothing goes (the location may still come); after it, the punch goes without one.
    const next = new PunchOutbox(api, storage, device.lock, clock);
    await next.flush();
    expect(sent).toEqual([]);
    now += LOCATING_MAX_MS + 1;
    await next.flush();
    expect(sent).toEqual([expect.objectContaining({ punchId: "p-1", phoneTime: TAP, location: null })]);
    // A location that comes after it was sent changes nothing: nothing is stored again.
    await next.located("p-1", { point: { lat: 0, lng: 0 }, accuracyMeters: 1, source: "bridge" });
    expect(storage.entries.size).toBe(0);
  });

  it("takes the location from the native bridge, else the browser's with its accuracy; refused: none, and the punch still goes", async () => {
    const locationOf = async (opts: Parameters<typeof setup>[0]) => {
      const { punch, sent } = setup(opts);
      await punch.execute("d-1", "in");
      return sent[0]?.request.location;
    };
    expect(await locationOf({ bridge: { kind: "android", found: Result.succeed({ lat: -6.3, lng: 106.9, accuracyMeters: 8 }) } })).toEqual({
      point: { lat: -6.3, lng: 106.9 },
      accuracyMeters: 8,
      source: "bridge",
    });
    // A native shell without location: the webview's own geolocation.
    expect(await locationOf({ bridge: { kind: "ios", found: Result.fail({ _tag: "Unsupported" }) }, browser: { lat: -6.1, lng: 106.7, accuracyMeters: 30 } })).toEqual({
      point: { lat: -6.1, lng: 106.7 },
      accuracyMeters: 30,
      source: "browser",
    });
    // The seeker said no: that answer stands, and the punch goes without a location.
    expect(await locationOf({ bridge: { kind: "android", found: Result.fail({ _tag: "PermissionDenied" }) }, browser: { lat: 0, lng: 0, accuracyMeters: 1 } })).toBeNull();
    expect(await locationOf({ bridge: { kind: "browser", found: Result.fail({ _tag: "Timeout" }) } })).toBeNull();
    // No accuracy reported: no margin allowed; a network's guess coarser than the schema allows is sent at its bound.
    expect((await locationOf({ bridge: { kind: "android", found: Result.succeed({ lat: -6.3, lng: 106.9 }) } }))?.accuracyMeters).toBe(0);
    expect((await locationOf({ bridge: { kind: "browser", found: Result.succeed({ lat: -6.3, lng: 106.9, accuracyMeters: 250_000 }) } }))?.accuracyMeters).toBe(100_000);
  });

  it("in a browser, takes the location without the bridge's code (it may not load with no signal); a bridge that fails: the punch goes without", async () => {
    const failing = { kind: "browser", location: () => Promise.reject(new Error("offline: chunk not requested")) } as unknown as NativeBridge;
    const withBridge = async (bridge: NativeBridge, browser: DeviceLocation | null) => {
      const { outbox, sent } = setup();
      const device: PunchDevice = { storage: memoryStorage(), lock: { exclusive: (task) => task() }, offsets: { load: () => null }, onReconnect: () => () => undefined, browserLocation: async () => browser };
      await new ClockPunch(outbox, bridge, device, { now: () => TAP }, () => "p-9").execute("d-1", "in");
      return sent[0]?.request.location;
    };
    expect(await withBridge(failing, { lat: -6.2, lng: 106.8, accuracyMeters: 12 })).toEqual({ point: { lat: -6.2, lng: 106.8 }, accuracyMeters: 12, source: "browser" });
    const brokenNative = { kind: "android", location: () => Promise.reject(new Error("bridge gone")) } as unknown as NativeBridge;
    expect(await withBridge(brokenNative, null)).toBeNull();
  });

  it("makes v4 UUIDs, also where crypto.randomUUID is missing (a page that is not a secure context)", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newPunchId()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 50 }, newPunchId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});
