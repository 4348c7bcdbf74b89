import { createHmac } from "node:crypto";
import { Result, Schema } from "effect";
import { container as tsyringeRoot } from "tsyringe";
import { describe, expect, it, vi } from "vitest";
import { ADOPT_NATIVE_LOGIN, LOG_IN, LOG_OUT, REGISTER, REQUEST_OTP, SWITCH_ROLE } from "../application/auth/auth.tokens";
import { AUTH_API, type AuthApi } from "../application/ports/auth-api.port";
import { CLOCK } from "../application/ports/clock.port";
import { SAVED_JOBS } from "../application/job-search/job-search.tokens";
import { NATIVE_BRIDGE } from "../application/ports/native-bridge.port";
import { OFFERS_API, type OffersApi } from "../application/ports/offers-api.port";
import { BUSINESS_API, type BusinessApi } from "../application/ports/provider-business-api.port";
import { JOBS_API, type JobsApi } from "../application/ports/provider-jobs-api.port";
import { REFERENCE_API, type ReferenceApi } from "../application/ports/reference-api.port";
import { SEEKER_API, type SeekerApi } from "../application/ports/seeker-api.port";
import { WORK_API, type WorkApi } from "../application/ports/work-api.port";
import { LANGUAGE_STORE, SESSION_STORE } from "../application/ports/session-store.port";
import type { Resolver, Token } from "../application/ports/token";
import { Session } from "../domain/identity/session.schema";
import { SHELL_MANIFEST, SIDES } from "../manifests";
import { createContainer, startApp, type AppWindow } from "./composition-root";
import { TOKENS, type TokenName } from "./services";
import { fakeWindow, type FakeWindow } from "./test-support/fake-window";

interface Call {
  url: string;
  headers: Record<string, string>;
}

const recordingFetch = (calls: Call[], reply: () => Response) =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    return reply();
  }) as typeof fetch;

const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });
const asApp = (w: FakeWindow) => w as unknown as AppWindow;

/** Every token application/ declares (its tokens files and ports), so a new one is checked without editing this test. */
const declaredTokens = (): Token<unknown>[] =>
  Object.values(import.meta.glob<Record<string, unknown>>(["../application/**/*.tokens.ts", "../application/ports/*.port.ts"], { eager: true }))
    .flatMap((module) => Object.values(module))
    .filter((value): value is Token<unknown> => typeof value === "symbol");

const ACCOUNT = { userId: "u-1", phone: "81200000001", fullName: "Siti", roles: ["seeker"], activeRole: "seeker", idVerified: true };

