import { Result } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import type { MyBusiness, SubmittedDocument } from "../../../domain/business/business-api.schema";
import { validateVerificationDocuments } from "../../../domain/business/business.rules";
import type { LegalDocumentKind } from "../../../domain/business/business.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { PhotoUpload } from "../../design-system/photo-upload";
import { SelectField } from "../../design-system/select-field";
import { TextField } from "../../design-system/text-field";
import { BusinessPage } from "../../shared/business-page";
import { FormFooter } from "../../shared/form-footer";
import { useSubmit } from "../../shared/use-submit";
import { useServerData } from "../../shared/server-state/use-server-data";
import { usePhotoPick } from "../../shared/use-photo-pick";
import "../../design-system/form-controls.css";
import { href } from "../../routes/href";
import { CatalogueText, type TextKey } from "../../shared/catalogue-text";

const KINDS: readonly LegalDocumentKind[] = ["NIB", "NPWP", "SIUP", "TDP", "other"];
const MAX_DOCUMENTS = 5;

interface DocumentRow {
  readonly kind: LegalDocumentKind;
  readonly number: string;
  readonly photos: readonly string[];
}

/** The verification state of the business, explained. */
function VerificationStatus({ mine }: { readonly mine: MyBusiness }) {
  const { t } = useTranslation(["business", "provider"]);
  const v = mine.verification;
  const tone = v.status === "approved" ? "" : v.status === "rejected" ? " ds-badge--danger" : " ds-badge--warning";
  return (
    <section className="ds-card" aria-labelledby="verification-status">
      <h2 id="verification-status" className="ds-card__title">
        {mine.business.registeredName}
      </h2>
      <p>
        <span className={`ds-badge${tone}`}>{t(`verification.status.${v.status}`)}</span>
      </p>
      <p>{t(`verification.explain.${v.status}`)}</p>
      {v.status === "rejected" && v.reason !== undefined && <p>{t("verification.reason", { reason: v.reason })}</p>}
    </section>
  );
}

/** /verifycompany: legal documents with numbers and a photo; status in review, approved or rejected. */
export default function VerifyCompanyPage() {
  const { t } = useTranslation(["business", "provider", "errors", "common"]);
  const business = useService(BUSINESS_API);
  const photoPick = usePhotoPick();
  const id = useId();
  const { state, reload, set } = useServerData(["business"], () => business.myBusiness());
  const [rows, setRows] = useState<readonly DocumentRow[]>([{ kind: "NIB", number: "", photos: [] }]);
  const [photoError, setPhotoError] = useState<TextKey | null>(null);
  const { formError, setFormError, pending, send, onSubmitOf } = useSubmit();

  const update = (index: number, change: Partial<DocumentRow>) => {
    if (change.photos !== undefined && change.photos.length > 0) setPhotoError(null);
    setRows((list) => list.map((r, i) => (i === index ? { ...r, ...change } : r)));
  };

  const submit = async () => {
    setFormError(null);
    const documents: SubmittedDocument[] = rows.map((r) => ({ kind: r.kind, number: r.number.trim(), ...(r.photos[0] === undefined ? {} : { photoUrl: r.photos[0] }) }));
    const checked = validateVerificationDocuments(documents);
    if (Result.isFailure(checked)) return setPhotoError({ key: checked.failure.i18nKey, ns: "errors" });
    setPhotoError(null);
    const saved = await send(["business"], () => business.submitVerification({ documents }));
    if (saved !== null) set(saved);
  };
  const onSubmit = onSubmitOf(submit);

  return (
    <BusinessPage title={t("verification.title")} state={state} reload={reload}>
      {(mine) => {
        const canSubmit = mine.verification.status === "notSubmitted" || mine.verification.status === "rejected";
        return (
          <>
            <VerificationStatus mine={mine} />
            {canSubmit && (
              <form className="stack" onSubmit={onSubmit} noValidate>
                <p>{t("verification.intro")}</p>
                {rows.map((row, i) => (
                  <fieldset key={i} className="ds-card">
                    <legend>{t("verification.document", { n: i + 1 })}</legend>
                    <SelectField id={`${id}-kind-${i}`} label={t("verification.kind")} value={row.kind} onChange={(v) => update(i, { kind: v as LegalDocumentKind })} options={KINDS.map((k) => ({ value: k, label: t(`verification.kinds.${k}`) }))} />
                    <TextField id={`${id}-number-${i}`} label={t("verification.number")} value={row.number} maxLength={40} onChange={(e) => update(i, { number: e.target.value })} />
                    <PhotoUpload id={`${id}-photo-${i}`} label={t("verification.photo")} photos={row.photos} max={1} pick={photoPick.pick} onChange={(photos) => update(i, { photos })} texts={photoPick.texts} />
                  </fieldset>
                ))}
                <p className="ds-field__error" role="alert">
                  {photoError !== null && <CatalogueText text={photoError} />}
                </p>
                {rows.length < MAX_DOCUMENTS && (
                  <Button variant="secondary" onClick={() => setRows((list) => [...list, { kind: "other", number: "", photos: [] }])}>
                    {t("verification.addDocument")}
                  </Button>
                )}
                <FormFooter text={formError} onRetry={() => void submit()} pending={pending} label={t("verification.submit")} />
              </form>
            )}
            <Link to={href.providerHome()}>{t("provider:home.backToJobs")}</Link>
          </>
        );
      }}
    </BusinessPage>
  );
}
