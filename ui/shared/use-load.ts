import { Result } from "effect";
import { useCallback, useEffect, useState } from "react";
import { ApiRejected, orUnreachable, type ApiError } from "../../application/ports/api-error";
import { seekerErrorText, type SeekerText } from "./seeker-text";

export type Loaded<A> =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly text: SeekerText }
  | { readonly status: "ready"; readonly value: A };

/**
 * Runs a use case on mount, whenever `call` changes (memoize it with useCallback) and on reload,
 * keeping its outcome as loading / failed (with the text to show) / ready. A late answer of an
 * older call is dropped.
 */
export const useLoad = <A>(call: () => Promise<Result.Result<A, ApiError | { readonly _tag: string }>>) => {
  const [state, setState] = useState<Loaded<A>>({ status: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void orUnreachable(call()).then((result) => {
      if (live) setState(Result.isSuccess(result) ? { status: "ready", value: result.success } : { status: "failed", text: seekerErrorText(result.failure) });
    });
    return () => {
      live = false;
    };
  }, [call, round]);
  const reload = useCallback(() => {
    setState({ status: "loading" });
    setRound((n) => n + 1);
  }, []);
  const set = useCallback((value: A) => setState({ status: "ready", value }), []);
  return { state, reload, set } as const;
};

/** A page opened without its ?id= has nothing to ask the server: it answers `code` (a 404) at once. */
export const unlessMissing = <A>(id: string, code: string, load: () => Promise<Result.Result<A, ApiError>>): Promise<Result.Result<A, ApiError>> =>
  id === "" ? Promise.resolve(Result.fail(new ApiRejected({ status: 404, code, details: {} }))) : load();
