import { Result, Schema } from "effect";
import { accountKey, balances, signedBalance, total } from "../../../domain/ledger/ledger.rules";
import { formatRupiah } from "../../../domain/format/number.format";
import { PaymentFailureCause } from "../../../domain/payment/payment.schema";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import type { Db } from "../../store/db.schema";
import { escapeHtml } from "../../http/html";
import { type Changed, expireOffer, failPayment, type MoneyConfig, offerById, offerDetail, payLate, paymentById, paymentDetail, paymentNotFound, payTwice, settleDue, settlePayment } from "../offers/offers.public";

/** The causes the spec gives a failed payment (spec 8); `expired` is the back office's own action. */
export const GATEWAY_FAILURE_CAUSES = PaymentFailureCause.literals.filter((c) => c !== "expired");
const FailRequest = Schema.Struct({ cause: Schema.Literals(GATEWAY_FAILURE_CAUSES) });

/** Where the e-wallet checkout goes back to: the app's payment page, from configuration only (no open redirect). */
export const paymentPageUrl = (publicUrl: string, paymentId: string): string => `${publicUrl}/app/paymentpage?paymentId=${encodeURIComponent(paymentId)}`;

/** What the clock decided, then the gateway's event, through the same functions the API uses. */
const gatewayEvent = (ctx: HandlerContext<unknown>, config: MoneyConfig, act: (db: Db, paymentId: string, now: number) => Changed): Reply => {
  const { now, params, fromForm } = ctx;
  const db = settleDue(ctx.db, now);
  const paymentId = params.paymentId ?? "";
  if (paymentById(db, paymentId) === undefined) return fail(paymentNotFound(paymentId));
  const changed = act(db, paymentId, now);
  if (Result.isFailure(changed)) return fail(changed.failure);
  const next = changed.success.db;
  if (fromForm) return { status: 303, redirect: "/__dev/#payments", next };
  return { status: 200, json: paymentDetail(next, paymentById(next, paymentId) as NonNullable<ReturnType<typeof paymentById>>, { now, publicUrl: config.publicUrl() }), next };
};

const checkoutPage = (db: Db, paymentId: string, config: MoneyConfig): string => {
  const payment = paymentById(db, paymentId);
  const back = paymentPageUrl(config.publicUrl(), paymentId);
  const id = encodeURIComponent(paymentId);
  const waiting = payment !== undefined && payment.choice.method === "ewallet" && payment.state.status === "pending";
  const wallet = payment?.choice.method === "ewallet" ? { gopay: "GoPay", ovo: "OVO", dana: "DANA", shopeepay: "ShopeePay" }[payment.choice.wallet] : "e-wallet";
  const body = waiting
    ? `<h1>Pay ${escapeHtml(formatRupiah(payment.price.total))} with ${escapeHtml(wallet)}</h1>
<p>Gawe (offer ${escapeHtml(payment.offerId)}). This page stands in for the e-wallet's checkout.</p>
<form method="post" action="/__dev/ewallet/${id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/__dev/ewallet/${id}/cancel"><button type="submit">Cancel</button></form>`
    : `<h1>Nothing to pay</h1><p>This payment is not waiting for an e-wallet payment (any more).</p><p><a href="${escapeHtml(back)}">Back to Gawe</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(wallet)} checkout</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:30rem}form{margin:1rem 0}button{min-height:2.75rem;width:100%;font-size:1rem}</style>
</head><body>${body}</body></html>`;
};

