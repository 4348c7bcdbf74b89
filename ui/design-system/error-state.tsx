import { useTranslation } from "react-i18next";
import { Button } from "./button";

/** A failed load. Always offers Retry: a state without a way out is a dead end on a phone. */
export function ErrorState({ message, onRetry, headingLevel }: { readonly message?: string; readonly onRetry: () => void; readonly headingLevel?: 1 | 2 }) {
  const { t } = useTranslation("common");
  const text = message ?? t("state.loadFailed");
  return (
    <div className="ds-state" role="alert">
      {headingLevel === 1 ? <h1 className="ds-state__title">{text}</h1> : <p className="ds-state__title">{text}</p>}
      <Button onClick={onRetry}>{t("action.retry")}</Button>
    </div>
  );
}
