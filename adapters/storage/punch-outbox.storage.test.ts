import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "../../application/ports/punch-outbox.port";
import type { WorkApi } from "../../application/ports/work-api.port";
import { PunchOutbox } from "../../application/work/punch-outbox";
import type { PunchId } from "../../domain/work/work-api.schema";
import { fakeWindow, storageEvent } from "../test-support/fake-window";
import { clockOffsetStore, saveClockOffset } from "./clock-offset.storage";
import { LEASE_MS } from "./outbox.storage";
import { browserPunchDevice, localStorageOutbox, punchTabLock as tabLock, type PunchWindow } from "./punch-outbox.storage";
import { CLOCK_OFFSET_KEY, PUNCH_OUTBOX_KEY, PUNCH_OUTBOX_LEASE_KEY } from "./storage-keys";

const entry = (punchId: string, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  dayId: "d-1",
  request: { punchId: punchId as PunchId, kind: "in", phoneTime: 1_900_000_000_000, clockOffsetMs: -3_000, offline: false, location: null },
  tries: 0,
  refusal: null,
  locatingUntil: null,
  ...over,
});

/** The signed-in user an outbox keeps entries for. */
const SITI = () => "u-seeker-siti";

const punchWindow = () => {
  const win = fakeWindow();
  return Object.assign(win, { document: Object.assign(new EventTarget(), win.document, { visibilityState: "visible" as DocumentVisibilityState }) });
};
const asPunch = (w: ReturnType<typeof punchWindow>) => w as unknown as PunchWindow;

