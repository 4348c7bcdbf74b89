import { Result, Schema } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { NotLoggedIn } from "../../../application/session/not-logged-in";
import type { ApiError } from "../../../application/ports/api-error";
import { LOCATE_ME } from "../../../application/job-search/job-search.tokens";
import { BUSINESS_DESCRIPTION_MAX_CHARACTERS, CreateBusinessRequest, STAFF_SCALES } from "../../../domain/business/business-api.schema";
import type { Business } from "../../../domain/business/business.schema";
import { pinFor } from "../../../domain/shared/place-pin.rules";
import { formatPhone } from "../../../domain/identity/phone.format";
import { parseLocalPhone } from "../../../domain/identity/phone.rules";
import { BUSINESS_PHOTOS_MAX, NAME_MAX_CHARACTERS } from "../../../domain/policy/business-constants";
import { JABODETABEK_CITIES, type GeoPoint, type JabodetabekCity } from "../../../domain/shared/place.schema";
import { parseEmail } from "../../../domain/shared/text.rules";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { PhoneField } from "../../design-system/phone-field";
import { PhotoUpload } from "../../design-system/photo-upload";
import { SelectField } from "../../design-system/select-field";
import { TextField } from "../../design-system/text-field";
import { TextareaField } from "../../design-system/textarea-field";
import { FormFooter } from "../../shared/form-footer";
import { useSubmit } from "../../shared/use-submit";
import { CategoryField } from "../../shared/reference-data";
import { usePhotoPick } from "../../shared/use-photo-pick";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";

type Field = "registeredName" | "district" | "address" | "description" | "contactPhone" | "email";

export interface BusinessFormProps {
  /** The business being edited; absent when creating. */
  readonly initial?: Business;
  /** Why the name cannot change now (edit before verification, or within 30 days); null: it can. */
  readonly nameLock: string | null;
  readonly submitLabel: string;
  readonly save: (request: CreateBusinessRequest) => Promise<Result.Result<unknown, ApiError | NotLoggedIn>>;
  readonly onSaved: () => void;
}

