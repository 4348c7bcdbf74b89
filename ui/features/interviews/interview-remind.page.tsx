import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { INTERVIEWS_API } from "../../../application/ports/interviews-api.port";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { useService } from "../../app/container-context";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { usePageFallback } from "../../shared/page-state";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { InterviewFacts } from "./interview-parts";
import "./interviews.css";

/**
 * /interviewInvitationRemind?id= (5 minutes before, spec 9): what, where and when, with the one
 * thing to do now, open the map or join the call, and the way to the invitation.
 */
export default function InterviewRemindPage(_props: PageProps) {
  const { t } = useTranslation(["interviews", "common"]);
  const [params] = useSearchParams();
  const interviewId = params.get("id") ?? "";
  const interviews = useService(INTERVIEWS_API);
  const positionLabel = usePositionLabel();
  const { state, reload } = useServerData(["interview", interviewId], () => interviews.interview(interviewId));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const interview = state.value;
  const { place } = interview;
  const url = place.mode === "onSite" ? place.mapUrl : place.videoUrl;
  return (
    <main className="page stack">
      <TopBar title={t("remind.bar")} heading={false} />
      <h1>{t("remind.title")}</h1>
      <p>{t("remind.line", { job: positionLabel(interview.jobTitle), business: interview.businessName })}</p>
      <InterviewFacts interview={interview} placeLink={false} />
      {safeUrl(url) !== undefined && (
        <a className="ds-button ds-button--primary ds-button--block" href={safeUrl(url)} target="_blank" rel="noreferrer">
          {t(place.mode === "onSite" ? "facts.openMap" : "facts.joinCall")}
        </a>
      )}
      <Link className="ds-button ds-button--secondary ds-button--block" to={href.interviewInvitation({ id: interviewId })}>
        {t("remind.invitation")}
      </Link>
    </main>
  );
}
