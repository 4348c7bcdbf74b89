/** What other mock features may use of the work area; they import it from here only (.dependency-cruiser.cjs). */
export { openHire } from "./work.logic";
export { workEvents, type AddressedEvent } from "./work.events";
