import { Agent, request as httpRequest } from "node:http";
import { randomBytes } from "node:crypto";
import { Schema, SchemaAST } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../domain/identity/account.schema";
import type { EndpointInfo } from "./http/endpoint";
import { DEV_APP_SECRET, signatureOf } from "./http/signature";
import { startMockServer, type MockServer } from "./server";
import type { Db } from "./store/db.schema";
import { DEMO_ACCOUNTS } from "./store/demo-accounts";

/**
 * Issue 10, the test that finds the next one: for every endpoint of the mock's own table,
 * generated malformed requests (broken JSON, wrong types, missing and extra fields, huge strings
 * and arrays, deep nesting, `__proto__` keys, malformed percent-encoding in every path parameter,
 * wrong content types and methods, no or forged authentication, wrong signature, replayed nonce,
 * cross-site dev forms, bodies over the limit). Every request carries at least one defect that
 * must be refused, so every answer must be a 4xx with the error envelope, small, and leave the
 * data (the very same state object), the clock and Object.prototype as they were.
 *
 * FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> changes the number of batches.
 */

/** Requests sent together; FUZZ_BATCH=1 finds which one of a batch changed the data. */
const BATCH = Number(process.env.FUZZ_BATCH ?? 8);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_300);
/** An answer to a refused request is never larger than this. */
const ANSWER_MAX_BYTES = 16 * 1024;

let server: MockServer;
let agent: Agent;
let endpoints: readonly EndpointInfo[];
let tokens: { seeker: string; provider: string; revoked: string };
/** A nonce the mock accepted once (in beforeAll): sending it again must be refused. */
const REPLAYED_NONCE = randomBytes(16).toString("hex");

interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

const send = (req: Sent): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const body = req.body === undefined ? undefined : Buffer.from(req.body, "utf8");
    const headers = { ...req.headers, ...(body === undefined ? {} : { "content-length": String(body.length) }) };
    const r = httpRequest({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers["content-type"] ?? ""), text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    r.setTimeout(10_000, () => r.destroy(new Error(`no answer in 10 s to ${req.method} ${req.path}`)));
    r.on("error", reject);
    if (body !== undefined) r.write(body);
    r.end();
  });

const signed = (): Record<string, string> => {
  const nonce = randomBytes(16).toString("hex");
  return { nonce, signature: signatureOf(DEV_APP_SECRET, nonce) };
};

const devSession = async (phone: string): Promise<string> => {
  const res = await send({ method: "POST", path: "/__dev/sessions", headers: { "content-type": "application/json" }, body: JSON.stringify({ phone }) });
  return (JSON.parse(res.text) as { token: string }).token;
};

beforeAll(async () => {
  server = await startMockServer({ quiet: true, strict: false, signatureCheck: true, appSecret: DEV_APP_SECRET });
  agent = new Agent({ keepAlive: true, maxSockets: BATCH });
  endpoints = server.endpoints;
  tokens = {
    seeker: await devSession(DEMO_ACCOUNTS.seeker.phone),
    provider: await devSession(DEMO_ACCOUNTS.providerAdmin.phone),
    revoked: await devSession(DEMO_ACCOUNTS.seekerSmsOnly.phone),
  };
  const logout = await send({ method: "POST", path: "/api/auth/logout", headers: { ...signed(), authorization: `Bearer ${tokens.revoked}` } });
  expect(logout.status).toBe(204);
  const once = await send({ method: "GET", path: "/api/config", headers: { nonce: REPLAYED_NONCE, signature: signatureOf(DEV_APP_SECRET, REPLAYED_NONCE) } });
  expect(once.status).toBe(200);
});
afterAll(async () => {
  agent.destroy();
  await server.close();
});

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

