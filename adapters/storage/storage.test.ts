import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import { Session } from "../../domain/identity/session.schema";
import { fakeWindow as makeWindow, storageEvent } from "../test-support/fake-window";
import { CookieLanguageStore } from "./language.cookie-adapter";
import { LocalStorageSessionStore, SESSION_KEY, type StorageWindow } from "./session.local-storage-adapter";

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
    expect(new LocalStorageSessionStore(win).load()).toEqual(session);
  });

  it.each([
    ["not JSON", "{oops"],
    ["another app's data", JSON.stringify({ user: "x", jwt: "y" })],
    ["a bad phone", JSON.stringify({ ...session, phone: "12" })],
    ["an unknown role", JSON.stringify({ ...session, roleId: "admin" })],
  ])("gives a logged-out session for %s and clears it", (_label, raw) => {
    const win = fakeWindow();
    win.localStorage.setItem(SESSION_KEY, raw);
    expect(new LocalStorageSessionStore(win).load()).toBeNull();
    expect(win.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("survives storage that throws (private mode)", () => {
    const win = fakeWindow();
    win.localStorage.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(new LocalStorageSessionStore(win).load()).toBeNull();
  });

  it("tells subscribers about saves, clears and other tabs' changes until unsubscribed", () => {
    const win = fakeWindow();
    const store = new LocalStorageSessionStore(win);
    const seen: (Session | null)[] = [];
    const stop = store.subscribe((s) => seen.push(s));
    store.save(session);
    store.clear();
    win.localStorage.setItem(SESSION_KEY, JSON.stringify(session)); // another tab logs in
    win.dispatchEvent(storageEvent(SESSION_KEY));
    win.dispatchEvent(storageEvent("unrelated"));
    stop();
    store.clear();
    expect(seen).toEqual([session, null, session]);
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
