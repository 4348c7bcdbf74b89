import type { PaymentFeedListener, PaymentStatusFeed } from "../ports/offers-api.port";
import type { SessionStore } from "../ports/session-store.port";

/**
 * Follows one payment's status as the server pushes it, with the stored session's token. Resolves
 * to the function that stops; without a session there is nothing to watch.
 */
export class WatchPayment {
  constructor(
    private readonly feed: PaymentStatusFeed,
    private readonly sessions: SessionStore,
  ) {}

  async start(paymentId: string, listener: PaymentFeedListener): Promise<() => void> {
    const session = this.sessions.load();
    if (session === null || paymentId === "") return () => undefined;
    return this.feed.watch(session.token, paymentId, listener);
  }
}
