import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { HttpClient, RequestOptions } from "../adapters/http/http-client";
import { UserEventsStream } from "../adapters/http/user-events.stream";
import type { JobAction } from "../application/ports/provider-jobs-api.port";
import { ERROR_CODES } from "../domain/errors/error-codes";
import type { JobSearchQuery } from "../domain/seeker/job-search.rules";
import { CALL_KINDS, COMMON_ERROR_RULE, EXCLUDED_PAIRS, kindOf, type CallKind } from "./consumer/call-kinds";
import { currentPactFile } from "./consumer/pact-support";

/**
 * Every call the app makes and every error docs/api.md documents for it has an interaction
 * (contracts/consumer/call-kinds.ts states the rule; contracts/README.md "Coverage" repeats it).
 * The calls come from the adapters themselves: each *HttpAdapter class of adapters/http is run with
 * a recording HttpClient, plus the calls made outside them (the Android startup ping, the analytics
 * sink and the browser bridge's upload, adapters/composition-root.ts, and the payment status
 * stream, which reads its answer with fetch).
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const ADAPTERS = path.join(ROOT, "..", "adapters", "http");
const API_DOC = readFileSync(path.join(ROOT, "..", "docs", "api.md"), "utf8");

interface AppCall {
  readonly method: string;
  /** With `{id}` for each id the app puts in the path. */
  readonly path: string;
  readonly token: boolean;
  readonly body: boolean;
}
const keyOf = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

/** An HttpClient that records what an adapter would send. */
const recorder = (calls: AppCall[], apiBase = "/api"): HttpClient => ({
  apiBase,
  // Logged in: the payment stream asks nothing without a session.
  headers: async () => ({ Authorization: "Bearer {token}" }),
  request: async <A>(o: RequestOptions<A>) => {
    const templated = `${apiBase}${o.path}`.split("?")[0]?.replace(/%7B\w+%7D/g, "{id}") ?? "";
    calls.push({ method: o.method, path: templated, token: o.auth !== undefined, body: o.body !== undefined });
    return Result.succeed(undefined as A);
  },
});

const ID = "{id}";
const QUERY: JobSearchQuery = { from: { lat: -6.2, lng: 106.8 }, salary: null, category: null, jobType: null, city: null, position: null, offset: 0, limit: 20 };
const JOB_ACTIONS = ["post", "close", "delete"] as const satisfies readonly JobAction[];
// Fails to compile when JobAction gains a value this list lacks.
const _everyAction: Exclude<JobAction, (typeof JOB_ACTIONS)[number]> extends never ? true : never = true;
/**
 * Arguments per method where the default (an id, a body) would not make the app's call. The client
 * attaches the session's token itself (`auth` of the request), so a call counts as a bearer call
 * when it may carry one: a job's public page and the job search too (a logged-in reader sends it).
 */
const ARGUMENTS: Readonly<Record<string, readonly (readonly unknown[])[]>> = {
  act: JOB_ACTIONS.map((action) => [ID, action]),
  searchJobs: [[QUERY]],
  publicJob: [[ID]],
  resume: [[ID]],
  publicIntroVideo: [[ID]],
  // The public order-request summary is opened with its signed link (a request id, an expiry, a signature).
  publicOrderRequest: [[{ requestId: ID, expiresAt: 1, signature: "s" }]],
};

const appCalls = async (): Promise<AppCall[]> => {
  const calls: AppCall[] = [];
  const http = recorder(calls);
  for (const file of readdirSync(ADAPTERS).filter((f) => f.endsWith(".http-adapter.ts"))) {
    const module = (await import(path.join(ADAPTERS, file))) as Record<string, unknown>;
    for (const [name, exported] of Object.entries(module)) {
      if (typeof exported !== "function") continue;
      if (name === "pingUserCenter") {
        await (exported as (h: HttpClient) => Promise<void>)(http);
        continue;
      }
      expect(name, `${file}: an export the coverage test does not know how to call`).toMatch(/HttpAdapter$/);
      const adapter = new (exported as new (h: HttpClient) => Record<string, (...args: unknown[]) => Promise<unknown>>)(http);
      const prototype = Object.getPrototypeOf(adapter) as object;
      for (const method of Object.getOwnPropertyNames(prototype).filter((m) => m !== "constructor"))
        for (const args of ARGUMENTS[method] ?? [[ID, {}]]) await adapter[method]?.(...args);
    }
  }
  // adapters/composition-root.ts: the analytics sink (EVENT_CLIENT) and the browser bridge's upload target.
  await recorder(calls, "/event").request({ method: "POST", path: "/track", body: {}, schema: null });
  calls.push({ method: "POST", path: "/api/uploads", token: true, body: true });
  // The user's event stream (adapters/http/user-events.stream.ts), run against a fetch that records and answers 401.
  await new Promise<void>((resolve) => {
    const recordingFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input).replace(/%7B\w+%7D/g, ID);
      calls.push({ method: init?.method ?? "GET", path: url, token: true, body: init?.body !== undefined && init.body !== null });
      return new Response(null, { status: 401 });
    };
    void new UserEventsStream(http, recordingFetch).listen({ onEvent: () => undefined, onState: (s) => s === "stopped" && resolve() });
  });
  return [...new Map(calls.map((c) => [keyOf(c), c])).values()];
};

