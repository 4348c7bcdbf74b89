/**
 * The tokens of the seeker use cases (issue 5), apart from the classes: the composition root
 * registers them without importing the use cases, which it loads on first use (they bring the
 * domain's schemas and rules, which the first screen does not need).
 */
import type { ApplyToJob } from "../applications/apply-to-job.use-case";
import type { FindJobs } from "./find-jobs.use-case";
import type { GetSeekerJob } from "./get-seeker-job.use-case";
import type { IntroVideo } from "./intro-video.use-case";
import type { ListApplications } from "../applications/list-applications.use-case";
import type { LoadMyProfile } from "./load-my-profile.use-case";
import type { LocateMe } from "./locate-me.use-case";
import type { SaveMyProfile } from "./save-my-profile.use-case";
import type { SavedJobs } from "./saved-jobs.use-case";
import type { UploadSeekerMedia } from "./upload-media.use-case";
import type { ViewResume } from "./view-resume.use-case";
import { token } from "../ports/token";

export const SAVE_MY_PROFILE = token<SaveMyProfile>("SaveMyProfile");
export const LOCATE_ME = token<LocateMe>("LocateMe");
export const LOAD_MY_PROFILE = token<LoadMyProfile>("LoadMyProfile");
export const VIEW_RESUME = token<ViewResume>("ViewResume");
export const FIND_JOBS = token<FindJobs>("FindJobs");
export const GET_SEEKER_JOB = token<GetSeekerJob>("GetSeekerJob");
export const SAVED_JOBS = token<SavedJobs>("SavedJobs");
export const UPLOAD_SEEKER_MEDIA = token<UploadSeekerMedia>("UploadSeekerMedia");
export const LIST_APPLICATIONS = token<ListApplications>("ListApplications");
export const APPLY_TO_JOB = token<ApplyToJob>("ApplyToJob");
export const INTRO_VIDEO = token<IntroVideo>("IntroVideo");
