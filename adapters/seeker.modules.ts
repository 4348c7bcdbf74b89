/*
 * The seeker side's adapters and use cases, loaded as one chunk on the first
 * call of any of them (seeker.registrations.ts); the first screens' reads are in job-search.modules.ts. One import site instead of one per class keeps the first screen's preload map short.
 */
export { ApplicationsHttpAdapter } from "./http/applying.http-adapter";
export { SaveMyProfile } from "../application/seeker-profile/save-my-profile.use-case";
export { UploadSeekerMedia } from "../application/seeker-profile/upload-media.use-case";
export { IntroVideo } from "../application/seeker-profile/intro-video.use-case";
export { ApplyToJob } from "../application/applying/apply-to-job.use-case";
/**
 * The checks of the answers the seeker adapter reads off the first screens (profile, resume, intro
 * video): it asks for this chunk with the first such request (lazyCheck), in parallel with the answer.
 */
export * as profileChecks from "./checks/seeker-profile.checks";
