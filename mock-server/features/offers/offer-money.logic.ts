import { randomBytes } from "node:crypto";
import { Result } from "effect";
import type { Shift } from "../../../domain/attendance/attendance.schema";
import type { CodedError } from "../../../domain/errors/error-codes";
import type { UserId } from "../../../domain/identity/session.schema";
import { transitionJob } from "../../../domain/job/job.machine";
import type { Job } from "../../../domain/job/job.schema";
import { post } from "../../../domain/ledger/ledger.rules";
import type { Movement } from "../../../domain/ledger/ledger.schema";
import type { OfferHistoryEvent, OfferTerms } from "../../../domain/offer/offer-api.schema";
import { offerRespondBy } from "../../../domain/offer/offer-expiry.rules";
import { priceOfTerms } from "../../../domain/offer/offer-price.rules";
import { checkOfferSchedule, checkOfferToSeeker, offerShifts } from "../../../domain/offer/offer-schedule.rules";
import { checkNotOwnBusiness } from "../../../domain/applying/application.rules";
import { checkOneOfferAtATime, createOffer, OfferExpired, transitionOffer } from "../../../domain/offer/offer.machine";
import type { OfferEvent, OfferState } from "../../../domain/offer/offer.schema";
import type { PaymentChoice, VirtualAccountBank } from "../../../domain/payment/payment-api.schema";
import { checkCanStartPayment, paymentExpiresAt, startPayment, transitionPayment } from "../../../domain/payment/payment.machine";
import type { PaymentEvent, PaymentFailureCause } from "../../../domain/payment/payment.schema";
import type { BusinessId, EpochMillis, OfferId, PaymentId } from "../../../domain/shared/ids.schema";
import { apiFailure, domainFailure, type ApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredOffer, StoredPayment } from "../../store/money.db-schema";
import { lifecycleOf } from "../provider-jobs/provider-jobs.public";
import { profileOf } from "../seeker-profile/seeker-profile.public";
import { isWithdrawnHire, openHire } from "../work/work.public";
import { postCard } from "../chat/chat.public";

/**
 * The money of offers, on the mock's data (docs/business-rules.md "Offers and payments"): every
 * change of an offer or a payment goes through its machine (domain/offer/offer.machine.ts,
 * domain/payment/payment.machine.ts), and every Rupiah that moves goes through the ledger's `post`
 * with a key derived from ids (`payment:{paymentId}:settled`, `offer:{offerId}:refund`, ...), so
 * doing anything twice moves nothing twice. The API (offers.routes.ts, payments.routes.ts), the
 * back office's gateway (gateway.routes.ts) and the provider states all call these functions.
 *
 * Each function answers the new data, or the refusal as an API failure; the data it was given is
 * never changed.
 */

export type Changed<A = undefined> = Result.Result<{ readonly db: Db; readonly value: A }, ApiFailure>;

const ok = <A>(db: Db, value: A): Changed<A> => Result.succeed({ db, value });
const refused = (error: CodedError): Changed<never> => Result.fail(domainFailure(error));

export const offerNotFound = (): ApiFailure => apiFailure("OFFER_NOT_FOUND", "No such offer");
export const paymentNotFound = (paymentId?: string): ApiFailure =>
  apiFailure("PAYMENT_NOT_FOUND", "No such payment", paymentId === undefined ? undefined : { paymentId });

export const offerById = (db: Db, offerId: string | undefined): StoredOffer | undefined => db.offers.find((o) => o.offerId === offerId);
export const paymentById = (db: Db, paymentId: string | undefined): StoredPayment | undefined => db.payments.find((p) => p.paymentId === paymentId);
export const paymentsOf = (db: Db, offer: StoredOffer): StoredPayment[] =>
  offer.paymentIds.flatMap((id) => {
    const p = paymentById(db, id);
    return p === undefined ? [] : [p];
  });
export const latestPaymentOf = (db: Db, offer: StoredOffer): StoredPayment | undefined => paymentById(db, offer.paymentIds.at(-1));
export const jobOfOffer = (db: Db, offer: StoredOffer): Job | undefined => db.jobs.find((j) => j.jobId === offer.jobId);

