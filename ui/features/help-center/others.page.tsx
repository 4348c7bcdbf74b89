import { Result } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { HELP_CENTER_API } from "../../../application/ports/help-center-api.port";
import { SUPPORT_TEXT_MAX_CHARACTERS } from "../../../domain/attendance/cancellation.schema";
import { parseLocalPhone } from "../../../domain/identity/phone.rules";
import { nextSupportOpeningAt } from "../../../domain/shared/support-hours.rules";
import type { SupportMessageReceipt } from "../../../domain/work/help-center-api.schema";
import { useService } from "../../app/container-context";
import { ActionBar } from "../../design-system/action-bar";
import { Button } from "../../design-system/button";
import { PhoneField } from "../../design-system/phone-field";
import { StatePanel } from "../../design-system/state-panel";
import { TextareaField } from "../../design-system/textarea-field";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { renewOnRefusal, useActionKey } from "../../shared/action-key";
import { CatalogueText } from "../../shared/catalogue-text";
import { FailureAlert } from "../../shared/failure-alert";
import { useFormat } from "../../shared/format/use-format";
import { clearDraft, isRecord } from "../../shared/session-draft";
import { TopBar } from "../../shared/top-bar";
import { useDraft } from "../../shared/use-draft";
import { useSubmit } from "../../shared/use-submit";
import { supportTextProblem } from "./cancel-flow";
import { SupportHours } from "./help-center-parts";
import "./help-center.css";

interface MessageDraft {
  readonly text: string;
  readonly mobile: string;
}
const DRAFT = "helpCenter.others";
const isMessageDraft = (v: unknown): v is MessageDraft => isRecord(v) && typeof v.text === "string" && typeof v.mobile === "string";

/** When support replies: by the server's due time; sent outside support hours, from when they open. */
function Receipt({ receipt, onAnother }: { readonly receipt: SupportMessageReceipt; readonly onAnother: () => void }) {
  const { t } = useTranslation("helpCenter");
  const format = useFormat();
  const line = receipt.withinSupportHours
    ? t("receipt.reply", { date: format.dateTime(receipt.replyDueAt) })
    : t("receipt.closed", { date: format.dateTime(nextSupportOpeningAt(receipt.receivedAt)), due: format.dateTime(receipt.replyDueAt) });
  return (
    <>
      <StatePanel
        tone="success"
        title={t("receipt.title")}
        line={line}
        headingLevel={1}
        action={
          <Link className="ds-button ds-button--primary" to={href.helpCenter()}>
            {t("receipt.back")}
          </Link>
        }
      />
      <Button variant="ghost" onClick={onAnother}>
        {t("receipt.another")}
      </Button>
    </>
  );
}

/**
 * /others: any other issue as free text to support (counter, required, at most
 * SUPPORT_TEXT_MAX_CHARACTERS), an optional number to call back on; sent once whatever the retries
 * (its kept idempotency key); the receipt says when support replies.
 */
export default function OthersPage(_props: PageProps) {
  const { t } = useTranslation(["helpCenter", "common", "errors"]);
  const id = useId();
  const helpCenter = useService(HELP_CENTER_API);
  const [draft, update] = useDraft(DRAFT, isMessageDraft, () => ({ text: "", mobile: "" }));
  const action = useActionKey("support-message");
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const [tried, setTried] = useState(false);
  const [receipt, setReceipt] = useState<SupportMessageReceipt | null>(null);
  const textProblem = supportTextProblem(draft.text);
  const phone = draft.mobile.trim() === "" ? null : parseLocalPhone(draft.mobile);

  const submit = async () => {
    setTried(true);
    if (textProblem !== null || (phone !== null && Result.isFailure(phone))) return;
    const message = { text: draft.text.trim(), mobile: phone === null ? null : Result.isSuccess(phone) ? phone.success : null };
    const sent = await send([], () => helpCenter.sendSupportMessage(message, action.key), renewOnRefusal(action));
    if (sent === null) return;
    action.renew();
    clearDraft(DRAFT);
    setReceipt(sent);
  };
  const another = () => {
    update({ text: "", mobile: "" });
    setTried(false);
    setReceipt(null);
  };

  return (
    <main className="page stack">
      <TopBar title={t("others.bar")} heading={false} up={href.helpCenter()} />
      {receipt !== null ? (
        <Receipt receipt={receipt} onAnother={another} />
      ) : (
        <>
          <h1>{t("others.title")}</h1>
          <form className="stack" onSubmit={onSubmitOf(submit)} noValidate>
            <TextareaField
              id={`${id}-text`}
              label={t("others.text")}
              rows={6}
              value={draft.text}
              max={SUPPORT_TEXT_MAX_CHARACTERS}
              onChange={(e) => update({ text: e.target.value })}
              error={(tried || textProblem === "tooLong") && textProblem !== null ? t(textProblem === "required" ? "form.required" : "form.tooLong") : null}
            />
            <PhoneField
              id={`${id}-mobile`}
              label={t("others.mobile")}
              hint={t("others.mobileHint")}
              value={draft.mobile}
              onChange={(mobile) => update({ mobile })}
              error={tried && phone !== null && Result.isFailure(phone) ? <CatalogueText text={{ key: phone.failure.i18nKey, ns: "errors" }} /> : null}
            />
            <FailureAlert text={formError} onRetry={() => void submit()} />
            <ActionBar>
              <Button type="submit" block pending={pending} pendingLabel={t("others.send")}>
                {t("others.send")}
              </Button>
            </ActionBar>
          </form>
          <SupportHours />
        </>
      )}
    </main>
  );
}
