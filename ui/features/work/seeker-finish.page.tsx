import { Result } from "effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { WORK_API } from "../../../application/ports/work-api.port";
import type { RatingView } from "../../../domain/rating/rating.schema";
import { finishReadiness } from "../../../domain/work/completion.rules";
import type { Hire, OrderDetail } from "../../../domain/work/work-api.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { Dialog } from "../../design-system/dialog";
import { StatePanel } from "../../design-system/state-panel";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { isDefinitiveRefusal, useActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { Money } from "../../shared/format/money";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import { RatingForm } from "./rating-form";
import { RatingSummaryCard } from "./rating-summary";
import { SeekerCertificateLink } from "./rating-links";
import { myHire } from "./seeker-shifts";
import "../../shared/seeker.css";
import "./work.css";

/** Whether finishing waits for support's answer on a day ('Waiting to Reconfirm', spec 5), by the domain's own rule. */
const waitingForSupport = (hire: Hire, now: number): boolean => {
  const ready = finishReadiness(hire.days, now);
  return Result.isFailure(ready) && ready.failure.reason === "waitingReconfirm";
};

/** What finishing does to the money, said before she taps: hers stays hers, the rest goes back to the business. */
function FinishStep({ order, hire, onDone }: { readonly order: OrderDetail; readonly hire: Hire; readonly onDone: (order: OrderDetail) => void }) {
  const { t } = useTranslation("work");
  const work = useService(WORK_API);
  const key = useActionKey(`finish.${hire.hireId}`);
  const { formError, pending, send } = useSubmit();
  const [asking, setAsking] = useState(false);
  const declined = hire.days.filter((d) => d.status === "declined" || d.status === "reconfirmRejected").length;
  const run = async () => {
    const finished = await send([["work-orders", order.orderId]], () => work.complete(hire.hireId, key.key), (failure) => {
      if (isDefinitiveRefusal(failure)) key.renew();
      return false;
    });
    if (finished === null) return;
    key.drop();
    onDone(finished);
  };
  return (
    <section className="ds-card stack" aria-labelledby="finish-money">
      <h2 id="finish-money" className="ds-card__title">
        {t("finish.money")}
      </h2>
      <dl className="wk-money">
        <dt>{t("finish.yours")}</dt>
        <dd>
          <Money amount={hire.money.released} />
        </dd>
        <dt>{t("finish.back")}</dt>
        <dd>
          <Money amount={hire.money.held} />
        </dd>
      </dl>
      <p className="muted wk-note">{t("finish.backLine")}</p>
      {declined > 0 && <p className="ds-alert ds-alert--info">{t("finish.declinedFinal", { count: declined })}</p>}
      <FailureAlert text={formError} onRetry={() => void run()} />
      <Button block pending={pending} pendingLabel={t("seeker.sending")} onClick={() => setAsking(true)}>
        {t("finish.action")}
      </Button>
      <Dialog
        open={asking}
        title={t("finish.confirmTitle")}
        message={t("finish.confirmMessage")}
        confirmLabel={t("finish.action")}
        cancelLabel={t("seeker.cancel")}
        onConfirm={() => {
          setAsking(false);
          void run();
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

/**
 * /seeker/finish?orderId= (Selesaikan): once every working day is settled the seeker finishes her
 * hire, after a card that says what happens to the money; then she rates the business (once, never
 * changed). A hire not ready yet says why and links back to the order.
 */
export default function SeekerFinishPage(_props: PageProps) {
  const { t } = useTranslation(["work", "common", "errors"]);
  const positionLabel = usePositionLabel();
  const [params] = useSearchParams();
  const orderId = params.get("orderId") ?? "";
  const work = useService(WORK_API);
  const { state, reload, set } = useServerData(["work-order", orderId], () => work.order(orderId));
  const [given, setGiven] = useState<RatingView | null>(null);
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const order = state.value;
  const hire = myHire(order);
  const rating = given ?? hire?.ratings?.seeker ?? null;
  return (
    <main className="page stack">
      <TopBar title={t("finish.bar")} heading={false} up={href.seekerOrder({ orderId })} />
      <h1>{positionLabel(order.jobTitle)}</h1>
      <p className="muted">{order.businessName}</p>
      {hire === undefined ? null : hire.status === "readyToFinish" ? (
        <FinishStep order={order} hire={hire} onDone={set} />
      ) : hire.status !== "completed" ? (
        <StatePanel tone="empty" headingLevel={2} title={waitingForSupport(hire, order.serverNow) ? t("errors:error.cancellation.waitingReconfirm") : t("finish.notYet")} line={t("finish.notYetLine")} />
      ) : (
        <>
          <p className="ds-alert ds-alert--info" role="status">
            {t("finish.done")}
          </p>
          <section className="stack" aria-labelledby="finish-rate">
            <h2 id="finish-rate" className="wk-heading">
              {rating === null ? t("rating.rateBusiness", { name: order.businessName }) : t("rating.thanks")}
            </h2>
            {rating === null ? <RatingForm hireId={hire.hireId} orderId={orderId} side="seeker" onDone={setGiven} /> : <RatingSummaryCard rating={rating} />}
          </section>
          <SeekerCertificateLink hire={hire} />
        </>
      )}
      <Link className="ds-button ds-button--secondary" to={href.seekerOrder({ orderId })}>
        {t("finish.toOrder")}
      </Link>
    </main>
  );
}
