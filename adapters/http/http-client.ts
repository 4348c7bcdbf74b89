import { Result, type Schema } from "effect";
import type { AuthToken, Language } from "../../domain/identity/session.schema";
import { NotLoggedIn } from "../../application/session/not-logged-in";
import { ApiErrorBody } from "../checks/api.checks";
import { isCheck, isLazyCheck, type Check, type LazyCheck } from "../checks/check";
import { loadOnce } from "../../lib/load-once";
import type { decodeWithSchema } from "./schema-decode";
import {
  ApiMalformedResponse,
  ApiRejected,
  ApiServerError,
  ApiUnreachable,
  type ApiError,
} from "../../application/ports/api-error";
import { newNonce, signNonce, webRandomBytes, type RandomBytes } from "./request-signature";

/** What the page runs in; sent as the `device` header (docs/native-bridge.md). */
export type DeviceKind = "android" | "ios" | "web";

export interface HttpClientConfig {
  /** e.g. "https://api.gawe.id/api" (see hosts.config.ts). */
  readonly apiBase: string;
  readonly secret: string;
  readonly fetch: typeof fetch;
  readonly device: () => DeviceKind;
  readonly language: () => Language;
  /** The stored session's token (the SessionStore port), read for each call; null when logged out. */
  readonly authToken: () => AuthToken | null;
  /** `platform` header; spec section 7 shows "home". */
  readonly platform?: string;
  readonly timeoutMs?: number;
  readonly random?: RandomBytes;
  /** false when the browser says it is offline; the error then says "offline". */
  readonly isOnline?: () => boolean;
  /**
   * Told the server's clock minus the phone's (ms) from each answer's `Date` header (issue 22: an
   * offline punch carries it). The one place every answer passes, whatever its body; the header
   * has whole seconds, so the server's time is taken as the middle of its second at the middle of
   * the round trip: off by at most half a second plus half the trip. An answer without a readable
   * `Date` (stripped by a proxy, or cross-origin without `Access-Control-Expose-Headers: Date`)
   * teaches nothing and the last offset stays.
   */
  readonly onClockOffset?: (offsetMs: number) => void;
  /** The phone's clock (the Clock port), read around each request for onClockOffset. */
  readonly now?: () => number;
}

export interface RequestOptions<A> {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path under the API base, e.g. "/auth/otp". */
  readonly path: string;
  readonly body?: unknown;
  /**
   * Decodes a 2xx body: a generated check (adapters/checks/, no Effect on the way: what the first
   * screens read), one loaded with the request (lazyCheck), or an Effect schema; null for answers
   * without a body (204).
   */
  readonly schema: Check<A> | LazyCheck<A> | Schema.Decoder<A> | null;
  /**
   * "session": the call needs the stored session's token; without a session it is not sent and
   * answers NotLoggedIn. "if-any": sent with the token when there is one (a public read that shows
   * more to a logged-in caller). `{ token }`: that token, for the logout, which ends a session the
   * store has already dropped. Absent: sent without a token.
   */
  readonly auth?: "session" | "if-any" | { readonly token: AuthToken };
  /** Money-moving POSTs: the same key for every retry of one user action. */
  readonly idempotencyKey?: string;
  readonly timeoutMs?: number;
}

export type HttpResult<A> = Result.Result<A, ApiError>;
/** What an authenticated call may answer: also NotLoggedIn, when there is no session to send. */
export type AuthedResult<A> = Result.Result<A, ApiError | NotLoggedIn>;

export interface HttpClient {
  request<A>(options: RequestOptions<A> & { readonly auth: "session" }): Promise<AuthedResult<A>>;
  request<A>(options: RequestOptions<A>): Promise<HttpResult<A>>;
  /** The headers every call carries, with the session's token when there is one (also the browser upload's XHR and the payment event stream). */
  headers(): Promise<Record<string, string>>;
  readonly apiBase: string;
}

/**
 * Whether `path` names an empty id: an empty segment ("/jobs//applications", "/payments/") or an
 * empty query value ("?jobId="). Such a path names nothing, so it is never sent: a screen opened
 * without its id (or any caller that lost one) gets at once what the server would answer, NOT_FOUND
 * (issue 19). The one guard: every request and the payment event stream go through it.
 */
export const namesEmptyId = (path: string): boolean => {
  const [route = "", query] = path.split("?", 2);
  return route.slice(1).split("/").includes("") || (query !== undefined && query.split("&").some((pair) => pair === "" || pair.endsWith("=")));
};

const DEFAULT_TIMEOUT_MS = 15_000;
const RETRYABLE_STATUS = new Set([502, 503, 504]);

type Attempt = { readonly kind: "answer"; readonly status: number; readonly text: string } | ApiUnreachable;

const parseJson = (text: string): Result.Result<unknown, string> => {
  if (text.trim() === "") return Result.fail("empty body");
  try {
    return Result.succeed(JSON.parse(text) as unknown);
  } catch {
    return Result.fail("body is not JSON");
  }
};

type SchemaDecode = typeof decodeWithSchema;
/**
 * Effect's decoder, loaded when the first request with an Effect schema starts: its caller holds an
 * Effect schema, so Effect is loaded already and this small module comes in parallel with the
 * answer. loadOnce (lib/load-once.ts): the one policy for a chunk that failed.
 */
const loadSchemaDecode = loadOnce(async () => (await import("./schema-decode")).decodeWithSchema);

