import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Result } from "effect";
import { useCallback, useState } from "react";
import { orUnreachable } from "../../../application/ports/api-error";
import { useSession } from "../../app/session-context";
import type { ReadKey } from "./data";
import type { AnyFailure, ErrorTextView, ShownError } from "../error-text-view";
import { askAgain, queryClient } from "./query-client";
import { useFailureText } from "../use-failure-text";

export type Loaded<A> =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly error: AnyFailure; readonly text: ErrorTextView }
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

/** The cache entry of `key` for `owner` and how to fill it: one definition for the screen and its prefetch. */
const serverQuery = <A>(owner: string | null, key: ReadKey, call: () => Promise<Result.Result<A, ShownError>>) => ({
  queryKey: [owner, ...key],
  queryFn: async (): Promise<A> => {
    const result = await orUnreachable(call());
    if (Result.isFailure(result)) throw new Refused(result.failure);
    return result.success;
  },
});

/** How long a prefetched answer counts as fresh: the screen that mounts meanwhile does not ask again. */
const PREFETCH_FRESH_MS = 3000;

/**
 * A route's prefetch (ui/routes/route-def.ts): starts what `useServerData(key, call)` of the
 * route's screen reads, while the screen's code is still loading; the screen finds it in the cache
 * or on its way. Nothing is asked when the entry already holds data (a return to the screen
 * refreshes it as usual).
 */
export const prefetchServerData = <A>(owner: string, key: ReadKey, call: () => Promise<Result.Result<A, ShownError>>): void => {
  const client = queryClient();
  const { queryKey, queryFn } = serverQuery(owner, key, call);
  if (client.getQueryState(queryKey)?.data !== undefined) return;
  client.setQueryDefaults(queryKey, { staleTime: PREFETCH_FRESH_MS });
  void client.prefetchQuery({ queryKey, queryFn });
};

/**
 * A screen's server data, through the one cache: `key` names the read (its row in data.ts: what it
 * holds, so the writes that change it refresh it) and every input of `call`, the use case that
 * reads it; the caller's user is added, so another login never sees it. Any failure, a use-case
 * chunk that could not load included, becomes the catalogue's text with Retry where it can help.
 * While a new key loads, the previous value stays on screen.
 */
export const useServerData = <A>(key: ReadKey, call: () => Promise<Result.Result<A, ShownError>>, options: ServerDataOptions = {}) => {
  const owner = useSession()?.userId ?? null;
  const { queryKey, queryFn } = serverQuery(owner, key, call);
  const query = useQuery(
    {
      queryKey,
      queryFn,
      placeholderData: keepPreviousData,
      ...(options.keep === "session" ? { staleTime: Infinity } : {}),
    },
    queryClient(),
  );
  const keyText = JSON.stringify(queryKey);
  const reload = useCallback(() => void askAgain(JSON.parse(keyText) as unknown[]), [keyText]);
  const set = useCallback((value: A) => queryClient().setQueryData(JSON.parse(keyText) as unknown[], value), [keyText]);
  // A screen opened on data an accepted write outdated, its refresh still on the way, waits for the
  // fresh answer: a form must never start from the value before the write.
  const [outdated] = useState(() => {
    const cached = queryClient().getQueryState(queryKey);
    return cached?.isInvalidated ? cached.dataUpdatedAt : -1;
  });
  const ready = query.dataUpdatedAt > outdated && (query.isSuccess || (query.data !== undefined && !query.isError));
  const failure = !ready && query.isError && !query.isFetching ? (query.error instanceof Refused ? query.error.failure : query.error) : null;
  // The text comes with the error-code table, loaded only when something failed (skeleton meanwhile).
  const text = useFailureText(failure);
  const state: Loaded<A> = ready
    ? { status: "ready", value: query.data as A }
    : failure !== null && text !== null
      ? { status: "failed", error: failure, text }
      : { status: "loading" };
  return { state, reload, set } as const;
};
