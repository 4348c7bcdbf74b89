import { Data, Result } from "effect";

/** The server answered with the error envelope; `code` is one of docs/api.md's stable codes. */
export class ApiRejected extends Data.TaggedError("ApiRejected")<{
  readonly status: number;
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>>;
}> {}

/** No answer: offline, DNS, connection reset, or our timeout fired. */
export class ApiUnreachable extends Data.TaggedError("ApiUnreachable")<{
  readonly reason: "offline" | "timeout" | "network";
}> {}

/** 5xx, or a 4xx without our envelope (a proxy's error page). */
export class ApiServerError extends Data.TaggedError("ApiServerError")<{ readonly status: number }> {}

/** A 2xx whose body does not match the schema we expect. */
export class ApiMalformedResponse extends Data.TaggedError("ApiMalformedResponse")<{
  readonly endpoint: string;
  readonly issue: string;
}> {}

export type ApiError = ApiRejected | ApiUnreachable | ApiServerError | ApiMalformedResponse;

/**
 * A use case that loads on first use (adapters/lazy.ts) rejects when its code cannot be fetched;
 * to the user that is the network failing, so it becomes ApiUnreachable and the screen offers Retry.
 */
export const orUnreachable = <A, E>(call: Promise<Result.Result<A, E>>): Promise<Result.Result<A, E | ApiUnreachable>> =>
  call.catch(() => Result.fail(new ApiUnreachable({ reason: "network" })));
