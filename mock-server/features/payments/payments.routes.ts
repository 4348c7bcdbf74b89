import { ProviderBalanceView } from "../../../domain/offer/offer-api.schema";
import { PaymentDetail, PaymentList } from "../../../domain/payment/payment-api.schema";
import { actorOf, businessOf, callerOf } from "../../http/caller";
import { endpoint, fail, type Caller, type Endpoint, type HandlerContext } from "../../http/endpoint";
import { apiFailure, forbidden } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import { businessNotFound } from "../provider-business/provider-business.public";
import { mayManagePayment, type MoneyConfig, paymentById, paymentDetail, paymentNotFound, providerBalance, settleDue } from "../offers/offers.public";

/** Decision: a batch receipt (/paymentbatchpdf) names at most this many payments. */
export const PAYMENT_BATCH_MAX = 50;

/** `?ids=a,b,c`: distinct, non-empty, at most PAYMENT_BATCH_MAX; null when the query cannot be used. */
const paymentIdsOf = (raw: string | undefined): string[] | null => {
  if (raw === undefined) return null;
  const ids = [...new Set(raw.split(",").map((id) => id.trim()))];
  return ids.length === 0 || ids.length > PAYMENT_BATCH_MAX || ids.some((id) => id === "" || id.length > 100) ? null : ids;
};

/** The caller's business, when the caller is its Admin or an accepted Member in the provider role. */
const balanceHolder = (db: Db, caller: Caller | undefined): string | ReturnType<typeof forbidden> => {
  const { account } = callerOf(caller);
  const business = businessOf(db, account);
  if (business === undefined) return businessNotFound();
  const actor = actorOf(db, account);
  return actor.activeRole === "provider" && actor.membership?.status === "accepted" ? business.businessId : forbidden("Only the business's Admin and accepted Members see its balance");
};

const onePayment = (ctx: HandlerContext<unknown>) => {
  const db = settleDue(ctx.db, ctx.now);
  const payment = paymentById(db, ctx.params.paymentId);
  return { db, payment: payment !== undefined && mayManagePayment(db, ctx.caller, payment) ? payment : undefined };
};

/** Payments of the provider's offers, their receipts and the business's balance (docs/api.md "Offers and payments"). */
export const paymentsEndpoints = (config: MoneyConfig): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/payments/:paymentId",
    success: { status: 200, schema: PaymentDetail },
    errors: ["PAYMENT_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "One payment of an offer (its provider only): status, countdown, VA number or e-wallet checkout, receipt fields, credits",
    handle: (ctx) => {
      const { db, payment } = onePayment(ctx);
      if (payment === undefined) return fail(paymentNotFound());
      return { status: 200, json: paymentDetail(db, payment, { now: ctx.now, publicUrl: config.publicUrl() }), next: db };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/business/payments",
    success: { status: 200, schema: PaymentList },
    errors: ["INVALID_QUERY", "PAYMENT_NOT_FOUND"],
    query: [{ name: "ids", required: true, description: `Payment ids, comma-separated (1 to ${PAYMENT_BATCH_MAX}, each one the caller may see)` }],
    auth: "bearer",
    area: "api",
    summary: "Several payments at once, in the order asked (the batch receipt); every one must be the caller's to see",
    handle: (ctx) => {
      const ids = paymentIdsOf(ctx.query.ids);
      if (ids === null) return fail(apiFailure("INVALID_QUERY", `Send ids: 1 to ${PAYMENT_BATCH_MAX} payment ids, comma-separated`, { field: "ids" }));
      const db = settleDue(ctx.db, ctx.now);
      const view = { now: ctx.now, publicUrl: config.publicUrl() };
      const items = [];
      for (const id of ids) {
        const payment = paymentById(db, id);
        if (payment === undefined || !mayManagePayment(db, ctx.caller, payment)) return fail(paymentNotFound(id));
        items.push(paymentDetail(db, payment, view));
      }
      return { status: 200, json: { items }, next: db };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/business/balance",
    success: { status: 200, schema: ProviderBalanceView },
    errors: ["BUSINESS_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "The caller's business balance as the ledger derives it, with its credits (refunds, double and late payments with their refund deadline)",
    handle: (ctx) => {
      const db = settleDue(ctx.db, ctx.now);
      const holder = balanceHolder(db, ctx.caller);
      if (typeof holder !== "string") return fail(holder);
      return { status: 200, json: providerBalance(db, holder), next: db };
    },
  }),
];
