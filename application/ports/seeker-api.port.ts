import type { Result } from "effect";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { JobSearchQuery } from "../../domain/seeker/job-search.rules";
import type { JobCard, JobCardPage, PublicResume, SeekerProfileView } from "../../domain/seeker/job-card.schema";
import type { MyIntroVideo, IntroVideoView, PublicIntroVideo, UploadIntroVideoRequest } from "../../domain/seeker/intro-video.schema";
import type { SeekerProfileInput } from "../../domain/seeker/profile.rules";
import type { GeoPoint } from "../../domain/shared/place.schema";
import type { ApiError } from "./api-error";
import { token } from "./token";

/** The seeker endpoints of docs/api.md: profile, job search, job detail, saved jobs. */
export interface SeekerApi {
  profile(authToken: AuthToken): Promise<Result.Result<SeekerProfileView, ApiError>>;
  saveProfile(authToken: AuthToken, input: SeekerProfileInput): Promise<Result.Result<SeekerProfileView, ApiError>>;
  searchJobs(authToken: AuthToken | undefined, query: JobSearchQuery): Promise<Result.Result<JobCardPage, ApiError>>;
  job(authToken: AuthToken, jobId: string, from: GeoPoint | null): Promise<Result.Result<JobCard, ApiError>>;
  savedJobs(authToken: AuthToken): Promise<Result.Result<JobCardPage, ApiError>>;
  saveJob(authToken: AuthToken, jobId: string): Promise<Result.Result<JobCard, ApiError>>;
  unsaveJob(authToken: AuthToken, jobId: string): Promise<Result.Result<void, ApiError>>;
  resume(userId: string): Promise<Result.Result<PublicResume, ApiError>>;
  introVideo(authToken: AuthToken): Promise<Result.Result<MyIntroVideo, ApiError>>;
  uploadIntroVideo(authToken: AuthToken, request: UploadIntroVideoRequest): Promise<Result.Result<IntroVideoView, ApiError>>;
  publicIntroVideo(videoId: string): Promise<Result.Result<PublicIntroVideo, ApiError>>;
}
export const SEEKER_API = token<SeekerApi>("SeekerApi");