type Auth = "seeker" | "provider" | "none" | "unknown" | "revoked" | "basic" | "bare" | "twoWords";
type Signature = "valid" | "missing" | "wrong" | "malformed" | "otherSecret" | "replayed";
type Defect = "brokenJson" | "tooLarge" | "badBody" | "badPath" | "auth" | "signature" | "wrongMethod" | "crossSite";

interface Generated {
  readonly endpoint: EndpointInfo;
  readonly defects: readonly Defect[];
  readonly method: string;
  readonly path: string;
  readonly auth: Auth;
  readonly signature: Signature;
  readonly contentType: string | undefined;
  readonly crossSite: boolean;
  readonly body: string | undefined;
}

const MALFORMED_ESCAPES = ["%", "%zz", "%C0%AF", "%FF%FE", "%E0%A4%A", "%ED%A0%80", "%F8%88%80%80%80", "%C3", "%%", "%2", "%u0041", "%G0", "%c0%80"];
const SAFE_PATH_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-_.~";
const safeSegment = fc.string({ unit: fc.constantFrom(...SAFE_PATH_CHARS), minLength: 1, maxLength: 12 });
const malformedSegment = fc
  .tuple(fc.string({ unit: fc.constantFrom(...SAFE_PATH_CHARS), maxLength: 4 }), fc.constantFrom(...MALFORMED_ESCAPES), fc.string({ unit: fc.constantFrom(...SAFE_PATH_CHARS, "%41"), maxLength: 4 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`)
  // "%2" followed by "5" is "%25", valid: keep only what cannot be decoded.
  .filter((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
const SEEDED_PARAMS: Readonly<Record<string, readonly string[]>> = {
  jobId: ["j-1001", "j-1003", "j-9000", "j-nope"],
  videoId: ["v-9-siti", "v-nope"],
  userId: [DEMO_ACCOUNTS.seeker.userId, "u-nope"],
  businessId: ["c-warung-bu-tini", "c-nope"],
  id: ["fnb", "f-1", "nope"],
};

const pathOf = (e: EndpointInfo, malformed: boolean): fc.Arbitrary<string> => {
  const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
  if (names.length === 0) return fc.constant(e.path);
  const goodValue = (name: string) => fc.oneof(fc.constantFrom(...(SEEDED_PARAMS[name] ?? ["x"])), safeSegment);
  const values = names.map((name) => fc.tuple(goodValue(name), malformedSegment));
  return fc
    .tuple(fc.tuple(...values), fc.integer({ min: 0, max: 2 ** names.length - 1 }))
    .map(([pairs, mask]) => {
      // Which parameters are malformed: at least one when `malformed`, none otherwise.
      const chosen = malformed ? mask || 1 : 0;
      let i = 0;
      return e.path.replace(/:(\w+)/g, () => {
        const [good, bad] = pairs[i] ?? ["x", "%"];
        const value = (chosen >> i) & 1 ? bad : good;
        i++;
        return value;
      });
    });
};

const junkQuery = fc.oneof(
  fc.constant(""),
  fc.constantFrom(
    "?__proto__[polluted]=1",
    "?constructor[prototype][polluted]=1",
    "?a[b][c][d][e][f][g]=1",
    "?lat=abc&lng=%zz",
    "?_limit=-1&_page=x",
    "?q=%",
    "?phone=81200000001&phone=81200000002",
    `?x=${"9".repeat(2_000)}`,
  ),
);

/** A value nested `depth` times, as JSON text. */
const deep = (depth: number, kind: "array" | "object" | "proto"): string =>
  kind === "array" ? `${"[".repeat(depth)}${"]".repeat(depth)}` : kind === "object" ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${'{"__proto__":'.repeat(depth)}{"polluted":true}${"}".repeat(depth)}`;

/** JSON text of a value no schema field accepts whole (wrong types, huge, deep, prototype keys). */
const weirdValue = (maxBytes: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom("null", "true", "false", "0", "-1", "1e308", "-0", "[]", "{}", '""', '" "', '"\\u0000"', '"\\ud800"', '"\u202e\u200b"', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}'),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
    fc.string({ maxLength: 40 }).map((s) => JSON.stringify(s)),
    fc.integer({ min: 1, max: Math.max(1, Math.floor(maxBytes / 2)) }).map((n) => JSON.stringify("x".repeat(n))),
    fc.integer({ min: 1, max: Math.max(1, Math.floor(maxBytes / 3)) }).map((n) => `[${new Array<string>(n).fill("0").join(",")}]`),
    fc.integer({ min: 1, max: Math.max(1, Math.floor(maxBytes / 8)) }).map((n) => `[${new Array<string>(n).fill('{"a":[]}').join(",")}]`.slice(0, maxBytes)),
    fc.tuple(fc.integer({ min: 1, max: Math.max(1, Math.floor(maxBytes / 6)) }), fc.constantFrom("array", "object", "proto") as fc.Arbitrary<"array" | "object" | "proto">).map(([d, kind]) => deep(Math.min(d, 2_000), kind)),
  );

/** Property names of a body schema, and the ones that are required. */
const keysOf = (e: EndpointInfo): { all: string[]; required: string[] } => {
  const ast = e.bodySchema?.ast;
  if (ast === undefined || ast._tag !== "Objects") return { all: [], required: [] };
  const all = ast.propertySignatures.map((p) => String(p.name));
  const required = ast.propertySignatures.filter((p) => !SchemaAST.isOptional(p.type)).map((p) => String(p.name));
  return { all, required };
};

const EXTRA_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "balance", "badges", "status", "isAdmin", "userId", ""];

/** A body that no schema accepts: not an object, or an object missing a required field, with wrong types and extra keys. */
const invalidBody = (e: EndpointInfo): fc.Arbitrary<string> => {
  const limit = e.maxBodyBytes ?? 4_096;
  const budget = Math.max(64, Math.floor(limit / 4));
  const { all, required } = keysOf(e);
  const notAnObject = weirdValue(budget).filter((text) => !text.startsWith("{"));
  if (required.length === 0) return notAnObject;
  const object = fc
    .record({
      missing: fc.constantFrom(...required),
      present: fc.subarray(all),
      extra: fc.subarray(EXTRA_KEYS),
      random: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
      values: fc.array(weirdValue(budget), { minLength: 1, maxLength: 4 }),
    })
    .map(({ missing, present, extra, random, values }) => {
      const keys = [...new Set([...present, ...extra, ...random])].filter((k) => k !== missing);
      // Hand-written so that "__proto__" stays an ordinary key of the JSON text.
      return `{${keys.map((k, i) => `${JSON.stringify(k)}:${values[i % values.length] ?? "null"}`).join(",")}}`;
    });
  return fc.oneof(notAnObject, object);
};

const FIXED_BROKEN_JSON = ["{bad", '{"phone": }', "'single'", '{"a":1} trailing', "[1, 2", "undefined", '{"a":"\\x"}', "\u00a0", "\ufeff{}", "{\u2028}", "NaN", "{\"a\":1,}", "--", "\u0000"];
const brokenJson = fc.oneof(
  fc.constantFrom(...FIXED_BROKEN_JSON),
  fc
    .tuple(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 4 }), fc.nat(), fc.constantFrom("", ",", "{", "'", "\\", "}}", "\u00a0"))
    .map(([value, cut, junk]) => {
      const text = JSON.stringify(value);
      return `${text.slice(0, 1 + (cut % Math.max(1, text.length - 1)))}${junk}`;
    }),
).filter((text) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return !/^[ \t\n\r]*$/.test(text);
  }
});

