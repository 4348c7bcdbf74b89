import { Result, Schema } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import { BUSINESS_DESCRIPTION_MAX_CHARACTERS, CreateBusinessRequest, type MyBusiness } from "../../../domain/business/business-api.schema";
import { formatPhone } from "../../../domain/identity/phone.format";
import { parseLocalPhone } from "../../../domain/identity/phone.rules";
import { NAME_MAX_CHARACTERS } from "../../../domain/policy/business-constants";
import { parseEmail } from "../../../domain/shared/text.rules";
import { useService } from "../../app/container-context";
import { PhoneField } from "../../design-system/phone-field";
import { TextField } from "../../design-system/text-field";
import { TextareaField } from "../../design-system/textarea-field";
import { BusinessPage } from "../../shared/business-page";
import { FormFooter } from "../../shared/form-footer";
import { useSubmit } from "../../shared/use-submit";
import { useServerData } from "../../shared/server-state/use-server-data";
import { href } from "../../routes/href";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";

const FIELDS = ["brandName", "description", "contactPhone", "email"] as const;
type EditableField = (typeof FIELDS)[number];
const fieldOf = (value: string | null): EditableField => FIELDS.find((f) => f === value) ?? "description";

/** The one field as the form shows it. */
const shown = (mine: MyBusiness, field: EditableField): string =>
  field === "contactPhone" ? formatPhone(mine.business.contactPhone) : (mine.business[field] ?? "");

function SingleFieldForm({ mine, field }: { readonly mine: MyBusiness; readonly field: EditableField }) {
  const { t } = useTranslation(["business", "provider", "errors", "common"]);
  const business = useService(BUSINESS_API);
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(shown(mine, field));
  const [error, setError] = useState<TextKey | null>(null);
  const { formError, setFormError, pending, send, onSubmitOf } = useSubmit();
  const label = t(`inputCommon.${field}`);
  const shownError = fieldErrorOf(error);

  const submit = async () => {
    setFormError(null);
    const text = value.trim();
    let stored: string = text;
    if (field === "contactPhone") {
      const phone = parseLocalPhone(value);
      if (Result.isFailure(phone)) return setError({ key: phone.failure.i18nKey, ns: "errors" });
      stored = phone.success;
    } else if (field === "email") {
      const email = parseEmail(value);
      if (Result.isFailure(email)) return setError({ key: email.failure.i18nKey, ns: "errors" });
    } else if (field === "description" && text === "") return setError({ key: "form.required", ns: "provider" });
    setError(null);
    const { businessId: _id, legalDocuments: _d, verifiedAt: _v, lastNameChangeAt: _l, ...profile } = mine.business;
    const { brandName, ...rest } = { ...profile, [field]: stored };
    const request = Schema.decodeUnknownResult(CreateBusinessRequest)(brandName === undefined || brandName === "" ? rest : { ...rest, brandName });
    if (Result.isFailure(request)) return setFormError({ key: "api.validationFailed", ns: "common", retryable: false });
    const saved = await send(["business"], () => business.edit(request.success));
    if (saved !== null) navigate(href.editCompany());
  };
  const onSubmit = onSubmitOf(submit);
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {field === "description" ? (
        <TextareaField id={id} label={label} value={value} max={BUSINESS_DESCRIPTION_MAX_CHARACTERS} maxLength={BUSINESS_DESCRIPTION_MAX_CHARACTERS} onChange={(e) => setValue(e.target.value)} error={shownError} />
      ) : field === "contactPhone" ? (
        <PhoneField id={id} label={label} hint={t("common:field.phone.hint")} value={value} onChange={setValue} error={shownError} />
      ) : (
        <TextField id={id} type={field === "email" ? "email" : "text"} label={label} value={value} maxLength={field === "brandName" ? NAME_MAX_CHARACTERS : 254} onChange={(e) => setValue(e.target.value)} error={shownError} />
      )}
      <FormFooter text={formError} onRetry={() => void submit()} pending={pending} label={t("editCompany.save")} />
    </form>
  );
}

/** /inputcommoncompany?field=brandName|description|contactPhone|email: one field of the business profile. */
export default function InputCommonCompanyPage() {
  const { t } = useTranslation(["business", "provider"]);
  const business = useService(BUSINESS_API);
  const [params] = useSearchParams();
  const field = fieldOf(params.get("field"));
  const { state, reload } = useServerData(["business"], () => business.myBusiness());
  return (
    <BusinessPage title={t(`inputCommon.${field}`)} state={state} reload={reload}>
      {(mine) => (mine.myRole === "admin" ? <SingleFieldForm mine={mine} field={field} /> : <p className="ds-alert ds-alert--info">{t("editCompany.adminOnly")}</p>)}
    </BusinessPage>
  );
}
