import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import type { PaymentWithOffer } from "../../../application/offers/provider-offers.use-case";
import { PROVIDER_OFFERS } from "../../../application/offers/offers.tokens";
import { formatRupiah } from "../../../domain/format/number.format";
import type { PaymentChoice, PaymentCredit, PaymentDetail } from "../../../domain/payment/payment-api.schema";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { useService } from "../../app/container-context";
import { useSession } from "../../app/session-context";
import { TopBar } from "../../shared/top-bar";
import { Button } from "../../design-system/button";
import { CheckIcon } from "../../design-system/icons/check";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { absoluteUrl } from "../../shared/absolute-url";
import { isDefinitiveRefusal, useActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { formatCountdown, useCountdown } from "../../shared/format/countdown";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import { usePageFallback } from "../../shared/page-state";
import { channelName, PaymentChoiceField, usePaymentPin } from "../../shared/payment-choice-field";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useSubmit } from "../../shared/use-submit";
import { LoginPrompt } from "./login-prompt";
import { PaySteps } from "./pay-steps";
import { usePaymentLive } from "./use-payment-live";
import { VaNumber } from "./va-number";
import "./payments.css";

/** The time left to pay, by the server's clock; when it runs out the server is asked how the payment stands. */
function PayWithin({ payment, onEnd }: { readonly payment: PaymentDetail; readonly onEnd: () => void }) {
  const { t } = useTranslation("payments");
  const format = useFormat();
  const left = useCountdown(payment.expiresAt, payment.serverNow);
  const over = left === 0;
  useEffect(() => {
    if (over) onEnd();
  }, [over, onEnd]);
  return (
    <div className="pm-countdown">
      <p className="muted">{t("pending.payWithin")}</p>
      <p className="pm-countdown__time" role="timer">
        {formatCountdown(left)}
      </p>
      <p className="muted">{t("pending.payBefore", { date: format.dateTime(payment.expiresAt) })}</p>
    </div>
  );
}

/** Money that came for this payment after it was settled or had failed: credited to the balance, back within 10 working days. */
function Credits({ credits }: { readonly credits: readonly PaymentCredit[] }) {
  const { t } = useTranslation("payments");
  const format = useFormat();
  if (credits.length === 0) return null;
  return (
    <section className="ds-alert ds-alert--info stack" aria-labelledby="pm-credits">
      <h2 id="pm-credits">{t("credit.title")}</h2>
      <ul className="pm-list">
        {credits.map((c) => (
          <li key={c.transactionId}>{t(`credit.${c.kind}`, { amount: formatRupiah(c.amount), date: format.date(c.refundDueBy) })}</li>
        ))}
      </ul>
    </section>
  );
}

function Pending({ data, onEnd }: { readonly data: PaymentWithOffer; readonly onEnd: () => void }) {
  const { t } = useTranslation("payments");
  const toast = useToast();
  const { payment, offer } = data;
  const channel = channelName(payment.choice);
  const copy = async (number: string) => {
    try {
      await navigator.clipboard.writeText(number);
      toast(t("va.copied"));
    } catch {
      toast(t("va.copyFailed"));
    }
  };
  // The mock's wallet page may be a path of ours: made absolute, then the one URL rule decides.
  const checkout = absoluteUrl(payment.ewalletCheckoutUrl);
  return (
    <>
      <h1>{t("pending.title", { name: offer.seekerName })}</h1>
      <PayWithin payment={payment} onEnd={onEnd} />
      <section className="ds-card" aria-labelledby="pm-how">
        <h2 id="pm-how" className="ds-card__title">
          {payment.choice.method === "virtualAccount" ? t("va.title", { bank: channel }) : t("ewallet.title", { wallet: channel })}
        </h2>
        {payment.choice.method === "virtualAccount" && payment.virtualAccountNumber !== null && (
          <div className="pm-va">
            <p className="muted" id="pm-va-label">
              {t("va.number")}
            </p>
            <p className="pm-va__number" aria-labelledby="pm-va-label">
              <VaNumber number={payment.virtualAccountNumber} />
            </p>
            <Button variant="secondary" onClick={() => void copy(payment.virtualAccountNumber ?? "")}>
              {t("va.copy")}
            </Button>
          </div>
        )}
        <p>
          {t("pending.amount")} <strong className="pm-amount">{formatRupiah(payment.price.total)}</strong>
        </p>
        {payment.choice.method === "ewallet" &&
          (safeUrl(checkout) === undefined ? (
            <p className="ds-alert ds-alert--error">{t("ewallet.noLink")}</p>
          ) : (
            <>
              <a className="ds-button ds-button--primary ds-button--block" href={safeUrl(checkout)}>
                {t("ewallet.open", { wallet: channel })}
              </a>
              <p className="muted">{t("ewallet.comeBack", { wallet: channel })}</p>
            </>
          ))}
      </section>
      {payment.choice.method === "virtualAccount" && payment.virtualAccountNumber !== null && (
        <PaySteps bank={channel} number={payment.virtualAccountNumber} amount={formatRupiah(payment.price.total)} />
      )}
      <p className="muted">{t("pending.updatesItself")}</p>
    </>
  );
}

