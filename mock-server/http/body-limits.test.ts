import { readFileSync } from "node:fs";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../store/demo-accounts";
import { errorCodeOf, startHarness, type Harness } from "../testing/mock-harness";
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

/** Every limit docs/api.md states in its table "Body limits per endpoint", by `METHOD /path` (path parameters as `{name}`). */
const documentedLimits = (): ReadonlyMap<string, number> => {
  const doc = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
  return new Map([...doc.matchAll(/^\| `(GET|POST) ([^`]+)` \| [^|]+ \| (\d+) \|$/gm)].map(([, method, path, bytes]) => [`${method} ${path}`, Number(bytes)]));
};
const documentedPath = (e: EndpointInfo) => `${e.method} ${e.path.replace(/:(\w+)/g, "{$1}")}`;
/** A JSON body of exactly `bytes` bytes: `json` followed by JSON's own whitespace. */
const padded = (json: string, bytes: number): string => json + " ".repeat(bytes - Buffer.byteLength(json));
const tooLargeBy = (res: { json: unknown }): number | undefined => (res.json as { error?: { details?: { maxBytes?: number } } }).error?.details?.maxBytes;

describe("the documented body limits, at the boundary (issue 19 item 6)", () => {
  it("POST /api/seeker/profile: a valid profile of exactly the documented size is saved, one byte more is 413", async () => {
    const limit = documentedLimits().get("POST /api/seeker/profile");
    expect(limit, "docs/api.md states the limit").toBeDefined();
    const token = await h.logIn(DEMO_ACCOUNTS.rina.phone);
    const { userId: _userId, ...profile } = ((await h.call("GET", "/api/seeker/profile", { token })).json as { profile: Record<string, unknown> }).profile;
    const json = JSON.stringify(profile);
    const accepted = await h.call("POST", "/api/seeker/profile", { token, body: padded(json, limit ?? 0) });
    expect(accepted.status, accepted.text).toBe(200);
    const refused = await h.call("POST", "/api/seeker/profile", { token, body: padded(json, (limit ?? 0) + 1) });
    expect({ status: refused.status, code: errorCodeOf(refused), maxBytes: tooLargeBy(refused) }).toEqual({ status: 413, code: "PAYLOAD_TOO_LARGE", maxBytes: limit });
  });

  it("every documented JSON endpoint reads a body of its documented limit and answers one byte more with 413 and that limit", async () => {
    const documented = documentedLimits();
    const token = await h.logIn(DEMO_ACCOUNTS.seeker.phone);
    const json = h.server.endpoints.filter((e) => e.hasBody && e.area !== "dev");
    expect(json.length).toBeGreaterThanOrEqual(15);
    for (const e of json) {
      const limit = documented.get(documentedPath(e));
      expect(limit, `docs/api.md states the limit of ${label(e)}`).toBe(e.maxBodyBytes);
      const path = e.path.replace(/:(\w+)/g, "x");
      const atLimit = await h.call(e.method, path, { token, body: padded("{}", limit ?? 0) });
      expect(atLimit.status, `${label(e)} with ${limit} bytes`).not.toBe(413);
      const over = await h.call(e.method, path, { token, body: padded("{}", (limit ?? 0) + 1) });
      expect({ what: label(e), status: over.status, maxBytes: tooLargeBy(over) }).toEqual({ what: label(e), status: 413, maxBytes: limit });
    }
  });
});
