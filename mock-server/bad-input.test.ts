import { readFileSync } from "node:fs";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../domain/identity/account.schema";
import type { EndpointInfo } from "./http/endpoint";
import { MAX_BODY_BYTES } from "./http/body";
import { PROVIDER_STATE } from "./provider-state-names";
import { DEMO_ACCOUNTS } from "./store/demo-accounts";
import { startHarness, type Harness, type RawResponse, errorCodeOf } from "./testing/mock-harness";

/**
 * Issue 2 section 6: every endpoint answers bad input with a 4xx and the error envelope, never a
 * 5xx or a crash, and never changes the data file. The endpoints come from the running server's
 * own list, so a new endpoint is covered the day it is added.
 */

let token = "";
let h: Harness;
let endpoints: readonly EndpointInfo[];
let dataBefore: string;

beforeAll(async () => {
  h = await startHarness();
  endpoints = h.server.endpoints;
  // A live token, so bearer endpoints get past authentication to their body checks.
  const arranged = await h.call("POST", "/__dev/provider-states", { body: { state: PROVIDER_STATE.seekerLoggedIn, params: { phone: DEMO_ACCOUNTS.seeker.phone } } });
  expect(arranged.status).toBe(200);
  token = (arranged.json as { token: string }).token;
  dataBefore = h.readData();
});
afterAll(async () => {
  await h.stop();
});

/** A concrete URL for a route pattern (reference items take an id that may not exist). */
const urlOf = (e: EndpointInfo): string => e.path.replace(/:(\w+)/g, "no-such-$1");
const label = (e: EndpointInfo) => `${e.method} ${e.path}`;

const expectEnvelope = (res: RawResponse, status: number, code: string, what: string): void => {
  expect({ what, status: res.status, code: errorCodeOf(res) }).toEqual({ what, status, code });
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(Schema.is(ApiErrorBody)(res.json)).toBe(true);
};

const send = (e: EndpointInfo, body: unknown, headers?: Record<string, string>) =>
  h.call(e.method, urlOf(e), { body, token, ...(headers === undefined ? {} : { headers }) });

const MALFORMED = ["{bad", '{"phone": }', "'single'", '{"a":1} trailing', "[1, 2", "undefined", "{\"a\":\"\\x\"}"];

/** Every key any endpoint reads, so each schema sees its own fields with the wrong content. */
const KEYS = ["phone", "purpose", "code", "fullName", "role", "name", "params", "now", "seconds", "down", "state", "action"];
const everyKey = (value: unknown) => Object.fromEntries(KEYS.map((k) => [k, value]));
/** Longer than any of these fields allows; twelve of them stay under the smallest body limit (JSON_BODY_MAX_BYTES). */
const LONG = "8".repeat(1_100);

const WRONG_BODIES: readonly [string, unknown][] = [
  ["no body", undefined],
  ["null", null],
  ["an array", []],
  ["a JSON string", JSON.stringify("text")],
  ["a number", 42],
  ["a boolean", true],
  ["missing fields", {}],
  ["arrays for every field", everyKey([12345])],
  ["null for every field", everyKey(null)],
  ["objects for every field", everyKey({ nested: true })],
  ["over-long strings", everyKey(LONG)],
];

