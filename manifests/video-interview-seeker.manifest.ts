import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/**
 * The seeker's side of the video interview (issue 24): the interview itself (/videoInterview?id=,
 * new and old pages by app version), its tips (/brocadeBag) and the page after submitting
 * (/interviewComplete?id=). The provider's side is manifests of its own.
 */
export const VIDEO_INTERVIEW_SEEKER_ROUTES = [
  {
    path: "/videoInterview",
    auth: "login",
    area: "interviews-messages",
    role: "seeker",
    page: {
      versioned: "videoInterview",
      new: "ui/features/video-interview/seeker/video-interview-new.page.tsx",
      old: "ui/features/video-interview/seeker/video-interview-old.page.tsx",
    },
    namespaces: ["common", "errors", "labels", "videoInterviewSeeker"],
  },
  { path: "/brocadeBag", auth: "login", area: "static-help", page: "ui/features/video-interview/seeker/brocade-bag.page.tsx", namespaces: ["common", "videoInterviewSeeker"] },
  {
    path: "/interviewComplete",
    auth: "login",
    area: "interviews-messages",
    role: "seeker",
    page: "ui/features/video-interview/seeker/interview-complete.page.tsx",
    namespaces: ["common", "labels", "videoInterviewSeeker"],
  },
] as const satisfies readonly ManifestRoute[];

/**
 * The recordings kept on the phone until sent (IndexedDB) and their upload: one chunk, loaded by
 * the recording screen's first use (factories: adapters/video-interview-seeker.registrations.ts).
 */
export const VIDEO_INTERVIEW_SEEKER_SERVICES = [
  { token: "VIDEO_ANSWERS", module: "adapters/video-answers.modules.ts", lazy: true, needs: ["API_CLIENT"] },
] as const satisfies readonly ServiceRow[];

export const VIDEO_INTERVIEW_SEEKER = {
  name: "video-interview-seeker",
  routes: VIDEO_INTERVIEW_SEEKER_ROUTES,
  services: VIDEO_INTERVIEW_SEEKER_SERVICES,
} as const satisfies SideManifest;
