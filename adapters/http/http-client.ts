import { Result, Schema } from "effect";
import { ApiErrorBody } from "../../domain/identity/account.schema";
import type { Language } from "../../domain/identity/session.schema";
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
  /** `platform` header; spec section 7 shows "home". */
  readonly platform?: string;
  readonly timeoutMs?: number;
  readonly random?: RandomBytes;
  /** false when the browser says it is offline; the error then says "offline". */
  readonly isOnline?: () => boolean;
}

export interface RequestOptions<A> {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path under the API base, e.g. "/auth/otp". */
  readonly path: string;
  readonly body?: unknown;
  /** Decodes a 2xx body; null for answers without a body (204). */
  readonly schema: Schema.Decoder<A> | null;
  readonly token?: string;
  /** Money-moving POSTs: the same key for every retry of one user action. */
  readonly idempotencyKey?: string;
  readonly timeoutMs?: number;
}

export type HttpResult<A> = Result.Result<A, ApiError>;

export interface HttpClient {
  request<A>(options: RequestOptions<A>): Promise<HttpResult<A>>;
  /** The headers every call carries (also used by the browser upload's XHR). */
  headers(token?: string): Promise<Record<string, string>>;
  readonly apiBase: string;
}

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

export const createHttpClient = (config: HttpClientConfig): HttpClient => {
  const random = config.random ?? webRandomBytes;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const isOnline = config.isOnline ?? (() => true);

  const headers = async (token?: string): Promise<Record<string, string>> => {
    const nonce = newNonce(random);
    return {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Accept-Language": config.language(),
      device: config.device(),
      platform: config.platform ?? "home",
      nonce,
      signature: await signNonce(config.secret, nonce),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    };
  };

  const attempt = async <A>(options: RequestOptions<A>): Promise<Attempt> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? timeoutMs);
    try {
      const requestHeaders = await headers(options.token);
      if (options.idempotencyKey !== undefined) requestHeaders["Idempotency-Key"] = options.idempotencyKey;
      const response = await config.fetch(`${config.apiBase}${options.path}`, {
        method: options.method,
        headers: requestHeaders,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: controller.signal,
      });
      return { kind: "answer", status: response.status, text: await response.text() };
    } catch {
      if (timedOut) return new ApiUnreachable({ reason: "timeout" });
      return new ApiUnreachable({ reason: isOnline() ? "network" : "offline" });
    } finally {
      clearTimeout(timer);
    }
  };

  const interpret = <A>(options: RequestOptions<A>, answer: Exclude<Attempt, ApiUnreachable>): HttpResult<A> => {
    const endpoint = `${options.method} ${options.path}`;
    if (answer.status >= 200 && answer.status < 300) {
      if (options.schema === null) return Result.succeed(undefined as A);
      const json = parseJson(answer.text);
      if (Result.isFailure(json)) return Result.fail(new ApiMalformedResponse({ endpoint, issue: json.failure }));
      const decoded = Schema.decodeUnknownResult(options.schema)(json.success);
      return Result.isSuccess(decoded)
        ? Result.succeed(decoded.success)
        : Result.fail(new ApiMalformedResponse({ endpoint, issue: decoded.failure.message }));
    }
    if (answer.status >= 500) return Result.fail(new ApiServerError({ status: answer.status }));
    const json = parseJson(answer.text);
    const envelope = Result.isSuccess(json) ? Schema.decodeUnknownResult(ApiErrorBody)(json.success) : null;
    if (envelope === null || Result.isFailure(envelope)) return Result.fail(new ApiServerError({ status: answer.status }));
    return Result.fail(
      new ApiRejected({
        status: answer.status,
        code: envelope.success.error.code,
        details: envelope.success.error.details ?? {},
      }),
    );
  };

  const request = async <A>(options: RequestOptions<A>): Promise<HttpResult<A>> => {
    // Only reads are retried: a POST that timed out may have been applied already.
    const tries = options.method === "GET" ? 2 : 1;
    let last: HttpResult<A> = Result.fail(new ApiUnreachable({ reason: "network" }));
    for (let i = 0; i < tries; i++) {
      const answer = await attempt(options);
      if (answer instanceof ApiUnreachable) {
        last = Result.fail(answer);
        if (answer.reason === "offline") break;
        continue;
      }
      last = interpret(options, answer);
      if (!(answer.status >= 500 && RETRYABLE_STATUS.has(answer.status))) break;
    }
    return last;
  };

  return { request, headers, apiBase: config.apiBase };
};
