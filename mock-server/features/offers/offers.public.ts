/** What other mock features may use of the offers area; they import it from here only (.dependency-cruiser.cjs). */
export { confirmedShiftsOf, expireOffer, failPayment, offerById, payLate, payTwice, paymentById, paymentNotFound, settleDue, settlePayment, type Changed } from "./offer-money.logic";
export { mayManagePayment, offerDetail, paymentDetail, providerBalance, providersOf } from "./offer-view.logic";
export type { MoneyConfig } from "./offers.routes";
export { offerEvents } from "./offer.events";
export { arrangeOffer, exampleTerms, VA_CHOICE } from "./offers.arrange";
export { OFFERS_PROVIDER_STATES } from "./offers.provider-states";
