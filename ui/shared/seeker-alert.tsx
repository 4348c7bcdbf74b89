import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../design-system/error-alert";
import type { SeekerText } from "./seeker-text";

/** A seeker screen's failure in the current language, with Retry when trying again can help. */
export function SeekerAlert({ text, onRetry }: { readonly text: SeekerText | null; readonly onRetry?: () => void }) {
  const { t } = useTranslation(["seeker", "common", "errors"]);
  return (
    <ErrorAlert
      message={text === null ? null : t(text.key, { ns: text.ns, ...text.values })}
      {...(text?.retryable === true && onRetry !== undefined ? { retryLabel: t("common:action.retry"), onRetry } : {})}
    />
  );
}
