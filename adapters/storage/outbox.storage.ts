import type { Clock } from "../../application/ports/clock.port";
import type { OutboxDevice, OutboxStore, TabLock } from "../../application/ports/outbox.port";

/*
 * Decision (issue 22): an outbox lives in localStorage, not IndexedDB. Its write is synchronous,
 * so an entry is on the phone before the request for it starts and a webview killed a moment later
 * keeps it; IndexedDB's commit is asynchronous and lands after a kill only maybe. An outbox holds
 * a handful of small entries, far under localStorage's quota, and its `storage` event tells the
 * other tabs of every change for free. Issue 24's chat messages typed with no signal use the same.
 *
 * Decision (issue 24): each stored entry names the user who made it (`owner`), and an outbox shows
 * and sends only the signed-in user's. Another account on the same phone never sees nor sends them
 * (they would go out under its token), and nothing is thrown away at logging out: a session the
 * server ended ('Log in again', the same person most of the time) keeps her offline punches and
 * messages, which go once she is back. An entry stored before owners were written is anyone's, as
 * it was.
 */

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The parts of `window` an outbox reads; the real window has them all. */
export interface OutboxWindow {
  readonly localStorage: KeyValueStorage;
  addEventListener(type: "storage" | "online", listener: (event: Event & { readonly key?: string | null }) => void): void;
  removeEventListener(type: "storage" | "online", listener: (event: Event & { readonly key?: string | null }) => void): void;
  readonly document: {
    readonly visibilityState?: DocumentVisibilityState;
    addEventListener?(type: "visibilitychange", listener: () => void): void;
    removeEventListener?(type: "visibilitychange", listener: () => void): void;
  };
  readonly navigator: { readonly locks?: Pick<LockManager, "request"> };
}

/** Where one outbox is kept: its storage key, how a stored entry is read, and its lock's names. */
export interface OutboxPlace<E> {
  readonly key: string;
  /** The entry, or null for one this version cannot read. */
  readonly decode: (raw: unknown) => E | null;
  /** The id of a stored entry, read from the raw JSON (so an entry another version wrote is still found by it). */
  readonly rawIdOf: (raw: unknown) => unknown;
  /** The Web Lock's name, and the localStorage key of the lease that stands in for it. */
  readonly lockName: string;
  readonly leaseKey: string;
}

/** The signed-in user's id (the stored session's), or null when nobody is. */
export type SignedInUser = () => string | null;

const ownerOf = (raw: unknown): unknown => (typeof raw === "object" && raw !== null && "owner" in raw ? raw.owner : undefined);

/**
 * The signed-in user's entries as stored. One that does not decode (written by another version of
 * the app) or is another user's is not shown nor sent, and kept as it is: a later version may read
 * it, its user may come back; nothing is thrown away here.
 */
export const localStorageEntries = <E>(
  win: Pick<OutboxWindow, "localStorage" | "addEventListener" | "removeEventListener">,
  place: OutboxPlace<E>,
  idOf: (entry: E) => string,
  user: SignedInUser,
): OutboxStore<E> => {
  const isMine = (raw: unknown): boolean => {
    const owner = ownerOf(raw);
    return owner === undefined || owner === user();
  };
  const readRaw = (): unknown[] => {
    try {
      const parsed = JSON.parse(win.localStorage.getItem(place.key) ?? "[]") as unknown;
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  };
  const write = (raw: readonly unknown[]): void => {
    // A full or disabled storage throws: the action then fails loudly rather than pretend it kept the entry.
    if (raw.length === 0) win.localStorage.removeItem(place.key);
    else win.localStorage.setItem(place.key, JSON.stringify(raw));
  };
  return {
    list: () => readRaw().flatMap((raw) => {
      const entry = isMine(raw) ? place.decode(raw) : null;
      return entry === null ? [] : [entry];
    }),
    put: (entry) => {
      const raw = readRaw();
      const at = raw.findIndex((r) => place.rawIdOf(r) === idOf(entry));
      if (at !== -1) {
        // Another user's (a flush that was running as its user logged out) stays as it is, hers; a
        // changed entry keeps its user (none: an entry stored before users were written).
        if (!isMine(raw[at])) return;
        const owner = ownerOf(raw[at]);
        raw[at] = owner === undefined ? entry : { ...entry, owner };
        return write(raw);
      }
      const owner = user();
      // Nobody signed in makes nothing to send (the server would refuse it): refused loudly, as a full storage is.
      if (owner === null) throw new Error("Nobody is signed in: an outbox entry needs its user");
      raw.push({ ...entry, owner });
      write(raw);
    },
    remove: (id) => write(readRaw().filter((r) => place.rawIdOf(r) !== id || !isMine(r))),
    onExternalChange: (listener) => {
      const onStorage = (event: { readonly key?: string | null }): void => {
        if (event.key === place.key || event.key === null) listener();
      };
      win.addEventListener("storage", onStorage);
      return () => win.removeEventListener("storage", onStorage);
    },
  };
};

/** Longer than a request may take (the HTTP client's 15 s timeout), renewed while a flush runs. */
export const LEASE_MS = 30_000;
const LEASE_POLL_MS = 500;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The flush of one tab at a time. Web Locks where the browser has them (every current one; the
 * lock goes with a closed or killed tab). Else a lease in localStorage: written, read back after a
 * moment, renewed while held, taken over once expired (a killed tab's). localStorage has no
 * compare-and-set, so two tabs starting within that moment can both hold it: then an entry may be
 * sent twice, with its one id, and the server records it once. The lease narrows sending twice;
 * the id is what makes it exactly once.
 */
export const tabLock = (win: Pick<OutboxWindow, "localStorage" | "navigator">, clock: Clock, owner: string, names: Pick<OutboxPlace<unknown>, "lockName" | "leaseKey">): TabLock => {
  const locks = win.navigator.locks;
  if (locks !== undefined) return { exclusive: (task) => locks.request(names.lockName, { mode: "exclusive" }, task) };
  const read = (): { owner: string; until: number } | null => {
    try {
      const [who = "", until = "0"] = (win.localStorage.getItem(names.leaseKey) ?? "").split("|");
      return who === "" ? null : { owner: who, until: Number(until) };
    } catch {
      return null;
    }
  };
  const take = (): void => win.localStorage.setItem(names.leaseKey, `${owner}|${clock.now() + LEASE_MS}`);
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
        if (read()?.owner === owner) win.localStorage.removeItem(names.leaseKey);
      }
    },
  };
};

/** When to try again: the connection is back, or the page is (a webview resumed from the background). */
const onReconnect = (win: OutboxWindow, flush: () => void): (() => void) => {
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

/** The browser's side of one outbox: its entries in localStorage, the tab lock, the connection's events. */
export const browserOutboxDevice = <E>(win: OutboxWindow, clock: Clock, owner: string, place: OutboxPlace<E>, idOf: (entry: E) => string, user: SignedInUser): OutboxDevice<E> => ({
  storage: localStorageEntries(win, place, idOf, user),
  lock: tabLock(win, clock, owner, place),
  onReconnect: (flush) => onReconnect(win, flush),
});
