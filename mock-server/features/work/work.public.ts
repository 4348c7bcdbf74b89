/** What other mock features may use of the work area; they import it from here only (.dependency-cruiser.cjs). */
// settleWorkDue: what the clock decided (the unanswered-day rule), for a stream's tick to commit.
export { isWithdrawnHire, openHire, settleWorkDue } from "./work.logic";
// jobOrderOf: a job's order and its days waiting for the provider, for the provider's job list.
export { jobOrderOf } from "./work.view";
export { workEvents, type AddressedEvent } from "./work.events";
export { businessRating, seekerRating } from "./rating.view";
