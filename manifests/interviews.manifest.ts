import type { ManifestRoute, ServiceRow, SideManifest } from "./manifest";

/**
 * Interview invitations (issue 24), both sides: the provider's invitation (/invitationLetter), the
 * invitation's page (/interviewInvitation?id=, either side) and the reminder's (/interviewInvitationRemind?id=).
 */
export const INTERVIEWS_ROUTES = [
  // Decision: /invitationLetter is the whole invitation (time, place or link, contact, and the letter with its limit), opened
  // from an applicant with ?jobId=&seekerId=: one screen, so the letter needs no draft carried between two pages.
  { path: "/invitationLetter", auth: "login", area: "provider-jobs", page: "ui/features/interviews/invitation-letter.page.tsx", namespaces: ["common", "errors", "interviews"] },
  { path: "/interviewInvitation", auth: "login", area: "interviews-messages", page: "ui/features/interviews/interview-invitation.page.tsx", namespaces: ["common", "errors", "interviews", "labels"] },
  { path: "/interviewInvitationRemind", auth: "login", area: "interviews-messages", page: "ui/features/interviews/interview-remind.page.tsx", namespaces: ["common", "interviews", "labels"] },
] as const satisfies readonly ManifestRoute[];

/**
 * Its services (factories: adapters/interviews.registrations.ts), one chunk loaded on its first use: the
 * invitations' adapter, and the video interviews' and their suggested questions' (issue 24).
 */
export const INTERVIEWS_SERVICES = [
  { token: "INTERVIEWS_API", module: "adapters/interviews.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "VIDEO_INTERVIEW_API", module: "adapters/interviews.modules.ts", lazy: true, needs: ["API_CLIENT"] },
  { token: "INTERVIEW_QUESTION_SUGGESTER", module: "adapters/interviews.modules.ts", lazy: true, needs: ["API_CLIENT"] },
] as const satisfies readonly ServiceRow[];

export const INTERVIEWS = {
  name: "interviews",
  routes: INTERVIEWS_ROUTES,
  services: INTERVIEWS_SERVICES,
} as const satisfies SideManifest;