describe("the punch outbox in localStorage (issue 22)", () => {
  it("keeps its entries through a reload: a new page reads what the last one stored", () => {
    const win = punchWindow();
    const first = localStorageOutbox(asPunch(win), SITI);
    first.put(entry("p-1"));
    first.put(entry("p-2"));
    first.put(entry("p-1", { tries: 1 }));
    const reloaded = localStorageOutbox(asPunch(win), SITI);
    expect(reloaded.list()).toEqual([entry("p-1", { tries: 1 }), entry("p-2")]);
    reloaded.remove("p-1");
    reloaded.remove("p-2");
    // Empty: nothing stored, so the next page load loads no outbox (startApp).
    expect(win.localStorage.getItem(PUNCH_OUTBOX_KEY)).toBeNull();
  });

  it("neither shows nor throws away an entry it cannot read (another version's)", () => {
    const win = punchWindow();
    const foreign = { request: { punchId: "p-old" }, shape: "v0" };
    win.localStorage.setItem(PUNCH_OUTBOX_KEY, JSON.stringify([foreign]));
    const outbox = localStorageOutbox(asPunch(win), SITI);
    expect(outbox.list()).toEqual([]);
    outbox.put(entry("p-1"));
    outbox.remove("p-1");
    expect(JSON.parse(win.localStorage.getItem(PUNCH_OUTBOX_KEY) ?? "null")).toEqual([foreign]);
  });

  it("shows and sends only the signed-in user's punches: another account on the phone never sees hers, and hers wait for her", () => {
    const win = punchWindow();
    let user: string | null = "u-seeker-siti";
    const outbox = localStorageOutbox(asPunch(win), () => user);
    outbox.put(entry("p-siti"));
    // She logs out, Agus logs in on the same phone: nothing of hers is his to see or send.
    user = null;
    expect(outbox.list()).toEqual([]);
    user = "u-seeker-agus";
    expect(outbox.list()).toEqual([]);
    outbox.put(entry("p-agus"));
    outbox.remove("p-siti");
    // A flush of hers still running as the account changed cannot hand her punch to him.
    outbox.put(entry("p-siti", { tries: 1 }));
    expect(outbox.list()).toEqual([entry("p-agus")]);
    outbox.remove("p-agus");
    // Back to her: her punch is there as she left it, to be sent under her session.
    user = "u-seeker-siti";
    expect(outbox.list()).toEqual([entry("p-siti")]);
    outbox.remove("p-siti");
    expect(win.localStorage.getItem(PUNCH_OUTBOX_KEY)).toBeNull();
  });

  it("keeps an entry stored before entries named their user as anyone's (as it was), and refuses a new one with nobody signed in", () => {
    const win = punchWindow();
    win.localStorage.setItem(PUNCH_OUTBOX_KEY, JSON.stringify([entry("p-old")]));
    expect(localStorageOutbox(asPunch(win), SITI).list()).toEqual([entry("p-old")]);
    expect(() => localStorageOutbox(asPunch(win), () => null).put(entry("p-new"))).toThrow();
  });

  it("hears another tab's changes to the outbox, and only those", () => {
    const win = punchWindow();
    let heard = 0;
    const stop = localStorageOutbox(asPunch(win), SITI).onExternalChange(() => void heard++);
    win.dispatchEvent(storageEvent(PUNCH_OUTBOX_KEY));
    win.dispatchEvent(storageEvent("gawe.session"));
    win.dispatchEvent(storageEvent(null));
    stop();
    win.dispatchEvent(storageEvent(PUNCH_OUTBOX_KEY));
    expect(heard).toBe(2);
  });

  it("flushes when the connection comes back and when the page does (a webview resumed)", () => {
    const win = punchWindow();
    let flushes = 0;
    const stop = browserPunchDevice(asPunch(win), { now: () => 0 }, "tab-a", SITI).onReconnect(() => void flushes++);
    win.dispatchEvent(new Event("online"));
    win.document.dispatchEvent(new Event("visibilitychange"));
    win.document.visibilityState = "hidden";
    win.document.dispatchEvent(new Event("visibilitychange"));
    stop();
    win.dispatchEvent(new Event("online"));
    expect(flushes).toBe(2);
  });

  it("uses Web Locks where the browser has them", async () => {
    const win = punchWindow();
    const asked: string[] = [];
    const locks = { request: async (name: string, _options: unknown, task: () => Promise<unknown>) => (asked.push(name), task()) };
    const lock = tabLock(asPunch(Object.assign(win, { navigator: { ...win.navigator, locks } })), { now: () => 0 }, "tab-a");
    expect(await lock.exclusive(async () => "sent")).toBe("sent");
    expect(asked).toEqual(["gawe.punch-outbox"]);
  });

  it("without Web Locks, a lease in storage: one tab at a time, and a killed tab's lease is taken over once it expires", async () => {
    const win = punchWindow();
    let now = 1_000;
    const clock = { now: () => now };
    const a = tabLock(asPunch(win), clock, "tab-a");
    const b = tabLock(asPunch(win), clock, "tab-b");
    const order: string[] = [];
    let releaseA: () => void = () => undefined;
    const first = a.exclusive(async () => {
      order.push("a starts");
      await new Promise<void>((resolve) => (releaseA = resolve));
      order.push("a ends");
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = b.exclusive(async () => void order.push("b runs"));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(order).toEqual(["a starts"]);
    releaseA();
    await Promise.all([first, second]);
    expect(order).toEqual(["a starts", "a ends", "b runs"]);
    expect(win.localStorage.getItem(PUNCH_OUTBOX_LEASE_KEY)).toBeNull();
    // A tab killed holding the lease: its lease stands until it expires, then another tab goes on.
    win.localStorage.setItem(PUNCH_OUTBOX_LEASE_KEY, `tab-dead|${now + LEASE_MS}`);
    now += LEASE_MS + 1;
    expect(await b.exclusive(async () => "after the dead tab")).toBe("after the dead tab");
  });

  it("two tabs over one storage, without Web Locks, flushing at once: each punch reaches the server once, and leaves both tabs", async () => {
    const win = punchWindow();
    const sent: string[] = [];
    const api = {
      punch: async (dayId: string, request: { punchId: string }) => {
        sent.push(request.punchId);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return Result.succeed({ dayId, clockIn: request, clockOut: null });
      },
    } as unknown as WorkApi;
    const clock = { now: () => Date.now() };
    const tab = (owner: string) => new PunchOutbox(api, localStorageOutbox(asPunch(win), SITI), tabLock(asPunch(win), clock, owner), clock);
    const [a, b] = [tab("tab-a"), tab("tab-b")];
    await a.add(entry("p-1"));
    await b.add(entry("p-2"));
    await Promise.all([a.flush(), b.flush(), a.flush()]);
    expect(sent.sort()).toEqual(["p-1", "p-2"]);
    expect(await b.pending()).toEqual([]);
  });

  it("answers the browser's location with its accuracy, or none when refused", async () => {
    const win = punchWindow();
    const at = (geolocation: Geolocation) => browserPunchDevice(asPunch(Object.assign(win, { navigator: { ...win.navigator, geolocation } })), { now: () => 0 }, "t", SITI).browserLocation();
    const position = { coords: { latitude: -6.2, longitude: 106.8, accuracy: 25 } } as GeolocationPosition;
    expect(await at({ getCurrentPosition: (ok) => ok(position) } as Geolocation)).toEqual({ lat: -6.2, lng: 106.8, accuracyMeters: 25 });
    expect(await at({ getCurrentPosition: (_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError) } as Geolocation)).toBeNull();
  });
});

describe("the clock offset in localStorage (issue 22)", () => {
  it("keeps the last learnt offset for the next page; what is not a whole number of ms is none", () => {
    const win = punchWindow();
    const offsets = clockOffsetStore(win.localStorage);
    expect(offsets.load()).toBeNull();
    saveClockOffset(win.localStorage, -3_000);
    saveClockOffset(win.localStorage, 61_250);
    expect(clockOffsetStore(win.localStorage).load()).toBe(61_250);
    win.localStorage.setItem(CLOCK_OFFSET_KEY, "soon");
    expect(offsets.load()).toBeNull();
  });
});
