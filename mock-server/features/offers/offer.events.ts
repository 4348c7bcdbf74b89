import type { AddressedEvent, UserEventSource } from "../../http/user-events";
import { isSentToSeeker, providersOf } from "./offer-view.logic";

/**
 * An offer that changed state (docs/api.md "Events", kind `offer`): to everyone who sees it as its
 * provider, and to its seeker once it was sent to them (never while its payment is pending). The
 * provider's offer page turns when the seeker accepts or declines, with no reload.
 */
export const offerEvents: UserEventSource = (before, after) => {
  if (before.offers === after.offers) return [];
  const was = new Map(before.offers.map((o) => [o.offerId, o]));
  return after.offers.flatMap((offer): AddressedEvent[] => {
    const old = was.get(offer.offerId);
    if (old === offer || (old !== undefined && JSON.stringify(old.state) === JSON.stringify(offer.state))) return [];
    const to = isSentToSeeker(offer) ? [...providersOf(after, offer), offer.seekerId] : providersOf(after, offer);
    return [{ to, event: { kind: "offer", offerId: offer.offerId, state: offer.state } }];
  });
};