describe("composition root", () => {
  it("resolves every port and auth use case, as the same instance each time", () => {
    const container: Resolver = createContainer({ window: asApp(fakeWindow()), fetch: recordingFetch([], ok({})) });
    const tokens: Token<unknown>[] = [AUTH_API, SESSION_STORE, LANGUAGE_STORE, CLOCK, NATIVE_BRIDGE, REQUEST_OTP, LOG_IN, REGISTER, SWITCH_ROLE, LOG_OUT, ADOPT_NATIVE_LOGIN];
    for (const token of tokens) {
      expect(container.resolve(token)).toBeDefined();
      expect(container.resolve(token)).toBe(container.resolve(token));
    }
    expect(container.resolve(NATIVE_BRIDGE).kind).toBe("browser");
  });

  it("gives each container its own instances, so tests do not leak into each other", () => {
    const a = createContainer({ window: asApp(fakeWindow()) });
    const b = createContainer({ window: asApp(fakeWindow()) });
    expect(a.resolve(SESSION_STORE)).not.toBe(b.resolve(SESSION_STORE));
    const tokens = declaredTokens();
    // The glob finds them all (26 once the pass-through use cases went, issue 20), not an empty list.
    expect(tokens.length).toBeGreaterThan(20);
    for (const token of tokens) {
      // The system clock holds no state: one module constant serves every container.
      if (token !== CLOCK) expect(a.resolve(token), token.description).not.toBe(b.resolve(token));
      // Registered on each app's own tsyringe child container, never on the library's root.
      expect(tsyringeRoot.isRegistered(token, true), token.description).toBe(false);
    }
  });

  it("registers every token application/ declares: a screen never meets a missing registration", () => {
    const container = createContainer({ window: asApp(fakeWindow()) });
    const missing = declaredTokens().filter((token) => !container.isRegistered(token));
    expect(missing.map((token) => token.description)).toEqual([]);
  });

  it("logs in end to end through the real adapters: signed request to the page's origin, session stored", async () => {
    const win = fakeWindow();
    win.document.cookie = "language=en";
    const calls: Call[] = [];
    const container = createContainer({ window: asApp(win), secret: "s3cret", fetch: recordingFetch(calls, ok({ token: "tok-1", account: ACCOUNT })) });
    const result = await container.resolve(LOG_IN).execute({ phone: "0812-0000-0001", code: "1234", language: "en" });
    expect(Result.isSuccess(result)).toBe(true);
    const [call] = calls;
    expect(call?.url).toBe("http://127.0.0.1:5173/api/auth/login");
    expect(call?.headers["Accept-Language"]).toBe("en");
    expect(call?.headers.device).toBe("web");
    expect(call?.headers.signature).toBe(createHmac("sha256", "s3cret").update(call?.headers.nonce ?? "").digest("hex"));
    // The next page load: startApp restores the stored session before anything reads it.
    const next = createContainer({ window: asApp(win) });
    await startApp(next);
    expect(next.resolve(SESSION_STORE).load()?.token).toBe("tok-1");
  });

  it("sends the API the language the app shows: without a stored choice, the browser's (issue 19)", async () => {
    const heard = async (cookie: string, languages: readonly string[]) => {
      const win = fakeWindow();
      win.document.cookie = cookie;
      win.navigator.languages = languages;
      const calls: Call[] = [];
      await createContainer({ window: asApp(win), fetch: recordingFetch(calls, ok({})) }).resolve(LOG_IN).execute({ phone: "0812-0000-0001", code: "1234", language: "en" });
      return calls[0]?.headers["Accept-Language"];
    };
    expect(await heard("", ["en-US", "id"])).toBe("en");
    expect(await heard("", ["fr-FR"])).toBe("id");
    expect(await heard("language=id", ["en-US"])).toBe("id");
  });

  it("builds a manifest's service from the tokens its row needs: a double handed in for one reaches the use cases built on it", async () => {
    const saved: string[] = [];
    const seekerApi = { saveJob: async (jobId: string) => (saved.push(jobId), Result.succeed(undefined)) } as unknown as SeekerApi;
    const calls: Call[] = [];
    const container = createContainer({ window: asApp(fakeWindow()), fetch: recordingFetch(calls, ok({})), services: { SEEKER_API: seekerApi } });
    expect(container.resolve(SEEKER_API)).toBe(seekerApi);
    const result = await container.resolve(SAVED_JOBS).setSaved("job-7", true);
    expect(Result.isSuccess(result) && result.success).toBe(true);
    expect(saved).toEqual(["job-7"]);
    expect(calls).toEqual([]);
  });

  it("registers every side's services from its manifest's rows (issue 20): a double for auth's port reaches its use cases", async () => {
    const rows = [SHELL_MANIFEST, ...SIDES].flatMap((side) => side.services ?? []);
    const container = createContainer({ window: asApp(fakeWindow()) });
    expect(rows.map((row) => row.token).filter((name) => !container.isRegistered(TOKENS[name as TokenName]))).toEqual([]);
    // The shell, auth, seeker, provider and offers sides all have rows.
    for (const token of ["REFERENCE_API", "AUTH_API", "LOG_IN", "SEEKER_API", "JOBS_API", "UPLOAD_PHOTO", "PROVIDER_OFFERS"]) expect(rows.map((row) => row.token)).toContain(token);
    // Logging out is the one eager row: it is built without a chunk to load.
    expect(rows.filter((row) => !row.lazy).map((row) => row.token)).toEqual(["LOG_OUT"]);

    const asked: string[] = [];
    const authApi = {
      requestOtp: async ({ phone }: { phone: string }) => (asked.push(phone), Result.succeed({ sent: true })),
      logout: async (token: string) => void asked.push(`logout ${token}`),
    } as unknown as AuthApi;
    const doubles = { businessApi: {} as BusinessApi, jobsApi: {} as JobsApi, offersApi: {} as OffersApi, referenceApi: {} as ReferenceApi };
    const calls: Call[] = [];
    const swapped = createContainer({
      window: asApp(fakeWindow()),
      fetch: recordingFetch(calls, ok({})),
      services: { AUTH_API: authApi, BUSINESS_API: doubles.businessApi, JOBS_API: doubles.jobsApi, OFFERS_API: doubles.offersApi, REFERENCE_API: doubles.referenceApi },
    });
    expect(swapped.resolve(AUTH_API)).toBe(authApi);
    expect(swapped.resolve(BUSINESS_API)).toBe(doubles.businessApi);
    expect(swapped.resolve(JOBS_API)).toBe(doubles.jobsApi);
    expect(swapped.resolve(OFFERS_API)).toBe(doubles.offersApi);
    expect(swapped.resolve(REFERENCE_API)).toBe(doubles.referenceApi);
    expect(Result.isSuccess(await swapped.resolve(REQUEST_OTP).execute("0812-0000-0001", "login"))).toBe(true);
    expect(asked).toHaveLength(1);
    swapped.resolve(SESSION_STORE).save(Schema.decodeUnknownSync(Session)({ language: "en", token: "tok-9", userId: "u-1", roleId: "seeker", phone: "81200000001", idVerified: true }));
    await swapped.resolve(LOG_OUT).execute();
    expect(asked).toEqual([asked[0], "logout tok-9"]);
    expect(swapped.resolve(SESSION_STORE).load()).toBeNull();
    expect(calls).toEqual([]);
  });

  it("lets tests swap a port", () => {
    const clock = { now: () => 42 };
    expect(createContainer({ window: asApp(fakeWindow()), clock }).resolve(CLOCK).now()).toBe(42);
  });
});

