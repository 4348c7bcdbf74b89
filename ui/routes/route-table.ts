import type { VersionedPage } from "../../domain/platform/app-version.rules";
import type { RoleId } from "../../domain/identity/session.schema";
import type { PageLoader, PlannedOptions, PrefetchLoader, RouteArea, RouteAuth, RouteDef, RouteOptions } from "./route-def";

/*
 * Every route of the app, as data. Spec section 2 routes come first, exactly as the spec writes
 * them; then the screens the spec implies but does not route (homes, account, not found).
 *
 * Decisions (the spec gives every route a keep-alive flag but not its value): list screens a user
 * returns to with their scroll and filters intact are kept alive (/inbox, /recuritment, the homes);
 * /promotion only while ?alive is present (spec). Titles are empty per spec.
 *
 * Placeholders are entries, not files: `planned(...)` routes show the one placeholder page. A
 * feature turns one into a screen by giving it a route module in `ui/features/<area>/` and
 * `status: "done"` here; then `npm run routes:doc`.
 */

/** Logged-in routes of a side's areas belong to that role (a seeker opening /createcompany is told so). */
const ROLE_OF_AREA: Partial<Record<RouteArea, RoleId>> = { "provider-business": "provider", "provider-jobs": "provider", "seeker-profile": "seeker" };
const roleField = (auth: RouteAuth, area: RouteArea, options: RouteOptions): { readonly role?: RoleId } => {
  const role = options.role ?? (auth === "login" ? ROLE_OF_AREA[area] : undefined);
  return role === undefined ? {} : { role };
};

const route = (path: string, auth: RouteAuth, area: RouteArea, load: PageLoader, options: RouteOptions = {}): RouteDef => ({
  path,
  auth,
  area,
  ...roleField(auth, area, options),
  keepAlive: options.keepAlive ?? false,
  ...(options.keepAliveWhenQuery === undefined ? {} : { keepAliveWhenQuery: options.keepAliveWhenQuery }),
  title: options.title ?? "",
  status: options.status ?? "placeholder",
  origin: "spec",
  screen: { kind: "single", load },
  ...(options.preload === undefined ? {} : { preload: options.preload }),
  ...(options.prefetch === undefined ? {} : { prefetch: options.prefetch }),
});

/** The provider home's first read (/provider, and /recuritment, the same screen). */
const prefetchProviderHome: PrefetchLoader = () => import("../features/provider-jobs/provider-home.prefetch");

/** The one page every planned route shows until its feature lands. */
const loadPlaceholder: PageLoader = () => import("../app/placeholder.page");

const planned = (path: string, auth: RouteAuth, area: RouteArea, options: RouteOptions & PlannedOptions = {}): RouteDef => {
  const { heading, tabs, ...rest } = options;
  const placeholder = { ...(heading === undefined ? {} : { heading }), ...(tabs === undefined ? {} : { tabs }) };
  return { ...route(path, auth, area, loadPlaceholder, rest), placeholder };
};

const versioned = (
  path: string,
  auth: RouteAuth,
  area: RouteArea,
  page: VersionedPage,
  loaders: { readonly new: PageLoader; readonly old: PageLoader },
  options: RouteOptions = {},
): RouteDef => ({ ...route(path, auth, area, loaders.new, options), screen: { kind: "versioned", page, ...loaders } });

const ours = (path: string, auth: RouteAuth, load: PageLoader, options: RouteOptions = {}): RouteDef => ({
  ...route(path, auth, "home", load, options),
  origin: "ours",
});

