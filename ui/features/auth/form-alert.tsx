import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../../design-system/error-alert";
import type { UiText } from "../../i18n/api-error-text";

/** A form-level error from the API, announced, with Retry when trying again can help. */
export function FormAlert({ text, onRetry }: { readonly text: UiText | null; readonly onRetry?: () => void }) {
  const { t } = useTranslation("common");
  return (
    <ErrorAlert
      message={text === null ? null : t(text.key, { ns: text.ns, ...text.values })}
      {...(text?.retryable === true && onRetry !== undefined ? { retryLabel: t("action.retry"), onRetry } : {})}
    />
  );
}
