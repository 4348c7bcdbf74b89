import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router-dom";
import { CANCELLATION_REASONS, SUPPORT_TEXT_MAX_CHARACTERS } from "../../../domain/attendance/cancellation.schema";
import { Button } from "../../design-system/button";
import { TextareaField } from "../../design-system/textarea-field";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";
import { missingStepBefore, supportTextProblem } from "./cancel-flow";
import { hrefOfStep, useCancelFlow } from "./use-cancel-flow";
import "./help-center.css";

/**
 * /cancelreason: one of the fixed reasons (support sorts requests by them); 'Others' opens a free
 * text with its counter. What is chosen and typed stays in the flow's draft as it changes.
 */
export default function CancelReasonPage(_props: PageProps) {
  const { t } = useTranslation(["helpCenter", "common"]);
  const id = useId();
  const navigate = useNavigate();
  const { flow, update } = useCancelFlow();
  const [tried, setTried] = useState(false);
  const missing = missingStepBefore(flow, "cancelreason");
  if (flow === null || missing !== null) return <Navigate to={hrefOfStep(missing ?? "helpcenter", flow)} replace />;
  const textProblem = flow.reason === "others" ? supportTextProblem(flow.otherReason) : null;
  const next = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (flow.reason !== null && textProblem === null) navigate(href.reasonDetail());
  };
  return (
    <main className="page stack">
      <TopBar title={t("reason.bar")} heading={false} up={hrefOfStep("cancellist", flow)} />
      <form className="stack" onSubmit={next} noValidate>
        <fieldset className="stack" aria-describedby={tried && flow.reason === null ? `${id}-error` : undefined}>
          <legend>
            <h1>{t("reason.title")}</h1>
          </legend>
          {CANCELLATION_REASONS.map((reason) => (
            <label key={reason} className="ds-choice">
              <input type="radio" name={`${id}-reason`} value={reason} checked={flow.reason === reason} onChange={() => update({ reason })} />
              {t(`reason.${reason}`)}
            </label>
          ))}
          {tried && flow.reason === null && (
            <span className="ds-field__error" id={`${id}-error`} role="alert">
              {t("reason.pickOne")}
            </span>
          )}
        </fieldset>
        {flow.reason === "others" && (
          <TextareaField
            id={`${id}-other`}
            label={t("reason.otherLabel")}
            hint={t("reason.otherHint", { max: SUPPORT_TEXT_MAX_CHARACTERS })}
            rows={4}
            value={flow.otherReason}
            max={SUPPORT_TEXT_MAX_CHARACTERS}
            onChange={(e) => update({ otherReason: e.target.value })}
            error={(tried || textProblem === "tooLong") && textProblem !== null ? t(textProblem === "required" ? "form.required" : "form.tooLong") : null}
          />
        )}
        <Button type="submit" block>
          {t("form.next")}
        </Button>
      </form>
    </main>
  );
}
