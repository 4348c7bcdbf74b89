import { useTranslation } from "react-i18next";
import { Button } from "../design-system/button";
import { ErrorAlert } from "../design-system/error-alert";
import type { ProviderText } from "./provider-error-text";

/** A form-level failure from the API, announced, with Retry when trying again can help. */
export function ProviderAlert({ text, onRetry }: { readonly text: ProviderText | null; readonly onRetry?: () => void }) {
  const { t } = useTranslation(["provider", "common", "errors", "auth"]);
  return (
    <ErrorAlert
      message={text === null ? null : t(text.key, { ns: text.ns, ...text.values })}
      {...(text?.retryable === true && onRetry !== undefined ? { retryLabel: t("common:action.retry"), onRetry } : {})}
    />
  );
}

/** The end of a provider form: the API failure (with Retry) and the one submit button, blocked while pending. */
export function FormFooter({ text, onRetry, pending, label }: { readonly text: ProviderText | null; readonly onRetry: () => void; readonly pending: boolean; readonly label: string }) {
  const { t } = useTranslation("provider");
  return (
    <>
      <ProviderAlert text={text} onRetry={onRetry} />
      <Button type="submit" block pending={pending} pendingLabel={t("form.saving")}>
        {label}
      </Button>
    </>
  );
}
