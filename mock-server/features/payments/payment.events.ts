import type { AddressedEvent, UserEventSource } from "../../http/user-events";
import type { Db } from "../../store/db.schema";
import { type MoneyConfig, offerById, paymentDetail, providersOf } from "../offers/offers.public";

/** The payments a commit may have changed: stored anew, or named by a new ledger transaction (a settlement, a credit). */
const touched = (before: Db, after: Db): Set<string> => {
  const ids = new Set<string>();
  const was = new Map(before.payments.map((p) => [p.paymentId, p]));
  for (const p of after.payments) if (was.get(p.paymentId) !== p) ids.add(p.paymentId);
  if (before.ledger !== after.ledger) {
    const old = new Set(before.ledger.transactions);
    for (const t of after.ledger.transactions) if (!old.has(t) && t.movement.kind === "paymentSettled") ids.add(t.movement.paymentId);
  }
  return ids;
};

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
    return [...touched(before, after)].flatMap((paymentId): AddressedEvent[] => {
      const payment = after.payments.find((p) => p.paymentId === paymentId);
      const offer = payment === undefined ? undefined : offerById(after, payment.offerId);
      if (payment === undefined || offer === undefined || content(before, paymentId) === content(after, paymentId)) return [];
      return [{ to: providersOf(after, offer), event: { kind: "payment", payment: paymentDetail(after, payment, view) } }];
    });
  };
