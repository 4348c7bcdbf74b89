import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../design-system/error-alert";
import type { ErrorTextView } from "./error-text-view";

/** A failure in the current language, announced as it appears, with Retry when trying again can help. */
export function FailureAlert({ text, onRetry }: { readonly text: ErrorTextView | null; readonly onRetry?: () => void }) {
  const { t } = useTranslation(["common", "errors"]);
  return (
    <ErrorAlert
      message={text === null ? null : t(text.key, { ns: text.ns, ...text.values })}
      {...(text?.retryable === true && onRetry !== undefined ? { retryLabel: t("common:action.retry"), onRetry } : {})}
    />
  );
}
