import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import type { Rupiah } from "../shared/money";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import type { OfferEvent, OfferState } from "./offer.schema";

/** 'Whoops, you have not responded': the seeker answered after the offer expired. */
export class OfferExpired extends DomainError("OfferExpired")<{ readonly expiresAt: number }> {
  override readonly code = "OFFER_EXPIRED";
}
export class OfferCannotBeCancelled extends DomainError("OfferCannotBeCancelled")<{}> {
  override readonly code = "OFFER_CANNOT_BE_CANCELLED";
}
/** The seeker accepts or declines an offer they already answered (a second tap, another device). */
export class OfferAlreadyAnswered extends DomainError("OfferAlreadyAnswered")<{ readonly answer: "accepted" | "declined" }> {
  override readonly code = "OFFER_ALREADY_ANSWERED";
}
/** What holds a seeker for a job: an offer of it waiting for its payment or her answer, or accepted (she is hired). */
export type HoldingStatus = "paymentPending" | "sent" | "accepted";
export const holdsSeeker = (offer: OfferState): offer is Extract<OfferState, { status: HoldingStatus }> =>
  offer.status === "paymentPending" || offer.status === "sent" || offer.status === "accepted";

/** Another offer of the same job to the same seeker while one holds her (`status`: the one that does). */
export class OfferAlreadySent extends DomainError("OfferAlreadySent")<{ readonly status: HoldingStatus }> {
  override readonly code = "OFFER_ALREADY_SENT";
}
export type OfferError = InvalidTransition | OfferExpired | OfferCannotBeCancelled | OfferAlreadyAnswered;

/**
 * One offer of a job to a seeker at a time (issues 14, 19): an offer may start a payment (a new
 * offer, or another payment after a failed one), be sent or be accepted only while no other offer
 * of the job to the seeker holds her (`holdsSeeker`): otherwise the provider would fund two
 * escrows for one hire and she could accept both. A failed, declined or expired offer does not
 * stand in the way; an accepted one does for good (she is hired for the job). `others` are the
 * other offers of the job to the seeker.
 */
export const checkOneOfferAtATime = (others: readonly OfferState[]): Result.Result<void, OfferAlreadySent> => {
  const holding = others.find(holdsSeeker);
  return holding === undefined ? Result.void : Result.fail(new OfferAlreadySent({ status: holding.status }));
};

export const createOffer = (amount: Rupiah): OfferState => ({ status: "paymentPending", amount });

export const transitionOffer = (
  offer: OfferState,
  event: OfferEvent,
  ctx: { readonly now: number },
): Result.Result<OfferState, OfferError> => {
  const fail = () => Result.fail(invalid("offer", offer.status, event.type));
  switch (event.type) {
    case "paymentCompleted":
      return offer.status === "paymentPending"
        ? Result.succeed({ status: "sent", amount: offer.amount, expiresAt: event.expiresAt })
        : fail();
    case "paymentFailed":
      return offer.status === "paymentPending" ? Result.succeed({ status: "paymentFailed", amount: offer.amount }) : fail();
    case "retryPayment":
      return offer.status === "paymentFailed" ? Result.succeed({ status: "paymentPending", amount: offer.amount }) : fail();
    case "accept":
    case "decline":
      if (offer.status === "accepted" || offer.status === "declined") return Result.fail(new OfferAlreadyAnswered({ answer: offer.status }));
      if (offer.status !== "sent") return fail();
      if (ctx.now >= offer.expiresAt) return Result.fail(new OfferExpired({ expiresAt: offer.expiresAt }));
      return Result.succeed(
        event.type === "accept"
          ? { status: "accepted", amount: offer.amount }
          : { status: "declined", amount: offer.amount, refundedToBalance: offer.amount },
      );
    case "expire":
      return offer.status === "sent" && ctx.now >= offer.expiresAt
        ? Result.succeed({ status: "expired", amount: offer.amount, refundedToBalance: offer.amount })
        : fail();
    case "cancel":
      // A sent offer cannot be cancelled (spec 4); before it is sent there is nothing to cancel
      // but an unpaid payment, which simply lapses.
      return Result.fail(new OfferCannotBeCancelled());
  }
};