/** docs/api.md's endpoint tables: each row's errors column, as `<status> \`CODE\`` pairs. */
const documentedCodes = (): Map<string, string[]> => {
  const rows = new Map<string, string[]>();
  for (const line of API_DOC.split("\n")) {
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    const route = /^`(GET|POST) (\/[^`]+)`$/.exec(cells[1] ?? "");
    if (route === null) continue;
    // Tables with an errors column have four columns; the reference-data table has none.
    const errors = cells.length >= 6 ? (cells[cells.length - 2] ?? "") : "";
    const codes = [...errors.matchAll(/\b\d{3} `([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? "");
    const key = `${route[1]} ${(route[2] ?? "").replace(/\{\w+\}/g, ID)}`;
    const asLogin = /\bas login\b/.test(errors) ? (rows.get("POST /api/auth/login") ?? []) : [];
    rows.set(key, [...new Set([...asLogin, ...codes])]);
  }
  return rows;
};

/** docs/api.md "Errors common to every endpoint". */
const commonCodes = (): string[] => {
  const section = API_DOC.split("## Errors common to every endpoint")[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(/^\| \d{3} \| `([A-Z_]+)` \|/gm)].map((m) => m[1] ?? "");
};

interface Interaction {
  readonly description: string;
  readonly request: { readonly method: string; readonly path: string };
  readonly response: { readonly status: number; readonly body?: { readonly content?: unknown } };
}

/** The app call an interaction is about: its method, and the path template it matches (literal segments first). */
const callOf = (calls: readonly AppCall[], i: Interaction): AppCall | undefined =>
  calls
    .filter((c) => c.method === i.request.method && new RegExp(`^${c.path.replace(/\{id\}/g, "[^/]+")}$`).test(i.request.path))
    .sort((a, b) => a.path.split(ID).length - b.path.split(ID).length)[0];

const answerOf = (i: Interaction): string => {
  if (i.response.status < 300) return "ok";
  const code = (i.response.body?.content as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === "string" ? code : `status ${i.response.status}`;
};

describe("contract coverage: every app call and every documented error it can receive", async () => {
  const calls = await appCalls();
  const documented = documentedCodes();
  const common = commonCodes();
  const pact = JSON.parse(readFileSync(currentPactFile(), "utf8")) as { interactions: Interaction[] };
  const covered = new Map<string, string[]>();
  const unmatched: string[] = [];
  for (const i of pact.interactions) {
    const call = callOf(calls, i);
    if (call === undefined) unmatched.push(`${i.request.method} ${i.request.path}: ${i.description}`);
    else covered.set(`${keyOf(call)} ${answerOf(i)}`, [...(covered.get(`${keyOf(call)} ${answerOf(i)}`) ?? []), i.description]);
  }
  const byKind = (kind: CallKind, code: string) => calls.some((c) => kindOf(c) === kind && covered.has(`${keyOf(c)} ${code}`));

  /** Every (call, answer) pair the rule asks for. */
  const required = [...calls.map((c) => `${keyOf(c)} ok`), ...calls.flatMap((c) => (documented.get(keyOf(c)) ?? []).map((code) => `${keyOf(c)} ${code}`))].filter(
    (pair) => !(pair in EXCLUDED_PAIRS),
  );
  const requiredByKind = Object.entries(COMMON_ERROR_RULE).flatMap(([code, rule]) => rule.kinds.map((kind) => ({ kind, code })));

  it("knows the app's calls: the adapters' methods, the startup ping, the analytics event and the upload", () => {
    expect(calls.length).toBeGreaterThanOrEqual(49);
    for (const call of ["POST /api/jobs/{id}/post", "POST /api/jobs/{id}/delete", "POST /api/uploads", "POST /event/track", "GET /api/user/userCenter", "POST /api/offers", "GET /api/events"])
      expect(calls.map(keyOf)).toContain(call);
    for (const c of calls) expect(documented.has(keyOf(c)), `${keyOf(c)} has no row in docs/api.md`).toBe(true);
  });

  it("reads only codes of the error-code table, and a rule for every common code", () => {
    const table = new Set(Object.keys(ERROR_CODES));
    for (const [route, codes] of documented) for (const code of codes) expect(table.has(code), `${route}: ${code}`).toBe(true);
    expect(common.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(COMMON_ERROR_RULE).sort()).toEqual([...common].sort());
    for (const kind of new Set(Object.values(COMMON_ERROR_RULE).flatMap((r) => r.kinds))) expect(CALL_KINDS).toContain(kind);
  });

  it("has an interaction for every app call and every error documented for it", () => {
    const missing = required.filter((pair) => !covered.has(pair));
    console.log(
      `contract coverage: ${calls.length} app calls, ${required.length - missing.length}/${required.length} (call, answer) pairs ` +
        `(${required.filter((p) => p.endsWith(" ok")).length} successes, ${required.filter((p) => !p.endsWith(" ok")).length} documented errors; ${Object.keys(EXCLUDED_PAIRS).length} excluded with reasons), ` +
        `${requiredByKind.filter((r) => byKind(r.kind, r.code)).length}/${requiredByKind.length} (kind of call, common error) pairs, ${pact.interactions.length} interactions`,
    );
    expect(missing).toEqual([]);
  });

  it("has an interaction for every common error on every kind of call it applies to", () => {
    const missing = requiredByKind.filter((r) => !byKind(r.kind, r.code)).map((r) => `${r.code} on a ${r.kind} call`);
    expect(missing).toEqual([]);
  });

  it("has no interaction for an excluded pair, nor one about a call the app does not make", () => {
    expect(Object.keys(EXCLUDED_PAIRS).filter((pair) => covered.has(pair))).toEqual([]);
    expect(unmatched).toEqual([]);
  });
});
