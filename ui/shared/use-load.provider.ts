import { Result } from "effect";
import { useCallback, useEffect, useState } from "react";

export type Load<A, E> =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly error: E }
  | { readonly state: "ready"; readonly value: A };

/**
 * Runs a Result-returning call on mount, whenever `call` changes (memoize it with useCallback) and
 * on `reload`; an answer that arrives after a newer call started is dropped.
 */
export const useLoad = <A, E>(call: () => Promise<Result.Result<A, E>>) => {
  const [load, setLoad] = useState<Load<A, E>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void call().then((result) => {
      if (live) setLoad(Result.isSuccess(result) ? { state: "ready", value: result.success } : { state: "failed", error: result.failure });
    });
    return () => {
      live = false;
    };
  }, [call, attempt]);
  const reload = useCallback(() => {
    setLoad({ state: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { load, reload, setLoad } as const;
};
