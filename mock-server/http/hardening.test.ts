import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_LIFETIME_DAYS } from "../../domain/policy/business-constants";
import { ApiErrorBody } from "../../domain/identity/account.schema";
import { DEMO_ACCOUNTS } from "../store/demo-accounts";
import { signedHeaders, startHarness, type Harness, type RawResponse, errorCodeOf } from "../testing/mock-harness";
import { MAX_ISSUES, type EndpointInfo } from "./endpoint";
import { DEV_APP_SECRET, NONCE_REPLAY_WINDOW_SECONDS, needsSignature, signatureOf } from "./signature";

/**
 * Issue 10, the HTTP core: each finding reproduced (they failed before the fix) and kept as a test.
 * Items: 1 malformed path parameters, 3 huge error answers, 8 signature and nonce, 9 bodies read
 * before authentication, 10 session lifetime, parser errors, Unicode-whitespace bodies, the dev
 * clock, upload URLs from the Host header.
 */

let h: Harness;
let seekerToken = "";
beforeAll(async () => {
  h = await startHarness();
  seekerToken = await h.logIn(DEMO_ACCOUNTS.seeker.phone);
});
afterAll(async () => {
  await h.stop();
});

const expectRefusal = (res: RawResponse, status: number, code: string, what = ""): void => {
  expect({ what, status: res.status, code: errorCodeOf(res) }).toEqual({ what, status, code });
  expect(Schema.is(ApiErrorBody)(res.json), what).toBe(true);
};
const label = (e: EndpointInfo) => `${e.method} ${e.path}`;

/** Sends headers and only part of a declared body; resolves with the status once an answer arrives. */
const answerBeforeBody = (path: string, headers: Record<string, string>, declaredBytes: number): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, h.url), { method: "POST", headers: { ...headers, "content-length": String(declaredBytes) } }, (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString("utf8")));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, text });
      });
    });
    req.on("error", () => undefined);
    req.write(Buffer.alloc(64 * 1024, 0x61));
    setTimeout(() => reject(new Error(`no answer to ${path} before the body was complete`)), 3_000).unref();
  });

describe("1. malformed percent-encoding in a path parameter", () => {
  it("answers 400 MALFORMED_PATH on every route with a parameter, GET and POST, never 500", async () => {
    const withParams = h.server.endpoints.filter((e) => e.path.includes(":"));
    expect(withParams.length).toBeGreaterThanOrEqual(10);
    expect(withParams.some((e) => e.method === "POST")).toBe(true);
    for (const e of withParams)
      for (const bad of ["%zz", "%", "%C0%AF", "%FF%FE", "ok%E0%A4%A"]) {
        const path = e.path.replace(/:(\w+)/g, bad);
        expectRefusal(await h.call(e.method, path, { token: seekerToken, ...(e.hasBody ? { body: {} } : {}) }), 400, "MALFORMED_PATH", `${label(e)} as ${path}`);
      }
    expectRefusal(await h.call("GET", "/api/uploads/%zz/x.png"), 400, "MALFORMED_PATH");
    expectRefusal(await h.call("GET", "/nowhere/%"), 400, "MALFORMED_PATH");
  });
});

describe("3. huge bodies and error answers", () => {
  const withBody = () => h.server.endpoints.filter((e) => e.hasBody);

  // A 413 comes before the body is read (without a clock: "9. authentication before the body"); how fast
  // these answers come (413 under 1 s, the issues under 1.5 s) is `npm run bench` (tests/bench/mock-refusals.ts).
  it("refuses a body over the endpoint's own limit (a 300,000-item array) with 413", async () => {
    const huge = JSON.stringify({ photos: new Array(300_000).fill(0), job: { photos: new Array(300_000).fill(0) } });
    for (const e of withBody()) {
      expect(e.maxBodyBytes, label(e)).toBeLessThan(huge.length);
      const res = await h.call(e.method, e.path.replace(/:(\w+)/g, "x"), { token: seekerToken, body: huge });
      expectRefusal(res, 413, "PAYLOAD_TOO_LARGE", label(e));
      expect((res.json as { error: { details: { maxBytes: number } } }).error.details.maxBytes).toBe(e.maxBodyBytes);
    }
  });

  it("lists at most MAX_ISSUES issues and how many there were, in a small answer", async () => {
    for (const e of withBody()) {
      const limit = e.maxBodyBytes ?? 0;
      // As many wrongly typed items as fit under the limit, under every key a schema may have.
      const items = new Array(Math.floor((limit - 400) / 2 / 4)).fill(0);
      const body = JSON.stringify({ photos: items, experience: items, documents: items, job: { photos: items } });
      expect(body.length, label(e)).toBeLessThan(limit);
      const res = await h.call(e.method, e.path.replace(/:(\w+)/g, "x"), { token: seekerToken, body });
      expect(res.text.length, label(e)).toBeLessThan(12_000);
      if (errorCodeOf(res) !== "VALIDATION_FAILED") continue;
      const details = (res.json as { error: { details: { issues: unknown[]; totalIssues?: number } } }).error.details;
      expect(details.issues.length, label(e)).toBeLessThanOrEqual(MAX_ISSUES);
      if (details.totalIssues !== undefined) expect(details.totalIssues).toBeGreaterThan(MAX_ISSUES);
    }
  });
});

