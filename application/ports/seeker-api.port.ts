import type { Result } from "effect";
import type { PublicBusiness } from "../../domain/business/business-api.schema";
import type { JobSearchQuery } from "../../domain/seeker/job-search.rules";
import type { JobCard, JobCardPage, PublicResume, SeekerProfileView } from "../../domain/seeker/job-card.schema";
import type { MyIntroVideo, IntroVideoView, PublicIntroVideo, UploadIntroVideoRequest } from "../../domain/seeker/intro-video.schema";
import type { SeekerProfileInput } from "../../domain/seeker/profile.rules";
import type { GeoPoint } from "../../domain/shared/place.schema";
import type { ApiError } from "./api-error";
import type { NotLoggedIn } from "../session/not-logged-in";
import { token } from "./token";

/** The seeker endpoints of docs/api.md: profile, job search, job detail, saved jobs, a business's page. */
export interface SeekerApi {
  profile(): Promise<Result.Result<SeekerProfileView, ApiError | NotLoggedIn>>;
  saveProfile(input: SeekerProfileInput): Promise<Result.Result<SeekerProfileView, ApiError | NotLoggedIn>>;
  searchJobs(query: JobSearchQuery): Promise<Result.Result<JobCardPage, ApiError>>;
  job(jobId: string, from: GeoPoint | null): Promise<Result.Result<JobCard, ApiError | NotLoggedIn>>;
  savedJobs(): Promise<Result.Result<JobCardPage, ApiError | NotLoggedIn>>;
  saveJob(jobId: string): Promise<Result.Result<JobCard, ApiError | NotLoggedIn>>;
  unsaveJob(jobId: string): Promise<Result.Result<void, ApiError | NotLoggedIn>>;
  /** The business page: public, so it needs no session; with one, its job cards carry the caller's saved flags and applications. */
  business(businessId: string): Promise<Result.Result<PublicBusiness, ApiError>>;
  resume(userId: string): Promise<Result.Result<PublicResume, ApiError>>;
  introVideo(): Promise<Result.Result<MyIntroVideo, ApiError | NotLoggedIn>>;
  uploadIntroVideo(request: UploadIntroVideoRequest): Promise<Result.Result<IntroVideoView, ApiError | NotLoggedIn>>;
  publicIntroVideo(videoId: string): Promise<Result.Result<PublicIntroVideo, ApiError>>;
}
export const SEEKER_API = token<SeekerApi>("SeekerApi");
