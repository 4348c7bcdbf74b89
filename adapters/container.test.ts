import { container as tsyringeRoot } from "tsyringe";
import { describe, expect, it } from "vitest";
import { token } from "../application/ports/token";
import { createChildContainer, registerOn } from "./container";

const NUMBER = token<number>("Number");
const TEXT = token<string>("Text");
const THING = token<{ readonly n: number }>("Thing");

describe("the app's tsyringe container", () => {
  it("makes a registration on its first resolve and hands out the same instance after", () => {
    const c = createChildContainer();
    const register = registerOn(c);
    let made = 0;
    register(NUMBER, () => ++made);
    expect(made).toBe(0);
    expect(c.resolve(NUMBER)).toBe(1);
    expect(c.resolve(NUMBER)).toBe(1);
    expect(made).toBe(1);
  });

  it("hands a factory the container, so one registration can resolve another", () => {
    const c = createChildContainer();
    const register = registerOn(c);
    register(TEXT, (r) => `n=${r.resolve(NUMBER)}`);
    register(NUMBER, () => 7);
    expect(c.resolve(TEXT)).toBe("n=7");
  });

  it("uses a value handed in as it is, and a later registration replaces an earlier one", () => {
    const c = createChildContainer();
    const register = registerOn(c);
    register(NUMBER, () => 1, 42);
    expect(c.resolve(NUMBER)).toBe(42);
    register(NUMBER, () => 2);
    expect(c.resolve(NUMBER)).toBe(2);
  });

  it("names the token it cannot resolve, and a registration that needs itself", () => {
    const c = createChildContainer();
    const register = registerOn(c);
    expect(() => c.resolve(NUMBER)).toThrow('Attempted to resolve unregistered dependency token: "Symbol(Number)"');
    register(NUMBER, (r) => r.resolve(NUMBER) + 1);
    expect(() => c.resolve(NUMBER)).toThrow("Number depends on itself");
  });

  it("tries a factory that threw again on the next resolve", () => {
    const c = createChildContainer();
    const register = registerOn(c);
    let calls = 0;
    register(NUMBER, () => {
      calls += 1;
      if (calls === 1) throw new Error("not yet");
      return calls;
    });
    expect(() => c.resolve(NUMBER)).toThrow("not yet");
    expect(c.resolve(NUMBER)).toBe(2);
  });

  it("is a child of tsyringe's root container: two app containers share no registration and no singleton", () => {
    const a = createChildContainer();
    const b = createChildContainer();
    registerOn(a)(THING, () => ({ n: 1 }));
    registerOn(b)(THING, () => ({ n: 1 }));
    expect(a.resolve(THING)).not.toBe(b.resolve(THING));
    expect(a.isRegistered(THING)).toBe(true);
    // Nothing lands on the root, so nothing leaks from one app instance (or test) to the next.
    expect(tsyringeRoot.isRegistered(THING, true)).toBe(false);
    expect(createChildContainer().isRegistered(THING, true)).toBe(false);
  });
});
