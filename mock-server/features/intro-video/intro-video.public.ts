/** What other mock features may use of the intro-video area; they import it from here only (.dependency-cruiser.cjs). */
export { videoOf } from "./intro-video.logic";
