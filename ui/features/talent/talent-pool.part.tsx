import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { TALENT_API, type TalentFilters } from "../../../application/ports/talent-api.port";
import { SERVICE_AREAS } from "../../../domain/seeker/service-areas";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { SelectField } from "../../design-system/select-field";
import { StatePanel } from "../../design-system/state-panel";
import { TextField } from "../../design-system/text-field";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import "../../shared/seeker.css";
import "../../design-system/form-controls.css";
import { TalentCardView } from "./talent-card";
import { useOpenJobs } from "./use-open-jobs";

interface Draft {
  readonly position: string;
  readonly area: string;
  readonly distanceKm: string;
  readonly salaryMax: string;
  readonly badge: string;
  readonly completenessMin: string;
}
const EMPTY: Draft = { position: "", area: "", distanceKm: "", salaryMax: "", badge: "", completenessMin: "" };

const digits = (text: string): number | undefined => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The filters as the API reads them: a distance only with an area (the search measures from it). */
const filtersOf = (d: Draft): TalentFilters => ({
  position: d.position,
  area: d.area,
  ...(d.area === "" ? {} : { distanceKm: digits(d.distanceKm) }),
  salaryMax: digits(d.salaryMax.replace(/\./g, "")),
  badge: d.badge,
  completenessMin: digits(d.completenessMin),
});

/** The smart invitation's entry: pick one of the open jobs, see whom the rule proposes for it. */
function SmartInvitationEntry() {
  const { t } = useTranslation("talent");
  const positionLabel = usePositionLabel();
  const { state, reload } = useOpenJobs();
  const [jobId, setJobId] = useState("");
  if (state.status !== "ready") return <LoadState state={state} reload={reload} />;
  if (state.value.length === 0) return <p className="muted">{t("smart.noJobs")}</p>;
  const chosen = jobId === "" ? (state.value[0]?.jobId ?? "") : jobId;
  return (
    <div className="stack">
      <SelectField id="smart-job" label={t("smart.pick")} value={chosen} onChange={setJobId} options={state.value.map((j) => ({ value: j.jobId, label: positionLabel(j.position) }))} />
      <Link className="ds-button ds-button--primary ds-button--block" to={href.smartInvitation({ jobId: chosen })}>
        {t("smart.open")}
      </Link>
    </div>
  );
}

/**
 * The talent pool, a tab of /recuritment (issue 24): seekers open to offers by position, area and
 * distance, salary expectation, badge and completeness; each opens her profile. Above it, the smart
 * invitation of a job.
 */
export default function TalentPoolPart() {
  const { t } = useTranslation("talent");
  const talent = useService(TALENT_API);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [applied, setApplied] = useState<TalentFilters>(filtersOf(EMPTY));
  const { state, reload } = useServerData(["talent-pool", applied], () => talent.search(applied));
  const field = (name: keyof Draft) => ({ value: draft[name], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(filtersOf(draft));
  };
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="smart-title">
        <h2 id="smart-title">{t("smart.title")}</h2>
        <SmartInvitationEntry />
      </section>
      <section className="stack" aria-labelledby="pool-title">
        <h2 id="pool-title">{t("pool.title")}</h2>
        <p className="muted">{t("pool.intro")}</p>
        <form className="stack" onSubmit={onSubmit} aria-label={t("pool.title")}>
          <TextField id="talent-position" label={t("filter.position")} maxLength={60} {...field("position")} />
          <SelectField
            id="talent-area"
            label={t("filter.area")}
            value={draft.area}
            onChange={(area) => setDraft({ ...draft, area })}
            options={[{ value: "", label: t("filter.anyArea") }, ...SERVICE_AREAS.map((a) => ({ value: a.district, label: `${a.district}, ${a.city}` }))]}
          />
          {draft.area !== "" && <TextField id="talent-distance" label={t("filter.distance")} inputMode="numeric" maxLength={2} {...field("distanceKm")} />}
          <TextField id="talent-salary" label={t("filter.salaryMax")} inputMode="numeric" maxLength={13} {...field("salaryMax")} />
          <TextField id="talent-badge" label={t("filter.badge")} maxLength={60} {...field("badge")} />
          <TextField id="talent-completeness" label={t("filter.completeness")} inputMode="numeric" maxLength={3} {...field("completenessMin")} />
          <Button type="submit" block>
            {t("filter.search")}
          </Button>
        </form>
        {state.status !== "ready" ? (
          <LoadState state={state} reload={reload} />
        ) : state.value.items.length === 0 ? (
          <StatePanel tone="empty" title={t("pool.empty")} />
        ) : (
          <>
            <p className="muted" role="status">
              {t("pool.count", { count: state.value.total })}
            </p>
            <ul className="sk-list" aria-label={t("pool.title")}>
              {state.value.items.map((s) => (
                <li key={s.seekerId}>
                  <TalentCardView talent={s} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
