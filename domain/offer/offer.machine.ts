import { Data, Result } from "effect";
import type { Rupiah } from "../shared/money";
import { invalid, type InvalidTransition } from "../shared/transition.errors";

/**
 * An offer is created together with its payment: it waits for the payment, is sent once the
 * payment completed, and ends accepted, declined or expired. Declined and expired offers give the
 * payment back to the provider's balance.
 */
export type OfferState =
  | { readonly status: "paymentPending"; readonly amount: Rupiah }
  | { readonly status: "paymentFailed"; readonly amount: Rupiah }
  | { readonly status: "sent"; readonly amount: Rupiah; readonly expiresAt: number }
  | { readonly status: "accepted"; readonly amount: Rupiah }
  | { readonly status: "declined"; readonly amount: Rupiah; readonly refundedToBalance: Rupiah }
  | { readonly status: "expired"; readonly amount: Rupiah; readonly refundedToBalance: Rupiah };
export type OfferStatus = OfferState["status"];

export type OfferEvent =
  | { readonly type: "paymentCompleted"; readonly expiresAt: number }
  | { readonly type: "paymentFailed" }
  | { readonly type: "retryPayment" }
  | { readonly type: "accept" }
  | { readonly type: "decline" }
  | { readonly type: "expire" }
  | { readonly type: "cancel" };

/** 'Whoops, you have not responded': the seeker answered after the offer expired. */
export class OfferExpired extends Data.TaggedError("OfferExpired")<{ readonly expiresAt: number }> {
  readonly i18nKey = "error.offer.expired";
}
export class OfferCannotBeCancelled extends Data.TaggedError("OfferCannotBeCancelled")<{}> {
  readonly i18nKey = "error.offer.cannotCancel";
}
export type OfferError = InvalidTransition | OfferExpired | OfferCannotBeCancelled;

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
