import { Result } from "effect";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router-dom";
import { parseLocalPhone } from "../../../domain/identity/phone.rules";
import { CANCELLATION_PROOF_MEDIA_MAX } from "../../../domain/policy/business-constants";
import { Button } from "../../design-system/button";
import { PhoneField } from "../../design-system/phone-field";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { CatalogueText } from "../../shared/catalogue-text";
import { TopBar } from "../../shared/top-bar";
import { missingStepBefore } from "./cancel-flow";
import { ProofMediaField } from "./proof-media";
import { hrefOfStep, useCancelFlow } from "./use-cancel-flow";
import "./help-center.css";

/**
 * /reasondetail: proof photos or videos (optional, up to CANCELLATION_PROOF_MEDIA_MAX) and the mobile
 * number support calls back on, checked like every phone field of the app.
 */
export default function ReasonDetailPage(_props: PageProps) {
  const { t } = useTranslation(["helpCenter", "common", "errors"]);
  const id = useId();
  const navigate = useNavigate();
  const { flow, update } = useCancelFlow();
  const [tried, setTried] = useState(false);
  const missing = missingStepBefore(flow, "reasondetail");
  if (flow === null || missing !== null) return <Navigate to={hrefOfStep(missing ?? "helpcenter", flow)} replace />;
  const phone = parseLocalPhone(flow.mobile);
  const next = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Result.isSuccess(phone)) navigate(href.orderRequest());
  };
  return (
    <main className="page stack">
      <TopBar title={t("detail.bar")} up={href.cancelReason()} />
      <form className="stack" onSubmit={next} noValidate>
        <ProofMediaField id={`${id}-proof`} media={flow.proofMedia} max={CANCELLATION_PROOF_MEDIA_MAX} onChange={(proofMedia) => update({ proofMedia })} />
        <PhoneField
          id={`${id}-mobile`}
          label={t("detail.mobile")}
          hint={t("detail.mobileHint")}
          value={flow.mobile}
          onChange={(mobile) => update({ mobile })}
          error={tried && Result.isFailure(phone) ? <CatalogueText text={{ key: phone.failure.i18nKey, ns: "errors" }} /> : null}
        />
        <Button type="submit" block>
          {t("form.next")}
        </Button>
      </form>
    </main>
  );
}