const replaceOffer = (db: Db, offer: StoredOffer): Db => ({ ...db, offers: db.offers.map((o) => (o.offerId === offer.offerId ? offer : o)) });
const replacePayment = (db: Db, payment: StoredPayment): Db => ({ ...db, payments: db.payments.map((p) => (p.paymentId === payment.paymentId ? payment : p)) });
const withHistory = (offer: StoredOffer, ...entries: readonly (readonly [OfferHistoryEvent, number])[]): StoredOffer => ({
  ...offer,
  history: [...offer.history, ...entries.map(([event, at]) => ({ event, at: at as EpochMillis }))],
});

/** Ids nobody can guess or reuse across a reset of the data. */
const newId = (prefix: string): string => `${prefix}-${randomBytes(6).toString("hex")}`;

/** The first digits of each bank's virtual accounts (as the gateway issues them; made up for the mock). */
const VA_PREFIX: Readonly<Record<VirtualAccountBank, string>> = { bca: "39358", bni: "8808", bri: "26215", mandiri: "89508", permata: "8528" };
const VA_DIGITS = 16;
const virtualAccountNumber = (bank: VirtualAccountBank): string => {
  const prefix = VA_PREFIX[bank];
  const digits = Array.from(randomBytes(VA_DIGITS), (b) => String(b % 10)).join("");
  return `${prefix}${digits}`.slice(0, VA_DIGITS);
};

/** The other offers of a job to a seeker (but `except`), for the one-at-a-time rule (`checkOneOfferAtATime`). */
const otherOffersOf = (db: Db, jobId: string, seekerId: string, except?: string): OfferState[] =>
  db.offers.filter((o) => o.jobId === jobId && o.seekerId === seekerId && o.offerId !== except).map((o) => o.state);

/** Whether the seeker belongs to the job's business (Admin or Member, under review too): then no offer (`checkNotOwnBusiness`). */
const checkNotOwnPeople = (db: Db, job: Pick<Job, "jobId" | "businessId">, seekerId: string) =>
  checkNotOwnBusiness(job, db.accounts.find((a) => a.userId === seekerId)?.companyId ?? null, "offer");

/** The shifts a seeker is booked for: those of their accepted offers (but `except`) she has not withdrawn from. */
export const confirmedShiftsOf = (db: Db, seekerId: string, except?: string): Shift[] =>
  db.offers
    .filter((o) => o.seekerId === seekerId && o.offerId !== except && o.state.status === "accepted" && !isWithdrawnHire(db, o.offerId))
    .flatMap((o) => offerShifts(o.terms.schedule));

const postMovement = (db: Db, movement: Movement): Result.Result<{ db: Db; kind: string }, ApiFailure> => {
  const posted = post(db.ledger, movement);
  return Result.isFailure(posted)
    ? Result.fail(domainFailure(posted.failure))
    : Result.succeed({ db: { ...db, ledger: posted.success.ledger }, kind: posted.success.transaction.kind });
};

const moveOffer = (offer: StoredOffer, event: OfferEvent, now: number): Result.Result<OfferState, ApiFailure> => {
  const moved = transitionOffer(offer.state, event, { now });
  return Result.isFailure(moved) ? Result.fail(domainFailure(moved.failure)) : Result.succeed(moved.success);
};

const movePayment = (payment: StoredPayment, event: PaymentEvent, now: number): Result.Result<StoredPayment, ApiFailure> => {
  const moved = transitionPayment(payment.state, event, { now });
  return Result.isFailure(moved) ? Result.fail(domainFailure(moved.failure)) : Result.succeed({ ...payment, state: moved.success });
};

const newPayment = (offer: Pick<StoredOffer, "offerId" | "businessId" | "price">, choice: PaymentChoice, now: number): StoredPayment => ({
  paymentId: newId("p") as PaymentId,
  offerId: offer.offerId,
  businessId: offer.businessId,
  choice,
  state: startPayment(choice.method, offer.price.total, now),
  price: offer.price,
  startedAt: now as EpochMillis,
  expiresAt: paymentExpiresAt(choice.method, now) as EpochMillis,
  virtualAccountNumber: choice.method === "virtualAccount" ? virtualAccountNumber(choice.bank) : null,
});

export interface NewOffer {
  readonly job: Job;
  readonly businessId: string;
  readonly createdBy: string;
  readonly terms: OfferTerms;
  readonly choice: PaymentChoice;
  readonly now: number;
}

