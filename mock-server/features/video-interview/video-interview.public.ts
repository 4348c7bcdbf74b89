/** What other mock features may use of the video interviews area; they import it from here only (.dependency-cruiser.cjs). */
export { rejectionReasonOf } from "./video-interview.logic";