describe("bad input on every endpoint", () => {
  it("covers every endpoint docs/api.md lists", () => {
    const documented = [...readFileSync(new URL("../docs/api.md", import.meta.url), "utf8").matchAll(/`(GET|POST) (\/[^`\s]+)`/g)].map((m) => `${m[1]} ${(m[2] ?? "").replace(/\{(\w+)\}/g, ":$1")}`);
    expect(documented.length).toBeGreaterThan(20);
    // ...and the other way round: nothing the server answers is missing from the docs.
    expect(documented).toEqual(expect.arrayContaining(endpoints.map(label)));
    expect(endpoints.map(label)).toEqual(expect.arrayContaining(documented));
    expect(endpoints.some((e) => e.area === "dev")).toBe(true);
    expect(endpoints.some((e) => e.area === "reference")).toBe(true);
  });

  it("answers malformed JSON with 400 MALFORMED_JSON", async () => {
    for (const e of endpoints)
      for (const body of MALFORMED) expectEnvelope(await send(e, body), 400, "MALFORMED_JSON", `${label(e)} <- ${body}`);
  });

  it("answers bodies over the endpoint's limit with 413 PAYLOAD_TOO_LARGE", async () => {
    const huge = JSON.stringify({ name: "a".repeat(MAX_BODY_BYTES) });
    for (const e of endpoints) expectEnvelope(await send(e, huge), 413, "PAYLOAD_TOO_LARGE", label(e));
  });

  it("answers wrong types, missing fields and over-long strings with 400 VALIDATION_FAILED and the issues", async () => {
    const withBody = endpoints.filter((e) => e.hasBody);
    expect(withBody.length).toBeGreaterThanOrEqual(8);
    for (const e of withBody)
      for (const [what, body] of WRONG_BODIES) {
        const res = await send(e, body);
        expectEnvelope(res, 400, "VALIDATION_FAILED", `${label(e)} <- ${what}`);
        const issues = (res.json as { error: { details: { issues: unknown[] } } }).error.details.issues;
        expect(issues.length, `${label(e)} <- ${what}`).toBeGreaterThan(0);
        expect(res.text.length, "the answer does not echo the input").toBeLessThan(5_000);
      }
  });

  it("answers authenticated endpoints without a live token with 401 UNAUTHENTICATED", async () => {
    const bearer = endpoints.filter((e) => e.auth === "bearer");
    expect(bearer.length).toBeGreaterThanOrEqual(3);
    for (const e of bearer)
      for (const authorization of [undefined, "Bearer unknown-token", "Basic abc", "Bearer", token]) {
        const res = await h.call(e.method, urlOf(e), authorization === undefined ? {} : { headers: { authorization } });
        expectEnvelope(res, 401, "UNAUTHENTICATED", `${label(e)} with ${authorization ?? "no header"}`);
      }
  });

  it("answers a wrong method with 405 METHOD_NOT_ALLOWED", async () => {
    for (const e of endpoints) {
      const allowed = endpoints.filter((o) => o.path === e.path).map((o) => o.method);
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !allowed.includes(m as EndpointInfo["method"]))) {
        const res = await h.call(method, urlOf(e), { body: { id: "x", balance: 1_000_000 }, token });
        expectEnvelope(res, 405, "METHOD_NOT_ALLOWED", `${method} ${e.path}`);
      }
    }
  });

  it("answers unknown routes, and the data json-server must not expose, with 404 NOT_FOUND", async () => {
    const unknown: [string, string][] = [
      ["GET", "/"],
      ["GET", "/api"],
      ["GET", "/api/nope"],
      ["POST", "/api/auth/otp/extra"],
      ["GET", "/api/accounts"],
      ["GET", "/api/sessions"],
      ["GET", "/api/otps"],
      ["GET", "/api/settings"],
      ["GET", "/api/db"],
      ["PATCH", "/api/accounts/u-seeker-siti"],
      ["POST", "/api/accounts"],
      ["GET", "/api/categories/fnb/faq"],
      ["GET", "/event/nope"],
      ["GET", "/__dev/nope"],
      ["DELETE", "/__dev"],
    ];
    for (const [method, path] of unknown) {
      const res = await h.call(method, path, { body: { balance: 1 } });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(Schema.is(ApiErrorBody)(res.json), `${method} ${path}`).toBe(true);
    }
    expectEnvelope(await h.call("GET", "/api/nope"), 404, "NOT_FOUND", "GET /api/nope");
    expectEnvelope(await h.call("GET", "/api/accounts"), 404, "NOT_FOUND", "GET /api/accounts");
  });

  it("rejects a reference query json-server cannot run with a 4xx, not its stack trace", async () => {
    expectEnvelope(await h.call("GET", "/api/categories?id_like=("), 400, "VALIDATION_FAILED", "bad regular expression");
  });

  it("left the data file exactly as it was, and the server still answers", async () => {
    expect(h.readData()).toBe(dataBefore);
    expect((await h.call("GET", "/api/me", { token })).status).toBe(200);
  });
});
