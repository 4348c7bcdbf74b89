import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { WORK_API } from "../../../application/ports/work-api.port";
import type { RatingView } from "../../../domain/rating/rating.schema";
import { useService } from "../../app/container-context";
import { StatePanel } from "../../design-system/state-panel";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { RatingForm } from "./rating-form";
import { RatingSummaryCard } from "./rating-summary";
import "./work.css";

/**
 * /provider/rate?orderId=&hireId=: the provider rates a seeker whose hire is finished (once, never
 * changed), from the order's staff list. Before the seeker finishes, it says so.
 */
export default function ProviderRatePage(_props: PageProps) {
  const { t } = useTranslation(["work", "common"]);
  const [params] = useSearchParams();
  const orderId = params.get("orderId") ?? "";
  const hireId = params.get("hireId") ?? "";
  const work = useService(WORK_API);
  const { state, reload } = useServerData(["work-order", orderId], () => work.order(orderId));
  const [given, setGiven] = useState<RatingView | null>(null);
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const hire = state.value.staff.find((h) => h.hireId === hireId);
  const rating = given ?? hire?.ratings?.provider ?? null;
  return (
    <main className="page stack">
      <TopBar title={t("rating.bar")} heading={false} up={href.providerOrder({ orderId })} />
      {hire === undefined ? (
        <StatePanel tone="empty" title={t("common:state.notAvailable")} />
      ) : (
        <>
          <h1>{rating === null ? t("rating.rateSeeker", { name: hire.seekerName }) : t("rating.thanks")}</h1>
          {hire.status !== "completed" ? (
            <StatePanel tone="empty" headingLevel={2} title={t("rating.notYet")} line={t("rating.notYetLine")} />
          ) : rating === null ? (
            <RatingForm hireId={hire.hireId} orderId={orderId} side="provider" onDone={setGiven} />
          ) : (
            <RatingSummaryCard rating={rating} />
          )}
        </>
      )}
      <Link className="ds-button ds-button--secondary" to={href.providerOrder({ orderId })}>
        {t("rating.toOrder")}
      </Link>
    </main>
  );
}
