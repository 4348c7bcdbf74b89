import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Result } from "effect";
import { useCallback } from "react";
import { ApiRejected, orUnreachable, type ApiError } from "../../../application/ports/api-error";
import { useSession } from "../../app/session-context";
import { type ErrorTextView, type ShownError } from "../error-text-view";
import { errorText } from "../error-text";
import { queryClient } from "./query-client";

export type Loaded<A> =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly error: ShownError | Error; readonly text: ErrorTextView }
  | { readonly status: "ready"; readonly value: A };

export interface ServerDataOptions {
  /** "session": reference data the platform changes rarely, asked once per visit of the app. */
  readonly keep?: "session";
}

/** The failure a use case answered, carried through the query as its error. */
class Refused extends Error {
  constructor(readonly failure: ShownError) {
    super("refused");
  }
}

/**
 * A screen's server data, through the one cache: `key` names the data (the caller's user is added,
 * so another login never sees it), `call` is the use case that reads it. Any failure, a use-case
 * chunk that could not load included, becomes the catalogue's text with Retry where it can help.
 * While a new key loads, the previous value stays on screen.
 */
export const useServerData = <A>(key: readonly unknown[], call: () => Promise<Result.Result<A, ShownError>>, options: ServerDataOptions = {}) => {
  const owner = useSession()?.userId ?? null;
  const queryKey = [owner, ...key];
  const query = useQuery(
    {
      queryKey,
      queryFn: async () => {
        const result = await orUnreachable(call());
        if (Result.isFailure(result)) throw new Refused(result.failure);
        return result.success;
      },
      placeholderData: keepPreviousData,
      ...(options.keep === "session" ? { staleTime: Infinity } : {}),
    },
    queryClient(),
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const keyText = JSON.stringify(queryKey);
  const set = useCallback((value: A) => queryClient().setQueryData(JSON.parse(keyText) as unknown[], value), [keyText]);
  const state: Loaded<A> =
    query.isSuccess || (query.data !== undefined && !query.isError)
      ? { status: "ready", value: query.data as A }
      : query.isError && !query.isFetching
        ? failedWith(query.error instanceof Refused ? query.error.failure : query.error)
        : { status: "loading" };
  return { state, reload, set } as const;
};

const failedWith = (error: ShownError | Error): Loaded<never> => ({ status: "failed", error, text: errorText(error) });

/** A page opened without its ?id= has nothing to ask the server: it answers `code` (a 404) at once. */
export const unlessMissing = <A, E>(id: string, code: string, load: () => Promise<Result.Result<A, E>>): Promise<Result.Result<A, E | ApiError>> =>
  id === "" ? Promise.resolve(Result.fail(new ApiRejected({ status: 404, code, details: {} }))) : load();
