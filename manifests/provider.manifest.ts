import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/** The provider: the business and its people, posting jobs, the jobs by status and their applicants. */
export const PROVIDER_ROUTES = [
  // provider-business
  { path: "/createcompany", auth: "login", area: "provider-business", page: "ui/features/provider-business/createcompany.page.tsx", namespaces: ["business", "common", "errors", "provider"] },
  { path: "/verifycompany", auth: "login", area: "provider-business", page: "ui/features/provider-business/verifycompany.page.tsx", namespaces: ["business", "common", "errors", "provider"] },
  { path: "/editcompanynew", auth: "login", area: "provider-business", page: "ui/features/provider-business/editcompanynew.page.tsx", namespaces: ["business", "common", "errors", "provider"] },
  { path: "/inputcommoncompany", auth: "login", area: "provider-business", page: "ui/features/provider-business/inputcommoncompany.page.tsx", namespaces: ["business", "common", "errors", "provider"] },
  { path: "/editperinfo", auth: "login", area: "provider-business", page: "ui/features/provider-business/editperinfo.page.tsx", namespaces: ["business", "common", "errors", "provider"] },
  { path: "/JPPersonInfo", auth: "login", area: "provider-business", page: "ui/features/provider-business/jp-person-info.page.tsx", namespaces: ["business", "common", "errors", "provider"] },
  { path: "/JPPersonInfoSuccess", auth: "login", area: "provider-business", page: "ui/features/provider-business/jp-person-info-success.page.tsx", namespaces: ["business", "common", "provider"] },
  { path: "/jobProviderContact", auth: "login", area: "provider-business", page: "ui/features/provider-business/job-provider-contact.page.tsx", namespaces: ["business", "common", "errors", "provider"] },
  { path: "/JPSettingPush", auth: "login", area: "provider-business", planned: {} },
  // provider-jobs
  {
    path: "/jobPosting",
    auth: "login",
    area: "provider-jobs",
    page: { versioned: "jobPosting", new: "ui/features/provider-jobs/job-posting-new.page.tsx", old: "ui/features/provider-jobs/job-posting-old.page.tsx" },
    namespaces: ["common", "errors", "labels", "posting", "provider"],
  },
  { path: "/jobPosted", auth: "login", area: "provider-jobs", page: "ui/features/provider-jobs/job-posted.page.tsx", namespaces: ["common", "posting", "provider"] },
  { path: "/jobDerated", auth: "login", area: "provider-jobs", page: "ui/features/provider-jobs/job-derated.page.tsx", namespaces: ["common", "errors", "labels", "posting", "provider"] },
  // The provider's jobs by status, the same screen as the provider home, with the talent pool's tab
  // (issue 24: talent's part, loaded when the tab is shown; the home, /provider, has no such tab).
  {
    path: "/recuritment",
    auth: "login",
    area: "provider-jobs",
    role: "provider",
    keepAlive: true,
    page: "ui/features/provider-jobs/provider-jobs.page.tsx",
    parts: { talent: "ui/features/talent/talent-pool.part.tsx" },
    namespaces: ["common", "labels", "provider", "seeker", "shell", "talent"],
    main: true,
    prefetch: "ui/features/provider-jobs/provider-home.prefetch.ts",
  },
  { path: "/jobDetailShare", auth: "public", area: "provider-jobs", page: "ui/features/provider-jobs/job-detail-share.page.tsx", namespaces: ["common", "jobs", "labels", "posting", "provider"] },
  { path: "/jobJPDetailsShare", auth: "public", area: "provider-jobs", page: "ui/features/provider-jobs/job-jp-details-share.page.tsx", namespaces: ["common", "jobs", "labels", "posting", "provider"] },
  { path: "/jobtimedetailsshare", auth: "public", area: "provider-jobs", page: "ui/features/provider-jobs/jobtimedetailsshare.page.tsx", namespaces: ["common", "jobs", "labels", "posting", "provider"] },
  // Video interviews (issue 24): a job's questions (?jobId=), written or from suggestions, from the job's applicants.
  { path: "/setInterviewQuestions", auth: "login", area: "provider-jobs", role: "provider", page: "ui/features/video-interview/provider/set-interview-questions.page.tsx", namespaces: ["common", "errors", "labels", "videoProvider"] },
  // The recruitment survey (issue 24) of ?jobId=, opened from the job's applicants once it is closed or has a hire.
  { path: "/questionSurvey", auth: "login", area: "provider-jobs", page: "ui/features/provider-jobs/question-survey.page.tsx", namespaces: ["common", "errors", "survey"] },
  // ours: the provider's home and its tabs. Decision: a job's applicants take ?jobId= (like the spec's share pages).
  { path: "/provider/applicants", auth: "login", area: "home", origin: "ours", role: "provider", page: "ui/features/provider-jobs/job-applicants.page.tsx", namespaces: ["common", "jobs", "labels", "offers", "seeker", "survey", "work"] },
  {
    path: "/provider",
    auth: "login",
    area: "home",
    origin: "ours",
    role: "provider",
    keepAlive: true,
    page: "ui/features/provider-jobs/provider-jobs.page.tsx",
    namespaces: ["common", "labels", "provider", "shell"],
    main: true,
    prefetch: "ui/features/provider-jobs/provider-home.prefetch.ts",
  },
  // work (issue 22): the provider's order with its staff list, each day's evidence, confirm and decline.
  { path: "/provider/order", auth: "login", area: "work-orders", origin: "ours", role: "provider", page: "ui/features/work/provider-order.page.tsx", namespaces: ["common", "labels", "work"] },
  // work (issue 22): rate a seeker whose hire is finished, from the order's staff list.
  { path: "/provider/rate", auth: "login", area: "work-orders", origin: "ours", role: "provider", page: "ui/features/work/provider-rate.page.tsx", namespaces: ["common", "work"] },
  // ours (issue 23): the business's balance apart and every transaction, from Akun.
  { path: "/provider/balance", auth: "login", area: "money-benefits", origin: "ours", role: "provider", page: "ui/features/wallet/provider-balance.page.tsx", namespaces: ["common", "labels", "payments", "wallet"] },
  // the chat (issue 24): the provider home's Messages tab, her business's conversations she may chat in.
  { path: "/provider/messages", auth: "login", area: "home", origin: "ours", role: "provider", keepAlive: true, page: "ui/features/chat/provider-messages.page.tsx", namespaces: ["chat", "common", "labels", "shell"] },
  {
    path: "/provider/account",
    auth: "login",
    area: "home",
    origin: "ours",
    role: "provider",
    page: "ui/features/provider-business/provider-account.page.tsx",
    namespaces: ["account", "business", "common", "provider", "shell"],
    main: true,
  },
] as const satisfies readonly ManifestRoute[];

