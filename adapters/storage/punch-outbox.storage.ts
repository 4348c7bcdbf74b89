import { Schema } from "effect";
import type { Clock } from "../../application/ports/clock.port";
import type { OutboxEntry, OutboxStorage, PunchDevice, TabLock } from "../../application/ports/punch-outbox.port";
import { PunchRequest } from "../../domain/work/work-api.schema";
import { geolocate } from "../native-bridge/browser.bridge-adapter";
import { clockOffsetStore } from "./clock-offset.storage";
import { PUNCH_OUTBOX_KEY, PUNCH_OUTBOX_LEASE_KEY } from "./storage-keys";

/*
 * Decision (issue 22): the outbox lives in localStorage, not IndexedDB. Its write is synchronous,
 * so a punch is on the phone before the request for it starts and a webview killed a moment later
 * keeps it; IndexedDB's commit is asynchronous and lands after a kill only maybe. The outbox holds
 * a handful of small entries, far under localStorage's quota, and its `storage` event tells the
 * other tabs of every change for free.
 */

const StoredEntry = Schema.Struct({
  dayId: Schema.String,
  request: PunchRequest,
  tries: Schema.Int,
  refusal: Schema.NullOr(Schema.Struct({ status: Schema.Int, code: Schema.String })),
  locatingUntil: Schema.NullOr(Schema.Number),
});
const decodeEntry = Schema.decodeUnknownOption(StoredEntry);

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The parts of `window` the outbox reads; the real window has them all. */
export interface PunchWindow {
  readonly localStorage: KeyValueStorage;
  addEventListener(type: "storage" | "online", listener: (event: Event & { readonly key?: string | null }) => void): void;
  removeEventListener(type: "storage" | "online", listener: (event: Event & { readonly key?: string | null }) => void): void;
  readonly document: {
    readonly visibilityState?: DocumentVisibilityState;
    addEventListener?(type: "visibilitychange", listener: () => void): void;
    removeEventListener?(type: "visibilitychange", listener: () => void): void;
  };
  readonly navigator: { readonly locks?: Pick<LockManager, "request">; readonly geolocation?: Geolocation };
}

const idOf = (raw: unknown): unknown =>
  typeof raw === "object" && raw !== null && "request" in raw && typeof raw.request === "object" && raw.request !== null && "punchId" in raw.request
    ? raw.request.punchId
    : undefined;

/**
 * The entries as stored. One that does not decode (written by another version of the app) is not
 * shown nor sent, and kept as it is: a later version may read it; nothing is thrown away here.
 */
export const localStorageOutbox = (win: Pick<PunchWindow, "localStorage" | "addEventListener" | "removeEventListener">): OutboxStorage => {
  const readRaw = (): unknown[] => {
    try {
      const parsed = JSON.parse(win.localStorage.getItem(PUNCH_OUTBOX_KEY) ?? "[]") as unknown;
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  };
  const write = (raw: readonly unknown[]): void => {
    // A full or disabled storage throws: the tap then fails loudly rather than pretend it kept the punch.
    if (raw.length === 0) win.localStorage.removeItem(PUNCH_OUTBOX_KEY);
    else win.localStorage.setItem(PUNCH_OUTBOX_KEY, JSON.stringify(raw));
  };
  return {
    list: () => readRaw().flatMap((raw) => {
      const entry = decodeEntry(raw);
      return entry._tag === "Some" ? [entry.value as OutboxEntry] : [];
    }),
    put: (entry) => {
      const raw = readRaw();
      const at = raw.findIndex((r) => idOf(r) === entry.request.punchId);
      if (at === -1) raw.push(entry);
      else raw[at] = entry;
      write(raw);
    },
    remove: (punchId) => write(readRaw().filter((r) => idOf(r) !== punchId)),
    onExternalChange: (listener) => {
      const onStorage = (event: { readonly key?: string | null }): void => {
        if (event.key === PUNCH_OUTBOX_KEY || event.key === null) listener();
      };
      win.addEventListener("storage", onStorage);
      return () => win.removeEventListener("storage", onStorage);
    },
  };
};

const LOCK_NAME = "gawe.punch-outbox";
/** Longer than a request may take (the HTTP client's 15 s timeout), renewed while a flush runs. */
export const LEASE_MS = 30_000;
const LEASE_POLL_MS = 500;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The flush of one tab at a time. Web Locks where the browser has them (every current one; the
 * lock goes with a closed or killed tab). Else a lease in localStorage: written, read back after a
 * moment, renewed while held, taken over once expired (a killed tab's). localStorage has no
 * compare-and-set, so two tabs starting within that moment can both hold it: then a punch may be
 * sent twice, with its one id, and the server records it once. The lease narrows sending twice;
 * the id is what makes it exactly once.
 */
export const tabLock = (win: Pick<PunchWindow, "localStorage" | "navigator">, clock: Clock, owner: string): TabLock => {
  const locks = win.navigator.locks;
  if (locks !== undefined) return { exclusive: (task) => locks.request(LOCK_NAME, { mode: "exclusive" }, task) };
  const read = (): { owner: string; until: number } | null => {
    try {
      const [who = "", until = "0"] = (win.localStorage.getItem(PUNCH_OUTBOX_LEASE_KEY) ?? "").split("|");
      return who === "" ? null : { owner: who, until: Number(until) };
    } catch {
      return null;
    }
  };
  const take = (): void => win.localStorage.setItem(PUNCH_OUTBOX_LEASE_KEY, `${owner}|${clock.now() + LEASE_MS}`);
  return {
    exclusive: async (task) => {
      for (;;) {
        const lease = read();
        if (lease === null || lease.owner === owner || lease.until < clock.now()) {
          take();
          await sleep(50);
          if (read()?.owner === owner) break;
        }
        await sleep(LEASE_POLL_MS);
      }
      const renew = setInterval(take, LEASE_MS / 3);
      try {
        return await task();
      } finally {
        clearInterval(renew);
        if (read()?.owner === owner) win.localStorage.removeItem(PUNCH_OUTBOX_LEASE_KEY);
      }
    },
  };
};

/** When to try again: the connection is back, or the page is (a webview resumed from the background). */
const onReconnect = (win: PunchWindow, flush: () => void): (() => void) => {
  const onVisible = (): void => {
    if (win.document.visibilityState !== "hidden") flush();
  };
  win.addEventListener("online", flush);
  win.document.addEventListener?.("visibilitychange", onVisible);
  return () => {
    win.removeEventListener("online", flush);
    win.document.removeEventListener?.("visibilitychange", onVisible);
  };
};

/** The browser's PunchDevice: what the outbox and ClockPunch need of the phone. */
export const browserPunchDevice = (win: PunchWindow, clock: Clock, owner: string): PunchDevice => ({
  storage: localStorageOutbox(win),
  lock: tabLock(win, clock, owner),
  offsets: clockOffsetStore(win.localStorage),
  onReconnect: (flush) => onReconnect(win, flush),
  browserLocation: async () => {
    const found = await geolocate(win);
    return "ok" in found ? found.ok : null;
  },
});
