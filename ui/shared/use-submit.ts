import type { Result } from "effect";
import { useRef, useState, type FormEvent } from "react";
import type { ErrorTextView, ShownError } from "./error-text-view";
import { LOAD_FAILED } from "./error-text-view";
import { loadErrorText } from "./error-text.lazy";
import type { Changed } from "./server-state/data";
import { announceAcceptedWrite } from "./server-state/writes";

/**
 * A refusal the screen shows its own way (next to a field, as a link to register): return true and
 * the form-level text stays empty.
 */
export type RefusalHandler<F = ShownError> = (failure: F, text: ErrorTextView) => boolean;

/**
 * Every form's sending: never twice at once (a ref, so two taps in one frame cannot both pass),
 * pending while it travels, the refusal as the form-level text, and what the user typed left in
 * the fields. After an accepted write the reads holding what it `changes` are asked again, and
 * only those (server-state/data.ts). Free of Effect and of the data cache, because the first
 * screen (login) sends with it.
 */
export const useSubmit = () => {
  const [formError, setFormError] = useState<ErrorTextView | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  /** The success, or null when refused (the text is set), unreachable, or already under way. */
  const send = async <A, F extends ShownError | { readonly _tag: string } = ShownError>(changes: readonly Changed[], call: () => Promise<Result.Result<A, F>>, handle?: RefusalHandler<F>): Promise<A | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    setFormError(null);
    try {
      // A use case that loads on this tap cannot be fetched offline: that is the network failing.
      const result = await call().catch(() => null);
      if (result === null) {
        setFormError(LOAD_FAILED);
        return null;
      }
      // The Result's tag, not Result.isSuccess: Effect's runtime must not load with the first screen.
      if (result._tag === "Success") {
        // Before the caller moves on: the next screen must not start from data older than the write.
        announceAcceptedWrite(changes);
        return result.success;
      }
      const text = await loadErrorText(result.failure);
      if (handle?.(result.failure, text) !== true) setFormError(text);
      return null;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  const onSubmitOf = (submit: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return { formError, setFormError, pending, send, onSubmitOf } as const;
};
