import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dropActionKey, isActionKey, isDefinitiveRefusal, keptActionKey, newActionKey, renewActionKey, renewOnRefusal } from "./action-key";

/** A sessionStorage that outlives "reloads" (a fresh read of the module's state each call). */
const fakeSession = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
};

describe("the idempotency key of a user action", () => {
  let storage: ReturnType<typeof fakeSession>;
  beforeEach(() => {
    storage = fakeSession();
    (globalThis as { window?: unknown }).window = { sessionStorage: storage };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("is made once when the action starts and kept: a second press, a reload or a retry after a timeout send the same key", () => {
    let made = 0;
    const make = () => `00000000-0000-4000-8000-00000000000${++made}`;
    const first = keptActionKey("offer-accept.off-1", make);
    expect(keptActionKey("offer-accept.off-1", make)).toBe(first);
    // A reload: the page starts again and finds the key in the session.
    expect(keptActionKey("offer-accept.off-1", make)).toBe(first);
    expect(made).toBe(1);
    expect([...storage.data.keys()]).toEqual(["gawe.seeker.key.offer-accept.off-1"]);
    // Another action has its own key.
    expect(keptActionKey("offer-decline.off-1", make)).not.toBe(first);
  });

  it("gets a new key only after a definitive answer", () => {
    const first = keptActionKey("payment-again.pay-1");
    expect(isDefinitiveRefusal({ _tag: "ApiUnreachable" })).toBe(false);
    expect(isDefinitiveRefusal({ _tag: "ApiServerError" })).toBe(false);
    expect(isDefinitiveRefusal({ _tag: "ApiMalformedResponse" })).toBe(false);
    expect(keptActionKey("payment-again.pay-1")).toBe(first);
    expect(isDefinitiveRefusal({ _tag: "ApiRejected" })).toBe(true);
    const renewed = renewActionKey("payment-again.pay-1");
    expect(renewed).not.toBe(first);
    expect(keptActionKey("payment-again.pay-1")).toBe(renewed);
    dropActionKey("payment-again.pay-1");
    expect(storage.data.size).toBe(0);
  });

  it("ignores a kept value that is not a key", () => {
    storage.setItem("gawe.seeker.key.x", JSON.stringify("not a uuid"));
    expect(isActionKey(keptActionKey("x"))).toBe(true);
  });

  it("makes v4 UUIDs, also without crypto.randomUUID (a page over plain http)", () => {
    expect(isActionKey(newActionKey())).toBe(true);
    const withoutRandomUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newActionKey(withoutRandomUuid)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(Array.from({ length: 50 }, () => newActionKey(withoutRandomUuid))).size).toBe(50);
  });
});

describe("renewOnRefusal, a keyed action's refusal handler", () => {
  it("makes way for a new key only when the server refused; the form shows the refusal either way", () => {
    let renewed = 0;
    const handle = renewOnRefusal({ renew: () => (renewed += 1) });
    expect(handle({ _tag: "ApiUnreachable" })).toBe(false);
    expect(renewed).toBe(0);
    expect(handle({ _tag: "ApiRejected" })).toBe(false);
    expect(renewed).toBe(1);
  });
});
