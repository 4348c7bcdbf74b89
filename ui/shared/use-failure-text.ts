import { useEffect, useState } from "react";
import type { AnyFailure, ErrorTextView } from "./error-text-view";
import { loadErrorText } from "./error-text.lazy";

/**
 * The catalogue text of a failure a screen shows, or null while the error-code table loads (it is
 * fetched only once something failed, so the homes' first screen does not carry it).
 */
export const useFailureText = (failure: AnyFailure | null): ErrorTextView | null => {
  const [shown, setShown] = useState<{ readonly failure: AnyFailure; readonly text: ErrorTextView } | null>(null);
  useEffect(() => {
    if (failure === null) return;
    let live = true;
    void loadErrorText(failure).then((text) => {
      if (live) setShown({ failure, text });
    });
    return () => {
      live = false;
    };
  }, [failure]);
  return failure !== null && shown?.failure === failure ? shown.text : null;
};
