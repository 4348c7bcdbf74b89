import type { SeekerApi } from "../../application/ports/seeker-api.port";
import { jobSearchQueryString, type JobSearchQuery } from "../../domain/seeker/job-search.query";
import type { UploadIntroVideoRequest } from "../../domain/seeker/intro-video.schema";
import { lazyCheck } from "../checks/check";
import { JobCard, JobCardPage } from "../checks/job-card.checks";
import type * as ProfileChecksModule from "../checks/seeker-profile.checks";
import type { SeekerProfileInput } from "../../domain/seeker/profile.rules";
import type { GeoPoint } from "../../domain/shared/place.schema";
import type { HttpClient } from "./http-client";

/** The checks of the profile, resume and intro-video answers (adapters/checks/seeker-profile.checks.ts). */
export type ProfileChecks = typeof ProfileChecksModule;
/**
 * The "Seeker" table of docs/api.md. Answers decode with the checks generated from the domain's
 * schemas (adapters/checks/), so the seeker's first screens load no Effect Schema.
 */
export class SeekerHttpAdapter implements SeekerApi {
  private readonly profileChecks: () => Promise<ProfileChecks>;

  /**
   * The profile, resume and intro-video checks load with the first such request (lazyCheck), so the
   * job list and a job's page carry only the job card's. `loadProfileChecks` lets the composition
   * root hand them over from the chunk of the use cases that make those requests, already loaded.
   */
  constructor(
    private readonly http: HttpClient,
    loadProfileChecks: () => Promise<ProfileChecks> = () => import("../checks/seeker-profile.checks"),
  ) {
    this.profileChecks = loadProfileChecks;
  }

  private readonly SeekerProfileView = lazyCheck(async () => (await this.profileChecks()).SeekerProfileView);
  private readonly PublicResume = lazyCheck(async () => (await this.profileChecks()).PublicResume);
  private readonly MyIntroVideo = lazyCheck(async () => (await this.profileChecks()).MyIntroVideo);
  private readonly IntroVideoView = lazyCheck(async () => (await this.profileChecks()).IntroVideoView);
  private readonly PublicIntroVideo = lazyCheck(async () => (await this.profileChecks()).PublicIntroVideo);
  /** Only the business page decodes it: its check is a chunk of its own, loaded with the request. */
  private readonly PublicBusiness = lazyCheck(async () => (await import("../checks/business-page.checks")).PublicBusiness);

  profile() {
    return this.http.request({ method: "GET", path: "/seeker/profile", schema: this.SeekerProfileView, auth: "session" });
  }

  saveProfile(input: SeekerProfileInput) {
    return this.http.request({ method: "POST", path: "/seeker/profile", body: input, schema: this.SeekerProfileView, auth: "session" });
  }

  searchJobs(query: JobSearchQuery) {
    return this.http.request({ method: "GET", path: `/job-search?${jobSearchQueryString(query)}`, schema: JobCardPage, auth: "if-any" });
  }

  job(jobId: string, from: GeoPoint | null) {
    const where = from === null ? "" : `?lat=${from.lat}&lng=${from.lng}`;
    return this.http.request({ method: "GET", path: `/seeker/jobs/${encodeURIComponent(jobId)}${where}`, schema: JobCard, auth: "session" });
  }

  savedJobs() {
    return this.http.request({ method: "GET", path: "/seeker/saved-jobs", schema: JobCardPage, auth: "session" });
  }

  saveJob(jobId: string) {
    return this.http.request({ method: "POST", path: "/seeker/saved-jobs", body: { jobId }, schema: JobCard, auth: "session" });
  }

  unsaveJob(jobId: string) {
    return this.http.request<void>({ method: "POST", path: `/seeker/saved-jobs/${encodeURIComponent(jobId)}/remove`, schema: null, auth: "session" });
  }

  business(businessId: string) {
    return this.http.request({ method: "GET", path: `/businesses/${encodeURIComponent(businessId)}`, schema: this.PublicBusiness, auth: "if-any" });
  }

  resume(userId: string) {
    return this.http.request({ method: "GET", path: `/seekers/${encodeURIComponent(userId)}/resume`, schema: this.PublicResume });
  }

  introVideo() {
    return this.http.request({ method: "GET", path: "/seeker/intro-video", schema: this.MyIntroVideo, auth: "session" });
  }

  uploadIntroVideo(request: UploadIntroVideoRequest) {
    return this.http.request({ method: "POST", path: "/seeker/intro-video", body: request, schema: this.IntroVideoView, auth: "session" });
  }

  publicIntroVideo(videoId: string) {
    return this.http.request({ method: "GET", path: `/intro-videos/${encodeURIComponent(videoId)}`, schema: this.PublicIntroVideo });
  }
}
