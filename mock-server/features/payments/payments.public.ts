/** What other mock features (and the registry) may use of the payments area (.dependency-cruiser.cjs). */
export { paymentEvents } from "./payment.events";
