/**
 * The one way to build a link inside the app: one function per linked route, its query
 * parameters typed. Paths are below the /app/ base, exactly as the route table writes them (a
 * unit test holds every function to a route of the table, and finds hand-typed paths elsewhere).
 */

/** The app's base path: the router's basename and the prefix of every absolute link. */
export const APP_BASE = "/app";

type Query = Readonly<Record<string, string | undefined>>;

const to = (path: string, query: Query = {}): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const search = params.toString();
  return search === "" ? path : `${path}?${search}`;
};

const plain = (path: string) => (): string => path;

export const href = {
  // shell and account
  login: (query: { readonly redirect?: string } = {}) => to("/login", query),
  /** Log in, then come back to this very page (its path and query). */
  loginAndBack: (here: { readonly pathname: string; readonly search: string }) => to("/login", { redirect: `${here.pathname}${here.search}` }),
  sendCode: (query: { readonly redirect?: string } = {}) => to("/sendCode", query),
  accountRole: plain("/account/role"),
  nameTips: plain("/nametips"),
  // seeker home and its tabs
  seekerHome: plain("/seeker"),
  seekerActivity: plain("/seeker/activity"),
  seekerMe: plain("/seeker/me"),
  seekerTransactions: plain("/seeker/transactions"),
  seekerJob: (query: { readonly jobId: string }) => to("/seeker/job", query),
  seekerBusiness: (query: { readonly businessId: string }) => to("/seeker/business", query),
  // applying
  applyIntercep: (query: { readonly jobId: string }) => to("/applyIntercep", query),
  applyWorkExperience: (query: { readonly jobId?: string } = {}) => to("/applyWorkExperience", query),
  applyProfessionalSkill: (query: { readonly jobId?: string } = {}) => to("/applyProfessionalSkill", query),
  // seeker profile
  seekerPersonInfo: (query: { readonly next?: string } = {}) => to("/JSPersonInfo", query),
  seekerPortrait: plain("/JSPortraitInfo"),
  seekerWorkExperience: plain("/JSWorkExperience"),
  newExperience: plain("/newExperience"),
  educational: plain("/educational"),
  occupation: plain("/occupation"),
  videoEntry: plain("/videoEntry"),
  videoShare: (query: { readonly videoId: string }) => to("/videoShare", query),
  recordGuidelines: plain("/recordGuidelines"),
  recordingTips: plain("/recordingTips"),
  /** The attendance terms (issue 22): linked from the clock button. */
  clockTerms: plain("/clockterms"),
  /**
   * `jobId`: opened from that job's applicants, so the provider can send an offer from the resume;
   * `applicationId` too: the applicant's page, with her video interview (issue 24).
   */
  resumeShare: (query: { readonly userId: string; readonly jobId?: string; readonly applicationId?: string }) => to("/resumeshare", query),
  resumePdf: (query: { readonly userId: string }) => to("/resumepdf", query),
  resumePdfBadge: (query: { readonly userId: string }) => to("/resumepdfbadge", query),
  // provider home and its tabs
  providerHome: plain("/provider"),
  providerMessages: plain("/provider/messages"),
  providerAccount: plain("/provider/account"),
  jobApplicants: (query: { readonly jobId: string }) => to("/provider/applicants", query),
  // provider business
  createCompany: plain("/createcompany"),
  verifyCompany: plain("/verifycompany"),
  editCompany: plain("/editcompanynew"),
  providerPersonInfo: plain("/JPPersonInfo"),
  providerPersonInfoSuccess: plain("/JPPersonInfoSuccess"),
  editPersonInfo: plain("/editperinfo"),
  jobProviderContact: plain("/jobProviderContact"),
  // provider jobs
  jobPosting: (query: { readonly jobId?: string } = {}) => to("/jobPosting", query),
  jobPosted: (query: { readonly jobId: string; readonly status: string }) => to("/jobPosted", query),
  jobDerated: (query: { readonly jobId: string }) => to("/jobDerated", query),
  jobDetailShare: (query: { readonly jobId: string }) => to("/jobDetailShare", query),
  // talent pool (issue 24): a pool seeker's profile, a job's smart invitation
  talentProfile: (query: { readonly seekerId: string }) => to("/recuritment/talent", query),
  smartInvitation: (query: { readonly jobId: string }) => to("/recuritment/smart", query),
  // offers and payments
  offerForm: (query: { readonly jobId: string; readonly seekerId: string }) => to("/provider/offer", query),
  providerOffer: (query: { readonly offerId: string }) => to("/provider/offerDetail", query),
  seekerOffer: (query: { readonly offerId: string }) => to("/seeker/offer", query),
  paymentPage: (query: { readonly paymentId: string }) => to("/paymentpage", query),
  paymentPdf: (query: { readonly paymentId: string }) => to("/paymentpdf", query),
  paymentBatchPdf: (query: { readonly paymentIds: readonly string[] }) => to("/paymentbatchpdf", { paymentIds: (query.paymentIds ?? []).join(",") }),
  bound: (query: { readonly status: "success" | "failed" }) => to("/bound", query),
  // wallet money (issue 23): the business's balance page and a month's statement (either side's)
  providerBalance: plain("/provider/balance"),
  walletStatement: (query: { readonly month: string }) => to("/wallet/statement", query),
  // work
  providerOrder: (query: { readonly orderId: string }) => to("/provider/order", query),
  seekerOrder: (query: { readonly orderId: string }) => to("/seeker/order", query),
  seekerFinish: (query: { readonly orderId: string }) => to("/seeker/finish", query),
  providerRate: (query: { readonly orderId: string; readonly hireId: string }) => to("/provider/rate", query),
  /** The work certificate of the seeker's completed hire (issue 22), printable. */
  seekerCertificate: (query: { readonly hireId: string }) => to("/seeker/certificate", query),
  /** The public check of a work certificate by its code; without one, the form to type it. */
  certificateCheck: (query: { readonly code?: string } = {}) => to("/certificate", query),
  // help center (issue 22): cancellation requests and other issues to support
  helpCenter: plain("/helpcenter"),
  /** 'Cancel a job' (the provider's orders) or 'cancel a seeker' (with `orderId`: that order's staff list). */
  cancelList: (query: { readonly scope: "job" | "seeker"; readonly orderId?: string }) => to("/cancellist", query),
  cancelReason: plain("/cancelreason"),
  reasonDetail: plain("/reasondetail"),
  /** In the flow: the summary to confirm. With a signed link's parts: its public summary, no login needed. */
  orderRequest: (query: { readonly requestId?: string; readonly expires?: string; readonly signature?: string } = {}) => to("/orderrequest", query),
  orderRequests: plain("/orderrequestmore"),
  orderRequestDetail: (query: { readonly requestId: string }) => to("/orderrequestmoredetail", query),
  supportMessage: plain("/others"),
  // chat (issue 24): the conversation screen (both sides), by its id, or by (job, seeker): opened there if there is none yet
  conversation: (query: { readonly conversationId: string } | { readonly jobId: string; readonly seekerId: string }) => to("/interviewInvitationChat", query),
  inbox: plain("/inbox"),
  oldInbox: plain("/oldInbox"),
  // what the chat's cards open (issue 24; the screens are the interviews' and the video interview's)
  videoInterview: (query: { readonly id: string }) => to("/videoInterview", query),
  // the seeker's video interview (issue 24): its tips (back to the interview with its id) and the page after submitting
  brocadeBag: (query: { readonly id?: string } = {}) => to("/brocadeBag", query),
  interviewComplete: (query: { readonly id: string }) => to("/interviewComplete", query),
  // wallet (issue 23): PIN settings, payout accounts, withdrawal, of the active role's wallet (a seeker's own, a provider's business's)
  walletPin: plain("/wallet/pin"),
  walletAccounts: plain("/wallet/accounts"),
  /** `withdrawalId`: that withdrawal's status (processing, success, failed with Retry). */
  walletWithdraw: (query: { readonly withdrawalId?: string } = {}) => to("/wallet/withdraw", query),
  // interview invitations (issue 24): the provider's invitation of a seeker to a job's interview, its
  // page for both sides, the reminder 5 minutes before
  invitationLetter: (query: { readonly jobId: string; readonly seekerId: string }) => to("/invitationLetter", query),
  /** `answer`: the seeker's form to open (a chat card's Decline or Ask for another time). */
  interviewInvitation: (query: { readonly id: string; readonly answer?: "decline" | "askAnotherTime" }) => to("/interviewInvitation", query),
  interviewInvitationRemind: (query: { readonly id: string }) => to("/interviewInvitationRemind", query),
  // the recruitment survey (issue 24) of a job that is closed or has a hire
  questionSurvey: (query: { readonly jobId: string }) => to("/questionSurvey", query),
  // video interviews, the provider's side (issue 24): a job's questions (sending and marking are on the applicant's page, resumeShare)
  setInterviewQuestions: (query: { readonly jobId: string }) => to("/setInterviewQuestions", query),
} as const;

/** A link someone opens from outside (a share sheet, a copied URL): absolute, with the base path. */
export const shareableUrl = (link: string, origin: string = window.location.origin): string => `${origin}${APP_BASE}${link}`;

export type HrefName = keyof typeof href;