/** The business profile form of /createcompany and /editcompanynew (one place for the rules). */
export function BusinessForm({ initial, nameLock, submitLabel, save, onSaved }: BusinessFormProps) {
  const { t } = useTranslation(["business", "provider", "errors", "common"]);
  const locateMe = useService(LOCATE_ME);
  const photoPick = usePhotoPick();
  const id = useId();
  const [logo, setLogo] = useState<readonly string[]>(initial?.logoUrl === undefined ? [] : [initial.logoUrl]);
  const [registeredName, setName] = useState(initial?.registeredName ?? "");
  const [brandName, setBrand] = useState(initial?.brandName ?? "");
  const [staffScale, setScale] = useState<string>(initial?.staffScale ?? STAFF_SCALES[0]);
  const [industry, setIndustry] = useState<string>(initial?.industry ?? "");
  const [city, setCity] = useState<JabodetabekCity>(initial?.location.city ?? "Jakarta Selatan");
  const [district, setDistrict] = useState(initial?.location.district ?? "");
  const [address, setAddress] = useState(initial?.location.address ?? "");
  const [pin, setPin] = useState<GeoPoint | null>(initial?.location.point ?? null);
  const [description, setDescription] = useState(initial?.description ?? "");
  const [phone, setPhone] = useState(initial === undefined ? "" : formatPhone(initial.contactPhone));
  const [email, setEmail] = useState<string>(initial?.email ?? "");
  const [photos, setPhotos] = useState<readonly string[]>(initial?.photos ?? []);
  // Keys, not words: a switch of language redraws them.
  const [errors, setErrors] = useState<Partial<Record<Field, TextKey>>>({});
  const { formError, setFormError, pending, send, onSubmitOf } = useSubmit();

  const required: TextKey = { key: "form.required", ns: "provider" };
  const check = (): Partial<Record<Field, TextKey>> => {
    const found: Partial<Record<Field, TextKey>> = {};
    if (registeredName.trim() === "") found.registeredName = required;
    if (district.trim() === "") found.district = required;
    if (address.trim() === "") found.address = required;
    if (description.trim() === "") found.description = required;
    const p = parseLocalPhone(phone);
    if (Result.isFailure(p)) found.contactPhone = { key: p.failure.i18nKey, ns: "errors" };
    const e = parseEmail(email);
    if (Result.isFailure(e)) found.email = { key: e.failure.i18nKey, ns: "errors" };
    return found;
  };

  const submit = async () => {
    setFormError(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const phoneValue = parseLocalPhone(phone);
    const request = {
      ...(logo[0] === undefined ? {} : { logoUrl: logo[0] }),
      registeredName: registeredName.trim(),
      ...(brandName.trim() === "" ? {} : { brandName: brandName.trim() }),
      staffScale,
      location: { address: address.trim(), district: district.trim(), city, point: pinFor({ city, district }, pin) },
      description: description.trim(),
      industry,
      contactPhone: Result.isSuccess(phoneValue) ? phoneValue.success : phone,
      email: email.trim(),
      photos,
    };
    if (!Schema.is(CreateBusinessRequest)(request)) return setFormError({ key: "api.validationFailed", ns: "common", retryable: false });
    const saved = await send(["business"], () => save(request));
    if (saved !== null) onSaved();
  };
  const onSubmit = onSubmitOf(submit);
  const locateHere = async () => setPin(await locateMe.execute());

  return (
      <form className="stack" onSubmit={onSubmit} noValidate>
        <PhotoUpload id={`${id}-logo`} label={t("createCompany.logo")} photos={logo} max={1} pick={photoPick.pick} onChange={setLogo} texts={photoPick.texts} />
        <TextField
          id={`${id}-name`}
          label={t("createCompany.registeredName")}
          hint={nameLock ?? t("createCompany.nameRule")}
          value={registeredName}
          disabled={nameLock !== null}
          maxLength={NAME_MAX_CHARACTERS}
          onChange={(e) => setName(e.target.value)}
          error={fieldErrorOf(errors.registeredName)}
        />
        <TextField id={`${id}-brand`} label={t("createCompany.brandName")} hint={t("provider:form.maxChars", { max: NAME_MAX_CHARACTERS })} value={brandName} disabled={nameLock !== null} maxLength={NAME_MAX_CHARACTERS} onChange={(e) => setBrand(e.target.value)} />
        <CategoryField id={`${id}-industry`} label={t("createCompany.industry")} value={industry} onChange={setIndustry} />
        <SelectField id={`${id}-scale`} label={t("createCompany.staffScale")} value={staffScale} onChange={setScale} options={STAFF_SCALES.map((v) => ({ value: v, label: t("createCompany.staff", { scale: v }) }))} />
        <fieldset className="stack">
          <legend>{t("createCompany.location")}</legend>
          <SelectField id={`${id}-city`} label={t("provider:place.city")} value={city} onChange={(v) => setCity(v as JabodetabekCity)} options={JABODETABEK_CITIES.map((c) => ({ value: c, label: c }))} />
          <TextField id={`${id}-district`} label={t("provider:place.district")} value={district} maxLength={60} onChange={(e) => setDistrict(e.target.value)} error={fieldErrorOf(errors.district)} />
          <TextField id={`${id}-address`} label={t("provider:place.address")} value={address} maxLength={200} autoComplete="street-address" onChange={(e) => setAddress(e.target.value)} error={fieldErrorOf(errors.address)} />
          <p className="muted">{pin === null ? t("place.pinCityCentre", { city }) : t("place.pinDevice")}</p>
          <Button variant="secondary" onClick={() => void locateHere()}>
            {t("place.useMyLocation")}
          </Button>
        </fieldset>
        <TextareaField
          id={`${id}-description`}
          label={t("createCompany.description")}
          value={description}
          max={BUSINESS_DESCRIPTION_MAX_CHARACTERS}
          maxLength={BUSINESS_DESCRIPTION_MAX_CHARACTERS}
          onChange={(e) => setDescription(e.target.value)}
          error={fieldErrorOf(errors.description)}
        />
        <PhoneField id={`${id}-phone`} label={t("createCompany.contactPhone")} hint={t("common:field.phone.hint")} value={phone} onChange={setPhone} error={fieldErrorOf(errors.contactPhone)} />
        <TextField id={`${id}-email`} type="email" label={t("createCompany.email")} value={email} autoComplete="email" onChange={(e) => setEmail(e.target.value)} error={fieldErrorOf(errors.email)} />
        <PhotoUpload id={`${id}-photos`} label={t("createCompany.photos")} photos={photos} max={BUSINESS_PHOTOS_MAX} pick={photoPick.pick} onChange={setPhotos} texts={photoPick.texts} />
        <FormFooter text={formError} onRetry={() => void submit()} pending={pending} label={submitLabel} />
      </form>
  );
}
