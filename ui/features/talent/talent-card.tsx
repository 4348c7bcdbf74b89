import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { TalentCard } from "../../../domain/matching/talent-api.schema";
import { formatThousands } from "../../../domain/format/number.format";
import { Avatar } from "../../design-system/avatar";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";
import type { ReactNode } from "react";

/** One pool seeker: what a provider chooses by (never anything private), a link to her profile, and `extra` (a match score). */
export function TalentCardView({ talent: s, extra }: { readonly talent: TalentCard; readonly extra?: ReactNode }) {
  const { t } = useTranslation(["talent", "seeker"]);
  const positionLabel = usePositionLabel();
  const line = [t("card.age", { age: s.age }), t(`seeker:profile.gender.${s.gender}`), s.area, s.distanceKm === null ? "" : t("card.distance", { km: s.distanceKm })];
  return (
    <article className="sk-card" aria-labelledby={`talent-${s.seekerId}`}>
      <Avatar name={s.fullName} size={48} className="sk-card__photo" />
      <div className="sk-card__body">
        <h2 id={`talent-${s.seekerId}`} className="sk-card__title">
          {s.fullName}
        </h2>
        <p className="sk-card__line">{line.filter((x) => x !== "").join(" · ")}</p>
        {s.preferredPositions.length > 0 && <p className="sk-card__line">{s.preferredPositions.map(positionLabel).join(", ")}</p>}
        {s.expectedMonthlySalary !== null && <p className="sk-card__line">{t("card.expects", { amount: formatThousands(s.expectedMonthlySalary) })}</p>}
        <p className="sk-card__tags">
          <span className="sk-tag">{t("card.complete", { percent: s.completenessPercent })}</span>
          {s.badges.map((b) => (
            <span key={b} className="sk-tag sk-tag--done">
              {b}
            </span>
          ))}
          {extra}
        </p>
        <Link className="ds-button ds-button--secondary" to={href.talentProfile({ seekerId: s.seekerId })}>
          {t("card.open")}
        </Link>
      </div>
    </article>
  );
}
