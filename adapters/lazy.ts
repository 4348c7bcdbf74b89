import type { Resolver, Token } from "../application/ports/token";

/** How the composition root registers a caching singleton (its own `singleton`). */
export type Register = <T>(tok: Token<T>, make: (r: Resolver) => T, value?: T) => void;

/**
 * An object whose methods load `load()` on the first call and then call through. Only for ports
 * and use cases whose every method returns a Promise, so a caller cannot tell the difference; it
 * keeps Effect and the domain's schemas they import out of the first screen's JavaScript.
 */
export const onFirstCall = <T extends object>(load: () => Promise<T>): T => {
  let loaded: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_target, method) =>
      // Not a thenable: nothing may mistake the stand-in for a Promise.
      method === "then"
        ? undefined
        : async (...args: unknown[]) => {
            // A failed load (offline) is forgotten, so the next call fetches again.
            const target = await (loaded ??= load().catch((error: unknown) => {
              loaded = undefined;
              throw error;
            }));
            return (target[method as keyof T] as (...a: unknown[]) => unknown).apply(target, args);
          },
  });
};

/** Registers `tok` as an onFirstCall stand-in for what `load` builds (or `value` as it is). */
export const registerLazily =
  (register: Register) =>
  <T extends object>(tok: Token<T>, load: (r: Resolver) => Promise<T>, value?: T): void =>
    register(tok, (r) => onFirstCall(() => load(r)), value);
