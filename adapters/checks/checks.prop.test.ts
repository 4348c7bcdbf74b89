import { Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCheckModules } from "../../scripts/checks-generator";
import { SafeUrl } from "../../domain/shared/safe-url.schema";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import type { Check } from "./check";

/**
 * Every generated check decodes as Schema.decodeUnknown of its schema does: the same inputs pass,
 * with the same value out (declared keys only), on values drawn from the schema, on those values
 * broken in one place, and on any JSON. The inputs are JSON, as the HTTP client and the session
 * store hand them over.
 */

// Effect's arbitrary draws strings and drops those a custom filter refuses: a safe URL is too rare
// to draw at random, so the draw is guided by a pattern of safe URLs (the filter still decides).
// Test-only: this annotation is read by the arbitrary, never by decoding.
const safeUrlFilter = SafeUrl.ast.checks?.at(-1) as { annotations?: object } | undefined;
if (safeUrlFilter !== undefined)
  safeUrlFilter.annotations = {
    arbitraryConstraint: { patterns: [{ source: "^(https?://[a-z]{1,12}\\.id/[a-z0-9-]{0,16}|/api/uploads/[a-z0-9-]{1,8}/[a-z]{1,8}\\.png)$", flags: "" }] },
  };

// The manifests' rows: each schema from the module and export its row names, each check from the file it writes.
const CHECK_MODULES = await loadCheckModules();
const generated: Readonly<Record<string, Check<unknown>>> = Object.assign(
  {},
  ...(await Promise.all(CHECK_MODULES.map(async (m) => (await import(/* @vite-ignore */ `../../${m.file}`)) as Record<string, Check<unknown>>))),
);
const cases = CHECK_MODULES.flatMap((m) => Object.entries(m.roots).map(([name, { schema }]) => ({ name, schema })));

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false };
const byEffect = (schema: Schema.Top, input: unknown): Outcome => {
  const decoded = Schema.decodeUnknownResult(schema as Schema.Decoder<unknown>)(input);
  return Result.isSuccess(decoded) ? { ok: true, value: decoded.success } : { ok: false };
};
const byCheck = (check: Check<unknown>, input: unknown): Outcome => {
  const value = check.decode(input);
  return value === undefined ? { ok: false } : { ok: true, value };
};

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? "null") as unknown;

/** Every place in a JSON value: the path to it. */
const placesOf = (value: unknown, path: readonly (string | number)[] = []): (readonly (string | number)[])[] => {
  const here = [path];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => placesOf(v, [...path, i]))];
  if (typeof value === "object" && value !== null) return [...here, ...Object.entries(value).flatMap(([k, v]) => placesOf(v, [...path, k]))];
  return here;
};

const ODD_VALUES: readonly unknown[] = [null, true, false, 0, -1, 1.5, 1e300, -0.5, "", " ", "x", " x", "x ", "a".repeat(2_001), [], {}, [null], { a: 1 }];
const EXTRA_KEYS = ["extra", "__proto__", "constructor", "toString"];
/** Lengths and numbers at and around the domain's usual limits, to probe every bound of a check. */
const LENGTHS = [0, 1, 2, 6, 7, 8, 29, 30, 31, 39, 40, 41, 59, 60, 61, 79, 80, 81, 199, 200, 201, 499, 500, 501, 999, 1000, 1001, 1999, 2000, 2001];
const NUMBERS = [0, -0.5, -1, 1, 0.5, 90, 90.5, -90.5, 180, 180.5, -180.5, 99, 100, 101, 600, 600.5, 998, 999, 1000, 1e9, 1e9 + 1, 1e12, 1e12 + 1, 2 ** 53, -(2 ** 53), 2 ** 53 - 1];

/** `value` with every list cut to its first two items (a sweep over a page of 20 would decode it thousands of times). */
const shortLists = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.slice(0, 2).map(shortLists)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortLists(v)]))
      : value;

type Mutation =
  | { readonly kind: "replace"; readonly value: unknown }
  | { readonly kind: "delete" }
  | { readonly kind: "extraKey"; readonly key: string; readonly value: unknown }
  | { readonly kind: "pad" }
  | { readonly kind: "nudge" }
  | { readonly kind: "bound"; readonly length: number; readonly number: number; readonly fill: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("replace" as const), value: fc.oneof(fc.constantFrom(...ODD_VALUES), fc.jsonValue({ maxDepth: 2 })) }),
  fc.record({ kind: fc.constant("delete" as const) }),
  fc.record({ kind: fc.constant("extraKey" as const), key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string()), value: fc.jsonValue({ maxDepth: 1 }) }),
  fc.record({ kind: fc.constant("pad" as const) }),
  fc.record({ kind: fc.constant("nudge" as const) }),
  fc.record({ kind: fc.constant("bound" as const), length: fc.constantFrom(...LENGTHS), number: fc.constantFrom(...NUMBERS), fill: fc.constantFrom("a", "8", " ", "https://a.id/") }),
);

