import { useTranslation } from "react-i18next";
import { ActionBar } from "../design-system/action-bar";
import { Button } from "../design-system/button";
import type { ErrorTextView } from "./error-text-view";
import { FailureAlert } from "./failure-alert";

/** The end of a form: the refusal (with Retry when it can help) and the one submit button, blocked while pending, in the sticky action bar. */
export function FormFooter({ text, onRetry, pending, label }: { readonly text: ErrorTextView | null; readonly onRetry: () => void; readonly pending: boolean; readonly label: string }) {
  const { t } = useTranslation("provider");
  return (
    <>
      <FailureAlert text={text} onRetry={onRetry} />
      <ActionBar>
        <Button type="submit" block pending={pending} pendingLabel={t("form.saving")}>
          {label}
        </Button>
      </ActionBar>
    </>
  );
}