/** After a failure or an expiry: a new payment for the offer, by the same or another method, with its own kept key. */
function PayAgain({ payment, expired }: { readonly payment: PaymentDetail; readonly expired: boolean }) {
  const { t } = useTranslation(["payments", "errors", "common"]);
  const offers = useService(PROVIDER_OFFERS);
  const navigate = useNavigate();
  const action = useActionKey(`payment-again.${payment.paymentId}`);
  const [choice, setChoice] = useState<PaymentChoice>(payment.choice);
  const { formError, pending, send } = useSubmit();
  const pin = usePaymentPin(choice);
  const pay = async () => {
    pin.clearError();
    const started = await send(
      // A new payment of the offer (the payment pages show it with its offer), maybe from the balance.
      [["offers", payment.offerId], "business-balance", "wallet-balance"],
      () => offers.payAgain(payment.offerId, choice, action.key, pin.toSend),
      (failure, text) => {
        if (isDefinitiveRefusal(failure)) action.renew();
        return pin.refused(failure, text);
      },
    );
    pin.forget();
    if (started === null) return;
    action.drop();
    navigate(href.paymentPage({ paymentId: started.paymentId }), { replace: true });
  };
  return (
    <section className="stack" aria-labelledby="pm-again">
      <h2 id="pm-again">{t(expired ? "again.titleExpired" : "again.titleFailed")}</h2>
      <PaymentChoiceField value={choice} onChange={setChoice} pin={pin.field} />
      <FailureAlert text={formError} onRetry={() => void pay()} />
      <Button block pending={pending} pendingLabel={t("again.paying")} onClick={() => void pay()}>
        {t(expired ? "again.payAgain" : "again.changeMethod")}
      </Button>
    </section>
  );
}

/**
 * A paid payment says so first: a check, the amount large, what it did; then a card with what a
 * person quotes when asking about it (method, Transaction ID, time), as on the receipt.
 */
function Paid({ data }: { readonly data: PaymentWithOffer }) {
  const { t } = useTranslation("payments");
  const format = useFormat();
  const { payment, offer } = data;
  return (
    <>
      <header className="pm-success">
        <span className="pm-success__check" aria-hidden="true">
          <CheckIcon size={32} />
        </span>
        <h1>{t("paid.title", { name: offer.seekerName })}</h1>
        <p className="pm-success__total">
          <span className="muted">{t("paid.amount")}</span>
          <Money amount={payment.price.total} />
        </p>
        <p>{t("paid.body", { name: offer.seekerName })}</p>
      </header>
      <section className="ds-card" aria-labelledby="pm-paid-details">
        <h2 id="pm-paid-details" className="ds-card__title">
          {t("paid.details")}
        </h2>
        <dl className="pm-facts">
          <div>
            <dt>{t("receipt.method")}</dt>
            <dd>{`${t(`method.${payment.choice.method}`)} ${channelName(payment.choice)}`}</dd>
          </div>
          <div>
            <dt>{t("receipt.transactionId")}</dt>
            <dd className="nowrap">{payment.transactionId ?? t("receipt.none")}</dd>
          </div>
          <div>
            <dt>{t("receipt.dateTime")}</dt>
            <dd>{format.dateTime(payment.paidAt ?? payment.startedAt)}</dd>
          </div>
        </dl>
      </section>
      <Credits credits={payment.credits} />
      <div className="stack">
        <Link className="ds-button ds-button--primary ds-button--block" to={href.paymentPdf({ paymentId: payment.paymentId })}>
          {t("paid.receipt")}
        </Link>
        <Link to={href.providerOffer({ offerId: offer.offerId })}>{t("paid.offer")}</Link>
      </div>
    </>
  );
}

