import type { AddressedEvent, UserEventSource } from "../../http/user-events";
import type { Db } from "../../store/db.schema";
import { type MoneyConfig, offerById, paymentDetail, providersOf } from "../offers/offers.public";

/**
 * A payment whose detail changed (docs/api.md "Events", kind `payment`: settled, failed, expired,
 * paid twice or late): to everyone who sees it as its offer's provider, never to the seeker. The
 * payment page turns by itself. What changes with the clock alone (`serverNow`) is not a change.
 */
export const paymentEvents =
  (config: MoneyConfig, now: () => number): UserEventSource =>
  (before, after) => {
    if (before.payments === after.payments && before.ledger === after.ledger) return [];
    const view = { now: now(), publicUrl: config.publicUrl() };
    const content = (db: Db, paymentId: string): string | null => {
      const payment = db.payments.find((p) => p.paymentId === paymentId);
      if (payment === undefined) return null;
      const { serverNow: _now, ...rest } = paymentDetail(db, payment, view);
      return JSON.stringify(rest);
    };
    return after.payments.flatMap((payment): AddressedEvent[] => {
      if (content(before, payment.paymentId) === content(after, payment.paymentId)) return [];
      const offer = offerById(after, payment.offerId);
      if (offer === undefined) return [];
      return [{ to: providersOf(after, offer), event: { kind: "payment", payment: paymentDetail(after, payment, view) } }];
    });
  };