const CONTENT_TYPES = ["application/json", "text/plain", "application/xml", "multipart/form-data; boundary=x", "application/json; charset=latin1", "", "application/x-www-form-urlencoded"];
const OTHER_METHODS = ["PUT", "PATCH", "DELETE", "OPTIONS"];

const requestFor = (e: EndpointInfo): fc.Arbitrary<Generated> => {
  const signedArea = e.area !== "dev";
  const hasParams = e.path.includes(":");
  const methodsOfPath = endpoints.filter((o) => o.path === e.path).map((o) => o.method as string);
  const wrongMethods = [...OTHER_METHODS, "GET", "POST"].filter((m) => !methodsOfPath.includes(m));
  const bodyDefects: Defect[] = ["brokenJson", ...((e.maxBodyBytes ?? 0) <= 1024 * 1024 ? (["tooLarge"] as Defect[]) : []), ...(e.hasBody && keysOf(e).all.length > 0 ? (["badBody"] as Defect[]) : [])];
  const otherDefects: Defect[] = [
    ...(hasParams ? (["badPath"] as Defect[]) : []),
    ...(e.auth === "bearer" ? (["auth"] as Defect[]) : []),
    ...(signedArea ? (["signature"] as Defect[]) : []),
    "wrongMethod",
    ...(e.area === "dev" && e.method === "POST" ? (["crossSite"] as Defect[]) : []),
  ];
  return fc
    .record({
      bodyDefect: fc.option(fc.constantFrom(...bodyDefects), { nil: undefined }),
      others: fc.subarray(otherDefects),
    })
    .filter(({ bodyDefect, others }) => bodyDefect !== undefined || others.length > 0)
    .chain(({ bodyDefect, others }) => {
      const defects = [...(bodyDefect === undefined ? [] : [bodyDefect]), ...others];
      const has = (d: Defect) => defects.includes(d);
      // A dev endpoint reads HTML forms too: URLSearchParams takes any text, so broken JSON is only broken as JSON.
      const contentTypes = e.area === "dev" && has("brokenJson") ? CONTENT_TYPES.filter((t) => !t.includes("urlencoded")) : CONTENT_TYPES;
      const limit = e.maxBodyBytes ?? 4_096;
      const body: fc.Arbitrary<string | undefined> = has("brokenJson")
        ? brokenJson
        : has("tooLarge")
          ? fc.integer({ min: 1, max: 2_000 }).map((extra) => JSON.stringify({ pad: "x".repeat(limit + extra) }))
          : has("badBody")
            ? invalidBody(e)
            : fc.oneof(fc.constant(undefined), fc.constant("{}"), e.hasBody && keysOf(e).all.length > 0 ? invalidBody(e) : fc.constant(undefined));
      return fc.record({
        endpoint: fc.constant(e),
        defects: fc.constant(defects),
        method: has("wrongMethod") ? fc.constantFrom(...wrongMethods) : fc.constant(e.method as string),
        path: fc.tuple(pathOf(e, has("badPath")), junkQuery).map(([p, q]) => `${p}${q}`),
        auth: (has("auth") ? fc.constantFrom("none", "unknown", "revoked", "basic", "bare", "twoWords") : fc.constantFrom("seeker", "provider")) as fc.Arbitrary<Auth>,
        signature: (has("signature") ? fc.constantFrom("missing", "wrong", "malformed", "otherSecret", "replayed") : fc.constant("valid")) as fc.Arbitrary<Signature>,
        contentType: fc.option(fc.constantFrom(...contentTypes), { nil: undefined }),
        crossSite: fc.constant(has("crossSite")),
        body,
      });
    });
};

