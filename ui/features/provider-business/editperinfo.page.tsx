import { Result, Schema } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import { UpdateProviderProfileRequest, type ProviderProfileView } from "../../../domain/business/business-api.schema";
import { NAME_MAX_CHARACTERS } from "../../../domain/policy/business-constants";
import { parseEmail } from "../../../domain/shared/text.rules";
import { useService } from "../../app/container-context";
import { PhotoUpload } from "../../design-system/photo-upload";
import { SelectField } from "../../design-system/select-field";
import { TextField } from "../../design-system/text-field";
import { BusinessPage } from "../../shared/business-page";
import { FormFooter } from "../../shared/form-footer";
import { useSubmit } from "../../shared/use-submit";
import { useServerData } from "../../shared/server-state/use-server-data";
import { usePhotoPick } from "../../shared/use-photo-pick";
import { href } from "../../routes/href";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";

type Field = "fullName" | "position" | "workEmail";
const REQUIRED: TextKey = { key: "form.required", ns: "provider" };

function ProfileForm({ initial }: { readonly initial: ProviderProfileView }) {
  const { t } = useTranslation(["business", "provider", "errors", "common"]);
  const business = useService(BUSINESS_API);
  const navigate = useNavigate();
  const photoPick = usePhotoPick();
  const id = useId();
  const [photo, setPhoto] = useState<readonly string[]>(initial.photoUrl === undefined ? [] : [initial.photoUrl]);
  const [fullName, setFullName] = useState(initial.fullName);
  const [gender, setGender] = useState<"male" | "female">(initial.gender ?? "female");
  const [position, setPosition] = useState(initial.position);
  const [workEmail, setWorkEmail] = useState(initial.workEmail ?? "");
  const [errors, setErrors] = useState<Partial<Record<Field, TextKey>>>({});
  const { formError, setFormError, pending, send, onSubmitOf } = useSubmit();

  const submit = async () => {
    setFormError(null);
    const found: Partial<Record<Field, TextKey>> = {};
    if (fullName.trim() === "") found.fullName = REQUIRED;
    if (position.trim() === "") found.position = REQUIRED;
    const email = workEmail.trim() === "" ? null : parseEmail(workEmail);
    if (email !== null && Result.isFailure(email)) found.workEmail = { key: email.failure.i18nKey, ns: "errors" };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = {
      ...(photo[0] === undefined ? {} : { photoUrl: photo[0] }),
      fullName: fullName.trim(),
      gender,
      position: position.trim(),
      ...(email === null ? {} : { workEmail: workEmail.trim() }),
    };
    if (!Schema.is(UpdateProviderProfileRequest)(request)) return setFormError({ key: "api.validationFailed", ns: "common", retryable: false });
    const saved = await send(["provider-profile"], () => business.saveProfile(request));
    if (saved !== null) navigate(href.providerPersonInfoSuccess());
  };
  const onSubmit = onSubmitOf(submit);
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <PhotoUpload id={`${id}-photo`} label={t("profile.photo")} photos={photo} max={1} pick={photoPick.pick} onChange={setPhoto} texts={photoPick.texts} />
      <TextField id={`${id}-name`} label={t("provider:profile.fullName")} hint={t("provider:form.maxChars", { max: NAME_MAX_CHARACTERS })} value={fullName} maxLength={NAME_MAX_CHARACTERS} autoComplete="name" onChange={(e) => setFullName(e.target.value)} error={fieldErrorOf(errors.fullName)} />
      <SelectField id={`${id}-gender`} label={t("provider:profile.gender")} value={gender} onChange={(v) => setGender(v === "male" ? "male" : "female")} options={(["female", "male"] as const).map((g) => ({ value: g, label: t(`profile.genders.${g}`) }))} />
      <TextField id={`${id}-business`} label={t("profile.businessName")} value={initial.businessName} disabled hint={t("profile.businessNameHint")} />
      <TextField id={`${id}-position`} label={t("profile.position")} value={position} maxLength={NAME_MAX_CHARACTERS} onChange={(e) => setPosition(e.target.value)} error={fieldErrorOf(errors.position)} />
      <TextField id={`${id}-email`} type="email" label={t("profile.workEmail")} hint={t("profile.workEmailHint")} value={workEmail} autoComplete="email" onChange={(e) => setWorkEmail(e.target.value)} error={fieldErrorOf(errors.workEmail)} />
      <FormFooter text={formError} onRetry={() => void submit()} pending={pending} label={t("provider:profile.save")} />
    </form>
  );
}

/** /editperinfo: edit the provider's photo, name, gender, position and work email. */
export default function EditPerInfoPage() {
  const { t } = useTranslation(["business", "provider"]);
  const business = useService(BUSINESS_API);
  const { state, reload } = useServerData(["provider-profile"], () => business.profile());
  return (
    <BusinessPage title={t("profile.editTitle")} state={state} reload={reload}>
      {(profile) => <ProfileForm initial={profile} />}
    </BusinessPage>
  );
}
