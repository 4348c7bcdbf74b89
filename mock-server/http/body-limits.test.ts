import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../testing/mock-harness";
import { LARGE_JSON_BODY_MAX_BYTES } from "./body";
import type { EndpointInfo } from "./endpoint";
import { PATTERN_STRING_CHARS, schemaBounds } from "./schema-bounds";

/**
 * Issue 10 item 3: bodies, arrays and answers are bounded. Every array a client may send has a
 * maximum length, and every endpoint's body limit holds its largest valid body, so a schema
 * change that adds an unbounded array, or outgrows its limit, fails here.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

const label = (e: EndpointInfo) => `${e.method} ${e.path}`;
/** Free-form records (analytics parameters, Pact state parameters): bounded by the body limit only. */
const RECORDS = ["POST /event/track", "POST /__dev/provider-states"];

describe("body limits", () => {
  it("gives every endpoint a limit, bodies with a schema the one their largest valid body needs", () => {
    const withSchema = h.server.endpoints.filter((e) => e.bodySchema !== undefined);
    expect(withSchema.length).toBeGreaterThanOrEqual(15);
    for (const e of h.server.endpoints) expect(e.maxBodyBytes, label(e)).toBeGreaterThan(0);
    for (const e of withSchema) {
      const bounds = schemaBounds((e.bodySchema as Schema.Constraint).ast, { unboundedStringChars: PATTERN_STRING_CHARS });
      expect(bounds.unboundedArrays, `arrays without a maximum length in ${label(e)}`).toEqual([]);
      if (RECORDS.includes(label(e))) {
        expect(bounds.maxJsonBytes, label(e)).toBe(Number.POSITIVE_INFINITY);
        continue;
      }
      expect(bounds.maxJsonBytes, `${label(e)}: ${bounds.unbounded.join(", ")} without a bound`).toBeLessThan(Number.POSITIVE_INFINITY);
      expect(e.maxBodyBytes ?? 0, label(e)).toBeGreaterThanOrEqual(bounds.maxJsonBytes);
      expect(e.maxBodyBytes ?? 0, label(e)).toBeLessThanOrEqual(LARGE_JSON_BODY_MAX_BYTES);
    }
  });
});

/** Every schema a client writes with, endpoint or not yet: exported from domain/ and named ...Request, ...Input or ...Draft. */
const domainModules = import.meta.glob<Record<string, unknown>>(["../../domain/**/*.ts", "!../../domain/**/*.test.ts"], { eager: true });
const writeSchemas = Object.entries(domainModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /(Request|Input|Draft)$/.test(name) && Schema.isSchema(value))
    .map(([name, value]) => ({ name: `${file.replace("../../", "")} ${name}`, schema: value as Schema.Top })),
);

describe("write schemas of domain/", () => {
  it("bound every array (Schema.isMaxLength with a named constant)", () => {
    expect(writeSchemas.length).toBeGreaterThanOrEqual(10);
    const unbounded = writeSchemas.flatMap(({ name, schema }) => schemaBounds(schema.ast).unboundedArrays.map((path) => `${name}: ${path}`));
    expect(unbounded).toEqual([]);
  });
});
