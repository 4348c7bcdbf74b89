import { Result } from "effect";
import { expect } from "vitest";
import type { AuthToken } from "../../domain/identity/session.schema";
import { createHttpClient, type HttpClient } from "../http/http-client";

/** A request an adapter sent, as the fake server saw it. */
export interface SeenRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/**
 * An HTTP adapter over a fake server that answers every request with `status` and `answer` (as
 * JSON) and keeps what it was sent: the one harness of the adapters' unit tests.
 */
export const adapterOver = <A>(make: (http: HttpClient) => A, status: number, answer: unknown, token: AuthToken | null = "tok-1" as AuthToken) => {
  const seen: SeenRequest[] = [];
  const http = createHttpClient({
    apiBase: "https://api.gawe.id/api",
    secret: "s",
    device: () => "web",
    language: () => "id",
    authToken: () => token,
    fetch: async (input, init) => {
      seen.push({ url: String(input), method: init?.method ?? "GET", headers: init?.headers as Record<string, string>, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answer), { status });
    },
  });
  return { api: make(http), seen };
};

/** One call of an adapter: the request it should send (`METHOD url`), the call, the server's answer, the Idempotency-Key it should carry. */
export type AdapterCall<A> = readonly [string, (api: A) => Promise<unknown>, unknown, string | undefined];

/** Each call succeeds on its answer, sends the request it names, and carries its Idempotency-Key (none on reads). */
export const expectCalls = async <A>(make: (http: HttpClient) => A, calls: readonly AdapterCall<A>[]): Promise<void> => {
  for (const [request, call, answer, key] of calls) {
    const { api, seen } = adapterOver(make, 200, answer);
    const result = (await call(api)) as Result.Result<unknown, unknown>;
    expect([request, Result.isSuccess(result)]).toEqual([request, true]);
    expect(`${seen[0]?.method} ${seen[0]?.url}`).toBe(request);
    expect(seen[0]?.headers["Idempotency-Key"]).toBe(key);
  }
};
