import { describe, expect, it, vi } from "vitest";
import { Schema } from "effect";
import { Session } from "../../domain/identity/session.schema";
import { fakeWindow as makeWindow, storageEvent } from "../test-support/fake-window";
import { CookieLanguageStore } from "./language.cookie-adapter";
import { LocalStorageSessionStore, type StorageWindow } from "./session.local-storage-adapter";
import { SESSION_KEY } from "./storage-keys";

const fakeWindow = () => makeWindow() as ReturnType<typeof makeWindow> & StorageWindow;

const session = Schema.decodeUnknownSync(Session)({
  language: "en",
  token: "tok-1",
  userId: "u-1",
  roleId: "seeker",
  phone: "81200000001",
  idVerified: true,
  userInfo: { fullName: "Siti Rahmawati", roles: ["seeker"] },
});

describe("session store (localStorage)", () => {
  it("keeps the session across page loads", async () => {
    const win = fakeWindow();
    new LocalStorageSessionStore(win).save(session);
    const next = new LocalStorageSessionStore(win);
    expect(next.load()).toBeNull(); // nothing until restored
    expect(await next.restore()).toEqual(session);
    expect(next.load()).toEqual(session);
  });

  it("stores the schema's encoded form, so what it writes always decodes", () => {
    const win = fakeWindow();
    new LocalStorageSessionStore(win).save(session);
    expect(JSON.parse(win.localStorage.getItem(SESSION_KEY) ?? "null")).toEqual(Schema.encodeSync(Session)(session));
  });

  it("does not load the decoder when nothing is stored", async () => {
    let loads = 0;
    const store = new LocalStorageSessionStore(fakeWindow(), () => {
      loads += 1;
      return Promise.reject(new Error("must not load"));
    });
    expect(await store.restore()).toBeNull();
    expect(loads).toBe(0);
  });

  it("keeps a stored session it cannot decode yet (decoder unreachable) as read, and does not wipe it", async () => {
    const win = fakeWindow();
    new LocalStorageSessionStore(win).save(session);
    const offline = new LocalStorageSessionStore(win, () => Promise.reject(new Error("offline")));
    expect(await offline.restore()).toEqual(session);
    expect(win.localStorage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it.each([
    ["not JSON", "{oops"],
    ["another app's data", JSON.stringify({ user: "x", jwt: "y" })],
    ["a bad phone", JSON.stringify({ ...session, phone: "12" })],
    ["an unknown role", JSON.stringify({ ...session, roleId: "admin" })],
  ])("gives a logged-out session for %s and clears it", async (_label, raw) => {
    const win = fakeWindow();
    win.localStorage.setItem(SESSION_KEY, raw);
    expect(await new LocalStorageSessionStore(win).restore()).toBeNull();
    expect(win.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("at startup, reads the session without the decoder, then decodes it in full", async () => {
    const win = fakeWindow();
    new LocalStorageSessionStore(win).save(session);
    let loads = 0;
    const store = new LocalStorageSessionStore(win, async () => {
      loads += 1;
      return (await import("./session.decode")).decodeStoredSession;
    });
    expect(store.restoreNow()).toEqual(session);
    expect(loads).toBe(0);
    expect(store.load()).toEqual(session);
    expect(await store.verify()).toEqual(session);
    expect(loads).toBe(1);
    expect(store.load()).toEqual(session);
  });

  it("logs out a session that the first read took but the full decode refuses, and tells subscribers", async () => {
    const win = fakeWindow();
    win.localStorage.setItem(SESSION_KEY, JSON.stringify({ ...session, phone: "12" }));
    const store = new LocalStorageSessionStore(win);
    const seen: (Session | null)[] = [];
    store.subscribe((s) => seen.push(s));
    expect(store.restoreNow()?.token).toBe("tok-1");
    expect(await store.verify()).toBeNull();
    expect(store.load()).toBeNull();
    expect(seen).toEqual([null]);
    expect(win.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("drops at once what the first read cannot use, without loading the decoder", () => {
    const win = fakeWindow();
    win.localStorage.setItem(SESSION_KEY, JSON.stringify({ ...session, roleId: "admin" }));
    const store = new LocalStorageSessionStore(win, () => Promise.reject(new Error("must not load")));
    expect(store.restoreNow()).toBeNull();
    expect(win.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("keeps the session as read when the decoder cannot be fetched (offline), and a session saved meanwhile", async () => {
    const win = fakeWindow();
    new LocalStorageSessionStore(win).save(session);
    const offline = new LocalStorageSessionStore(win, () => Promise.reject(new Error("offline")));
    offline.restoreNow();
    expect(await offline.verify()).toEqual(session);
    expect(offline.load()).toEqual(session);

    let release: (decoder: (stored: unknown) => Session | null) => void = () => undefined;
    const slow = new LocalStorageSessionStore(win, () => new Promise((resolve) => (release = resolve)));
    slow.restoreNow();
    const verified = slow.verify();
    const other = { ...session, token: "tok-2" } as Session;
    slow.save(other);
    release(() => null);
    expect(await verified).toEqual(other);
    expect(slow.load()).toEqual(other);
  });

  it("survives storage that throws (private mode)", async () => {
    const win = fakeWindow();
    win.localStorage.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(await new LocalStorageSessionStore(win).restore()).toBeNull();
    expect(new LocalStorageSessionStore(win).restoreNow()).toBeNull();
  });

  it("tells subscribers about saves, clears and other tabs' changes until unsubscribed", async () => {
    const win = fakeWindow();
    const store = new LocalStorageSessionStore(win);
    const seen: (Session | null)[] = [];
    const stop = store.subscribe((s) => seen.push(s));
    store.save(session);
    store.clear();
    win.localStorage.setItem(SESSION_KEY, JSON.stringify(session)); // another tab logs in
    win.dispatchEvent(storageEvent(SESSION_KEY));
    win.dispatchEvent(storageEvent("unrelated"));
    await vi.waitFor(() => expect(seen).toEqual([session, null, session]));
    stop();
    store.clear();
    expect(seen).toEqual([session, null, session]);
    expect(store.load()).toBeNull();
  });
});

describe("language store (cookie `language`)", () => {
  it("writes a year-long, site-wide cookie and reads it back", () => {
    const doc = { cookie: "" };
    new CookieLanguageStore(doc).save("en");
    expect(doc.cookie).toBe("language=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(new CookieLanguageStore({ cookie: "a=1; language=id; b=2" }).load()).toBe("id");
  });

  it("ignores missing or foreign values", () => {
    expect(new CookieLanguageStore({ cookie: "" }).load()).toBeNull();
    expect(new CookieLanguageStore({ cookie: "language=fr" }).load()).toBeNull();
    expect(new CookieLanguageStore({ cookie: "xlanguage=en" }).load()).toBeNull();
  });
});