/**
 * An offer and its first payment (pending): the seeker is not one of the business's own people,
 * her age (from her profile) and the schedule against her confirmed shifts (`checkOfferToSeeker`),
 * the price with each fee and the wage floor (`priceOfTerms`), and no other offer of the job holds
 * her (one at a time). The seeker sees it once it is paid. The caller has checked the job (the
 * caller's own, open) and that the seeker exists.
 */
export const makeOffer = (db: Db, input: NewOffer): Changed<{ offerId: string; paymentId: string }> => {
  const { job, terms, now } = input;
  const own = checkNotOwnPeople(db, job, terms.seekerId);
  if (Result.isFailure(own)) return refused(own.failure);
  const checked = checkOfferToSeeker({
    jobType: job.jobType,
    schedule: terms.schedule,
    confirmed: confirmedShiftsOf(db, terms.seekerId),
    now,
    dateOfBirth: profileOf(db, terms.seekerId)?.dateOfBirth ?? "",
  });
  if (Result.isFailure(checked)) return refused(checked.failure);
  const price = priceOfTerms(terms);
  if (Result.isFailure(price)) return refused(price.failure);
  const oneAtATime = checkOneOfferAtATime(otherOffersOf(db, job.jobId, terms.seekerId));
  if (Result.isFailure(oneAtATime)) return refused(oneAtATime.failure);
  const offerId = newId("o") as OfferId;
  const base = { offerId, businessId: input.businessId as BusinessId, price: price.success };
  const payment = newPayment(base, input.choice, now);
  const offer: StoredOffer = withHistory(
    {
      ...base,
      jobId: job.jobId,
      seekerId: terms.seekerId,
      createdBy: input.createdBy as UserId,
      terms,
      state: createOffer(price.success.total),
      paymentIds: [payment.paymentId],
      history: [],
      createdAt: now as EpochMillis,
      sentAt: null,
      respondBy: null,
    },
    ["created", now],
    ["paymentStarted", now],
  );
  return ok({ ...db, offers: [...db.offers, offer], payments: [...db.payments, payment] }, { offerId, paymentId: payment.paymentId });
};

/**
 * Another payment for an offer whose latest one failed or expired; the method may change (spec 4).
 * The offer takes the seeker again, so the rules of a new offer about her hold again: no other
 * offer of the job holds her (issue 19: else two escrows for one hire), and she has not joined the
 * business since.
 */
export const startAnotherPayment = (db: Db, offer: StoredOffer, choice: PaymentChoice, now: number): Changed<{ paymentId: string }> => {
  const allowed = checkCanStartPayment(latestPaymentOf(db, offer)?.state);
  if (Result.isFailure(allowed)) return refused(allowed.failure);
  const own = checkNotOwnPeople(db, offer, offer.seekerId);
  if (Result.isFailure(own)) return refused(own.failure);
  const oneAtATime = checkOneOfferAtATime(otherOffersOf(db, offer.jobId, offer.seekerId, offer.offerId));
  if (Result.isFailure(oneAtATime)) return refused(oneAtATime.failure);
  const state = moveOffer(offer, { type: "retryPayment" }, now);
  if (Result.isFailure(state)) return Result.fail(state.failure);
  const payment = newPayment(offer, choice, now);
  const moved = withHistory({ ...offer, state: state.success, paymentIds: [...offer.paymentIds, payment.paymentId] }, ["paymentStarted", now]);
  return ok({ ...replaceOffer(db, moved), payments: [...db.payments, payment] }, { paymentId: payment.paymentId });
};

const settledMovement = (payment: StoredPayment, key: string, now: number, late: boolean): Movement => ({
  kind: "paymentSettled",
  key,
  at: now as EpochMillis,
  offerId: payment.offerId,
  businessId: payment.businessId,
  paymentId: payment.paymentId,
  salary: payment.price.salary,
  serviceFee: payment.price.serviceFee,
  adminFee: payment.price.adminFee,
  late,
});

/** The ledger key of a payment's settlement: the Transaction ID of its receipt comes from it. */
export const settledKey = (paymentId: string): string => `payment:${paymentId}:settled`;