export const createHttpClient = (config: HttpClientConfig): HttpClient => {
  const random = config.random ?? webRandomBytes;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const isOnline = config.isOnline ?? (() => true);

  const signedHeaders = async (token: AuthToken | null): Promise<Record<string, string>> => {
    const nonce = newNonce(random);
    return {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Accept-Language": config.language(),
      device: config.device(),
      platform: config.platform ?? "home",
      nonce,
      signature: await signNonce(config.secret, nonce),
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    };
  };

  const attempt = async <A>(options: RequestOptions<A>, token: AuthToken | null): Promise<Attempt> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? timeoutMs);
    try {
      const requestHeaders = await signedHeaders(token);
      if (options.idempotencyKey !== undefined) requestHeaders["Idempotency-Key"] = options.idempotencyKey;
      const sentAt = config.now?.();
      const response = await config.fetch(`${config.apiBase}${options.path}`, {
        method: options.method,
        headers: requestHeaders,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: controller.signal,
      });
      if (config.onClockOffset !== undefined && sentAt !== undefined && config.now !== undefined) {
        const serverTime = Date.parse(response.headers.get("Date") ?? "");
        if (Number.isFinite(serverTime)) config.onClockOffset(Math.round(serverTime + 500 - (sentAt + config.now()) / 2));
      }
      return { kind: "answer", status: response.status, text: await response.text() };
    } catch {
      if (timedOut) return new ApiUnreachable({ reason: "timeout" });
      return new ApiUnreachable({ reason: isOnline() ? "network" : "offline" });
    } finally {
      clearTimeout(timer);
    }
  };

  /** What decodes the answer of `options`, started with the request when it is a module still to load. */
  const decoderOf = <A>(options: RequestOptions<A>): Promise<Check<A> | { readonly effect: SchemaDecode; readonly schema: Schema.Decoder<A> }> | null => {
    const schema = options.schema;
    if (schema === null || isCheck(schema)) return null;
    const loading = isLazyCheck(schema) ? schema.load() : loadSchemaDecode().then((effect) => ({ effect, schema }));
    loading.catch(() => undefined);
    return loading;
  };

  const interpret = async <A>(
    options: RequestOptions<A>,
    answer: Exclude<Attempt, ApiUnreachable>,
    loading: ReturnType<typeof decoderOf<A>>,
  ): Promise<HttpResult<A>> => {
    const endpoint = `${options.method} ${options.path}`;
    if (answer.status >= 200 && answer.status < 300) {
      if (options.schema === null) return Result.succeed(undefined as A);
      const json = parseJson(answer.text);
      if (Result.isFailure(json)) return Result.fail(new ApiMalformedResponse({ endpoint, issue: json.failure }));
      let decoder: Check<A> | { readonly effect: SchemaDecode; readonly schema: Schema.Decoder<A> };
      try {
        decoder = isCheck(options.schema) ? (options.schema as Check<A>) : await (loading ?? decoderOf(options) ?? Promise.reject(new Error("no decoder")));
      } catch {
        return Result.fail(new ApiUnreachable({ reason: isOnline() ? "network" : "offline" }));
      }
      if (isCheck(decoder)) {
        const value = decoder.decode(json.success);
        return value === undefined
          ? Result.fail(new ApiMalformedResponse({ endpoint, issue: `not a valid ${decoder.schema}` }))
          : Result.succeed(value);
      }
      const decoded = decoder.effect(decoder.schema, json.success);
      return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(new ApiMalformedResponse({ endpoint, issue: decoded.failure }));
    }
    if (answer.status >= 500) return Result.fail(new ApiServerError({ status: answer.status }));
    const json = parseJson(answer.text);
    const envelope = Result.isSuccess(json) ? ApiErrorBody.decode(json.success) : undefined;
    if (envelope === undefined) return Result.fail(new ApiServerError({ status: answer.status }));
    return Result.fail(
      new ApiRejected({
        status: answer.status,
        code: envelope.error.code,
        details: envelope.error.details ?? {},
      }),
    );
  };

  const request = async <A>(options: RequestOptions<A>): Promise<AuthedResult<A>> => {
    if (namesEmptyId(options.path)) return Result.fail(new ApiRejected({ status: 404, code: "NOT_FOUND", details: {} }));
    // Read once per call, so a retry carries the same token as the first try.
    const token = options.auth === undefined ? null : typeof options.auth === "object" ? options.auth.token : config.authToken();
    if (options.auth === "session" && token === null) return Result.fail(new NotLoggedIn());
    // Only reads are retried: a POST that timed out may have been applied already.
    const tries = options.method === "GET" ? 2 : 1;
    // A decoder still to load starts with the request, so it arrives with the answer, not after it.
    const loading = decoderOf(options);
    let last: HttpResult<A> = Result.fail(new ApiUnreachable({ reason: "network" }));
    for (let i = 0; i < tries; i++) {
      const answer = await attempt(options, token);
      if (answer instanceof ApiUnreachable) {
        last = Result.fail(answer);
        if (answer.reason === "offline") break;
        continue;
      }
      last = await interpret(options, answer, loading);
      if (!(answer.status >= 500 && RETRYABLE_STATUS.has(answer.status))) break;
    }
    return last;
  };

  // One implementation behind both overloads: only an `auth: "session"` call can answer NotLoggedIn.
  return { request: request as HttpClient["request"], headers: () => signedHeaders(config.authToken()), apiBase: config.apiBase };
};
