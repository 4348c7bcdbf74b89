import { createHmac } from "node:crypto";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { check, FAIL, isObject, lazyCheck } from "../checks/check";
import { hangingFetch } from "../test-support/hanging-fetch";
import type { AuthToken } from "../../domain/identity/session.schema";
import { createHttpClient, type HttpClientConfig } from "./http-client";

const SECRET = "test-secret";
const Thing = Schema.Struct({ name: Schema.String });
/** What the generator writes for Thing (adapters/checks/). */
const ThingCheck = check<{ name: string }>("Thing", (x) => (isObject(x) && typeof x.name === "string" ? { name: x.name } : FAIL));

interface Seen {
  url: string;
  init: RequestInit;
}

const respond =
  (status: number, body: string, seen: Seen[] = []): typeof fetch =>
  async (input, init) => {
    seen.push({ url: String(input), init: init ?? {} });
    return new Response(status === 204 ? null : body, { status });
  };

const client = (fetchImpl: typeof fetch, extra: Partial<HttpClientConfig> = {}) =>
  createHttpClient({
    apiBase: "https://api.gawe.id/api",
    secret: SECRET,
    fetch: fetchImpl,
    device: () => "android",
    language: () => "en",
    authToken: () => "tok-1" as AuthToken,
    ...extra,
  });

const headerOf = (seen: Seen, name: string): string | undefined =>
  (seen.init.headers as Record<string, string>)[name];

describe("http client headers", () => {
  it("signs a fresh random nonce with HMAC-SHA256 of the app secret", async () => {
    const seen: Seen[] = [];
    const http = client(respond(200, '{"name":"a"}', seen));
    await http.request({ method: "GET", path: "/me", schema: Thing, auth: "session" });
    await http.request({ method: "GET", path: "/me", schema: Thing, auth: "session" });
    const [first, second] = seen;
    if (first === undefined || second === undefined) throw new Error("two requests expected");
    const nonce = headerOf(first, "nonce") ?? "";
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(headerOf(first, "signature")).toBe(createHmac("sha256", SECRET).update(nonce).digest("hex"));
    expect(headerOf(second, "nonce")).not.toBe(nonce);
    expect(first.url).toBe("https://api.gawe.id/api/me");
    expect(headerOf(first, "Authorization")).toBe("Bearer tok-1");
    expect(headerOf(first, "Content-Type")).toBe("application/json");
    expect(headerOf(first, "Accept-Language")).toBe("en");
    expect(headerOf(first, "device")).toBe("android");
    expect(headerOf(first, "platform")).toBe("home");
  });

  it("sends no Authorization header without a token, and the Idempotency-Key when asked", async () => {
    const seen: Seen[] = [];
    await client(respond(204, "", seen)).request({
      method: "POST",
      path: "/wallet/withdrawals",
      body: { amount: 20000 },
      schema: null,
      idempotencyKey: "key-123",
    });
    const [call] = seen;
    expect(call && headerOf(call, "Authorization")).toBeUndefined();
    expect(call && headerOf(call, "Idempotency-Key")).toBe("key-123");
    expect(call?.init.body).toBe('{"amount":20000}');
  });
});

describe("http client: the session's token", () => {
  it("reads the token from the session for each call that needs one, and sends none on public calls", async () => {
    const seen: Seen[] = [];
    let token: AuthToken | null = "tok-1" as AuthToken;
    const http = client(respond(200, '{"name":"a"}', seen), { authToken: () => token });
    await http.request({ method: "GET", path: "/me", schema: Thing, auth: "session" });
    token = "tok-2" as AuthToken;
    await http.request({ method: "GET", path: "/me", schema: Thing, auth: "session" });
    await http.request({ method: "GET", path: "/job-search", schema: Thing, auth: "if-any" });
    await http.request({ method: "GET", path: "/categories", schema: Thing });
    await http.request({ method: "POST", path: "/auth/logout", schema: null, auth: { token: "tok-old" as AuthToken } });
    expect(seen.map((s) => headerOf(s, "Authorization"))).toEqual(["Bearer tok-1", "Bearer tok-2", "Bearer tok-2", undefined, "Bearer tok-old"]);
    expect(await http.headers()).toMatchObject({ Authorization: "Bearer tok-2" });
  });

  it("answers NotLoggedIn without a request when a call needs a session and there is none (what the use cases' withToken did)", async () => {
    const seen: Seen[] = [];
    const http = client(respond(200, '{"name":"a"}', seen), { authToken: () => null });
    const result = await http.request({ method: "POST", path: "/seeker/profile", body: {}, schema: Thing, auth: "session" });
    expect(Result.isFailure(result) && result.failure._tag).toBe("NotLoggedIn");
    expect(seen).toEqual([]);
    // A public read that shows more to a logged-in caller still goes out, without a token.
    expect(await http.request({ method: "GET", path: "/job-search", schema: Thing, auth: "if-any" })).toEqual(Result.succeed({ name: "a" }));
    expect(seen.map((s) => headerOf(s, "Authorization"))).toEqual([undefined]);
    expect(await http.headers()).not.toHaveProperty("Authorization");
  });
});