describe("8. request signature and nonce", () => {
  const me = (headers: Record<string, string>) => h.call("GET", "/api/me", { token: seekerToken, headers, unsigned: true });

  it("answers a missing, malformed or wrong signature with 401 SIGNATURE_INVALID", async () => {
    const nonce = "0123456789abcdef0123456789abcdef";
    const cases: [string, Record<string, string>][] = [
      ["missing", {}],
      ["missing", { nonce }],
      ["missing", { signature: signatureOf(DEV_APP_SECRET, nonce) }],
      ["malformed", { nonce: "short", signature: signatureOf(DEV_APP_SECRET, "short") }],
      ["malformed", { nonce: nonce.toUpperCase(), signature: signatureOf(DEV_APP_SECRET, nonce.toUpperCase()) }],
      ["malformed", { nonce, signature: "zz" }],
      ["mismatch", { nonce, signature: signatureOf("another-secret", nonce) }],
      ["mismatch", { nonce, signature: signatureOf(DEV_APP_SECRET, "ffffffffffffffffffffffffffffffff") }],
    ];
    for (const [reason, headers] of cases) {
      const res = await me(headers);
      expectRefusal(res, 401, "SIGNATURE_INVALID", JSON.stringify(headers));
      expect((res.json as { error: { details: { reason: string } } }).error.details.reason).toBe(reason);
    }
    expect((await me(signedHeaders())).status).toBe(200);
  });

  it("refuses a nonce seen in the last NONCE_REPLAY_WINDOW_SECONDS with 401 NONCE_REPLAYED, also on other endpoints", async () => {
    const signed = signedHeaders();
    expect((await me(signed)).status).toBe(200);
    expectRefusal(await me(signed), 401, "NONCE_REPLAYED");
    expectRefusal(await h.call("POST", "/api/auth/otp", { headers: signed, unsigned: true, body: { phone: "81200000001", purpose: "login" } }), 401, "NONCE_REPLAYED");
    await h.call("POST", "/__dev/clock/advance", { body: { seconds: NONCE_REPLAY_WINDOW_SECONDS - 5 } });
    expectRefusal(await me(signed), 401, "NONCE_REPLAYED");
    await h.call("POST", "/__dev/clock/advance", { body: { seconds: 10 } });
    expect((await me(signed)).status, "a nonce older than the window is forgotten").toBe(200);
    await h.call("POST", "/__dev/clock/reset");
  });

  it("checks /api and /event, not the dev area nor uploaded files served back (no headers from <img>)", async () => {
    expectRefusal(await h.call("POST", "/event/track", { unsigned: true, body: { name: "x", params: {} } }), 401, "SIGNATURE_INVALID");
    expectRefusal(await h.call("GET", "/api/categories", { unsigned: true }), 401, "SIGNATURE_INVALID");
    expectRefusal(await h.call("GET", "/api/nope", { unsigned: true }), 401, "SIGNATURE_INVALID");
    expect((await h.call("GET", "/__dev/clock", { unsigned: true })).status).toBe(200);
    expect(needsSignature("GET", "/api/uploads/0b7c/photo.png")).toBe(false);
    expect(needsSignature("POST", "/api/uploads")).toBe(true);
    expect(needsSignature("POST", "/api/uploads/0b7c/photo.png")).toBe(true);
    // A CV behind its signed link (features/applying/applicant-cv.ts) is a plain download too.
    expect(needsSignature("GET", "/api/cv-files/a-1/1900000000.00ff")).toBe(false);
    expect(needsSignature("POST", "/api/cv-files/a-1/1900000000.00ff")).toBe(true);
    expect(needsSignature("GET", "/api/cv-files/a-1")).toBe(true);
    expect(needsSignature("GET", "/apiary")).toBe(false);
  });

  it("answers an unsigned request before reading its body", async () => {
    const res = await answerBeforeBody("/api/seeker/profile", { authorization: `Bearer ${seekerToken}`, "content-type": "application/json" }, 20 * 1024 * 1024);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({ error: { code: "SIGNATURE_INVALID" } });
  });

  it("is off only when asked: signatureCheck false or MOCK_SIGNATURE_CHECK=off (tools that cannot sign)", async () => {
    const off = await startHarness({ signatureCheck: false });
    const saved = process.env.MOCK_SIGNATURE_CHECK;
    process.env.MOCK_SIGNATURE_CHECK = "off";
    const byEnv = await startHarness({ signatureCheck: undefined });
    process.env.MOCK_SIGNATURE_CHECK = "anything else";
    const onByDefault = await startHarness({ signatureCheck: undefined });
    if (saved === undefined) delete process.env.MOCK_SIGNATURE_CHECK;
    else process.env.MOCK_SIGNATURE_CHECK = saved;
    try {
      const replayed = { nonce: "0123456789abcdef0123456789abcdef", signature: "0".repeat(64) };
      for (const server of [off, byEnv]) {
        expect((await server.call("GET", "/api/config", { unsigned: true })).status).toBe(200);
        expect((await server.call("GET", "/api/config", { headers: replayed, unsigned: true })).status).toBe(200);
        expect((await server.call("GET", "/api/config", { headers: replayed, unsigned: true })).status).toBe(200);
      }
      expect(off.logLines.some((l) => l.startsWith("[signature] not checked"))).toBe(true);
      expect((await onByDefault.call("GET", "/api/config", { unsigned: true })).status).toBe(401);
    } finally {
      await Promise.all([off.stop(), byEnv.stop(), onByDefault.stop()]);
    }
  });
});

