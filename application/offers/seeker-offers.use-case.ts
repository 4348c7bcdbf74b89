import type { OffersApi } from "../ports/offers-api.port";
import type { SessionStore } from "../ports/session-store.port";
import { withToken } from "../session/with-token";

/**
 * The seeker's side of offers: the list (Aktivitas), one offer, accept or decline. The server
 * checks the schedule rules again when the seeker accepts.
 */
export class SeekerOffers {
  constructor(
    private readonly api: OffersApi,
    private readonly sessions: SessionStore,
  ) {}

  mine() {
    return withToken(this.sessions, (t) => this.api.myOffers(t));
  }

  offer(offerId: string) {
    return withToken(this.sessions, (t) => this.api.offer(t, offerId));
  }

  accept(offerId: string, idempotencyKey: string) {
    return withToken(this.sessions, (t) => this.api.accept(t, offerId, idempotencyKey));
  }

  decline(offerId: string, idempotencyKey: string) {
    return withToken(this.sessions, (t) => this.api.decline(t, offerId, idempotencyKey));
  }
}
