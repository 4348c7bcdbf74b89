import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/** The seeker: the job search, a job's page, applying, the profile and its apply steps. */
export const SEEKER_ROUTES = [
  { path: "/JSPersonInfo", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/js-person-info.page.tsx", namespaces: ["common", "errors", "labels", "seeker"] },
  { path: "/JSPortraitInfo", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/js-portrait-info.page.tsx", namespaces: ["common", "errors", "seeker"] },
  {
    path: "/JSWorkExperience",
    auth: "login",
    area: "seeker-profile",
    page: { versioned: "JSWorkExperience", new: "ui/features/seeker-profile/js-work-experience-new.page.tsx", old: "ui/features/seeker-profile/js-work-experience-old.page.tsx" },
    namespaces: ["common", "jobs", "seeker"],
  },
  { path: "/educational", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/educational.page.tsx", namespaces: ["common", "errors", "seeker"] },
  {
    path: "/occupation",
    auth: "login",
    area: "seeker-profile",
    page: { versioned: "occupation", new: "ui/features/seeker-profile/occupation-new.page.tsx", old: "ui/features/seeker-profile/occupation-old.page.tsx" },
    namespaces: ["common", "errors", "labels", "seeker"],
  },
  // The same form as the apply step; without a job it returns to /JSWorkExperience.
  { path: "/newExperience", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/apply-work-experience.page.tsx", namespaces: ["common", "errors", "jobs", "seeker"] },
  { path: "/applyIntercep", auth: "login", area: "seeker-profile", page: "ui/features/applying/apply-intercep.page.tsx", namespaces: ["common", "errors", "labels", "seeker"] },
  { path: "/applyWorkExperience", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/apply-work-experience.page.tsx", namespaces: ["common", "errors", "jobs", "seeker"] },
  { path: "/applyProfessionalSkill", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/apply-professional-skill.page.tsx", namespaces: ["common", "errors", "labels", "seeker"] },
  { path: "/applyAvatar", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/apply-avatar.page.tsx", namespaces: ["common", "errors", "seeker"] },
  { path: "/applyHeightWeight", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/apply-height-weight.page.tsx", namespaces: ["common", "errors", "seeker"] },
  // The intro video as an apply step: the same page as /videoEntry.
  { path: "/applyVideoProfile", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/video-entry.page.tsx", namespaces: ["common", "errors", "seeker"] },
  { path: "/videoEntry", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/video-entry.page.tsx", namespaces: ["common", "errors", "seeker"] },
  { path: "/videoShare", auth: "public", area: "seeker-profile", page: "ui/features/seeker-profile/video-share.page.tsx", namespaces: ["common", "seeker"] },
  // Opened from a job's applicants (?jobId=&applicationId=), the applicant's page: the provider's part of her video interview (issue 24).
  {
    path: "/resumeshare",
    auth: "public",
    area: "seeker-profile",
    page: "ui/features/seeker-profile/resumeshare.page.tsx",
    parts: { videoInterview: "ui/features/video-interview/provider/applicant-video-interview.part.tsx" },
    namespaces: ["common", "errors", "jobs", "labels", "offers", "seeker", "videoProvider"],
  },
  { path: "/resumepdf", auth: "public", area: "seeker-profile", page: "ui/features/seeker-profile/resumepdf.page.tsx", namespaces: ["common", "jobs", "labels", "offers", "seeker"] },
  { path: "/resumepdfphone", auth: "public", area: "seeker-profile", page: "ui/features/seeker-profile/resumepdfphone.page.tsx", namespaces: ["common", "jobs", "labels", "offers", "seeker"] },
  { path: "/resumepdfbadge", auth: "public", area: "seeker-profile", page: "ui/features/seeker-profile/resumepdfbadge.page.tsx", namespaces: ["common", "jobs", "labels", "offers", "seeker"] },
  { path: "/JSMita", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/js-mita.page.tsx", namespaces: ["common", "labels", "seeker"] },
  { path: "/jsDailyPush", auth: "login", area: "seeker-profile", page: "ui/features/job-search/js-daily-push.page.tsx", namespaces: ["common", "jobs", "labels", "search", "seeker"] },
  // ours: the seeker's home and its tabs. Decision: a seeker's job detail takes ?jobId= (like the spec's share pages).
  {
    path: "/seeker",
    auth: "login",
    area: "home",
    origin: "ours",
    role: "seeker",
    keepAlive: true,
    page: "ui/features/job-search/seeker-jobs.page.tsx",
    namespaces: ["common", "jobs", "labels", "search", "shell"],
    main: true,
    prefetch: "ui/features/job-search/seeker-jobs.prefetch.ts",
  },
  {
    path: "/seeker/activity",
    auth: "login",
    area: "home",
    origin: "ours",
    role: "seeker",
    page: "ui/features/applying/seeker-activity.page.tsx",
    // Masuk/Pulang and Selesaikan are the work area's (a feature never imports another).
    parts: { clock: "ui/features/work/seeker-shifts.part.tsx", complete: "ui/features/work/seeker-finish.part.tsx" },
    namespaces: ["common", "jobs", "labels", "offers", "seeker", "shell", "work"],
    main: true,
  },
  { path: "/seeker/me", auth: "login", area: "home", origin: "ours", role: "seeker", page: "ui/features/seeker-profile/seeker-me.page.tsx", namespaces: ["account", "common", "seeker", "shell"], main: true },
  // ours: Transaksi Anda (issue 23): the balance apart, Withdraw and PIN settings, every transaction.
  { path: "/seeker/transactions", auth: "login", area: "home", origin: "ours", role: "seeker", page: "ui/features/wallet/seeker-transactions.page.tsx", namespaces: ["common", "labels", "payments", "shell", "wallet"] },
  {
    path: "/seeker/job",
    auth: "login",
    area: "home",
    origin: "ours",
    role: "seeker",
    page: "ui/features/job-search/seeker-job.page.tsx",
    namespaces: ["common", "jobs", "labels"],
    main: true,
    prefetch: "ui/features/job-search/seeker-job.prefetch.ts",
  },
  // ours (issue 22): the business page seekers open from a job's page (the spec routes no company page; its
  // native deep link takes companyId). Decision: ?businessId=, the API's id, as /seeker/job takes ?jobId=.
  {
    path: "/seeker/business",
    auth: "login",
    area: "home",
    origin: "ours",
    role: "seeker",
    page: "ui/features/job-search/seeker-business.page.tsx",
    namespaces: ["business", "common", "jobs", "labels"],
  },
  // ours: the seeker's order (issue 22): her days, punches, pay; a link from Masuk/Pulang and Selesaikan.
  { path: "/seeker/order", auth: "login", area: "work-orders", origin: "ours", role: "seeker", page: "ui/features/work/seeker-order.page.tsx", namespaces: ["common", "labels", "work"] },
  // ours: Selesaikan (issue 22): finish a hire whose days are settled, then rate the business.
  { path: "/seeker/finish", auth: "login", area: "work-orders", origin: "ours", role: "seeker", page: "ui/features/work/seeker-finish.page.tsx", namespaces: ["common", "errors", "labels", "work"] },
  // ours: the work certificate of a completed hire (issue 22), printable on one A4 page; linked from the order and Selesaikan.
  { path: "/seeker/certificate", auth: "login", area: "work-orders", origin: "ours", role: "seeker", page: "ui/features/work/seeker-certificate.page.tsx", namespaces: ["common", "labels", "work"] },
] as const satisfies readonly ManifestRoute[];

/**
 * Its services (the container registers them from these rows; their factories are in
 * adapters/seeker.registrations.ts). The first screens' reads are their own chunk without Effect's
 * Schema (job-search.modules.ts); the rest of the side loads with seeker.modules.ts on its first use.
 */
export const SEEKER_SERVICES = [
  { token: "SEEKER_API", module: "adapters/job-search.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "SAVED_JOBS", module: "adapters/job-search.modules.ts", lazy: true, needs: ["SEEKER_API"] },
  { token: "LOCATE_ME", module: "adapters/job-search.modules.ts", lazy: true, needs: ["NATIVE_BRIDGE"] },
  { token: "APPLICATIONS_API", module: "adapters/seeker.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "SAVE_MY_PROFILE", module: "adapters/seeker.modules.ts", lazy: true, needs: ["SEEKER_API", "CLOCK"] },
  { token: "UPLOAD_SEEKER_MEDIA", module: "adapters/seeker.modules.ts", lazy: true, needs: ["NATIVE_BRIDGE"] },
  { token: "INTRO_VIDEO", module: "adapters/seeker.modules.ts", lazy: true, needs: ["SEEKER_API", "NATIVE_BRIDGE"] },
  { token: "APPLY_TO_JOB", module: "adapters/seeker.modules.ts", lazy: true, needs: ["APPLICATIONS_API"] },
  // The punch outbox (issue 22): its own chunk, loaded by the clock button or by a page load that finds punches waiting (startApp).
  { token: "PUNCH_OUTBOX", module: "adapters/work-punch.modules.ts", lazy: true, needs: ["WORK_API", "PUNCH_DEVICE", "CLOCK"] },
  { token: "CLOCK_PUNCH", module: "adapters/work-punch.modules.ts", lazy: true, needs: ["PUNCH_OUTBOX", "NATIVE_BRIDGE", "PUNCH_DEVICE", "CLOCK"] },
] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads (the app's route table reads the routes alone, so those lists never ship). */
export const SEEKER = {
  name: "seeker",
  routes: SEEKER_ROUTES,
  services: SEEKER_SERVICES,
  firstRequest: ["adapters/job-search.modules.ts"],
  checks: [
    // The job list and a job's page: what the seeker's first screens decode.
    { file: "adapters/checks/job-card.checks.ts", schemas: { "domain/seeker/job-card.schema.ts": ["JobCardPage", "JobCard"] } },
    // The rest of the seeker adapter's answers, loaded with the first of those requests (lazyCheck).
    {
      file: "adapters/checks/seeker-profile.checks.ts",
      schemas: {
        "domain/seeker/job-card.schema.ts": ["SeekerProfileView", "PublicResume"],
        "domain/seeker/intro-video.schema.ts": ["MyIntroVideo", "IntroVideoView", "PublicIntroVideo"],
      },
    },
    // The business page (issue 22), loaded with its one request: only that page decodes it.
    { file: "adapters/checks/business-page.checks.ts", schemas: { "domain/business/business-api.schema.ts": ["PublicBusiness"] } },
  ],
  precache: [
    "ui/features/job-search/seeker-jobs.page.tsx",
    // Loaded when first opened (the filter sheet, the saved tab): offline they must be there too.
    "ui/features/job-search/job-filters.tsx",
    "ui/features/job-search/saved-jobs-tab.tsx",
    "ui/features/job-search/seeker-job.page.tsx",
    "ui/features/applying/seeker-activity.page.tsx",
    // Aktivitas' Masuk/Pulang: the clock button must be there offline.
    "ui/features/work/seeker-shifts.part.tsx",
    "ui/features/work/seeker-finish.part.tsx",
    "ui/features/work/seeker-order.page.tsx",
    "ui/features/seeker-profile/seeker-me.page.tsx",
    "adapters/seeker.modules.ts",
    "adapters/job-search.modules.ts",
    // A punch taken with no signal is stored by this chunk: it must be on the phone before the signal goes (issue 22).
    "adapters/work-punch.modules.ts",
  ],
} as const satisfies SideManifest;
