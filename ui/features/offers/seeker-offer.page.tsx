import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { OFFERS_API } from "../../../application/ports/offers-api.port";
import type { OfferDetail } from "../../../domain/offer/offer-api.schema";
import { formatRupiah } from "../../../domain/format/number.format";
import { useService } from "../../app/container-context";
import { TopBar } from "../../shared/top-bar";
import { Button } from "../../design-system/button";
import { Dialog } from "../../design-system/dialog";
import { ShieldIcon } from "../../design-system/icons/shield";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { isDefinitiveRefusal, useActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { formatCountdown, useCountdown } from "../../shared/format/countdown";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useSubmit } from "../../shared/use-submit";
import { BelowPostedSalary, OfferHistory, OfferStatusBadge, OfferTermsList, WageLine } from "./offer-parts";
import "./offers.css";

/** Time left to answer, from the server's deadline and clock. */
function AnswerCountdown({ expiresAt, serverNow, onEnd }: { readonly expiresAt: number; readonly serverNow: number; readonly onEnd: () => void }) {
  const { t } = useTranslation("offers");
  const format = useFormat();
  const left = useCountdown(expiresAt, serverNow);
  const over = left === 0;
  // Once, when the time runs out: ask the server, which decides that the offer expired.
  useEffect(() => {
    if (over) onEnd();
  }, [over, onEnd]);
  return (
    <section className="ds-card" aria-labelledby="offer-countdown">
      <h2 id="offer-countdown" className="ds-card__title">
        {t("seeker.answerWithin")}
      </h2>
      <p className="of-countdown" role="timer">
        {formatCountdown(left)}
      </p>
      <p className="muted">{t("seeker.answerBy", { date: format.dateTime(expiresAt) })}</p>
    </section>
  );
}

