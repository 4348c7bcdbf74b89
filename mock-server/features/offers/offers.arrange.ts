import { Result } from "effect";
import type { UserId } from "../../../domain/identity/session.schema";
import type { Job } from "../../../domain/job/job.schema";
import type { OfferTerms } from "../../../domain/offer/offer-api.schema";
import type { PaymentChoice } from "../../../domain/payment/payment-api.schema";
import type { PaymentFailureCause } from "../../../domain/payment/payment.schema";
import type { JobId } from "../../../domain/shared/ids.schema";
import { rupiah } from "../../../domain/shared/money";
import type { Db } from "../../store/db.schema";
import {
  acceptOffer,
  declineOffer,
  expireOffer,
  failPayment,
  makeOffer,
  payLate,
  payTwice,
  settlePayment,
  type Changed,
} from "./offer-money.logic";

/**
 * Offers made the way the API and the gateway make them, for the provider states, the permission
 * matrix and the tests: every stage is reached through the same functions (machines and ledger).
 */

/** The offer the states make (contracts/README.md): 2, 3 and 4 Dec 2029, 08:00-16:00 WIB, Rp250.000 a day (total Rp791.500; above the wage floor, the lowest the job posts). */
export const exampleTerms = (jobId: string, seekerId: string, over: Partial<Pick<OfferTerms, "schedule" | "wage">> = {}): OfferTerms => ({
  jobId: jobId as JobId,
  seekerId: seekerId as UserId,
  schedule: {
    period: { start: "2029-12-01", end: "2029-12-05" },
    workingDays: ["2029-12-02", "2029-12-03", "2029-12-04"],
    hours: { start: "08:00", end: "16:00" },
  },
  wage: { kind: "daily", dailyWage: rupiah(250_000) },
  place: "Jl. Contoh No. 1, Tebet, Jakarta Selatan",
  ...over,
});

export const VA_CHOICE: PaymentChoice = { method: "virtualAccount", bank: "bca" };
export const EWALLET_CHOICE: PaymentChoice = { method: "ewallet", wallet: "gopay" };

export type OfferStage =
  | { readonly stage: "awaitingPayment" }
  | { readonly stage: "paymentFailed"; readonly cause: PaymentFailureCause; readonly paidLate?: boolean }
  | { readonly stage: "sent"; readonly paidTwice?: boolean }
  | { readonly stage: "accepted" | "declined" | "expired" };

const must = <A>(changed: Changed<A>, what: string): { db: Db; value: A } => {
  if (Result.isFailure(changed)) throw new Error(`could not arrange ${what}: ${changed.failure.code} ${changed.failure.message}`);
  return changed.success;
};

/** An offer of `job` made by `createdBy` with `terms`, taken to `stage` at `now`. */
export const arrangeOffer = (
  db: Db,
  input: { readonly job: Job; readonly createdBy: string; readonly terms: OfferTerms; readonly choice: PaymentChoice; readonly now: number } & OfferStage,
): { db: Db; offerId: string; paymentId: string } => {
  const { now } = input;
  const made = must(makeOffer(db, { job: input.job, businessId: input.job.businessId, createdBy: input.createdBy, terms: input.terms, choice: input.choice, now }), "the offer");
  const { offerId, paymentId } = made.value;
  let next = made.db;
  switch (input.stage) {
    case "awaitingPayment":
      break;
    case "paymentFailed":
      next = must(failPayment(next, paymentId, input.cause, now), "the failed payment").db;
      if (input.paidLate === true) next = must(payLate(next, paymentId, now), "the late payment").db;
      break;
    default:
      next = must(settlePayment(next, paymentId, now), "the payment").db;
      if (input.stage === "sent" && input.paidTwice === true) next = must(payTwice(next, paymentId, now), "the second payment").db;
      if (input.stage === "accepted") next = must(acceptOffer(next, offerId, now), "the acceptance").db;
      if (input.stage === "declined") next = must(declineOffer(next, offerId, now), "the refusal").db;
      if (input.stage === "expired") next = must(expireOffer(next, offerId, now, true), "the expiry").db;
  }
  return { db: next, offerId, paymentId };
};
