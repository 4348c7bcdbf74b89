import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionBar } from "../../design-system/action-bar";
import { Button } from "../../design-system/button";
import { SelectField } from "../../design-system/select-field";
import { TextField } from "../../design-system/text-field";
import type { PageProps } from "../../routes/route-def";
import { CategoryField } from "../../shared/reference-data";
import { isRecord } from "../../shared/session-draft";
import { useDraft } from "../../shared/use-draft";
import { useProfileStep } from "./use-profile-step";
import { usePageFallback } from "../../shared/page-state";
import { StepAlert } from "./step-alert";
import "../../shared/seeker.css";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";

const DRAFT = "apply-work-experience";
interface ExperienceForm {
  readonly businessName: string;
  readonly industry: string;
  readonly position: string;
  readonly level: string;
  readonly years: string;
  readonly months: string;
}
// The industry starts as the first one the platform lists (CategoryField).
const EMPTY: ExperienceForm = { businessName: "", industry: "", position: "", level: "staff", years: "0", months: "0" };
const isForm = (v: unknown): v is ExperienceForm => isRecord(v) && typeof v.businessName === "string" && typeof v.position === "string";
const LEVELS = ["staff", "supervisor", "manager"] as const;

/** /applyWorkExperience and /newExperience: adds one work experience (business, industry, position, level, length). */
export default function ApplyWorkExperiencePage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors", "common", "jobs"]);
  const { state, reload, pending, error, profileFirst, save } = useProfileStep(DRAFT, href.seekerWorkExperience());
  const fallback = usePageFallback(state, reload);
  const [form, update] = useDraft(DRAFT, isForm, () => EMPTY);
  const [missing, setMissing] = useState<readonly string[]>([]);

  if (state.status !== "ready") return fallback;
  const profile = state.value.profile;

  const submit = async () => {
    const empty = (["businessName", "position"] as const).filter((k) => form[k].trim() === "");
    setMissing(empty);
    if (empty.length > 0) return;
    const lengthMonths = Math.min(780, Number(form.years || 0) * 12 + Number(form.months || 0));
    const experience = { businessName: form.businessName.trim(), industry: form.industry, position: form.position.trim(), level: form.level, lengthMonths };
    await save((input) => ({ ...input, experience: [experience, ...input.experience] }));
  };
  const required = (key: string) => (missing.includes(key) ? t("experience.required") : null);

  return (
    <main className="page stack">
      <TopBar title={t("experience.title")} />
      {profile?.experience.map((e, i) => (
        <p key={`${e.businessName}-${i}`} className="ds-alert ds-alert--info">{`${e.position} · ${e.businessName} · ${t("experience.length", { count: e.lengthMonths })}`}</p>
      ))}
      <form className="stack" noValidate onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}>
        <TextField id="exp-business" label={t("experience.businessName")} value={form.businessName} maxLength={60} error={required("businessName")} onChange={(e) => update({ businessName: e.target.value })} />
        <CategoryField id="exp-industry" label={t("experience.industry")} value={form.industry} onChange={(industry) => update({ industry })} />
        <TextField id="exp-position" label={t("experience.position")} value={form.position} maxLength={60} error={required("position")} onChange={(e) => update({ position: e.target.value })} />
        <SelectField id="exp-level" label={t("experience.level")} value={form.level} options={LEVELS.map((l) => ({ value: l, label: t(`experience.level.${l}`) }))} onChange={(level) => update({ level })} />
        <div className="ds-range">
          <TextField id="exp-years" label={t("experience.years")} inputMode="numeric" maxLength={2} value={form.years} onChange={(e) => update({ years: e.target.value.replace(/\D/g, "") })} />
          <TextField id="exp-months" label={t("experience.months")} inputMode="numeric" maxLength={2} value={form.months} onChange={(e) => update({ months: String(Math.min(11, Number(e.target.value.replace(/\D/g, "") || 0))) })} />
        </div>
        <StepAlert error={error} profileFirst={profileFirst} onRetry={() => void submit()} />
        <ActionBar>
          <Button type="submit" block pending={pending} pendingLabel={t("profile.saving")}>
            {t("experience.save")}
          </Button>
        </ActionBar>
      </form>
    </main>
  );
}