/**
 * The gateway says a pending payment was paid: the payment succeeds, the ledger funds the offer's
 * escrow (salary and fees), the offer is sent with its deadline (`offerRespondBy`) and the
 * seeker's application for the job, if any, becomes `offered`. Its offer has held the seeker since
 * the payment started, so no other offer of the job can hold her now; the rule is asked again all
 * the same, so data written before issue 19 (two offers holding her) can never send a second one:
 * the settlement is refused, the payment lapses at its window and money arriving after that is
 * credited to the provider's balance (`payLate`).
 */
export const settlePayment = (db: Db, paymentId: string, now: number): Changed => {
  const payment = paymentById(db, paymentId);
  if (payment === undefined) return Result.fail(paymentNotFound(paymentId));
  const paid = movePayment(payment, { type: "settle" }, now);
  if (Result.isFailure(paid)) return Result.fail(paid.failure);
  const holder = offerById(db, payment.offerId);
  const oneAtATime = holder === undefined ? Result.void : checkOneOfferAtATime(otherOffersOf(db, holder.jobId, holder.seekerId, holder.offerId));
  if (Result.isFailure(oneAtATime)) return refused(oneAtATime.failure);
  // Issue 23: paid from the business's balance, the price leaves the balance (refused beyond it: LEDGER_OVERDRAFT).
  const movement: Movement =
    payment.choice.method === "balance"
      ? {
          kind: "balancePayment",
          key: settledKey(paymentId),
          at: now as EpochMillis,
          offerId: payment.offerId,
          businessId: payment.businessId,
          paymentId: payment.paymentId,
          salary: payment.price.salary,
          serviceFee: payment.price.serviceFee,
          adminFee: payment.price.adminFee,
        }
      : settledMovement(payment, settledKey(paymentId), now, false);
  const posted = postMovement(replacePayment(db, paid.success), movement);
  if (Result.isFailure(posted)) return Result.fail(posted.failure);
  const offer = offerById(posted.success.db, payment.offerId);
  if (offer === undefined) return Result.fail(offerNotFound());
  if (posted.success.kind !== "offerFunded" && posted.success.kind !== "offerFundedFromBalance") {
    // Its offer was funded already (cannot happen while one payment at a time is pending): the money went to the balance.
    return ok(replaceOffer(posted.success.db, withHistory(offer, ["doublePaymentCredited", now])), undefined);
  }
  const respondBy = offerRespondBy(now, offer.terms.schedule);
  const sent = moveOffer(offer, { type: "paymentCompleted", expiresAt: respondBy as EpochMillis }, now);
  if (Result.isFailure(sent)) return Result.fail(sent.failure);
  const next = replaceOffer(posted.success.db, withHistory({ ...offer, state: sent.success, sentAt: now as EpochMillis, respondBy: respondBy as EpochMillis }, ["sent", now]));
  const applications = next.applications.map((a) =>
    a.jobId === offer.jobId && a.seekerUserId === offer.seekerId && a.status !== "offered" ? { ...a, status: "offered" as const } : a,
  );
  return ok(withCard({ ...next, applications }, offer, "offerSent", now), undefined);
};

/**
 * A pending payment failed (the gateway's cause) or expired: nothing moves in the ledger, the
 * offer waits for another payment (`paymentFailed`). `at` is when it happened (an expiry found
 * later happened at the payment's expiry).
 */
const failPending = (db: Db, payment: StoredPayment, moved: StoredPayment, at: number, now: number): Changed => {
  const cause = moved.state.status === "failed" ? moved.state.cause : undefined;
  let next = replacePayment(db, moved);
  const offer = offerById(next, payment.offerId);
  if (offer !== undefined && offer.paymentIds.at(-1) === payment.paymentId && offer.state.status === "paymentPending") {
    const state = moveOffer(offer, { type: "paymentFailed" }, now);
    if (Result.isFailure(state)) return Result.fail(state.failure);
    next = replaceOffer(next, withHistory({ ...offer, state: state.success }, [cause === "expired" ? "paymentExpired" : "paymentFailed", at]));
  }
  return ok(next, undefined);
};

