import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../design-system/error-alert";
import type { ErrorTextView } from "./error-text-view";

/** A failure in the current language, announced as it appears, with Retry when trying again can help. */
export function FailureAlert({ text, onRetry }: { readonly text: ErrorTextView | null; readonly onRetry?: () => void }) {
  // Not asking for `errors`: this alert sits on the first screen, which must not wait for the
  // error texts; they load on the first touch or key (ui/i18n/i18n.ts), before any refusal exists.
  const { t } = useTranslation("common");
  return (
    <ErrorAlert
      message={text === null ? null : t(text.key, { ns: text.ns, ...text.values })}
      {...(text?.retryable === true && onRetry !== undefined ? { retryLabel: t("common:action.retry"), onRetry } : {})}
    />
  );
}