describe("startApp", () => {
  const androidWindow = () => {
    const win = fakeWindow("m.gawe.id", "https://m.gawe.id");
    const sent: string[] = [];
    win.GaweBridge = { postMessage: (json) => void sent.push(json) };
    return { win, sent };
  };

  it("pings userCenter once on Android outside test mode, and adopts the native login", async () => {
    const { win, sent } = androidWindow();
    const calls: Call[] = [];
    const container = createContainer({ window: asApp(win), testMode: false, fetch: recordingFetch(calls, () => new Response("x", { status: 500 })) });
    const stop = await startApp(container);
    // Signing is async (WebCrypto): wait for the call rather than for a fixed delay, which flakes under load.
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain("https://api.gawe.id/api/user/userCenter"));
    expect(calls[0]?.headers.platform).toBe("home");
    expect(calls[0]?.headers.device).toBe("android");

    // The native adapter and the adoption use case load on start: wait for the question.
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    const ask = JSON.parse(sent[0] ?? "{}") as { id: string; method: string };
    expect(ask.method).toBe("loginState");
    win.__gaweBridgeCallback?.(
      JSON.stringify({ id: ask.id, ok: true, payload: { token: "nat-1", role: 2, userId: 7, companyId: 3, phone: "81200000002", userVerified: true } }),
    );
    await vi.waitFor(() =>
      expect(container.resolve(SESSION_STORE).load()).toMatchObject({ token: "nat-1", roleId: "provider", userId: "7", companyId: "3" }),
    );
    stop();
  });

  it("checks the stored session in full before anything uses it: one that fails is logged out at once", async () => {
    // Token, user id, role and language are fine (what the first screen reads); the phone is not.
    const win = fakeWindow();
    win.localStorage.setItem("gawe.session", JSON.stringify({ language: "en", token: "tok-1", userId: "u-1", roleId: "seeker", phone: "12", idVerified: true }));
    const container = createContainer({ window: asApp(win) });
    await startApp(container);
    expect(container.resolve(SESSION_STORE).load()).toBeNull();
    expect(win.localStorage.getItem("gawe.session")).toBeNull();
  });

  it("does not ping in test mode nor in a plain browser", async () => {
    const calls: Call[] = [];
    await startApp(createContainer({ window: asApp(androidWindow().win), testMode: true, fetch: recordingFetch(calls, ok({})) }));
    await startApp(createContainer({ window: asApp(fakeWindow()), testMode: false, fetch: recordingFetch(calls, ok({})) }));
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual([]);
  });

  it("sends the punches an earlier page left on the phone as it starts; with none, it loads no outbox (issue 22)", async () => {
    const win = fakeWindow();
    const request = { punchId: "p-1", kind: "in", phoneTime: 1_900_000_000_000, clockOffsetMs: 2_000, offline: false, location: null };
    win.localStorage.setItem("gawe.punchOutbox", JSON.stringify([{ dayId: "d-1", request, tries: 1, refusal: null, locatingUntil: null }]));
    const punched: unknown[] = [];
    const workApi = { punch: async (dayId: string, sent: unknown) => (punched.push([dayId, sent]), Result.succeed({ dayId, clockIn: sent, clockOut: null })) };
    // WORK_API's own row is the work-server's (issue 22): registered here as the double it will take.
    const withApi = (w: FakeWindow, api: object) => {
      const c = createContainer({ window: asApp(w) });
      c.register(WORK_API, { useValue: api as WorkApi });
      return c;
    };
    await startApp(withApi(win, workApi));
    await vi.waitFor(() => expect(win.localStorage.getItem("gawe.punchOutbox")).toBeNull());
    // Tried once before: it says it waited on the phone, with its id and times as they were.
    expect(punched).toEqual([["d-1", { ...request, offline: true }]]);

    const untouched = { punch: vi.fn() };
    await startApp(withApi(fakeWindow(), untouched));
    await new Promise((r) => setTimeout(r, 10));
    expect(untouched.punch).not.toHaveBeenCalled();
  });
});