/** The gateway reports a pending payment failed, with the spec's cause (or `expired`: its window closed there). */
export const failPayment = (db: Db, paymentId: string, cause: PaymentFailureCause, now: number): Changed => {
  const payment = paymentById(db, paymentId);
  if (payment === undefined) return Result.fail(paymentNotFound(paymentId));
  const moved = movePayment(payment, { type: "fail", cause }, now);
  return Result.isFailure(moved) ? Result.fail(moved.failure) : failPending(db, payment, moved.success, now, now);
};

const creditKey = (payment: StoredPayment, what: "double" | "late"): string =>
  `payment:${payment.paymentId}:${what}:${Math.round(payment.state.status === "pending" ? 0 : payment.state.refunded / payment.state.amount) + 1}`;

/**
 * The same bill paid again (a successful payment, paid twice): the money goes to the provider's
 * balance, to be refunded within 10 working days (`refundDueBy`).
 */
export const payTwice = (db: Db, paymentId: string, now: number): Changed => {
  const payment = paymentById(db, paymentId);
  if (payment === undefined) return Result.fail(paymentNotFound(paymentId));
  const moved = movePayment(payment, { type: "duplicateSettled" }, now);
  if (Result.isFailure(moved)) return Result.fail(moved.failure);
  const posted = postMovement(replacePayment(db, moved.success), settledMovement(payment, creditKey(payment, "double"), now, false));
  if (Result.isFailure(posted)) return Result.fail(posted.failure);
  const offer = offerById(posted.success.db, payment.offerId);
  return ok(offer === undefined ? posted.success.db : replaceOffer(posted.success.db, withHistory(offer, ["doublePaymentCredited", now])), undefined);
};

/**
 * Money for a payment that had already failed or expired (spec 9): it never funds the offer (the
 * provider has started another payment, or may), it goes to the provider's balance like a double payment.
 */
export const payLate = (db: Db, paymentId: string, now: number): Changed => {
  const payment = paymentById(db, paymentId);
  if (payment === undefined) return Result.fail(paymentNotFound(paymentId));
  const moved = movePayment(payment, { type: "lateSettled" }, now);
  if (Result.isFailure(moved)) return Result.fail(moved.failure);
  const posted = postMovement(replacePayment(db, moved.success), settledMovement(payment, creditKey(payment, "late"), now, true));
  if (Result.isFailure(posted)) return Result.fail(posted.failure);
  const offer = offerById(posted.success.db, payment.offerId);
  return ok(offer === undefined ? posted.success.db : replaceOffer(posted.success.db, withHistory(offer, ["latePaymentCredited", now])), undefined);
};

/** The refused answer to an offer that has expired ('Whoops, you have not responded'). */
export const offerExpired = (offer: StoredOffer): ApiFailure => domainFailure(new OfferExpired({ expiresAt: offer.respondBy ?? offer.createdAt }));

/** Issue 24: what became of the offer, as a card in the chat of its job and seeker (both sides are told). */
const withCard = (db: Db, offer: StoredOffer, kind: "offerSent" | "offerAccepted" | "offerDeclined" | "offerExpired", at: number): Db =>
  postCard(db, { jobId: offer.jobId, seekerId: offer.seekerId }, { kind, offerId: offer.offerId }, at);

const refund = (db: Db, offer: StoredOffer, state: OfferState, reason: "declined" | "expired", at: number): Changed => {
  const posted = postMovement(db, { kind: "offerRefunded", key: `offer:${offer.offerId}:refund`, at: at as EpochMillis, offerId: offer.offerId, reason });
  if (Result.isFailure(posted)) return Result.fail(posted.failure);
  const refunded = replaceOffer(posted.success.db, withHistory({ ...offer, state }, [reason, at], ["refunded", at]));
  return ok(withCard(refunded, offer, reason === "declined" ? "offerDeclined" : "offerExpired", at), undefined);
};

/**
 * The seeker accepts: the schedule is checked again against their confirmed shifts now, the job
 * must still have a place (409 JOB_HEADCOUNT_FILLED), the fees leave the escrow for the platform's
 * income (the salary stays for the days' payouts), the job closes when this fills its headcount,
 * and the seeker joins the job's order as a hire with her working days (features/work).
 */