export const ROUTES: readonly RouteDef[] = [
  // shell-account
  route("/login", "public", "shell-account", () => import("../features/auth/login.page"), { status: "done", preload: true }),
  route("/sendCode", "public", "shell-account", () => import("../features/auth/send-code.page"), { status: "done" }),
  planned("/waMidPage", "public", "shell-account"),
  planned("/WAChangePhone", "login", "shell-account"),
  planned("/contact", "login", "shell-account"),
  planned("/whatsapp", "login", "shell-account"),
  planned("/mailboxVerification", "public", "shell-account"),
  planned("/mailboxVerificationView", "public", "shell-account"),
  planned("/emailResult", "public", "shell-account"),
  planned("/emailShare", "public", "shell-account"),
  planned("/deleteAccount", "public", "shell-account"),
  planned("/appeal", "unspecified", "shell-account"),
  // static-help
  planned("/aboutus", "public", "static-help"),
  planned("/privacypolicy", "unspecified", "static-help"),
  planned("/thermsservice", "unspecified", "static-help"),
  planned("/termsConditions", "login", "static-help"),
  planned("/clausecom", "public", "static-help"),
  planned("/clockterms", "login", "static-help"),
  planned("/faqyee", "unspecified", "static-help", { heading: "placeholder.faq" }),
  planned("/faqyer", "unspecified", "static-help", { heading: "placeholder.faq" }),
  planned("/customerservice", "public", "static-help"),
  planned("/nametips", "public", "static-help"),
  planned("/healthtips", "public", "static-help"),
  planned("/news", "public", "static-help"),
  planned("/brocadeBag", "login", "static-help"),
  route("/recordingTips", "login", "static-help", () => import("../features/help/recording-tips.page"), { status: "done" }),
  route("/recordingTips_s42", "login", "static-help", () => import("../features/help/recording-tips-s42.page"), { status: "done" }),
  route("/recordGuidelines", "login", "static-help", () => import("../features/help/record-guidelines.page"), { status: "done" }),
  // provider-business
  route("/createcompany", "login", "provider-business", () => import("../features/provider-business/createcompany.page"), { status: "done" }),
  route("/verifycompany", "login", "provider-business", () => import("../features/provider-business/verifycompany.page"), { status: "done" }),
  route("/editcompanynew", "login", "provider-business", () => import("../features/provider-business/editcompanynew.page"), { status: "done" }),
  route("/inputcommoncompany", "login", "provider-business", () => import("../features/provider-business/inputcommoncompany.page"), { status: "done" }),
  route("/editperinfo", "login", "provider-business", () => import("../features/provider-business/editperinfo.page"), { status: "done" }),
  route("/JPPersonInfo", "login", "provider-business", () => import("../features/provider-business/jp-person-info.page"), { status: "done" }),
  route("/JPPersonInfoSuccess", "login", "provider-business", () => import("../features/provider-business/jp-person-info-success.page"), { status: "done" }),
  route("/jobProviderContact", "login", "provider-business", () => import("../features/provider-business/job-provider-contact.page"), { status: "done" }),
  planned("/JPSettingPush", "login", "provider-business"),
  // provider-jobs
  versioned("/jobPosting", "login", "provider-jobs", "jobPosting", {
    new: () => import("../features/provider-jobs/job-posting-new.page"),
    old: () => import("../features/provider-jobs/job-posting-old.page"),
  }, { status: "done" }),
  route("/jobPosted", "login", "provider-jobs", () => import("../features/provider-jobs/job-posted.page"), { status: "done" }),
  route("/jobDerated", "login", "provider-jobs", () => import("../features/provider-jobs/job-derated.page"), { status: "done" }),
  // The provider's jobs by status, the same screen as the provider home. Decision: applicants per
  // job, the talent pool and smart invitations belong to the recruitment features that come later.
  route("/recuritment", "login", "provider-jobs", () => import("../features/provider-jobs/provider-jobs.page"), { role: "provider", keepAlive: true, status: "done", preload: true, prefetch: prefetchProviderHome }),
  route("/jobDetailShare", "public", "provider-jobs", () => import("../features/provider-jobs/job-detail-share.page"), { status: "done" }),
  route("/jobJPDetailsShare", "public", "provider-jobs", () => import("../features/provider-jobs/job-jp-details-share.page"), { status: "done" }),
  route("/jobtimedetailsshare", "public", "provider-jobs", () => import("../features/provider-jobs/jobtimedetailsshare.page"), { status: "done" }),
  planned("/setInterviewQuestions", "login", "provider-jobs"),
  planned("/invitationLetter", "login", "provider-jobs"),
  planned("/questionSurvey", "login", "provider-jobs"),
  // seeker-profile
  route("/JSPersonInfo", "login", "seeker-profile", () => import("../features/seeker-profile/js-person-info.page"), { status: "done" }),
  route("/JSPortraitInfo", "login", "seeker-profile", () => import("../features/seeker-profile/js-portrait-info.page"), { status: "done" }),
  versioned("/JSWorkExperience", "login", "seeker-profile", "JSWorkExperience", {
    new: () => import("../features/seeker-profile/js-work-experience-new.page"),
    old: () => import("../features/seeker-profile/js-work-experience-old.page"),
  }, { status: "done" }),
  route("/educational", "login", "seeker-profile", () => import("../features/seeker-profile/educational.page"), { status: "done" }),
  versioned("/occupation", "login", "seeker-profile", "occupation", {
    new: () => import("../features/seeker-profile/occupation-new.page"),
    old: () => import("../features/seeker-profile/occupation-old.page"),
  }, { status: "done" }),
  // The same form as the apply step; without a job it returns to /JSWorkExperience.
  route("/newExperience", "login", "seeker-profile", () => import("../features/seeker-profile/apply-work-experience.page"), { status: "done" }),
  route("/applyIntercep", "login", "seeker-profile", () => import("../features/applying/apply-intercep.page"), { status: "done" }),
  route("/applyWorkExperience", "login", "seeker-profile", () => import("../features/seeker-profile/apply-work-experience.page"), { status: "done" }),
  route("/applyProfessionalSkill", "login", "seeker-profile", () => import("../features/seeker-profile/apply-professional-skill.page"), { status: "done" }),
  route("/applyAvatar", "login", "seeker-profile", () => import("../features/seeker-profile/apply-avatar.page"), { status: "done" }),
  route("/applyHeightWeight", "login", "seeker-profile", () => import("../features/seeker-profile/apply-height-weight.page"), { status: "done" }),
  // The intro video as an apply step: the same page as /videoEntry.
  route("/applyVideoProfile", "login", "seeker-profile", () => import("../features/seeker-profile/video-entry.page"), { status: "done" }),
  route("/videoEntry", "login", "seeker-profile", () => import("../features/seeker-profile/video-entry.page"), { status: "done" }),
  route("/videoShare", "public", "seeker-profile", () => import("../features/seeker-profile/video-share.page"), { status: "done" }),
  route("/resumeshare", "public", "seeker-profile", () => import("../features/seeker-profile/resumeshare.page"), { status: "done" }),
  route("/resumepdf", "public", "seeker-profile", () => import("../features/seeker-profile/resumepdf.page"), { status: "done" }),
  route("/resumepdfphone", "public", "seeker-profile", () => import("../features/seeker-profile/resumepdfphone.page"), { status: "done" }),
  route("/resumepdfbadge", "public", "seeker-profile", () => import("../features/seeker-profile/resumepdfbadge.page"), { status: "done" }),
  route("/JSMita", "login", "seeker-profile", () => import("../features/seeker-profile/js-mita.page"), { status: "done" }),
  route("/jsDailyPush", "login", "seeker-profile", () => import("../features/job-search/js-daily-push.page"), { status: "done" }),
  // interviews-messages
  planned("/interviewInvitation", "login", "interviews-messages"),
  planned("/interviewInvitationChat", "login", "interviews-messages"),
  planned("/interviewInvitationRemind", "login", "interviews-messages"),
  versioned("/videoInterview", "login", "interviews-messages", "videoInterview", {
    new: loadPlaceholder,
    old: loadPlaceholder,
  }),
  planned("/interviewComplete", "login", "interviews-messages"),
  planned("/inbox", "login", "interviews-messages", { keepAlive: true }),
  planned("/oldInbox", "login", "interviews-messages"),
  planned("/mail", "login", "interviews-messages"),
  // work-orders
  planned("/helpcenter", "login", "work-orders"),
  planned("/cancellist", "login", "work-orders"),
  planned("/cancelreason", "login", "work-orders"),
  planned("/reasondetail", "login", "work-orders"),
  planned("/others", "login", "work-orders"),
  planned("/orderrequest", "public", "work-orders"),
  planned("/orderrequestmore", "login", "work-orders"),
  planned("/orderrequestmoredetail", "login", "work-orders"),
  // money-benefits
  // Public per spec: without a session they ask to log in and come back (the payments are the provider's).
  route("/paymentpage", "public", "money-benefits", () => import("../features/payments/payment.page"), { status: "done" }),
  route("/paymentpdf", "public", "money-benefits", () => import("../features/payments/payment-pdf.page"), { status: "done" }),
  route("/paymentbatchpdf", "public", "money-benefits", () => import("../features/payments/payment-batch-pdf.page"), { status: "done" }),
  route("/bound", "public", "money-benefits", () => import("../features/payments/bound.page"), { status: "done" }),
  planned("/benefitH5/benefitCenter", "login", "money-benefits"),
  planned("/benefitH5/packagePlans", "login", "money-benefits"),
  planned("/benefitH5/packageChoice", "login", "money-benefits"),
  // growth
  planned("/promotion", "login", "growth", { keepAlive: true, keepAliveWhenQuery: "alive" }),
  planned("/getReward", "login", "growth"),
  planned("/personalityTest", "login", "growth"),
  planned("/personalityQuestion", "login", "growth"),
  planned("/personalityResult", "login", "growth"),
  planned("/lesson", "public", "growth"),
  // ours: screens the spec implies
  { ...ours("/", "public", () => Promise.reject(new Error("redirect only")), { status: "done" }), screen: { kind: "redirect" } },
  ours("/seeker", "login", () => import("../features/job-search/seeker-jobs.page"), {
    role: "seeker",
    keepAlive: true,
    status: "done",
    preload: true,
    prefetch: () => import("../features/job-search/seeker-jobs.prefetch"),
  }),
  ours("/seeker/activity", "login", () => import("../features/applying/seeker-activity.page"), { role: "seeker", status: "done", preload: true }),
  ours("/seeker/me", "login", () => import("../features/seeker-profile/seeker-me.page"), { role: "seeker", status: "done", preload: true }),
  { ...planned("/seeker/transactions", "login", "home", { role: "seeker", heading: "seeker.tab.transactions", tabs: "seeker" }), origin: "ours" },
  // Decision: a seeker's job detail and a job's applicants take ?jobId= (like the spec's share pages).
  ours("/seeker/job", "login", () => import("../features/job-search/seeker-job.page"), {
    role: "seeker",
    status: "done",
    preload: true,
    prefetch: () => import("../features/job-search/seeker-job.prefetch"),
  }),
  ours("/provider/applicants", "login", () => import("../features/provider-jobs/job-applicants.page"), { role: "provider", status: "done" }),
  // Offers (issue 14): the form takes ?jobId=&seekerId=, the details ?offerId=.
  ours("/provider/offer", "login", () => import("../features/offers/offer-form.page"), { role: "provider", status: "done" }),
  ours("/provider/offerDetail", "login", () => import("../features/offers/provider-offer.page"), { role: "provider", status: "done" }),
  ours("/seeker/offer", "login", () => import("../features/offers/seeker-offer.page"), { role: "seeker", status: "done" }),
  ours("/provider", "login", () => import("../features/provider-jobs/provider-jobs.page"), { role: "provider", keepAlive: true, status: "done", preload: true, prefetch: prefetchProviderHome }),
  { ...planned("/provider/messages", "login", "home", { role: "provider", heading: "provider.tab.messages", tabs: "provider" }), origin: "ours" },
  ours("/provider/account", "login", () => import("../features/provider-business/provider-account.page"), { role: "provider", status: "done", preload: true }),
  ours("/account/role", "login", () => import("../features/account/account-role.page"), { status: "done" }),
  ours("*", "public", () => import("../app/not-found.page"), { status: "done" }),
];

/** Whether this visit of the route keeps its page alive when the user navigates away. */
export const shouldKeepAlive = (def: RouteDef, search: URLSearchParams): boolean =>
  def.keepAlive && (def.keepAliveWhenQuery === undefined || search.has(def.keepAliveWhenQuery));