function Failed({ data }: { readonly data: PaymentWithOffer }) {
  const { t } = useTranslation(["payments", "errors"]);
  const { payment, offer } = data;
  if (payment.state.status !== "failed") return null;
  const expired = payment.state.cause === "expired";
  const latest = offer.payments.at(-1);
  const superseded = latest !== undefined && latest.paymentId !== payment.paymentId;
  return (
    <>
      <h1>{t(expired ? "failed.titleExpired" : "failed.title")}</h1>
      <p className="ds-alert ds-alert--error" role="alert">
        {t(`errors:error.payment.${payment.state.cause}`)}
      </p>
      <p className="muted">{t("failed.notSent", { name: offer.seekerName })}</p>
      <Credits credits={payment.credits} />
      {superseded ? (
        <Link className="ds-button ds-button--primary ds-button--block" to={href.paymentPage({ paymentId: latest.paymentId })}>
          {t("failed.latest")}
        </Link>
      ) : (
        <PayAgain payment={payment} expired={expired} />
      )}
    </>
  );
}

/** What a screen reader hears when the payment's state changes (the region stays, its text changes). */
function StatusAnnouncement({ data }: { readonly data: PaymentWithOffer }) {
  const { t } = useTranslation(["payments", "errors"]);
  const { state } = data.payment;
  const text = state.status === "success" ? t("paid.title", { name: data.offer.seekerName }) : state.status === "failed" ? t(`errors:error.payment.${state.cause}`) : t("status.pending");
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}

function PaymentScreen({ paymentId }: { readonly paymentId: string }) {
  const { t } = useTranslation(["payments", "errors", "common"]);
  const offers = useService(PROVIDER_OFFERS);
  const { state, reload, set } = useServerData(["payment", paymentId], () => offers.paymentWithOffer(paymentId));
  const shown = state.status === "ready" ? state.value : null;
  // usePaymentLive always calls the latest of this handler, so it reads what is shown now.
  const onPayment = (payment: PaymentDetail) => {
    if (shown === null || payment.paymentId !== shown.payment.paymentId) return;
    set({ ...shown, payment });
    // Settled or failed: the offer moved on too (sent, or waiting for a new payment).
    if (payment.state.status !== shown.payment.state.status) reload();
  };
  const feed = usePaymentLive(paymentId, onPayment, reload);
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const data = state.value;
  const status = data.payment.state.status;
  return (
    <main className="page stack" data-payment-status={status}>
      <TopBar title={t("bar.payment")} heading={false} up={href.providerOffer({ offerId: data.offer.offerId })} />
      <StatusAnnouncement data={data} />
      {status === "pending" && <Pending data={data} onEnd={reload} />}
      {status === "success" && <Paid data={data} />}
      {status === "failed" && <Failed data={data} />}
      {status === "pending" && feed === "reconnecting" && <p className="muted">{t("pending.reconnecting")}</p>}
    </main>
  );
}

/** /paymentpage?paymentId=: pay an offer (VA or e-wallet), then its result; live from the server. */
export default function PaymentPage(_props: PageProps) {
  const { t } = useTranslation("payments");
  const session = useSession();
  const [params] = useSearchParams();
  const paymentId = params.get("paymentId") ?? "";
  if (session === null) return <LoginPrompt title={t("login.paymentTitle")} />;
  return <PaymentScreen key={paymentId} paymentId={paymentId} />;
}
