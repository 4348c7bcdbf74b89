import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { TALENT_API } from "../../../application/ports/talent-api.port";
import { SMART_INVITE_MAX } from "../../../domain/matching/talent-api.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { StatePanel } from "../../design-system/state-panel";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { FailureAlert } from "../../shared/failure-alert";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import "../../shared/seeker.css";
import { TalentCardView } from "./talent-card";

/**
 * Smart invitation of one job (route /recuritment/smart?jobId=, issue 24): the seekers the rule
 * proposes, best first with their match, and the top ones not yet invited invited in one step. A
 * second tap while the first travels does nothing, and the server invites a seeker once.
 */
export default function SmartInvitationPage(_props: PageProps) {
  const { t } = useTranslation("talent");
  const positionLabel = usePositionLabel();
  const talent = useService(TALENT_API);
  const toast = useToast();
  const jobId = useSearchParams()[0].get("jobId") ?? "";
  const { state, reload } = useServerData(["talent-proposals", jobId], () => talent.proposals(jobId));
  const { formError, pending, send } = useSubmit();
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const { items, position } = state.value;
  const top = items.filter((p) => !p.invited).slice(0, SMART_INVITE_MAX).map((p) => p.talent.seekerId);
  const inviteTop = async () => {
    const done = await send(["talent"], () => talent.invite(jobId, top));
    if (done !== null) toast(t("smart.invitedToast", { count: done.invited.length }));
  };
  return (
    <main className="page stack">
      <TopBar title={t("smart.title")} />
      <p className="muted">{t("smart.intro", { position: positionLabel(position) })}</p>
      <FailureAlert text={formError} />
      {items.length === 0 ? (
        <StatePanel tone="empty" title={t("smart.none")} />
      ) : (
        <>
          {top.length === 0 ? (
            <p className="ds-alert ds-alert--info" role="status">
              {t("smart.allInvited")}
            </p>
          ) : (
            <Button block pending={pending} onClick={() => void inviteTop()}>
              {t("smart.inviteTop", { count: top.length })}
            </Button>
          )}
          <ol className="sk-list" aria-label={t("smart.title")}>
            {items.map((p) => (
              <li key={p.talent.seekerId}>
                <TalentCardView
                  talent={p.talent}
                  extra={
                    <>
                      <span className="sk-tag">{t("smart.score", { total: p.score.total })}</span>
                      {p.invited && <span className="sk-tag sk-tag--done">{t("smart.invited")}</span>}
                    </>
                  }
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </main>
  );
}