describe("9. authentication before the body", () => {
  it("answers a 20 MB upload without a token with 401 before the body arrives", async () => {
    const res = await answerBeforeBody("/api/uploads", { ...signedHeaders(), "content-type": "multipart/form-data; boundary=x" }, 20 * 1024 * 1024);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });

  it("does the same on every bearer endpoint, and for a declared body over the limit (413)", async () => {
    for (const e of h.server.endpoints.filter((x) => x.auth === "bearer" && x.method === "POST")) {
      const path = e.path.replace(/:(\w+)/g, "x");
      expect((await answerBeforeBody(path, { ...signedHeaders(), "content-type": "application/json" }, 20 * 1024 * 1024)).status, label(e)).toBe(401);
    }
    const tooLarge = await answerBeforeBody("/api/seeker/profile", { ...signedHeaders(), authorization: `Bearer ${seekerToken}` }, 20 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
  });

  it("still answers on the same server afterwards", async () => {
    expect((await h.call("GET", "/api/me", { token: seekerToken })).status).toBe(200);
  });
});

describe("10. session lifetime", () => {
  const DAY = 24 * 60 * 60;
  const me = (token: string) => h.call("GET", "/api/me", { token });

  it("ends a session SESSION_LIFETIME_DAYS after its last use, renews one in use, and prunes ended ones", async () => {
    const idle = await h.logIn(DEMO_ACCOUNTS.providerAdmin.phone);
    const active = await h.logIn(DEMO_ACCOUNTS.providerMember.phone);
    try {
      for (let day = 0; day < SESSION_LIFETIME_DAYS + 5; day += 10) {
        await h.call("POST", "/__dev/clock/advance", { body: { seconds: 10 * DAY } });
        expect((await me(active)).status, `the session in use, day ${day + 10}`).toBe(200);
      }
      expectRefusal(await me(idle), 401, "UNAUTHENTICATED", "unused for more than the lifetime");
      expect(h.readData()).toContain(idle);
      await h.logIn(DEMO_ACCOUNTS.seeker.phone);
      expect(h.readData(), "pruned when the next session starts").not.toContain(idle);
      await h.call("POST", "/__dev/clock/advance", { body: { seconds: (SESSION_LIFETIME_DAYS + 1) * DAY } });
      expectRefusal(await me(active), 401, "UNAUTHENTICATED", "then unused for the lifetime");
    } finally {
      await h.call("POST", "/__dev/clock/reset");
    }
    seekerToken = await h.logIn(DEMO_ACCOUNTS.seeker.phone);
  });

  it("does not renew a session with a refused request", async () => {
    const token = await h.logIn(DEMO_ACCOUNTS.seekerSmsOnly.phone);
    await h.call("POST", "/__dev/clock/advance", { body: { seconds: 2 * DAY } });
    const before = h.server.state();
    expect((await h.call("POST", "/api/seeker/profile", { token, body: { fullName: 5 } })).status).toBe(400);
    expect(h.server.state()).toBe(before);
    await h.call("POST", "/__dev/clock/reset");
  });
});

describe("10. smaller ones", () => {
  const rawExchange = (bytes: string): Promise<string> =>
    new Promise((resolve) => {
      const url = new URL(h.url);
      const socket = connect(Number(url.port), url.hostname);
      let out = "";
      socket.on("data", (d: Buffer) => (out += d.toString("utf8")));
      socket.on("close", () => resolve(out));
      socket.on("error", () => resolve(out));
      socket.write(bytes);
      setTimeout(() => socket.end(), 1_000).unref();
    });

  it("answers broken HTTP framing with 400 and the envelope (MALFORMED_REQUEST)", async () => {
    for (const bytes of [
      "GET /api/config HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
      "BLAH\r\n\r\n",
      "GET /api/config HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n",
      "GET /api/config HTTP/1.1\r\nHo st: x\r\n\r\n",
    ]) {
      const answer = await rawExchange(bytes);
      expect(answer, JSON.stringify(bytes)).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/content-type: application\/json/i);
      const body = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as unknown;
      expect(Schema.is(ApiErrorBody)(body)).toBe(true);
      expect(body).toMatchObject({ error: { code: "MALFORMED_REQUEST" } });
    }
  });

  it("takes only JSON's own whitespace as no body: Unicode whitespace is 400 MALFORMED_JSON", async () => {
    for (const body of ["\u00a0", "\u2028\u3000", "\ufeff", "\ufeff{}", " \u200b "])
      expectRefusal(await h.call("POST", "/api/auth/otp", { body }), 400, "MALFORMED_JSON", JSON.stringify(body));
    for (const body of [" ", "\r\n\t "]) expectRefusal(await h.call("POST", "/api/auth/otp", { body }), 400, "VALIDATION_FAILED", "no body");
    expect((await h.call("GET", "/api/me", { token: seekerToken, body: " \n" })).status).toBe(200);
  });

  it("refuses dev clock times that are not dates the domain can compute with", async () => {
    const before = (await h.call("GET", "/__dev/clock")).json as { offsetSeconds: number };
    for (const now of ["+275760-09-13T00:00:00.000Z", "-271821-04-20T00:00:00Z", "9999-12-31T23:59:59Z", "1", "2026-05-01", "2026-05-01T09:00", "1999-12-31T23:59:59+07:00"])
      expectRefusal(await h.call("POST", "/__dev/clock", { body: { now } }), 400, "VALIDATION_FAILED", now);
    try {
      // Ten years at a time (the most one call may move it) until the clock would leave 2000-2099.
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await h.call("POST", "/__dev/clock/advance", { body: { seconds: 10 * 365 * 24 * 3600 } })).status);
      expect(statuses).toContain(400);
      expect(((await h.call("GET", "/__dev/clock")).json as { now: string }).now).toMatch(/^20\d\d-\d\d-\d\dT/);
      for (let i = 0; i < 12; i++) statuses.push((await h.call("POST", "/__dev/clock/advance", { body: { seconds: -10 * 365 * 24 * 3600 } })).status);
      expect(((await h.call("GET", "/__dev/clock")).json as { now: string }).now).toMatch(/^20\d\d-\d\d-\d\dT/);
    } finally {
      await h.call("POST", "/__dev/clock/reset");
    }
    expect(((await h.call("GET", "/__dev/clock")).json as { offsetSeconds: number }).offsetSeconds).toBe(before.offsetSeconds);
    expect((await h.call("POST", "/__dev/clock", { body: { now: "2030-01-15T08:00:00+07:00" } })).status).toBe(200);
    await h.call("POST", "/__dev/clock/reset");
  });

  it("builds upload URLs from configuration, never from the Host header", async () => {
    const boundary = "gawe-boundary";
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from("IHDR")]).toString("latin1");
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n${png}\r\n--${boundary}--\r\n`;
    const payload = Buffer.from(body, "latin1");
    const send = (server: Harness, token: string) =>
      server.call("POST", "/api/uploads", {
        token,
        body: payload,
        headers: { host: "evil.example", "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(payload.length) },
      });
    const res = await send(h, seekerToken);
    expect(res.status).toBe(201);
    expect((res.json as { url: string }).url.startsWith(`${h.url}/api/uploads/`)).toBe(true);
    const configured = await startHarness({ publicUrl: "https://files.gawe.test/" });
    try {
      const token = (await configured.logIn(DEMO_ACCOUNTS.seeker.phone));
      const other = await send(configured, token);
      expect((other.json as { url: string }).url).toMatch(/^https:\/\/files\.gawe\.test\/api\/uploads\//);
    } finally {
      await configured.stop();
    }
  });
});
