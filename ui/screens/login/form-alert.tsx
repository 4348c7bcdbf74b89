import { useTranslation } from "react-i18next";
import { Button } from "../../design-system/button";
import type { UiText } from "../../i18n/api-error-text";

/** A form-level error from the API, announced, with Retry when trying again can help. */
export function FormAlert({ text, onRetry }: { readonly text: UiText | null; readonly onRetry?: () => void }) {
  const { t } = useTranslation("common");
  return (
    <div role="alert" aria-live="assertive">
      {text !== null && (
        <div className="ds-alert ds-alert--error stack">
          <span>{t(text.key, { ns: text.ns, ...text.values })}</span>
          {text.retryable && onRetry !== undefined && (
            <Button variant="secondary" onClick={onRetry}>
              {t("action.retry")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