const authorizationOf = (auth: Auth): string | undefined => {
  switch (auth) {
    case "seeker":
      return `Bearer ${tokens.seeker}`;
    case "provider":
      return `Bearer ${tokens.provider}`;
    case "none":
      return undefined;
    case "unknown":
      return `Bearer ${randomBytes(24).toString("base64url")}`;
    case "revoked":
      return `Bearer ${tokens.revoked}`;
    case "basic":
      return `Basic ${Buffer.from("admin:admin").toString("base64")}`;
    case "bare":
      return "Bearer";
    case "twoWords":
      return `Bearer ${tokens.seeker} extra`;
  }
};

const signatureHeaders = (signature: Signature): Record<string, string> => {
  const nonce = randomBytes(16).toString("hex");
  switch (signature) {
    case "valid":
      return signed();
    case "missing":
      return {};
    case "wrong":
      return { nonce, signature: signatureOf(DEV_APP_SECRET, `${nonce}x`) };
    case "malformed":
      return { nonce: `${nonce}!`, signature: "not-hex" };
    case "otherSecret":
      return { nonce, signature: signatureOf("gawe-prod-secret", nonce) };
    case "replayed":
      return { nonce: REPLAYED_NONCE, signature: signatureOf(DEV_APP_SECRET, REPLAYED_NONCE) };
  }
};