export const acceptOffer = (db: Db, offerId: string, now: number): Changed => {
  const offer = offerById(db, offerId);
  if (offer === undefined) return Result.fail(offerNotFound());
  if (offer.state.status === "expired") return Result.fail(offerExpired(offer));
  const state = moveOffer(offer, { type: "accept" }, now);
  if (Result.isFailure(state)) return Result.fail(state.failure);
  const job = jobOfOffer(db, offer);
  if (job === undefined) return Result.fail(offerNotFound());
  const schedule = checkOfferSchedule({ jobType: job.jobType, schedule: offer.terms.schedule, confirmed: confirmedShiftsOf(db, offer.seekerId, offer.offerId), now });
  if (Result.isFailure(schedule)) return refused(schedule.failure);
  const hired = transitionJob(lifecycleOf(db, job), { type: "hired" }, { now });
  if (Result.isFailure(hired)) return Result.fail(apiFailure("JOB_HEADCOUNT_FILLED", "Every place of this job is taken", { headcount: job.vacancies }));
  const posted = postMovement(db, { kind: "offerAccepted", key: `offer:${offer.offerId}:accepted`, at: now as EpochMillis, offerId: offer.offerId });
  if (Result.isFailure(posted)) return Result.fail(posted.failure);
  // Closed by this acceptance filling its headcount (a job past its expiry reads as closed anyway).
  const closes = job.status === "open" && hired.success.hired >= hired.success.headcount;
  let next = posted.success.db;
  if (closes) next = { ...next, jobs: next.jobs.map((j) => (j.jobId === job.jobId ? { ...j, status: "closed" as const } : j)) };
  const accepted = withHistory({ ...offer, state: state.success }, ["accepted", now], ...(closes ? [["jobClosed", now] as const] : []));
  // Issue 22: the seeker joins the job's order, with her working days.
  return ok(withCard(openHire(replaceOffer(next, accepted), accepted, now), accepted, "offerAccepted", now), undefined);
};

/** The seeker declines: the whole escrow (salary and fees) goes back to the provider's balance. */
export const declineOffer = (db: Db, offerId: string, now: number): Changed => {
  const offer = offerById(db, offerId);
  if (offer === undefined) return Result.fail(offerNotFound());
  if (offer.state.status === "expired") return Result.fail(offerExpired(offer));
  const state = moveOffer(offer, { type: "decline" }, now);
  return Result.isFailure(state) ? Result.fail(state.failure) : refund(db, offer, state.success, "declined", now);
};

/**
 * A sent offer whose deadline has passed expires and its escrow goes back to the provider's
 * balance. `force` (the back office's "expire now") treats the deadline as reached now.
 */
export const expireOffer = (db: Db, offerId: string, now: number, force = false): Changed => {
  const offer = offerById(db, offerId);
  if (offer === undefined) return Result.fail(offerNotFound());
  const deadline = offer.state.status === "sent" ? offer.state.expiresAt : now;
  const at = force ? Math.min(now, deadline) : deadline;
  const state = moveOffer(offer, { type: "expire" }, force ? Math.max(now, deadline) : now);
  if (Result.isFailure(state)) return Result.fail(state.failure);
  return refund(db, { ...offer, respondBy: at as EpochMillis }, state.success, "expired", at);
};

const unwrap = (changed: Changed): Db => {
  if (Result.isFailure(changed)) throw new Error(`an expiry was refused: ${changed.failure.code} ${changed.failure.message}`);
  return changed.success.db;
};

/**
 * What the clock has decided since the data was last looked at (docs/business-rules.md "Offer
 * expiry"): pending payments past their window fail as `expired` (their offer waits for another
 * payment), sent offers past their deadline expire and are refunded. Run lazily by every request
 * that reads or writes offers or payments, by the back office and by the payment event streams;
 * the same data comes back (the same object) when nothing was due.
 */
export const settleDue = (db: Db, now: number): Db => {
  let next = db;
  for (const payment of db.payments) {
    if (payment.state.status !== "pending" || now < payment.state.expiresAt) continue;
    const current = paymentById(next, payment.paymentId) as StoredPayment;
    const moved = movePayment(current, { type: "expire" }, now);
    next = unwrap(Result.isFailure(moved) ? Result.fail(moved.failure) : failPending(next, current, moved.success, payment.state.expiresAt, now));
  }
  for (const offer of db.offers)
    if (offer.state.status === "sent" && now >= offer.state.expiresAt) next = unwrap(expireOffer(next, offer.offerId, now));
  return next;
};