/**
 * Its services (factories: adapters/provider.registrations.ts), loaded as one chunk on the first use
 * of any of them (the photo picker of the forms is the shell's: the chat sends photos too).
 */
export const PROVIDER_SERVICES = [
  { token: "BUSINESS_API", module: "adapters/provider.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "JOBS_API", module: "adapters/provider.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "PROVIDER_JOBS", module: "adapters/provider.modules.ts", lazy: true, needs: ["JOBS_API", "CLOCK"] },
  // The recruitment survey (issue 24): its own chunk, loaded by /questionSurvey alone.
  { token: "SURVEY_API", module: "adapters/survey.modules.ts", lazy: true, needs: ["API_CLIENT"] },
] as const satisfies readonly ServiceRow[];

/** Its manifest: the routes with the lists the build reads (the app's route table reads the routes alone, so those lists never ship). */
export const PROVIDER = {
  name: "provider",
  routes: PROVIDER_ROUTES,
  services: PROVIDER_SERVICES,
  firstRequest: ["adapters/provider.modules.ts"],
  checks: [
    // The provider home's answers: the business and its job list.
    {
      file: "adapters/checks/provider.checks.ts",
      schemas: { "domain/business/business-api.schema.ts": ["MyBusiness"], "domain/job/job-api.schema.ts": ["ProviderJobList"] },
    },
    // The rest of the provider adapters' answers, loaded with the first of those requests (lazyCheck).
    {
      file: "adapters/checks/provider-rest.checks.ts",
      schemas: {
        "domain/business/business-api.schema.ts": ["ProviderProfileView"],
        "domain/job/job-api.schema.ts": ["ProviderJob", "PriorityExtended", "PublicJob"],
      },
    },
  ],
  precache: [
    "ui/features/provider-jobs/provider-jobs.page.tsx",
    "ui/features/provider-jobs/provider-priority-dialog.tsx",
    "ui/features/provider-jobs/share-job.ts",
    "ui/features/provider-business/provider-account.page.tsx",
    "adapters/provider.modules.ts",
    "application/uploads/upload-photo.use-case.ts",
    "adapters/checks/provider-rest.checks.ts",
  ],
} as const satisfies SideManifest;
