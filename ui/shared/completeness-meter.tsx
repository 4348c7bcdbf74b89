import { useTranslation } from "react-i18next";
import type { SeekerProfileView } from "../../domain/seeker/job-card.schema";
import { profileCompleteness } from "../../domain/seeker/profile.rules";
import { useSession } from "../app/session-context";
import "./seeker.css";

/**
 * The seeker's own profile completeness (domain profileCompleteness) as a labelled bar. Before the
 * first save the server has no profile (0%): the name registration gave counts, as the rule says.
 */
export function CompletenessMeter({ view }: { readonly view: SeekerProfileView }) {
  const { t } = useTranslation("seeker");
  const session = useSession();
  const percent = view.profile === null ? profileCompleteness(null, session?.userInfo?.fullName ?? "") : view.completenessPercent;
  return (
    <div className="stack" style={{ gap: "var(--space-1)" }}>
      <span id="completeness-label">{t("profile.completeness", { percent })}</span>
      <div className="sk-meter" role="progressbar" aria-labelledby="completeness-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
