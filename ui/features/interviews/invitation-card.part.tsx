import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { INTERVIEWS_API } from "../../../application/ports/interviews-api.port";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import type { PartProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { FailureAlert } from "../../shared/failure-alert";
import { useFormat } from "../../shared/format/use-format";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useSubmit } from "../../shared/use-submit";
import { useUserEvents } from "../../shared/use-user-events";
import { answersOf } from "./interview-answers";
import "./interviews.css";

/**
 * An interview invitation's card in the chat (issue 24; the conversation's part `invitation`, given
 * `invitationId`): when, where and its state, read from the invitation (the one the page reads, live
 * on `interview` events), and for the seeker while it waits for her: Accept here, Ask for another
 * time and Decline on the invitation's page with their form open (each needs a few words). Nothing
 * until it is read: the card's title and link are the chat's.
 */
export default function InvitationCard({ invitationId = "" }: PartProps) {
  const { t } = useTranslation("interviews");
  const format = useFormat();
  const interviews = useService(INTERVIEWS_API);
  const { state, reload } = useServerData(["interview", invitationId], () => interviews.interview(invitationId));
  useUserEvents((event) => {
    if (event.kind === "resync" || (event.kind === "interview" && event.interviewId === invitationId)) reload();
  }, invitationId !== "");
  const { formError, pending, send } = useSubmit();
  if (state.status !== "ready") return null;
  const interview = state.value;
  const can = answersOf(interview);
  return (
    <div className="iv-card">
      <p className="iv-card__when">{`${format.dateTime(interview.startsAt)} · ${t(interview.place.mode === "onSite" ? "mode.onSite" : "mode.online")}`}</p>
      <p className="iv-status">{t(`status.${interview.status}`)}</p>
      {can.answer && (
        <div className="iv-card__actions">
          <FailureAlert text={formError} />
          <Button block pending={pending} pendingLabel={t("actions.accept")} onClick={() => void send([["interviews", invitationId] as const], () => interviews.accept(invitationId))}>
            {t("actions.accept")}
          </Button>
          <Link className="ds-button ds-button--secondary ds-button--block" to={href.interviewInvitation({ id: invitationId, answer: "askAnotherTime" })}>
            {t("actions.askAnotherTime")}
          </Link>
          <Link className="ds-button ds-button--ghost ds-button--block" to={href.interviewInvitation({ id: invitationId, answer: "decline" })}>
            {t("actions.decline")}
          </Link>
        </div>
      )}
    </div>
  );
}
