import { Result } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { WORK_NOTE_MAX_CHARACTERS } from "../../../domain/work/work-api.schema";
import { checkMaxLength } from "../../../domain/shared/text.rules";
import { Button } from "../../design-system/button";
import { Modal } from "../../design-system/modal";
import { TextareaField } from "../../design-system/textarea-field";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";
import type { ErrorTextView } from "../../shared/error-text-view";
import { FailureAlert } from "../../shared/failure-alert";

/**
 * Declining a day asks why, in a dialog: the reason is required (the seeker reads it and support
 * sees it if she asks for a reconfirmation), at most WORK_NOTE_MAX_CHARACTERS, checked on submit
 * with the error under the field like every form; a refusal from the server stays in the dialog
 * with what was typed.
 */
export function ProviderDeclineDialog({
  title,
  pending,
  formError,
  onDecline,
  onCancel,
}: {
  readonly title: string;
  readonly pending: boolean;
  readonly formError: ErrorTextView | null;
  readonly onDecline: (reason: string) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation(["work", "common"]);
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<TextKey | null>(null);
  const submit = () => {
    const text = reason.trim();
    if (text === "") return setError({ key: "provider.decline.required", ns: "work" });
    const length = checkMaxLength(text, WORK_NOTE_MAX_CHARACTERS);
    if (Result.isFailure(length)) return setError({ key: length.failure.i18nKey, ns: "errors", values: { max: WORK_NOTE_MAX_CHARACTERS } });
    setError(null);
    onDecline(text);
  };
  return (
    <Modal open title={title} onClose={onCancel} kind="dialog">
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextareaField
          id={id}
          rows={4}
          label={t("provider.decline.reason")}
          hint={t("provider.decline.hint")}
          value={reason}
          max={WORK_NOTE_MAX_CHARACTERS}
          maxLength={WORK_NOTE_MAX_CHARACTERS}
          onChange={(event) => setReason(event.target.value)}
          error={fieldErrorOf(error)}
        />
        <FailureAlert text={formError} />
        <div className="ds-dialog__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t("common:action.cancel")}
          </Button>
          <Button type="submit" variant="danger" pending={pending} pendingLabel={t("sending")}>
            {t("provider.decline.submit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
