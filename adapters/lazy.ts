import type { Resolver, Token } from "../application/ports/token";
import { loadOnce, type ChunkHost } from "../lib/load-once";

/** How the composition root registers a caching singleton, or `value` as it is (adapters/container.ts: `registerOn`). */
export type Register = <T>(tok: Token<T>, make: (r: Resolver) => T, value?: T) => void;

/**
 * An object whose methods load `load()` on the first call (lib/load-once.ts, with its policy for
 * a chunk that failed) and then call through. Only for ports and use cases whose every method
 * returns a Promise, so a caller cannot tell the difference; it keeps Effect and the domain's schemas they import out of the first screen's
 * JavaScript.
 */
export const onFirstCall = <T extends object>(load: () => Promise<T>, host?: () => ChunkHost | null): T => {
  const target = loadOnce(load, host);
  return new Proxy({} as T, {
    get: (_target, method) =>
      // Not a thenable: nothing may mistake the stand-in for a Promise.
      method === "then"
        ? undefined
        : async (...args: unknown[]) => {
            const loaded = await target();
            return (loaded[method as keyof T] as (...a: unknown[]) => unknown).apply(loaded, args);
          },
  });
};

/** Registers `tok` as an onFirstCall stand-in for what `load` builds (or `value` as it is). */
export const registerLazily =
  (register: Register) =>
  <T extends object>(tok: Token<T>, load: (r: Resolver) => Promise<T>, value?: T): void =>
    register(tok, (r) => onFirstCall(() => load(r)), value);
