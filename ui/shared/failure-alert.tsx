import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../design-system/error-alert";
import { useCatalogueText } from "./catalogue-text";
import type { ErrorTextView } from "./error-text-view";

/** A failure in the current language, announced as it appears, with Retry when trying again can help. */
export function FailureAlert({ text, onRetry }: { readonly text: ErrorTextView | null; readonly onRetry?: () => void }) {
  // This alert sits on the first screen, which does not wait for the error texts: they load on the
  // first touch or key (ui/i18n/i18n.ts); a refusal faster than they are shows once they are in.
  const { t } = useTranslation("common");
  const message = useCatalogueText(text);
  return (
    <ErrorAlert
      message={message}
      {...(text?.retryable === true && onRetry !== undefined ? { retryLabel: t("common:action.retry"), onRetry } : {})}
    />
  );
}