/** The back office's gateway: what the payment gateway's callbacks would do, and the e-wallet's checkout page (docs/api.md "Mock server only"). */
export const gatewayEndpoints = (config: MoneyConfig): Endpoint[] => {
  const dev = { auth: "none", area: "dev" } as const;
  return [
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/payments/:paymentId/settle",
      summary: "Gateway: a pending payment was paid (the offer is funded and sent)",
      handle: (ctx) => gatewayEvent(ctx, config, settlePayment),
    }),
    endpointWithBody({
      ...dev,
      method: "POST",
      path: "/__dev/payments/:paymentId/fail",
      summary: "Gateway: a pending payment failed { cause }",
      body: FailRequest,
      handle: (ctx) => gatewayEvent(ctx, config, (db, id, now) => failPayment(db, id, ctx.body.cause, now)),
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/payments/:paymentId/expire",
      summary: "Gateway: a pending payment's window closed now (failed, cause expired)",
      handle: (ctx) => gatewayEvent(ctx, config, (db, id, now) => failPayment(db, id, "expired", now)),
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/payments/:paymentId/pay-twice",
      summary: "Gateway: a successful payment was paid again (credited to the provider's balance)",
      handle: (ctx) => gatewayEvent(ctx, config, payTwice),
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/payments/:paymentId/pay-late",
      summary: "Gateway: money arrived for a failed or expired payment (credited to the provider's balance)",
      handle: (ctx) => gatewayEvent(ctx, config, payLate),
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/offers/:offerId/expire",
      summary: "Expire a sent offer now (its payment goes back to the provider's balance)",
      handle: (ctx) => {
        const { now, fromForm } = ctx;
        const db = settleDue(ctx.db, now);
        const offerId = ctx.params.offerId ?? "";
        const changed = expireOffer(db, offerId, now, true);
        if (Result.isFailure(changed)) return fail(changed.failure);
        const next = changed.success.db;
        if (fromForm) return { status: 303, redirect: "/__dev/#offers", next };
        return { status: 200, json: offerDetail(next, offerById(next, offerId) as NonNullable<ReturnType<typeof offerById>>, "provider", { now, publicUrl: config.publicUrl() }), next };
      },
    }),
    endpoint({
      ...dev,
      method: "GET",
      path: "/__dev/ledger",
      summary: "The ledger: every account's balance on its own side and signed (credits +, debits -), and the total of the signed ones (always 0)",
      handle: ({ db: before, now }) => {
        const db = settleDue(before, now);
        return {
          status: 200,
          json: { total: total(db.ledger), transactions: db.ledger.transactions.length, balances: balances(db.ledger).map((b) => ({ account: accountKey(b.account), balance: b.balance, signed: signedBalance(b) })) },
          next: db,
        };
      },
    }),
    endpoint({
      ...dev,
      method: "GET",
      path: "/__dev/ewallet/:paymentId",
      summary: "The e-wallet's checkout page (HTML) an e-wallet payment's ewalletCheckoutUrl points at: Pay or Cancel",
      handle: ({ db: before, now, params }) => {
        const db = settleDue(before, now);
        return { status: 200, html: checkoutPage(db, params.paymentId ?? "", config), next: db };
      },
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/ewallet/:paymentId/pay",
      summary: "E-wallet checkout: pay (settles a pending payment like the gateway's callback; once only), then back to the app's payment page",
      handle: ({ db: before, now, params }) => {
        const db = settleDue(before, now);
        const paymentId = params.paymentId ?? "";
        const payment = paymentById(db, paymentId);
        if (payment === undefined) return fail(paymentNotFound(paymentId));
        const back = paymentPageUrl(config.publicUrl(), paymentId);
        // A second press, a reload of the form: the payment is no longer pending, nothing is paid again.
        if (payment.choice.method !== "ewallet" || payment.state.status !== "pending") return { status: 303, redirect: back, next: db };
        const changed = settlePayment(db, paymentId, now);
        return Result.isFailure(changed) ? fail(changed.failure) : { status: 303, redirect: back, next: changed.success.db };
      },
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/ewallet/:paymentId/cancel",
      summary: "E-wallet checkout: cancel (nothing is paid; the payment stays pending until it expires), then back to the app's payment page",
      handle: ({ db, params }) => {
        const paymentId = params.paymentId ?? "";
        if (paymentById(db, paymentId) === undefined) return fail(paymentNotFound(paymentId));
        return { status: 303, redirect: paymentPageUrl(config.publicUrl(), paymentId) };
      },
    }),
  ];
};
