import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { INTERVIEW_ANSWER_SECONDS, INTERVIEW_THINK_SECONDS } from "../../../../domain/policy/business-constants";
import type { PageProps } from "../../../routes/route-def";
import { href } from "../../../routes/href";
import { TopBar } from "../../../shared/top-bar";
import "./video-interview-seeker.css";

const TIPS = ["light", "quiet", "eyeLevel", "look", "think", "time", "signal"] as const;

/** /brocadeBag (issue 24): the video interview's tips; from an interview (?id=), the way back to it. */
export default function BrocadeBagPage(_props: PageProps) {
  const { t } = useTranslation("videoInterviewSeeker");
  const [params] = useSearchParams();
  const id = params.get("id");
  return (
    <main className="page stack">
      <TopBar title={t("tips.title")} />
      <p>{t("tips.intro")}</p>
      <ol className="vis-tips stack">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`tips.item.${tip}`, { think: INTERVIEW_THINK_SECONDS, answer: INTERVIEW_ANSWER_SECONDS })}</li>
        ))}
      </ol>
      {id !== null && id !== "" && (
        <Link className="ds-button ds-button--primary ds-button--block" to={href.videoInterview({ id })}>
          {t("tips.back")}
        </Link>
      )}
    </main>
  );
}
