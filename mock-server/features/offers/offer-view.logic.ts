import { balanceOf, refundDueBy } from "../../../domain/ledger/ledger.rules";
import type { LedgerTransaction } from "../../../domain/ledger/ledger.schema";
import type { OfferDetail, OfferHistoryEvent, ProviderBalanceView } from "../../../domain/offer/offer-api.schema";
import { comparablePostedSalary } from "../../../domain/offer/posted-salary.rules";
import type { PaymentCredit, PaymentDetail } from "../../../domain/payment/payment-api.schema";
import type { BusinessId, EpochMillis, OfferId } from "../../../domain/shared/ids.schema";
import type { Rupiah } from "../../../domain/shared/money";
import type { UserId } from "../../../domain/identity/session.schema";
import { accountManagesJob } from "../../http/caller";
import type { Caller } from "../../http/endpoint";
import type { Db } from "../../store/db.schema";
import type { StoredOffer, StoredPayment } from "../../store/money.db-schema";
import { jobOfOffer, offerById, paymentsOf, settledKey } from "./offer-money.logic";

/** What the answers need besides the data: the clock, and where the e-wallet checkout is served. */
export interface ViewContext {
  readonly now: number;
  /** The origin the mock is reached at (configuration, never a request's Host header). */
  readonly publicUrl: string;
}

/** Where the e-wallet's web checkout (the back office's stand-in, /__dev/ewallet) takes a payment. */
export const ewalletCheckoutUrl = (publicUrl: string, paymentId: string): string => `${publicUrl}/__dev/ewallet/${encodeURIComponent(paymentId)}`;

type PaymentTx = LedgerTransaction & { readonly movement: { readonly kind: "paymentSettled" } };
const isPaymentTx = (t: LedgerTransaction): t is PaymentTx => t.movement.kind === "paymentSettled";
const amountOf = (t: LedgerTransaction): number => t.entries.filter((e) => e.side === "credit").reduce((sum, e) => sum + e.amount, 0);

/** A payment as its provider sees it: the receipt's Transaction ID and time come from the ledger. */
export const paymentDetail = (db: Db, payment: StoredPayment, ctx: ViewContext): PaymentDetail => {
  const own = db.ledger.transactions.filter((t): t is PaymentTx => isPaymentTx(t) && t.movement.paymentId === payment.paymentId);
  // Paid by the gateway or from the business's balance (issue 23), the settlement is one ledger transaction: the receipt's.
  const settled = db.ledger.transactions.find((t) => t.key === settledKey(payment.paymentId));
  const credits: PaymentCredit[] = own.flatMap((t) => {
    const due = refundDueBy(t);
    if (due === null) return [];
    return [{ transactionId: t.transactionId, kind: t.kind === "latePaymentCredited" ? "latePayment" : "doublePayment", amount: amountOf(t) as Rupiah, at: t.at, refundDueBy: due as EpochMillis }];
  });
  return {
    paymentId: payment.paymentId,
    offerId: payment.offerId,
    choice: payment.choice,
    state: payment.state,
    price: payment.price,
    startedAt: payment.startedAt,
    expiresAt: payment.expiresAt,
    virtualAccountNumber: payment.virtualAccountNumber,
    ewalletCheckoutUrl: payment.choice.method === "ewallet" ? ewalletCheckoutUrl(ctx.publicUrl, payment.paymentId) : null,
    transactionId: settled?.transactionId ?? null,
    paidAt: settled?.at ?? null,
    credits,
    serverNow: ctx.now as EpochMillis,
  };
};

/** What the seeker reads of an offer's history: not the provider's payments and refunds. */
const SEEKER_EVENTS: ReadonlySet<OfferHistoryEvent> = new Set(["sent", "accepted", "declined", "expired", "jobClosed"]);

export type Viewer = "provider" | "seeker";

/** An offer as its provider (with every payment) or its seeker (no payments, their part of the history) sees it. */
export const offerDetail = (db: Db, offer: StoredOffer, viewer: Viewer, ctx: ViewContext): OfferDetail => {
  const job = jobOfOffer(db, offer);
  const business = db.businesses.find((b) => b.businessId === offer.businessId);
  const company = db.companies.find((c) => c.companyId === offer.businessId);
  const seeker = db.seekerProfiles.find((p) => p.userId === offer.seekerId)?.fullName ?? db.accounts.find((a) => a.userId === offer.seekerId)?.fullName ?? "";
  return {
    offerId: offer.offerId,
    terms: offer.terms,
    jobTitle: job?.position ?? "",
    businessId: offer.businessId,
    businessName: business?.brandName ?? business?.registeredName ?? company?.name ?? "",
    seekerName: seeker,
    price: offer.price,
    postedSalary: job === undefined ? null : comparablePostedSalary(job.salary),
    state: offer.state,
    payments: viewer === "provider" ? paymentsOf(db, offer).map((p) => paymentDetail(db, p, ctx)) : [],
    history: viewer === "provider" ? offer.history : offer.history.filter((h) => SEEKER_EVENTS.has(h.event)),
    createdAt: offer.createdAt,
    serverNow: ctx.now as EpochMillis,
  };
};

/** The seeker sees an offer once it was sent (paid), never before. */
export const isSentToSeeker = (offer: StoredOffer): boolean => offer.sentAt !== null;

/** Everyone who sees the offer as its provider now (whom its events and its payments' go to). */
export const providersOf = (db: Db, offer: StoredOffer): UserId[] => {
  const job = jobOfOffer(db, offer);
  return job === undefined ? [] : db.accounts.filter((a) => accountManagesJob(db, a, job)).map((a) => a.userId as UserId);
};

/** Who may see the offer: its provider (the Admin, or the Member who created or was given its job), its seeker once sent. */
export const viewerOf = (db: Db, caller: Caller | undefined, offer: StoredOffer): Viewer | null => {
  const job = jobOfOffer(db, offer);
  if (job !== undefined && caller !== undefined && accountManagesJob(db, caller.account, job)) return "provider";
  if (caller !== undefined && caller.account.userId === offer.seekerId && isSentToSeeker(offer)) return "seeker";
  return null;
};

/** Who may see a payment: the provider of its offer only. */
export const mayManagePayment = (db: Db, caller: Caller | undefined, payment: StoredPayment): boolean => {
  const offer = offerById(db, payment.offerId);
  return offer !== undefined && viewerOf(db, caller, offer) === "provider";
};

// A withdrawn hire's escrow coming back (issue 22) is an offer's money back too.
const CREDIT_KINDS = { escrowRefunded: "offerRefund", escrowReleased: "offerRefund", doublePaymentCredited: "doublePayment", latePaymentCredited: "latePayment" } as const;

/** The business's balance from the ledger, with what came back to it, newest first. */
export const providerBalance = (db: Db, businessId: string): ProviderBalanceView => {
  const credits = db.ledger.transactions.flatMap((t) => {
    const kind = CREDIT_KINDS[t.kind as keyof typeof CREDIT_KINDS];
    if (kind === undefined || !("offerId" in t.movement)) return [];
    const amount = t.entries
      .filter((e) => e.side === "credit" && e.account.kind === "providerBalance" && e.account.businessId === businessId)
      .reduce((sum, e) => sum + e.amount, 0);
    if (amount === 0) return [];
    return [{ offerId: t.movement.offerId as OfferId, kind, amount: amount as Rupiah, at: t.at, refundDueBy: refundDueBy(t) as EpochMillis | null }];
  });
  return {
    balance: balanceOf(db.ledger, { kind: "providerBalance", businessId: businessId as BusinessId }),
    credits: credits.reverse(),
  };
};
