import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CLOCK } from "../../../application/ports/clock.port";
import { wibParts } from "../../../domain/shared/wib-time";
import { useService } from "../../app/container-context";
import { useLanguage } from "../../app/use-language";
import { Button } from "../../design-system/button";
import { MonthPickerField } from "../../design-system/month-picker-field";
import { TextField } from "../../design-system/text-field";
import type { PageProps } from "../../routes/route-def";
import { usePageFallback } from "../../shared/page-state";
import { useFormat } from "../../shared/format/use-format";
import { StepAlert } from "./step-alert";
import { isRecord } from "../../shared/session-draft";
import { useDraft } from "../../shared/use-draft";
import { useProfileStep } from "./use-profile-step";
import "../../shared/seeker.css";
import { TopBar } from "../../shared/top-bar";

const DRAFT = "educational";
interface EducationForm {
  readonly school: string;
  readonly major: string;
  readonly from: string;
  readonly to: string;
}
const isForm = (v: unknown): v is EducationForm => isRecord(v) && typeof v.school === "string" && typeof v.from === "string";

/** /educational: the seeker's education (school, major, period; month pickers 65 years back plus 'present'). */
export default function EducationalPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors"]);
  const [language] = useLanguage();
  const format = useFormat();
  const now = useService(CLOCK).now();
  const { state, reload, pending, error, profileFirst, save } = useProfileStep(DRAFT);
  const fallback = usePageFallback(state, reload);
  const { year, month } = wibParts(now);
  const thisMonth = `${year}-${String(month).padStart(2, "0")}`;
  const [form, update] = useDraft(DRAFT, isForm, () => ({ school: "", major: "", from: thisMonth, to: "present" }));
  const [tried, setTried] = useState(false);
  if (state.status !== "ready") return fallback;
  const profile = state.value.profile;
  const periodWrong = form.to !== "present" && form.to < form.from;
  const submit = () => {
    setTried(true);
    if (form.school.trim() === "" || periodWrong) return;
    const entry = { school: form.school.trim(), major: form.major.trim(), from: form.from, to: form.to === "present" ? null : form.to };
    void save((input) => ({ ...input, education: [entry, ...input.education] }));
  };
  return (
    <main className="page stack">
      <TopBar title={t("section.education")} />
      {profile?.education.map((e, i) => (
        <p key={`${e.school}-${i}`} className="ds-alert ds-alert--info">{`${e.school}, ${e.major} (${format.monthRange(e.from, e.to, t("resume.present"))})`}</p>
      ))}
      <TextField id="edu-school" label={t("education.school")} value={form.school} maxLength={80} error={tried && form.school.trim() === "" ? t("experience.required") : null} onChange={(e) => update({ school: e.target.value })} />
      <TextField id="edu-major" label={t("education.major")} value={form.major} maxLength={80} onChange={(e) => update({ major: e.target.value })} />
      <MonthPickerField id="edu-from" label={t("education.from")} value={form.from} onChange={(from) => update({ from })} now={now} language={language} />
      <MonthPickerField id="edu-to" label={t("education.to")} value={form.to} onChange={(to) => update({ to })} now={now} language={language} presentLabel={t("resume.present")} error={periodWrong ? t("education.periodWrong") : null} />
      <StepAlert error={error} profileFirst={profileFirst} onRetry={submit} />
      <Button block pending={pending} pendingLabel={t("profile.saving")} onClick={submit}>
        {t("education.save")}
      </Button>
    </main>
  );
}
