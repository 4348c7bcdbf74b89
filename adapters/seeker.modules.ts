/*
 * The seeker side's adapters and use cases, loaded as one chunk on the first
 * call of any of them (seeker.registrations.ts); the first screens' reads are in job-search.modules.ts. One import site instead of one per class keeps the first screen's preload map short.
 */
export { ApplicationsHttpAdapter } from "./http/applying.http-adapter";
export { LoadMyProfile } from "../application/seeker-profile/load-my-profile.use-case";
export { SaveMyProfile } from "../application/seeker-profile/save-my-profile.use-case";
export { UploadSeekerMedia } from "../application/seeker-profile/upload-media.use-case";
export { IntroVideo } from "../application/seeker-profile/intro-video.use-case";
export { ViewResume } from "../application/seeker-profile/view-resume.use-case";
export { ApplyToJob } from "../application/applying/apply-to-job.use-case";
/**
 * The checks of the answers these use cases read (profile, resume, intro video): exported here so
 * they arrive with the use cases; the seeker adapter asks for them with its request (lazyCheck),
 * which then finds them loaded.
 */
export * as profileChecks from "./checks/seeker-profile.checks";
