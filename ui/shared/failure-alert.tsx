import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../design-system/error-alert";
import { useCatalogueText } from "./catalogue-text";
import { wayForward, type ErrorTextView } from "./error-text-view";
import { useLogInAgain } from "./log-in-again";

/**
 * A form's failure in the current language, announced as it appears, with the action that can
 * help (`wayForward`): Retry, or 'Log in again' for an ended session (a save after the session
 * expired); none for a refusal, which the form's fields or text explain.
 */
export function FailureAlert({ text, onRetry }: { readonly text: ErrorTextView | null; readonly onRetry?: () => void }) {
  // This alert sits on the first screen, which does not wait for the error texts: they load on the
  // first touch or key (ui/i18n/i18n.ts); a refusal faster than they are shows once they are in.
  const { t } = useTranslation("common");
  const message = useCatalogueText(text);
  const logInAgain = useLogInAgain();
  const way = text === null ? null : wayForward(text);
  const action =
    way === "retry" && onRetry !== undefined
      ? { actionLabel: t("common:action.retry"), onAction: onRetry }
      : way === "logInAgain"
        ? { actionLabel: t("common:action.logInAgain"), onAction: logInAgain }
        : {};
  return <ErrorAlert message={message} {...action} />;
}
