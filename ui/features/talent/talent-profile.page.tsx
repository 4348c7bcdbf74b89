import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { TALENT_API } from "../../../application/ports/talent-api.port";
import { formatThousands } from "../../../domain/format/number.format";
import { useService } from "../../app/container-context";
import { Avatar } from "../../design-system/avatar";
import { Button } from "../../design-system/button";
import { SelectField } from "../../design-system/select-field";
import { useToast } from "../../design-system/toast";
import { href } from "../../routes/href";
import type { PageProps } from "../../routes/route-def";
import { FailureAlert } from "../../shared/failure-alert";
import { usePositionLabel, useSkillLabel } from "../../shared/format/reference-labels";
import { LoadState, usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import "../../shared/seeker.css";
import "../../design-system/form-controls.css";
import { useOpenJobs } from "./use-open-jobs";

/** Invite her to apply to one of the open jobs; a job she is invited to says so instead. */
function InviteToApply({ seekerId, invitedTo }: { readonly seekerId: string; readonly invitedTo: readonly string[] }) {
  const { t } = useTranslation("talent");
  const positionLabel = usePositionLabel();
  const talent = useService(TALENT_API);
  const toast = useToast();
  const { state, reload } = useOpenJobs();
  const [jobId, setJobId] = useState("");
  const { formError, pending, send } = useSubmit();
  if (state.status !== "ready") return <LoadState state={state} reload={reload} />;
  if (state.value.length === 0) return <p className="muted">{t("smart.noJobs")}</p>;
  const chosen = jobId === "" ? (state.value[0]?.jobId ?? "") : jobId;
  const invited = invitedTo.includes(chosen);
  const invite = async () => {
    const done = await send(["talent"], () => talent.invite(chosen, [seekerId]));
    if (done !== null) toast(t("profile.invitedToast"));
  };
  return (
    <div className="stack">
      <SelectField id="invite-job" label={t("profile.job")} value={chosen} onChange={setJobId} options={state.value.map((j) => ({ value: j.jobId, label: positionLabel(j.position) }))} />
      <FailureAlert text={formError} />
      {invited ? (
        <p className="ds-alert ds-alert--info" role="status">
          {t("profile.alreadyInvited")}
        </p>
      ) : (
        <Button block pending={pending} onClick={() => void invite()}>
          {t("profile.invite")}
        </Button>
      )}
      <Link className="ds-button ds-button--secondary ds-button--block" to={href.invitationLetter({ jobId: chosen, seekerId })}>
        {t("profile.inviteToInterview")}
      </Link>
    </div>
  );
}

/**
 * A pool seeker's profile as a provider opens it (route /recuritment/talent?seekerId=, issue 24):
 * her public resume and expected salary, never her date of birth, phone or identity documents (the
 * API's answer has no place for them), and the invitation to apply.
 */
export default function TalentProfilePage(_props: PageProps) {
  const { t } = useTranslation(["talent", "seeker"]);
  const skillLabel = useSkillLabel();
  const positionLabel = usePositionLabel();
  const talent = useService(TALENT_API);
  const seekerId = useSearchParams()[0].get("seekerId") ?? "";
  const { state, reload } = useServerData(["talent-profile", seekerId], () => talent.profile(seekerId));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const { resume: r, expectedMonthlySalary, invitedToJobIds } = state.value;
  const section = (title: string, lines: readonly string[]) =>
    lines.length === 0 ? null : (
      <section className="stack" aria-label={title}>
        <h2>{title}</h2>
        <ul>
          {lines.map((line, i) => (
            <li key={`${i}-${line}`}>{line}</li>
          ))}
        </ul>
      </section>
    );
  return (
    <main className="page stack">
      <TopBar title={t("profile.title")} />
      <div className="row">
        <Avatar name={r.fullName} size={64} />
        <div>
          <h1 style={{ margin: 0 }}>{r.fullName}</h1>
          <p className="muted" style={{ margin: 0 }}>
            {[r.age === null ? "" : t("card.age", { age: r.age }), t(`seeker:profile.gender.${r.gender}`), r.area].filter((x) => x !== "").join(" · ")}
          </p>
        </div>
      </div>
      <p className="sk-card__tags">
        <span className="sk-tag">{t("card.complete", { percent: r.completenessPercent })}</span>
        {expectedMonthlySalary !== null && <span className="sk-tag">{t("card.expects", { amount: formatThousands(expectedMonthlySalary) })}</span>}
      </p>
      <p className="muted">{t("profile.private")}</p>
      <InviteToApply seekerId={r.userId} invitedTo={invitedToJobIds} />
      {section(t("profile.positions"), r.preferredPositions.map(positionLabel))}
      {section(t("profile.experience"), r.experience.map((e) => `${e.position} · ${e.businessName} · ${t("seeker:experience.length", { count: e.lengthMonths })}`))}
      {section(t("profile.education"), r.education.map((e) => [e.school, e.major].filter((x) => x !== "").join(" · ")))}
      {section(t("profile.skills"), r.skills.map(skillLabel))}
      {section(t("profile.badges"), r.badges)}
      {r.aboutMe !== "" && section(t("profile.about"), [r.aboutMe])}
    </main>
  );
}
