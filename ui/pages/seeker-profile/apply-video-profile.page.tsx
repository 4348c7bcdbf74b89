/** /applyVideoProfile: the intro video as an apply step (the same page as /videoEntry). */
export { default } from "./video-entry.page";
