import type { OffersApi } from "../ports/offers-api.port";

/**
 * The seeker's side of offers: the list (Aktivitas), one offer, accept or decline. The server
 * checks the schedule rules again when the seeker accepts.
 */
export class SeekerOffers {
  constructor(
    private readonly api: OffersApi,
  ) {}

  mine() {
    return this.api.myOffers();
  }

  offer(offerId: string) {
    return this.api.offer(offerId);
  }

  accept(offerId: string, idempotencyKey: string) {
    return this.api.accept(offerId, idempotencyKey);
  }

  decline(offerId: string, idempotencyKey: string) {
    return this.api.decline(offerId, idempotencyKey);
  }
}
