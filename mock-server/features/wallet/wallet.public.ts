/** What other mock features may use of the wallet area; they import it from here only (.dependency-cruiser.cjs). */
export { verifyPin } from "./pin.logic";
