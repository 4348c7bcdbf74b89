import { Result } from "effect";
import { CreateOfferRequest, OfferDetail, OfferList } from "../../../domain/offer/offer-api.schema";
import { PaymentDetail, StartPaymentRequest, type PaymentChoice } from "../../../domain/payment/payment-api.schema";
import { balanceOf } from "../../../domain/ledger/ledger.rules";
import type { BusinessId } from "../../../domain/shared/ids.schema";
import { InsufficientBalance } from "../../../domain/wallet/withdrawal.machine";
import { businessOf, callerCan, callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, validationFailed, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { apiFailure, domainFailure, forbidden, isApiFailure, type ApiFailure } from "../../http/errors";
import { idempotent, withoutPin } from "../../http/idempotency";
import type { Db } from "../../store/db.schema";
import type { StoredOffer, StoredPayment } from "../../store/money.db-schema";
import { businessNotFound } from "../provider-business/provider-business.public";
import { jobToManage, lifecycleOf } from "../provider-jobs/provider-jobs.public";
import {
  acceptOffer,
  declineOffer,
  makeOffer,
  offerById,
  offerNotFound,
  paymentById,
  settleDue,
  settlePayment,
  startAnotherPayment,
  type Changed,
} from "./offer-money.logic";
import { offerDetail, paymentDetail, viewerOf, type ViewContext } from "./offer-view.logic";
import { verifyPin } from "../wallet/wallet.public";

export interface MoneyConfig {
  /** The origin the mock is reached at (e-wallet checkout URLs and the checkout's way back to the app). */
  readonly publicUrl: () => string;
}

/** An open job of the caller's that takes offers, or why not (docs/api.md "Offers"). */
const openJobFailure = (db: Db, jobId: string, now: number): ApiFailure | null => {
  const stored = db.jobs.find((j) => j.jobId === jobId);
  if (stored === undefined) return null;
  const life = lifecycleOf(db, stored);
  if (life.hired >= life.headcount) return apiFailure("JOB_HEADCOUNT_FILLED", "Every place of this job is taken", { headcount: life.headcount });
  if (stored.status !== "open") return apiFailure("JOB_NOT_OPEN", "The job is not open", { status: stored.status });
  if (now >= life.expiresAt) return apiFailure("JOB_EXPIRED", "The job has expired", { expiresAt: stored.expiresAt });
  return null;
};

/**
 * The data with what the clock decided, then the request's own change, committed together. A
 * refusal commits nothing (it never renews the session either): what the clock decided is decided
 * again, the same way, by the next request.
 */
const answer = <A>(changed: Changed<A>, json: (db: Db, value: A) => unknown, status: 200 | 201 = 200): Reply =>
  Result.isFailure(changed) ? fail(changed.failure) : { status, json: json(changed.success.db, changed.success.value), next: changed.success.db };

/** The offer as the caller may see it, or 404 OFFER_NOT_FOUND (one answer for "none" and "not yours"). */
const visibleOffer = (db: Db, ctx: HandlerContext<unknown>): { offer: StoredOffer; viewer: "provider" | "seeker" } | ApiFailure => {
  const offer = offerById(db, ctx.params.offerId);
  const viewer = offer === undefined ? null : viewerOf(db, ctx.caller, offer);
  return offer === undefined || viewer === null ? offerNotFound() : { offer, viewer };
};

/** Accepting or declining: the offer's seeker, in the seeker role. */
const answerOffer = (ctx: HandlerContext<unknown>, config: MoneyConfig, what: "accept" | "decline"): Reply =>
  idempotent(ctx, `POST /api/offers/${ctx.params.offerId ?? ""}/${what}`, () => {
    const db = settleDue(ctx.db, ctx.now);
    const seen = visibleOffer(db, ctx);
    if (isApiFailure(seen)) return fail(seen);
    const { offer } = seen;
    if (seen.viewer !== "seeker" || !callerCan(db, ctx.caller, what === "accept" ? "acceptOffer" : "declineOffer", { kind: "own", ownerId: offer.seekerId }))
      return fail(forbidden("Only the offer's job seeker answers it, in the seeker role"));
    const view: ViewContext = { now: ctx.now, publicUrl: config.publicUrl() };
    const changed = (what === "accept" ? acceptOffer : declineOffer)(db, offer.offerId, ctx.now);
    return answer(changed, (next) => offerDetail(next, offerById(next, offer.offerId) as StoredOffer, "seeker", view));
  });

/**
 * The payer's PIN beside the choice (issue 23): required to pay from the balance, refused with any
 * other method; checked before anything else of the request.
 */
const pinFailure = (choice: PaymentChoice, pin: string | undefined): ApiFailure | null => {
  if (choice.method === "balance") return pin === undefined ? apiFailure("PIN_REQUIRED", "Paying from the balance needs the transaction PIN") : null;
  return pin === undefined ? null : validationFailed([{ path: ["pin"], message: "Only a payment from the balance takes a PIN" }]);
};

/**
 * Issue 23: a payment from the balance is paid at once, once the offer's own rules took it: the
 * price leaves the business's balance (refused beyond it: 409 INSUFFICIENT_BALANCE), then the
 * payer's PIN is checked (a wrong one's count is committed, nothing else). Other methods: as made.
 */
const payFromBalance = <A extends { readonly paymentId: string }>(before: Db, changed: Changed<A>, userId: string, businessId: string, pin: string | undefined, now: number): Changed<A> | Reply => {
  if (Result.isFailure(changed) || pin === undefined) return changed;
  const { db, value } = changed.success;
  const settled = settlePayment(db, value.paymentId, now);
  if (Result.isFailure(settled)) {
    const balance = balanceOf(before.ledger, { kind: "providerBalance", businessId: businessId as BusinessId });
    return fail(settled.failure.code === "LEDGER_OVERDRAFT" ? domainFailure(new InsufficientBalance({ balance })) : settled.failure);
  }
  const checked = verifyPin(before, userId, pin);
  if (!checked.ok) return fail(checked.failure, checked.db);
  // The PIN's count (reset by a right PIN) with what the payment did.
  return Result.succeed({ db: { ...settled.success.db, wallet: checked.db.wallet }, value });
};

/** Offers: made and paid by the provider, answered by the seeker (docs/api.md "Offers and payments"). */
export const offersEndpoints = (config: MoneyConfig): Endpoint[] => [
  endpointWithBody({
    method: "POST",
    path: "/api/offers",
    success: { status: 201, schema: OfferDetail },
    errors: [
      "IDEMPOTENCY_KEY_REQUIRED",
      "IDEMPOTENCY_CONFLICT",
      "JOB_NOT_FOUND",
      "FORBIDDEN",
      "JOB_NOT_OPEN",
      "JOB_EXPIRED",
      "JOB_HEADCOUNT_FILLED",
      "SEEKER_NOT_FOUND",
      "OWN_BUSINESS_JOB",
      "SEEKER_TOO_YOUNG",
      "DATE_OF_BIRTH_INVALID",
      "JOB_PERIOD_INVALID",
      "PART_TIME_TOO_LONG",
      "OFFER_WORKING_DAYS_INVALID",
      "SCHEDULE_CONFLICT",
      "OFFER_ALREADY_SENT",
      "INVALID_AMOUNT",
      "OFFER_WAGE_BELOW_MINIMUM",
      "PIN_REQUIRED",
      "PIN_NOT_SET",
      "PIN_WRONG",
      "PIN_LOCKED",
      "INSUFFICIENT_BALANCE",
    ],
    auth: "bearer",
    area: "api",
    summary: "Make an offer of a job to a seeker with its first payment (pending); the seeker gets it once paid. Idempotency-Key required",
    body: CreateOfferRequest,
    handle: (ctx) =>
      idempotent({ ...ctx, body: withoutPin(ctx.body) }, "POST /api/offers", () => {
        const { body, caller, now } = ctx;
        const pin = pinFailure(body.choice, body.pin);
        if (pin !== null) return fail(pin);
        const db = settleDue(ctx.db, now);
        const job = jobToManage(db, caller, body.terms.jobId, "Only the job's provider may offer it");
        if (isApiFailure(job)) return fail(job);
        const { account } = callerOf(caller);
        const business = businessOf(db, account);
        if (business === undefined) return fail(businessNotFound());
        const notOpen = openJobFailure(db, job.jobId, now);
        if (notOpen !== null) return fail(notOpen);
        const seeker = db.accounts.find((a) => a.userId === body.terms.seekerId);
        if (seeker === undefined || !seeker.roles.includes("seeker")) return fail(apiFailure("SEEKER_NOT_FOUND", "No such job seeker"));
        const made = makeOffer(db, { job, businessId: business.businessId, createdBy: account.userId, terms: body.terms, choice: body.choice, now });
        const changed = payFromBalance(db, made, account.userId, business.businessId, body.pin, now);
        if (!Result.isResult(changed)) return changed;
        const view: ViewContext = { now, publicUrl: config.publicUrl() };
        return answer(changed, (next, offer) => offerDetail(next, offerById(next, offer.offerId) as StoredOffer, "provider", view), 201);
      }),
  }),
  endpoint({
    method: "GET",
    path: "/api/offers/:offerId",
    success: { status: 200, schema: OfferDetail },
    errors: ["OFFER_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "One offer: its provider sees every payment; its seeker sees it once sent, without payments",
    handle: (ctx) => {
      const db = settleDue(ctx.db, ctx.now);
      const seen = visibleOffer(db, ctx);
      if (isApiFailure(seen)) return fail(seen);
      return { status: 200, json: offerDetail(db, seen.offer, seen.viewer, { now: ctx.now, publicUrl: config.publicUrl() }), next: db };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/business/offers",
    success: { status: 200, schema: OfferList },
    errors: ["JOB_NOT_FOUND", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    query: [{ name: "jobId", required: false, description: "Only this job's offers (a job the caller may manage); without it, every offer of the jobs the caller may manage" }],
    auth: "bearer",
    area: "api",
    summary: "The offers of a job (or of every job the caller manages), newest first, as their provider sees them",
    handle: (ctx) => {
      const { caller, now, query } = ctx;
      const db = settleDue(ctx.db, now);
      let offers: StoredOffer[];
      if (query.jobId !== undefined) {
        const job = jobToManage(db, caller, query.jobId, "Only the job's provider sees its offers");
        if (isApiFailure(job)) return fail(job);
        offers = db.offers.filter((o) => o.jobId === job.jobId);
      } else {
        const business = businessOf(db, callerOf(caller).account);
        if (business === undefined) return fail(businessNotFound());
        offers = db.offers.filter((o) => o.businessId === business.businessId && viewerOf(db, caller, o) === "provider");
      }
      const view: ViewContext = { now, publicUrl: config.publicUrl() };
      return { status: 200, json: { items: [...offers].reverse().map((o) => offerDetail(db, o, "provider", view)) }, next: db };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/me/offers",
    success: { status: 200, schema: OfferList },
    auth: "bearer",
    area: "api",
    summary: "The offers sent to the caller as a job seeker (once paid), most recently sent first",
    handle: ({ caller, now, ...ctx }) => {
      const db = settleDue(ctx.db, now);
      const { account } = callerOf(caller);
      const view: ViewContext = { now, publicUrl: config.publicUrl() };
      const items = db.offers
        .filter((o) => o.seekerId === account.userId && o.sentAt !== null)
        .sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0))
        .map((o) => offerDetail(db, o, "seeker", view));
      return { status: 200, json: { items }, next: db };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/offers/:offerId/accept",
    success: { status: 200, schema: OfferDetail },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "OFFER_NOT_FOUND", "FORBIDDEN", "OFFER_EXPIRED", "OFFER_ALREADY_ANSWERED", "SCHEDULE_CONFLICT", "JOB_HEADCOUNT_FILLED"],
    auth: "bearer",
    area: "api",
    summary: "The seeker accepts a sent offer (the schedule is checked again now); the job closes when its headcount is filled. Idempotency-Key required",
    handle: (ctx) => answerOffer(ctx, config, "accept"),
  }),
  endpoint({
    method: "POST",
    path: "/api/offers/:offerId/decline",
    success: { status: 200, schema: OfferDetail },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "OFFER_NOT_FOUND", "FORBIDDEN", "OFFER_EXPIRED", "OFFER_ALREADY_ANSWERED"],
    auth: "bearer",
    area: "api",
    summary: "The seeker declines a sent offer; its whole payment goes back to the provider's balance. Idempotency-Key required",
    handle: (ctx) => answerOffer(ctx, config, "decline"),
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/offers/:offerId/payments",
    success: { status: 201, schema: PaymentDetail },
    errors: [
      "IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "OFFER_NOT_FOUND", "FORBIDDEN", "PAYMENT_NOT_RETRYABLE", "OFFER_ALREADY_SENT", "OWN_BUSINESS_JOB",
      "PIN_REQUIRED", "PIN_NOT_SET", "PIN_WRONG", "PIN_LOCKED", "INSUFFICIENT_BALANCE",
    ],
    auth: "bearer",
    area: "api",
    summary:
      "Pay an offer again after its payment failed or expired (the method may change), unless another offer of the job now holds the seeker or she joined the business. Idempotency-Key required",
    body: StartPaymentRequest,
    handle: (ctx) =>
      idempotent({ ...ctx, body: withoutPin(ctx.body) }, `POST /api/offers/${ctx.params.offerId ?? ""}/payments`, () => {
        const db = settleDue(ctx.db, ctx.now);
        const seen = visibleOffer(db, ctx);
        if (isApiFailure(seen)) return fail(seen);
        if (seen.viewer !== "provider") return fail(forbidden("Only the offer's provider pays it"));
        const pin = pinFailure(ctx.body.choice, ctx.body.pin);
        if (pin !== null) return fail(pin);
        const started = startAnotherPayment(db, seen.offer, ctx.body.choice, ctx.now);
        const changed = payFromBalance(db, started, callerOf(ctx.caller).account.userId, seen.offer.businessId, ctx.body.pin, ctx.now);
        if (!Result.isResult(changed)) return changed;
        const view: ViewContext = { now: ctx.now, publicUrl: config.publicUrl() };
        return answer(changed, (next, started) => paymentDetail(next, paymentById(next, started.paymentId) as StoredPayment, view), 201);
      }),
  }),
];
