import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { VIDEO_INTERVIEW_API } from "../../../../application/ports/video-interview-api.port";
import { useService } from "../../../app/container-context";
import { StatePanel } from "../../../design-system/state-panel";
import type { PageProps } from "../../../routes/route-def";
import { href } from "../../../routes/href";
import { usePositionLabel } from "../../../shared/format/reference-labels";
import { useServerData } from "../../../shared/server-state/use-server-data";
import { TopBar } from "../../../shared/top-bar";

function ToActivity() {
  const { t } = useTranslation("videoInterviewSeeker");
  return (
    <Link className="ds-button ds-button--primary" to={href.seekerActivity()}>
      {t("complete.activity")}
    </Link>
  );
}

/** The interview's job and business, once its answer came (the panel shows at once without them). */
function Completed({ id }: { readonly id: string }) {
  const { t } = useTranslation("videoInterviewSeeker");
  const api = useService(VIDEO_INTERVIEW_API);
  const positionLabel = usePositionLabel();
  const { state } = useServerData(["video-interview", id], () => api.interview(id));
  const line =
    state.status === "ready" ? t("complete.line", { business: state.value.businessName, position: positionLabel(state.value.position) }) : t("complete.lineNoJob");
  return <StatePanel tone="success" title={t("complete.title")} line={line} headingLevel={1} action={<ToActivity />} />;
}

/** /interviewComplete?id= (issue 24): the video interview was submitted; the decision comes in Aktivitas. */
export default function InterviewCompletePage(_props: PageProps) {
  const { t } = useTranslation("videoInterviewSeeker");
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  return (
    <main className="page stack">
      <TopBar heading={false} up={href.seekerActivity()} />
      {id === "" ? <StatePanel tone="success" title={t("complete.title")} line={t("complete.lineNoJob")} headingLevel={1} action={<ToActivity />} /> : <Completed id={id} />}
    </main>
  );
}
