import { describe, expect, it } from "vitest";
import { token } from "../application/ports/token";
import { Container } from "./container";

const NUMBER = token<number>("Number");
const TEXT = token<string>("Text");

describe("Container", () => {
  it("makes a registration on its first resolve and hands out the same instance after", () => {
    const c = new Container();
    let made = 0;
    c.register(NUMBER, () => ++made);
    expect(made).toBe(0);
    expect(c.resolve(NUMBER)).toBe(1);
    expect(c.resolve(NUMBER)).toBe(1);
    expect(made).toBe(1);
  });

  it("hands a factory the container, so one registration can resolve another", () => {
    const c = new Container();
    c.register(TEXT, (r) => `n=${r.resolve(NUMBER)}`);
    c.register(NUMBER, () => 7);
    expect(c.resolve(TEXT)).toBe("n=7");
  });

  it("uses a value handed in as it is, and a later registration replaces an earlier one", () => {
    const c = new Container();
    c.register(NUMBER, () => 1, 42);
    expect(c.resolve(NUMBER)).toBe(42);
    c.register(NUMBER, () => 2);
    expect(c.resolve(NUMBER)).toBe(2);
  });

  it("names the token it cannot resolve, and a registration that needs itself", () => {
    const c = new Container();
    expect(() => c.resolve(NUMBER)).toThrow("Nothing is registered for Number");
    c.register(NUMBER, (r) => r.resolve(NUMBER) + 1);
    expect(() => c.resolve(NUMBER)).toThrow("Number depends on itself");
  });

  it("tries a factory that threw again on the next resolve", () => {
    const c = new Container();
    let calls = 0;
    c.register(NUMBER, () => {
      calls += 1;
      if (calls === 1) throw new Error("not yet");
      return calls;
    });
    expect(() => c.resolve(NUMBER)).toThrow("not yet");
    expect(c.resolve(NUMBER)).toBe(2);
  });
});
