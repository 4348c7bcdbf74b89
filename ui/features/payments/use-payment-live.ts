import { useEffect } from "react";
import type { UserEventsState } from "../../../application/ports/user-events.port";
import type { PaymentDetail } from "../../../domain/payment/payment-api.schema";
import { useUserEvents } from "../../shared/use-user-events";

/**
 * A payment's status as it changes: its `payment` events on the user's stream while the page is
 * open (the stream reconnects by itself and replays what it missed), a fresh read when the stream
 * says `resync`, and one whenever the page becomes visible again (back from the wallet app, the
 * phone unlocked). No polling.
 */
export const usePaymentLive = (paymentId: string, onPayment: (payment: PaymentDetail) => void, reload: () => void): UserEventsState => {
  // No payment named: nothing to follow, nothing asked (the page says the payment is not available).
  const feed = useUserEvents((event) => {
    if (event.kind === "payment" && event.payment.paymentId === paymentId) onPayment(event.payment);
    else if (event.kind === "resync") reload();
  }, paymentId !== "");
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload]);
  return feed;
};
