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
  it("keeps the session across page loads", () => {
    const win = fakeWindow();
    new LocalStorageSessionStore(win).save(session);
    const next = new LocalStorageSessionStore(win);
    expect(next.load()).toBeNull(); // nothing until restored
    expect(next.restore()).toEqual(session);
    expect(next.load()).toEqual(session);
  });

  it("stores the schema's encoded form, so what it writes always decodes", () => {
    const win = fakeWindow();
    new LocalStorageSessionStore(win).save(session);
    expect(JSON.parse(win.localStorage.getItem(SESSION_KEY) ?? "null")).toEqual(Schema.encodeSync(Session)(session));
  });

  it("gives null when nothing is stored, and writes nothing", () => {
    const win = fakeWindow();
    expect(new LocalStorageSessionStore(win).restore()).toBeNull();
    expect(win.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it.each([
    ["not JSON", "{oops"],
    ["another app's data", JSON.stringify({ user: "x", jwt: "y" })],
    ["a bad phone", JSON.stringify({ ...session, phone: "12" })],
    ["an unknown role", JSON.stringify({ ...session, roleId: "admin" })],
  ])("gives a logged-out session for %s and clears it", (_label, raw) => {
    const win = fakeWindow();
    win.localStorage.setItem(SESSION_KEY, raw);
    expect(new LocalStorageSessionStore(win).restore()).toBeNull();
    expect(win.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("checks the stored session in full as it reads it: one whose first-screen fields pass but another field fails is never handed out", () => {
    // Token, user id, role and language pass (what the first screen reads); the phone does not.
    const win = fakeWindow();
    win.localStorage.setItem(SESSION_KEY, JSON.stringify({ ...session, phone: "12" }));
    const store = new LocalStorageSessionStore(win);
    expect(store.restore()).toBeNull();
    expect(store.load()).toBeNull();
    expect(win.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("survives storage that throws (private mode)", () => {
    const win = fakeWindow();
    win.localStorage.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(new LocalStorageSessionStore(win).restore()).toBeNull();
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
