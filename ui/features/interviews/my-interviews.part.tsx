import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { INTERVIEWS_API } from "../../../application/ports/interviews-api.port";
import { useService } from "../../app/container-context";
import { RetryState } from "../../design-system/state-panel";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useUserEvents } from "../../shared/use-user-events";
import "./interviews.css";

/**
 * The seeker's interview invitations apart from the chat (issue 24), above her conversations on
 * /inbox (the inbox's part `interviews`: a feature never imports another): each with its job, time (WIB) and state, leading to its page where she answers. Live: an
 * `interview` event (the provider's new time, a cancellation) reads them again. Nothing while none
 * came or while they load (the conversations are the page's content); Retry when reading failed.
 */
export default function MyInterviews() {
  const { t } = useTranslation("interviews");
  const headingId = useId();
  const interviews = useService(INTERVIEWS_API);
  const format = useFormat();
  const positionLabel = usePositionLabel();
  const { state, reload } = useServerData(["my-interviews"], () => interviews.list());
  useUserEvents((event) => {
    if (event.kind === "interview" || event.kind === "resync") reload();
  });
  if (state.status === "failed") return <RetryState title={t("mine.failed")} onRetry={reload} />;
  if (state.status !== "ready" || state.value.items.length === 0) return null;
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("mine.title")}</h2>
      <ul className="iv-mine">
        {state.value.items.map((interview) => (
          <li key={interview.interviewId} className="iv-mine__item" data-interview-id={interview.interviewId}>
            <Link className="iv-mine__link" to={href.interviewInvitation({ id: interview.interviewId })}>
              {`${positionLabel(interview.jobTitle)} · ${interview.businessName}`}
            </Link>
            <span className="muted">{format.dateTime(interview.startsAt)}</span>
            <span className="iv-status">{t(`status.${interview.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
