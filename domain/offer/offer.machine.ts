import { Data, Result } from "effect";
import type { Rupiah } from "../shared/money";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import type { OfferEvent, OfferState } from "./offer.schema";
import { i18nKeyOf } from "../errors/error-codes";

/** 'Whoops, you have not responded': the seeker answered after the offer expired. */
export class OfferExpired extends Data.TaggedError("OfferExpired")<{ readonly expiresAt: number }> {
  readonly code = "OFFER_EXPIRED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class OfferCannotBeCancelled extends Data.TaggedError("OfferCannotBeCancelled")<{}> {
  readonly code = "OFFER_CANNOT_BE_CANCELLED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** The seeker accepts or declines an offer they already answered (a second tap, another device). */
export class OfferAlreadyAnswered extends Data.TaggedError("OfferAlreadyAnswered")<{ readonly answer: "accepted" | "declined" }> {
  readonly code = "OFFER_ALREADY_ANSWERED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** A second offer of the same job to the same seeker while one waits for its payment or its answer. */
export class OfferAlreadySent extends Data.TaggedError("OfferAlreadySent")<{ readonly status: "paymentPending" | "sent" }> {
  readonly code = "OFFER_ALREADY_SENT";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export type OfferError = InvalidTransition | OfferExpired | OfferCannotBeCancelled | OfferAlreadyAnswered;

/**
 * One offer of a job to a seeker at a time: refused while another waits for its payment or for the
 * seeker's answer. After a failed payment the provider pays that offer again (or starts a new one);
 * an answered or expired offer does not stand in the way of a new one.
 */
export const checkNoOfferInFlight = (others: readonly OfferState[]): Result.Result<void, OfferAlreadySent> => {
  const inFlight = others.find((o) => o.status === "paymentPending" || o.status === "sent");
  return inFlight === undefined ? Result.void : Result.fail(new OfferAlreadySent({ status: inFlight.status === "sent" ? "sent" : "paymentPending" }));
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