/** `value` (JSON, freshly parsed) broken at its `at`-th place by `m`. */
const mutate = (value: unknown, at: number, m: Mutation): unknown => {
  const root = { value };
  const places = placesOf(value);
  const path = ["value", ...(places[at % places.length] ?? [])];
  const key = path[path.length - 1] as string | number;
  let parent: Record<string | number, unknown> = root;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const target = parent[key];
  switch (m.kind) {
    case "replace":
      parent[key] = m.value;
      break;
    case "delete":
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      break;
    case "extraKey":
      if (typeof target === "object" && target !== null && !Array.isArray(target))
        Object.defineProperty(target, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
      else parent[key] = { [m.key]: m.value };
      break;
    case "pad":
      parent[key] = typeof target === "string" ? ` ${target}` : Array.isArray(target) ? [...(target as unknown[]), ...(target as unknown[])] : target;
      break;
    case "bound":
      parent[key] =
        typeof target === "string"
          ? m.fill.repeat(m.length).slice(0, m.length)
          : typeof target === "number"
            ? m.number
            : Array.isArray(target)
              ? Array.from({ length: Math.min(m.length, 12) }, () => target[0] ?? null)
              : target;
      break;
    case "nudge":
      parent[key] = typeof target === "number" ? target + 0.5 : typeof target === "string" ? `${target}${"x".repeat(60)}` : target;
      break;
  }
  return root.value;
};

describe("generated checks decode as their schemas do", () => {
  it("cover every schema of the manifests' check rows", () => {
    expect(Object.keys(generated).sort()).toEqual(cases.map((c) => c.name).sort());
  });

  for (const { name, schema } of cases) {
    const check = generated[name];
    if (check === undefined) throw new Error(`no generated check ${name}`);
    const valid = fromSchema(schema).map(asJson);

    it(`${name}: values drawn from the schema`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(valid, (input) => {
          const expected = byEffect(schema, input);
          if (expected.ok) accepted += 1;
          expect(byCheck(check, input)).toStrictEqual(expected);
        }),
        { numRuns: 150 },
      );
      expect(accepted).toBeGreaterThan(100);
    }, 60_000);

    it(`${name}: those values broken in one place`, () => {
      fc.assert(
        fc.property(valid.map(shortLists), fc.nat(), mutation, (input, at, m) => {
          const broken = mutate(input, at, m);
          expect(byCheck(check, broken)).toStrictEqual(byEffect(schema, broken));
        }),
        { numRuns: 400 },
      );
    }, 60_000);

    it(`${name}: every place of those values set at and around the usual bounds`, () => {
      fc.assert(
        fc.property(valid.map(shortLists), (input) => {
          // The first item of a list stands for the others: they decode through the same function.
          for (const path of placesOf(input).filter((p) => p.every((step) => step === 0 || typeof step === "string")).slice(0, 150)) {
            if (path.length === 0) continue;
            const target = path.reduce<unknown>((v, step) => (v as Record<string | number, unknown>)[step], input);
            const probes: unknown[] =
              typeof target === "string"
                ? LENGTHS.flatMap((n) => ["a".repeat(n), "8".repeat(n)])
                : typeof target === "number"
                  ? NUMBERS
                  : Array.isArray(target)
                    ? [0, 1, 2, 5, 6, 7].map((n) => Array.from({ length: n }, () => target[0] ?? null))
                    : [];
            for (const probe of probes) {
              const broken = asJson(input) as Record<string | number, unknown>;
              let parent = broken;
              for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
              parent[path[path.length - 1] as string | number] = probe;
              expect(byCheck(check, broken), JSON.stringify(path)).toStrictEqual(byEffect(schema, broken));
            }
          }
        }),
        { numRuns: 5 },
      );
    }, 60_000);

    it(`${name}: any JSON`, () => {
      fc.assert(
        fc.property(fc.jsonValue({ maxDepth: 3 }), (input) => {
          expect(byCheck(check, input)).toStrictEqual(byEffect(schema, input));
        }),
        { numRuns: 100 },
      );
    }, 60_000);
  }
});