describe("http client answers", () => {
  it("decodes a 2xx body with the schema", async () => {
    const result = await client(respond(200, '{"name":"Siti"}')).request({ method: "GET", path: "/x", schema: Thing });
    expect(result).toEqual(Result.succeed({ name: "Siti" }));
  });

  it("decodes a 2xx body with a generated check the same way, without Effect's Schema", async () => {
    const result = await client(respond(200, '{"name":"Siti","extra":1}')).request({ method: "GET", path: "/x", schema: ThingCheck });
    expect(result).toEqual(Result.succeed({ name: "Siti" }));
    const wrong = await client(respond(200, '{"name":42}')).request({ method: "GET", path: "/x", schema: ThingCheck });
    expect(Result.isFailure(wrong) && wrong.failure).toMatchObject({ _tag: "ApiMalformedResponse", endpoint: "GET /x", issue: "not a valid Thing" });
  });

  it("loads a lazy check with the request, not after the answer, and decodes with it", async () => {
    const events: string[] = [];
    const lazy = lazyCheck(async () => {
      events.push("check loading");
      return ThingCheck;
    });
    const fetchImpl: typeof fetch = async () => {
      events.push("answer");
      return new Response('{"name":"Siti"}', { status: 200 });
    };
    expect(await client(fetchImpl).request({ method: "GET", path: "/x", schema: lazy })).toEqual(Result.succeed({ name: "Siti" }));
    expect(events).toEqual(["check loading", "answer"]);
  });

  it("answers ApiUnreachable when a lazy check cannot be loaded, and tries the load again next time", async () => {
    let tries = 0;
    const lazy = lazyCheck(async () => {
      tries += 1;
      if (tries === 1) throw new Error("chunk failed");
      return ThingCheck;
    });
    const http = client(respond(200, '{"name":"Siti"}'));
    const first = await http.request({ method: "GET", path: "/x", schema: lazy });
    expect(Result.isFailure(first) && first.failure._tag).toBe("ApiUnreachable");
    expect(await http.request({ method: "GET", path: "/x", schema: lazy })).toEqual(Result.succeed({ name: "Siti" }));
  });

  it.each([
    ["wrong shape", '{"name":42}'],
    ["not JSON", "<html>oops</html>"],
    ["empty", ""],
  ])("turns a malformed 2xx body (%s) into ApiMalformedResponse", async (_label, body) => {
    const result = await client(respond(200, body)).request({ method: "POST", path: "/auth/otp", schema: Thing });
    expect(Result.isFailure(result) && result.failure._tag).toBe("ApiMalformedResponse");
    expect(Result.isFailure(result) && result.failure).toMatchObject({ endpoint: "POST /auth/otp" });
  });

  it("turns the error envelope into ApiRejected with its code, status and details", async () => {
    const body = JSON.stringify({ error: { code: "OTP_WRONG", message: "nope", details: { attemptsLeft: 3 } } });
    const result = await client(respond(401, body)).request({ method: "POST", path: "/auth/login", schema: Thing });
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "ApiRejected",
      status: 401,
      code: "OTP_WRONG",
      details: { attemptsLeft: 3 },
    });
  });

  it("treats a 4xx without our envelope and any 5xx as ApiServerError", async () => {
    const proxy = await client(respond(404, "<h1>Not Found</h1>")).request({ method: "POST", path: "/x", schema: Thing });
    expect(Result.isFailure(proxy) && proxy.failure).toMatchObject({ _tag: "ApiServerError", status: 404 });
    const crash = await client(respond(500, '{"error":{"code":"X","message":"m"}}')).request({
      method: "POST",
      path: "/x",
      schema: Thing,
    });
    expect(Result.isFailure(crash) && crash.failure).toMatchObject({ _tag: "ApiServerError", status: 500 });
  });

  it("gives ApiUnreachable(timeout) when the server does not answer in time", async () => {
    const result = await client(hangingFetch(), { timeoutMs: 20 }).request({ method: "POST", path: "/auth/otp", schema: Thing });
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ApiUnreachable", reason: "timeout" });
  });

  it("says offline when the browser is offline", async () => {
    const broken: typeof fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    const result = await client(broken, { isOnline: () => false }).request({ method: "GET", path: "/me", schema: Thing });
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ApiUnreachable", reason: "offline" });
  });

  it("retries a GET once after a network failure, but never a POST", async () => {
    let calls = 0;
    const flaky: typeof fetch = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError("connection reset");
      return new Response('{"name":"ok"}', { status: 200 });
    };
    const get = await client(flaky).request({ method: "GET", path: "/me", schema: Thing });
    expect(Result.isSuccess(get)).toBe(true);
    expect(calls).toBe(2);

    calls = 0;
    const post = await client(flaky).request({ method: "POST", path: "/auth/login", schema: Thing });
    expect(Result.isFailure(post) && post.failure._tag).toBe("ApiUnreachable");
    expect(calls).toBe(1);
  });

  it("retries a GET once after a 503 and reports the second answer", async () => {
    const seen: Seen[] = [];
    const result = await client(respond(503, "down", seen)).request({ method: "GET", path: "/me", schema: Thing });
    expect(seen).toHaveLength(2);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ApiServerError", status: 503 });
  });
});

