import { Result } from "effect";
import { useRef, useState, type FormEvent } from "react";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import type { ApiError } from "../../application/ports/api-error";
import { providerErrorText, type ProviderText } from "./provider-error-text";

/**
 * A provider form's sending: never twice at once, pending while it travels, and the server's
 * refusal as the form-level text (what the user typed stays in the fields).
 */
export const useSubmit = () => {
  const [formError, setFormError] = useState<ProviderText | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  /** The success, or null when refused (the text is set) or when a send is already under way. */
  const send = async <A>(call: () => Promise<Result.Result<A, ApiError | NotLoggedIn>>): Promise<A | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    setFormError(null);
    const result = await call();
    inFlight.current = false;
    setPending(false);
    if (Result.isSuccess(result)) return result.success;
    setFormError(providerErrorText(result.failure));
    return null;
  };
  const onSubmitOf = (submit: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return { formError, setFormError, pending, send, onSubmitOf } as const;
};
