import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { OFFERS_API } from "../../../application/ports/offers-api.port";
import type { OfferDetail } from "../../../domain/offer/offer-api.schema";
import type { PaymentDetail } from "../../../domain/payment/payment-api.schema";
import { formatRupiah } from "../../../domain/format/number.format";
import { useService } from "../../app/container-context";
import { TopBar } from "../../shared/top-bar";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { FailureAlert } from "../../shared/failure-alert";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import { usePageFallback } from "../../shared/page-state";
import { channelName } from "../../shared/payment-choice-field";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useUserEvents } from "../../shared/use-user-events";
import { OfferHistory, OfferStatusBadge, OfferTermsList, PriceRows, PriceTitle, WageLine } from "./offer-parts";
import "./offers.css";

/** Each payment of the offer: method, state, amount, when, and its page and receipt. */
function PaymentRow({ payment }: { readonly payment: PaymentDetail }) {
  const { t } = useTranslation(["offers", "payments"]);
  const format = useFormat();
  const { state } = payment;
  return (
    <li className="ds-card">
      <p>
        <strong>{`${t(`payments:method.${payment.choice.method}`)} ${channelName(payment.choice)}`}</strong>
      </p>
      {/* The amount at the right edge, in line with the price card's column above. */}
      <dl className="of-price">
        <div>
          <dt>
            <span className={`ds-badge ${state.status === "success" ? "" : state.status === "pending" ? "ds-badge--warning" : "ds-badge--danger"}`}>
              {state.status === "failed" ? t(`payments:cause.${state.cause}`) : t(`payments:status.${state.status}`)}
            </span>
          </dt>
          <dd>
            <Money amount={payment.price.total} />
          </dd>
        </div>
      </dl>
      <p className="muted">{format.dateTime(payment.paidAt ?? payment.startedAt)}</p>
      {payment.credits.map((credit) => (
        <p key={credit.transactionId} className="ds-alert ds-alert--info">
          {t(`payments:credit.${credit.kind}`, { amount: formatRupiah(credit.amount), date: format.date(credit.refundDueBy) })}
        </p>
      ))}
      <div className="ds-links">
        <Link to={href.paymentPage({ paymentId: payment.paymentId })}>{t("detail.openPayment")}</Link>
        {state.status === "success" && <Link to={href.paymentPdf({ paymentId: payment.paymentId })}>{t("detail.receipt")}</Link>}
      </div>
    </li>
  );
}

/** One labelled amount in the price column (right edge, equal-width digits), as the price card's rows. */
function AmountRow({ label, amount }: { readonly label: string; readonly amount: number }) {
  return (
    <dl className="of-price">
      <div>
        <dt>{label}</dt>
        <dd>
          <Money amount={amount} />
        </dd>
      </div>
    </dl>
  );
}

/** The provider's balance as the ledger has it, with Retry of its own (the offer stands without it). */
function BalanceLine() {
  const { t } = useTranslation(["offers", "common"]);
  const offers = useService(OFFERS_API);
  const { state, reload } = useServerData(["business-balance"], () => offers.balance());
  if (state.status === "loading") return <p className="muted">{t("common:state.loading")}</p>;
  if (state.status === "failed") return <FailureAlert text={state.text} onRetry={reload} />;
  return <AmountRow label={t("detail.balance")} amount={state.value.balance} />;
}

function Refund({ offer }: { readonly offer: OfferDetail }) {
  const { t } = useTranslation("offers");
  const { state } = offer;
  if (state.status !== "declined" && state.status !== "expired") return null;
  return (
    <section className="ds-alert ds-alert--info stack" aria-labelledby="offer-refund">
      <h2 id="offer-refund">{t("detail.refundTitle")}</h2>
      <p>{t(state.status === "declined" ? "detail.refundDeclined" : "detail.refundExpired")}</p>
      <AmountRow label={t("detail.refunded")} amount={state.refundedToBalance} />
      <BalanceLine />
    </section>
  );
}

/** /provider/offerDetail?offerId=: one offer as its provider sees it, with its payments and history, live (no reload needed). */
export default function ProviderOfferPage(_props: PageProps) {
  const { t } = useTranslation(["offers", "payments", "common", "errors"]);
  const positionLabel = usePositionLabel();
  const [params] = useSearchParams();
  const offerId = params.get("offerId") ?? "";
  const offers = useService(OFFERS_API);
  const { state, reload } = useServerData(["offer", offerId], () => offers.offer(offerId));
  // The seeker accepts or declines, a payment settles or fails: read the offer again (its history and refund come with it).
  useUserEvents((event) => {
    if ((event.kind === "offer" && event.offerId === offerId) || (event.kind === "payment" && event.payment.offerId === offerId) || event.kind === "resync") reload();
  }, offerId !== "");
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const offer = state.value;
  const latest = offer.payments.at(-1);
  const status = offer.state.status;
  return (
    <main className="page stack">
      <TopBar title={t("bar.offer")} heading={false} up={href.jobApplicants({ jobId: offer.terms.jobId })} />
      <h1>{t("detail.title", { name: offer.seekerName })}</h1>
      <p className="muted">{`${positionLabel(offer.jobTitle)} · ${offer.businessName}`}</p>
      <Link to={href.conversation({ jobId: offer.terms.jobId, seekerId: offer.terms.seekerId })}>{t("detail.chat")}</Link>
      <p>
        <OfferStatusBadge status={status} />
      </p>
      {latest !== undefined && (status === "paymentPending" || status === "paymentFailed") && (
        <Link className="ds-button ds-button--primary ds-button--block" to={href.paymentPage({ paymentId: latest.paymentId })}>
          {t(status === "paymentPending" ? "detail.goToPayment" : "detail.payAgain")}
        </Link>
      )}
      <Refund offer={offer} />
      <section className="ds-card" aria-labelledby="offer-terms">
        <h2 id="offer-terms" className="ds-card__title">
          {t("detail.terms")}
        </h2>
        <OfferTermsList offer={offer} />
        <WageLine offer={offer} />
      </section>
      <section className="ds-card" aria-labelledby="offer-price">
        <h2 id="offer-price" className="ds-card__title">
          <PriceTitle status={status} />
        </h2>
        <PriceRows price={offer.price} seekerName={offer.seekerName} />
      </section>
      <section className="stack" aria-labelledby="offer-payments">
        <h2 id="offer-payments">{t("detail.payments")}</h2>
        {offer.payments.length === 0 ? (
          <p className="muted">{t("detail.noPayments")}</p>
        ) : (
          <ul className="of-list">
            {offer.payments.map((p) => (
              <PaymentRow key={p.paymentId} payment={p} />
            ))}
          </ul>
        )}
        {offer.payments.filter((p) => p.state.status === "success").length > 1 && (
          <Link to={href.paymentBatchPdf({ paymentIds: offer.payments.filter((p) => p.state.status === "success").map((p) => p.paymentId) })}>{t("detail.allReceipts")}</Link>
        )}
      </section>
      {status !== "declined" && status !== "expired" && <BalanceLine />}
      <OfferHistory history={offer.history} />
    </main>
  );
}