/** Accept, or decline after a confirmation; the refusal's text (schedule clash, expired) where the buttons are. */
function Answer({ offer, onAnswered, reload }: { readonly offer: OfferDetail; readonly onAnswered: (offer: OfferDetail) => void; readonly reload: () => void }) {
  const { t } = useTranslation(["offers", "errors", "common"]);
  const offers = useService(OFFERS_API);
  const toast = useToast();
  const acceptKey = useActionKey(`offer-accept.${offer.offerId}`);
  const declineKey = useActionKey(`offer-decline.${offer.offerId}`);
  const { formError, pending, send } = useSubmit();
  const [asked, setAsked] = useState<"accept" | "decline" | null>(null);
  const [confirming, setConfirming] = useState(false);

  const answer = async (kind: "accept" | "decline") => {
    setAsked(kind);
    const action = kind === "accept" ? acceptKey : declineKey;
    const answered = await send(
      [["offers", offer.offerId]],
      () => (kind === "accept" ? offers.accept(offer.offerId, action.key) : offers.decline(offer.offerId, action.key)),
      (failure) => {
        if (isDefinitiveRefusal(failure)) {
          action.renew();
          // Expired or answered meanwhile: the page shows how the offer stands now.
          if ("code" in failure && (failure.code === "OFFER_EXPIRED" || failure.code === "OFFER_ALREADY_ANSWERED")) reload();
        }
        return false;
      },
    );
    if (answered === null) return;
    action.drop();
    toast(t(kind === "accept" ? "seeker.accepted" : "seeker.declined"));
    onAnswered(answered);
  };

  return (
    <div className="stack">
      <FailureAlert text={formError} onRetry={() => asked !== null && void answer(asked)} />
      <div className="ds-actions">
        <Button variant="secondary" pending={pending && asked === "decline"} pendingLabel={t("seeker.sending")} disabled={pending} onClick={() => setConfirming(true)}>
          {t("seeker.decline")}
        </Button>
        <Button pending={pending && asked === "accept"} pendingLabel={t("seeker.sending")} disabled={pending} onClick={() => void answer("accept")}>
          {t("seeker.accept")}
        </Button>
      </div>
      <Dialog
        open={confirming}
        title={t("seeker.declineTitle")}
        message={t("seeker.declineMessage")}
        confirmLabel={t("seeker.declineConfirm")}
        cancelLabel={t("seeker.declineCancel")}
        danger
        onConfirm={() => {
          setConfirming(false);
          void answer("decline");
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/**
 * The offer's salary is already with Gawe (spec 4, docs/business-rules.md "Ledger"): the provider's
 * payment sits in the offer's escrow before the offer reaches her; a confirmed working day's pay goes
 * from it to her balance; a decline or expiry returns it to the business; a cancellation before the
 * start returns it all, after the start all but the confirmed days (`settleCancellation`). Said while
 * the money is held for her: sent and accepted offers.
 */
function HeldSalary({ offer }: { readonly offer: OfferDetail }) {
  const { t } = useTranslation("offers");
  const status = offer.state.status;
  return (
    <section className="ds-card of-held" aria-labelledby="offer-held">
      <h2 id="offer-held" className="ds-card__title of-held__title">
        <ShieldIcon size={28} />
        {t("held.title")}
      </h2>
      <p>{t("held.paid", { business: offer.businessName, amount: formatRupiah(offer.price.salary) })}</p>
      <ul className="of-held__rules">
        <li>{t("held.perDay")}</li>
        {status === "sent" && <li>{t("held.unanswered")}</li>}
        <li>{t("held.cancelBefore")}</li>
        <li>{t("held.cancelAfter")}</li>
      </ul>
    </section>
  );
}

/**
 * /seeker/offer?offerId=: an offer as its seeker sees it: the job, the business, when and where,
 * the salary (the whole of it: fees are the provider's) and that Gawe holds it for her, the time
 * left to answer, Accept or Decline, and the history. An expired offer says 'Whoops, you have not responded'.
 */
export default function SeekerOfferPage(_props: PageProps) {
  const { t } = useTranslation(["offers", "errors", "common"]);
  const positionLabel = usePositionLabel();
  const [params] = useSearchParams();
  const offerId = params.get("offerId") ?? "";
  const offers = useService(OFFERS_API);
  const { state, reload, set } = useServerData(["offer", offerId], () => offers.offer(offerId));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const offer = state.value;
  const status = offer.state.status;
  return (
    <main className="page stack">
      <TopBar title={t("bar.offer")} heading={false} up={href.seekerActivity()} />
      <h1>{positionLabel(offer.jobTitle)}</h1>
      <p className="muted">{offer.businessName}</p>
      <Link to={href.conversation({ jobId: offer.terms.jobId, seekerId: offer.terms.seekerId })}>{t("detail.chat")}</Link>
      <p>
        <OfferStatusBadge status={status} reader="seeker" />
      </p>
      {status === "expired" && (
        <p className="ds-alert ds-alert--error" role="alert">
          {t("errors:error.offer.expired")}
        </p>
      )}
      {status === "accepted" && <p className="ds-alert ds-alert--info">{t("seeker.youAccepted")}</p>}
      {status === "declined" && <p className="ds-alert ds-alert--info">{t("seeker.youDeclined")}</p>}
      {offer.state.status === "sent" && <AnswerCountdown key={offer.state.expiresAt} expiresAt={offer.state.expiresAt} serverNow={offer.serverNow} onEnd={reload} />}
      <section className="ds-card" aria-labelledby="offer-salary">
        <h2 id="offer-salary" className="ds-card__title">
          {t("seeker.salary")}
        </h2>
        <p className="of-countdown">
          <Money amount={offer.price.salary} />
        </p>
        <WageLine offer={offer} />
        <BelowPostedSalary offer={offer} />
      </section>
      {(status === "sent" || status === "accepted") && <HeldSalary offer={offer} />}
      <section className="ds-card" aria-labelledby="offer-terms">
        <h2 id="offer-terms" className="ds-card__title">
          {t("detail.terms")}
        </h2>
        <OfferTermsList offer={offer} />
      </section>
      {status === "sent" && <Answer offer={offer} onAnswered={set} reload={reload} />}
      <OfferHistory history={offer.history} />
    </main>
  );
}
