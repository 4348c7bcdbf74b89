import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { MAX_PREFERRED_LOCATIONS, MAX_PREFERRED_POSITIONS } from "../../../domain/policy/business-constants";
import { SERVICE_AREAS } from "../../../domain/seeker/service-areas";
import { useSession } from "../../app/session-context";
import { ActionBar } from "../../design-system/action-bar";
import { Button } from "../../design-system/button";
import { ChipsField } from "../../design-system/chips-field";
import { TextField } from "../../design-system/text-field";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { safeRedirectTarget } from "../../routes/redirect.rules";
import { CompletenessMeter } from "../../shared/completeness-meter";
import { fieldOfRefusal, formFromProfile, isProfileForm, profileInputFrom, type ProfileField, type ProfileForm } from "./profile-form";
import { FailureAlert } from "../../shared/failure-alert";
import { clearDraft, readDraft, writeDraft } from "../../shared/session-draft";
import { useProfileSave } from "./use-profile-save";
import { usePositions } from "../../shared/reference-data";
import { labelledChoices, usePositionLabel } from "../../shared/format/reference-labels";
import { MoneyField } from "../../design-system/money-field";
import { formatThousands } from "../../../domain/format/number.format";
import { usePageFallback } from "../../shared/page-state";
import "../../shared/seeker.css";
import { TopBar } from "../../shared/top-bar";

const DRAFT = "profile-form";

const LOCATIONS = SERVICE_AREAS.map((a) => a.district);

/** What must be filled in before the form is sent: the field and its text (a key with its namespace). */
type Missing = Partial<Record<ProfileField, string>>;

/** /JSPersonInfo: the seeker's personal info, preferences and salary expectation (spec 3 and 5). */
export default function JsPersonInfoPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors", "common"]);
  const positions = usePositions();
  const positionLabel = usePositionLabel();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const { state, reload, formError, setFormError, pending, saveProfile } = useProfileSave();
  const fallback = usePageFallback(state, reload);
  const [edited, setForm] = useState<ProfileForm | null>(null);
  const [missing, setMissing] = useState<Missing>({});

  if (state.status !== "ready") return fallback;
  // What was typed (kept across reloads in the session draft), else the saved profile.
  const form = edited ?? readDraft(DRAFT, isProfileForm) ?? formFromProfile(state.value.profile, session?.userInfo?.fullName ?? "");

  const update = (patch: Partial<ProfileForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    writeDraft(DRAFT, next);
  };
  // A refusal shows under the field it is about, else above the Save button.
  const refusedField: ProfileField | null = formError === null ? null : fieldOfRefusal(formError);
  const errorOf = (field: ProfileField) => {
    const local = missing[field];
    if (local !== undefined) return t(local);
    return formError !== null && refusedField === field ? t(formError.key, { ns: formError.ns, ...formError.values }) : null;
  };

  const submit = async () => {
    const local: Missing = {
      ...(form.fullName.trim() === "" ? { fullName: "errors:error.name.required" } : {}),
      ...(form.gender === "" ? { gender: "seeker:profile.genderRequired" } : {}),
      ...(form.dateOfBirth === "" ? { dateOfBirth: "errors:error.dateOfBirth.invalid" } : {}),
    };
    setMissing(local);
    if (Object.keys(local).length > 0) return setFormError(null);
    if (!(await saveProfile(profileInputFrom(form, state.value.profile)))) return;
    clearDraft(DRAFT);
    toast(t("profile.saved"));
    const next = safeRedirectTarget(params.get("next"));
    if (next !== null) navigate(next);
  };
  return (
    <main className="page stack">
      <TopBar title={t("profile.title")} />
      <CompletenessMeter view={state.value} />
      <form className="stack sk-form" noValidate onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}>
        <TextField id="profile-name" label={t("profile.fullName")} value={form.fullName} maxLength={30} autoComplete="name" error={errorOf("fullName")} onChange={(e) => update({ fullName: e.target.value })} hint={t("errors:error.name.tooLong")} />
        <fieldset className="stack" style={{ gap: "var(--space-2)" }} aria-describedby="profile-gender-error">
          <legend>{t("profile.gender")}</legend>
          {(["female", "male"] as const).map((g) => (
            <label key={g} className="ds-choice">
              <input type="radio" name="gender" value={g} checked={form.gender === g} onChange={() => update({ gender: g })} />
              {t(`profile.gender.${g}`)}
            </label>
          ))}
          <span className="ds-field__error" id="profile-gender-error" role="alert">{errorOf("gender")}</span>
        </fieldset>
        <TextField id="profile-dob" type="date" label={t("profile.dateOfBirth")} value={form.dateOfBirth} error={errorOf("dateOfBirth")} hint={t("profile.dateOfBirthHint")} onChange={(e) => update({ dateOfBirth: e.target.value })} />
        <div className="ds-range">
          <TextField id="profile-height" label={t("profile.height")} inputMode="numeric" value={form.heightCm} maxLength={3} onChange={(e) => update({ heightCm: e.target.value.replace(/\D/g, "") })} />
          <TextField id="profile-weight" label={t("profile.weight")} inputMode="numeric" value={form.weightKg} maxLength={3} onChange={(e) => update({ weightKg: e.target.value.replace(/\D/g, "") })} />
        </div>
        <TextField id="profile-address" label={t("profile.address")} value={form.address} maxLength={200} autoComplete="street-address" onChange={(e) => update({ address: e.target.value })} />
        <ChipsField label={t("profile.positions")} hint={t("profile.upTo", { max: MAX_PREFERRED_POSITIONS })} max={MAX_PREFERRED_POSITIONS} {...labelledChoices(positions, form.preferredPositions, positionLabel, (v) => update({ preferredPositions: v }))} />
        <ChipsField label={t("profile.locations")} hint={t("profile.upTo", { max: MAX_PREFERRED_LOCATIONS })} options={LOCATIONS} selected={form.preferredLocations} max={MAX_PREFERRED_LOCATIONS} onChange={(v) => update({ preferredLocations: v })} />
        <MoneyField id="profile-expected" label={t("profile.expected")} value={formatThousands(form.expected)} hint={t("profile.rupiahHint")} onChange={(expected) => update({ expected })} />
        <MoneyField id="profile-minimum" label={t("profile.minimum")} value={formatThousands(form.minimum)} error={errorOf("minimum")} onChange={(minimum) => update({ minimum })} />
        <div className="ds-field">
          <label className="ds-field__label" htmlFor="profile-about">{t("profile.aboutMe")}</label>
          <textarea id="profile-about" className="sk-textarea" maxLength={1000} value={form.aboutMe} onChange={(e) => update({ aboutMe: e.target.value })} />
        </div>
        <label className="ds-choice">
          <input type="checkbox" checked={form.openToOffers} onChange={(e) => update({ openToOffers: e.target.checked })} />
          {t("profile.openToOffers")}
        </label>
        <FailureAlert text={refusedField === "form" ? formError : null} onRetry={() => void submit()} />
        <ActionBar>
          <Button type="submit" block pending={pending} pendingLabel={t("profile.saving")}>
            {t("profile.save")}
          </Button>
        </ActionBar>
      </form>
    </main>
  );
}