const toSent = (g: Generated): Sent => {
  const authorization = authorizationOf(g.auth);
  return {
    method: g.method,
    path: g.path,
    headers: {
      ...signatureHeaders(g.signature),
      ...(authorization === undefined ? {} : { authorization }),
      ...(g.contentType === undefined ? {} : { "content-type": g.contentType }),
      ...(g.crossSite ? { "sec-fetch-site": "cross-site" } : {}),
      "accept-language": "id",
    },
    ...(g.body === undefined ? {} : { body: g.body }),
  };
};

// ---------------------------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------------------------

const describeRequest = (g: Generated): string =>
  `${g.method} ${g.path.slice(0, 120)} [${g.defects.join(", ")}] auth=${g.auth} signature=${g.signature} type=${g.contentType ?? "-"} body=${g.body === undefined ? "-" : `${g.body.length} B ${JSON.stringify(g.body.slice(0, 80))}`}`;

describe("fuzz: every endpoint refuses malformed requests cleanly", () => {
  it(`refuses ${RUNS * BATCH} generated malformed requests with a 4xx envelope, a small answer and no change`, async () => {
    const statuses = new Map<number, number>();
    let sentCount = 0;
    const before: Db = server.state();
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join(",");
    const anyRequest = fc.constantFrom(...endpoints).chain(requestFor);

    await fc.assert(
      fc.asyncProperty(fc.array(anyRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const answers = await Promise.all(batch.map((g) => send(toSent(g))));
        sentCount += batch.length;
        answers.forEach((answer, i) => {
          const g = batch[i] as Generated;
          const what = describeRequest(g);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          expect(answer.status >= 400 && answer.status < 500, `${answer.status} for ${what}: ${answer.text.slice(0, 300)}`).toBe(true);
          expect(answer.contentType, what).toMatch(/^application\/json/);
          expect(Buffer.byteLength(answer.text), what).toBeLessThan(ANSWER_MAX_BYTES);
          let json: unknown;
          try {
            json = JSON.parse(answer.text);
          } catch {
            json = undefined;
          }
          expect(Schema.is(ApiErrorBody)(json), `envelope for ${what}: ${answer.text.slice(0, 200)}`).toBe(true);
        });
        // A change cannot be undone for the runs after it, so shrinking would only mislead: the batch is the report.
        const changed = server.state() !== before || server.clock.offsetMs() !== 0;
        expect(changed, `a refused request changed the data or the clock; one of:\n${batch.map(describeRequest).join("\n")}`).toBe(false);
      }),
      { numRuns: RUNS, endOnFailure: true, ...(process.env.FUZZ_SEED === undefined ? {} : { seed: Number(process.env.FUZZ_SEED) }) },
    );

    expect(sentCount).toBeGreaterThanOrEqual(Math.min(10_000, RUNS * BATCH));
    expect(Object.getOwnPropertyNames(Object.prototype).join(","), "Object.prototype was polluted").toBe(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Every kind of refusal was reached (a generator that stopped producing one would go unnoticed).
    if (RUNS * BATCH >= 10_000) for (const status of [400, 401, 403, 405, 413]) expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0);
  }, 120_000);
});
