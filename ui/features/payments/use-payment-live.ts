import { useEffect, useEffectEvent, useState } from "react";
import { PROVIDER_OFFERS } from "../../../application/offers/offers.tokens";
import type { PaymentFeedState } from "../../../application/ports/offers-api.port";
import type { PaymentDetail } from "../../../domain/payment/payment-api.schema";
import { useService } from "../../app/container-context";

/**
 * A payment's status as it changes: the server's events while the page is open (the stream
 * reconnects by itself), and a fresh read whenever the page becomes visible again (back from the
 * wallet app, the phone unlocked). No polling.
 */
export const usePaymentLive = (paymentId: string, onPayment: (payment: PaymentDetail) => void, reload: () => void): PaymentFeedState => {
  const offers = useService(PROVIDER_OFFERS);
  const [feed, setFeed] = useState<PaymentFeedState>("live");
  // The caller's latest handler, without restarting the stream when it changes.
  const paymentEvent = useEffectEvent(onPayment);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | null = null;
    offers.watchPayment(paymentId, { onPayment: (payment) => paymentEvent(payment), onState: (state) => live && setFeed(state) }).then(
      (stopWatching) => {
        if (live) stop = stopWatching;
        else stopWatching();
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [offers, paymentId]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload]);
  return feed;
};
