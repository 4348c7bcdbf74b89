import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../../design-system/error-alert";
import type { ErrorTextView } from "../../shared/error-text-view";
import { FailureAlert } from "../../shared/failure-alert";

/**
 * A profile step's refused save: the catalogue's text, with Retry when it can help; or, when there
 * is no profile yet to add the step to, the way to start (personal info first).
 */
export function StepAlert({ error, profileFirst, onRetry }: { readonly error: ErrorTextView | null; readonly profileFirst: boolean; readonly onRetry: () => void }) {
  const { t } = useTranslation("seeker");
  return profileFirst ? <ErrorAlert message={t("apply.profileFirst")} /> : <FailureAlert text={error} onRetry={onRetry} />;
}
