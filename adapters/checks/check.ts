/*
 * The runtime of the generated checks (`*.checks.ts` beside this file, written by
 * `npm run checks:generate` from the domain's Effect schemas): a decoder per schema that accepts
 * exactly what `Schema.decodeUnknown` accepts and returns the same value, without loading Effect.
 * docs/architecture.md, "First paint of the homes without Effect", says why and when to use them.
 */

import { loadOnce } from "../../lib/load-once";

const CHECK = Symbol.for("gawe/generated-check");

/** What a generated node function answers for an input that does not decode. */
export const FAIL: unique symbol = Symbol("fail");
export type Node = (input: unknown) => unknown;

/** A generated decoder of the schema named `schema`: the decoded value, or undefined when the input does not decode. */
export interface Check<A> {
  readonly [CHECK]: true;
  readonly schema: string;
  readonly decode: (input: unknown) => A | undefined;
}

export const isCheck = (value: unknown): value is Check<unknown> =>
  typeof value === "object" && value !== null && (value as { [CHECK]?: unknown })[CHECK] === true;

const LAZY = Symbol.for("gawe/lazy-check");

/**
 * A check whose module loads when a request needs it: the HTTP client starts `load` with the
 * request, so the module comes in parallel with the answer. For answers the first screens never
 * read, so their checks stay out of those screens' JavaScript. Loaded through loadOnce
 * (lib/load-once.ts): the one policy for a chunk that failed.
 */
export interface LazyCheck<A> {
  readonly [LAZY]: true;
  readonly load: () => Promise<Check<A>>;
}

export const lazyCheck = <A>(load: () => Promise<Check<A>>): LazyCheck<A> => ({ [LAZY]: true, load: loadOnce(load) });

export const isLazyCheck = (value: unknown): value is LazyCheck<unknown> =>
  typeof value === "object" && value !== null && (value as { [LAZY]?: unknown })[LAZY] === true;

export const check = <A>(schema: string, node: Node): Check<A> => ({
  [CHECK]: true,
  schema,
  decode: (input) => {
    const out = node(input);
    return out === FAIL ? undefined : (out as A);
  },
});

/** A plain object (not null, not an array), as Effect's struct and record parsers require. */
export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** Whether the input has `key` (own or inherited, as Effect asks: `key in input`). */
export const has = (x: Record<string, unknown>, key: string): boolean => key in x;

/** Sets a key read from the input, so a JSON key "__proto__" stays a plain key. */
export const put = (o: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === "__proto__") Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
};

/** An array whose every item decodes with `item`, as a new array of the decoded items. */
export const arrayOf =
  (item: Node): Node =>
  (x) => {
    if (!Array.isArray(x)) return FAIL;
    const out: unknown[] = [];
    for (const value of x as unknown[]) {
      const decoded = item(value);
      if (decoded === FAIL) return FAIL;
      out.push(decoded);
    }
    return out;
  };

/** A record of string keys whose every value decodes with `value`. */
export const recordOf =
  (value: Node): Node =>
  (x) => {
    if (!isObject(x)) return FAIL;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(x)) {
      const decoded = value(x[key]);
      if (decoded === FAIL) return FAIL;
      put(out, key, decoded);
    }
    return out;
  };

/** The first member that decodes, in the schema's order. */
export const firstOf =
  (...members: readonly Node[]): Node =>
  (x) => {
    for (const member of members) {
      const decoded = member(x);
      if (decoded !== FAIL) return decoded;
    }
    return FAIL;
  };