describe("http client: a path that names an empty id", () => {
  // Issue 19 item 16: /provider/applicants without a job asked for /api/jobs//applications and
  // /api/business/offers?jobId=; such a path names nothing, so it is never sent.
  it.each(["/jobs//applications", "/payments/", "/business/offers?jobId=", "/business/payments?ids=&x=1"])("is answered NOT_FOUND without a request: %s", async (path) => {
    const seen: Seen[] = [];
    const result = await client(respond(200, '{"name":"a"}', seen)).request({ method: "GET", path, schema: Thing });
    expect(seen).toEqual([]);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ApiRejected", status: 404, code: "NOT_FOUND" });
  });

  it("sends a path whose every segment and value is there", async () => {
    const seen: Seen[] = [];
    await client(respond(200, '{"name":"a"}', seen)).request({ method: "GET", path: "/business/offers?jobId=j-1", schema: Thing });
    expect(seen.map((s) => s.url)).toEqual(["https://api.gawe.id/api/business/offers?jobId=j-1"]);
  });
});

describe("the server's clock (issue 22)", () => {
  it("learns the server's time minus the phone's from each answer's Date header, at the middle of the round trip and of the header's second", async () => {
    const learnt: number[] = [];
    let phone = Date.parse("2030-03-04T01:00:00.000Z");
    const answer = (date: string | null): typeof fetch => async () => {
      phone += 400; // the round trip
      return new Response('{"name":"ok"}', { status: 200, headers: date === null ? {} : { Date: date } });
    };
    const make = (f: typeof fetch) => client(f, { now: () => phone, onClockOffset: (ms) => learnt.push(ms) });
    // The server is 90 s ahead: its header says 01:01:30 for a request sent at 01:00:00.000 and answered 400 ms later.
    await make(answer("Mon, 04 Mar 2030 01:01:30 GMT")).request({ method: "GET", path: "/x", schema: ThingCheck });
    expect(learnt).toEqual([90_000 + 500 - 200]);
    // No Date (stripped, or not exposed cross-origin), or a 4xx without one: nothing learnt, the last offset stays.
    await make(answer(null)).request({ method: "GET", path: "/x", schema: ThingCheck });
    expect(learnt).toHaveLength(1);
    // A refusal is an answer too: its Date teaches as much.
    const refused: typeof fetch = async () => new Response('{"error":{"code":"NOT_FOUND"}}', { status: 404, headers: { Date: "Mon, 04 Mar 2030 01:00:00 GMT" } });
    await make(refused).request({ method: "GET", path: "/x", schema: ThingCheck });
    expect(learnt).toHaveLength(2);
  });
});
