/**
 * The tokens of the seeker-profile use cases, apart from the classes: the composition root
 * registers them without importing the use cases, which load on first use (they bring the
 * domain's schemas and rules, which the first screen does not need).
 */
import type { IntroVideo } from "./intro-video.use-case";
import type { SaveMyProfile } from "./save-my-profile.use-case";
import type { UploadSeekerMedia } from "./upload-media.use-case";
import { token } from "../ports/token";

export const SAVE_MY_PROFILE = token<SaveMyProfile>("SaveMyProfile");
export const UPLOAD_SEEKER_MEDIA = token<UploadSeekerMedia>("UploadSeekerMedia");
export const INTRO_VIDEO = token<IntroVideo>("IntroVideo");
