import type { VersionedPage } from "../../domain/platform/app-version.rules";
import type { PageLoader, RouteArea, RouteAuth, RouteDef, RouteOptions } from "./route-def";

/*
 * Every route of the app, as data. Spec section 2 routes come first, exactly as the spec writes
 * them; then the screens the spec implies but does not route (homes, account, not found).
 *
 * Decisions (the spec gives every route a keep-alive flag but not its value): list screens a user
 * returns to with their scroll and filters intact are kept alive (/inbox, /recuritment, the homes);
 * /promotion only while ?alive is present (spec). Titles are empty per spec.
 *
 * A later feature turns a placeholder into a screen by replacing the body of its page module
 * (ui/pages/<area>/<name>.page.tsx) and setting `status: "done"` here; then `npm run routes:doc`.
 */

const route = (path: string, auth: RouteAuth, area: RouteArea, load: PageLoader, options: RouteOptions = {}): RouteDef => ({
  path,
  auth,
  area,
  keepAlive: options.keepAlive ?? false,
  ...(options.keepAliveWhenQuery === undefined ? {} : { keepAliveWhenQuery: options.keepAliveWhenQuery }),
  title: options.title ?? "",
  status: options.status ?? "placeholder",
  origin: "spec",
  screen: { kind: "single", load },
});

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
  route("/login", "public", "shell-account", () => import("../screens/login/login.screen"), { status: "done" }),
  route("/sendCode", "public", "shell-account", () => import("../screens/login/send-code.screen"), { status: "done" }),
  route("/waMidPage", "public", "shell-account", () => import("../pages/shell-account/wa-mid-page.page")),
  route("/WAChangePhone", "login", "shell-account", () => import("../pages/shell-account/wa-change-phone.page")),
  route("/contact", "login", "shell-account", () => import("../pages/shell-account/contact.page")),
  route("/whatsapp", "login", "shell-account", () => import("../pages/shell-account/whatsapp.page")),
  route("/mailboxVerification", "public", "shell-account", () => import("../pages/shell-account/mailbox-verification.page")),
  route("/mailboxVerificationView", "public", "shell-account", () => import("../pages/shell-account/mailbox-verification-view.page")),
  route("/emailResult", "public", "shell-account", () => import("../pages/shell-account/email-result.page")),
  route("/emailShare", "public", "shell-account", () => import("../pages/shell-account/email-share.page")),
  route("/deleteAccount", "public", "shell-account", () => import("../pages/shell-account/delete-account.page")),
  route("/appeal", "unspecified", "shell-account", () => import("../pages/shell-account/appeal.page")),
  // static-help
  route("/aboutus", "public", "static-help", () => import("../pages/static-help/aboutus.page")),
  route("/privacypolicy", "unspecified", "static-help", () => import("../pages/static-help/privacypolicy.page")),
  route("/thermsservice", "unspecified", "static-help", () => import("../pages/static-help/thermsservice.page")),
  route("/termsConditions", "login", "static-help", () => import("../pages/static-help/terms-conditions.page")),
  route("/clausecom", "public", "static-help", () => import("../pages/static-help/clausecom.page")),
  route("/clockterms", "login", "static-help", () => import("../pages/static-help/clockterms.page")),
  route("/faqyee", "unspecified", "static-help", () => import("../pages/static-help/faq.page")),
  route("/faqyer", "unspecified", "static-help", () => import("../pages/static-help/faq.page")),
  route("/customerservice", "public", "static-help", () => import("../pages/static-help/customerservice.page")),
  route("/nametips", "public", "static-help", () => import("../pages/static-help/nametips.page")),
  route("/healthtips", "public", "static-help", () => import("../pages/static-help/healthtips.page")),
  route("/news", "public", "static-help", () => import("../pages/static-help/news.page")),
  route("/brocadeBag", "login", "static-help", () => import("../pages/static-help/brocade-bag.page")),
  route("/recordingTips", "login", "static-help", () => import("../pages/static-help/recording-tips.page"), { status: "done" }),
  route("/recordingTips_s42", "login", "static-help", () => import("../pages/static-help/recording-tips-s42.page"), { status: "done" }),
  route("/recordGuidelines", "login", "static-help", () => import("../pages/static-help/record-guidelines.page"), { status: "done" }),
  // provider-business
  route("/createcompany", "login", "provider-business", () => import("../pages/provider-business/createcompany.page"), { status: "done" }),
  route("/verifycompany", "login", "provider-business", () => import("../pages/provider-business/verifycompany.page"), { status: "done" }),
  route("/editcompanynew", "login", "provider-business", () => import("../pages/provider-business/editcompanynew.page"), { status: "done" }),
  route("/inputcommoncompany", "login", "provider-business", () => import("../pages/provider-business/inputcommoncompany.page"), { status: "done" }),
  route("/editperinfo", "login", "provider-business", () => import("../pages/provider-business/editperinfo.page"), { status: "done" }),
  route("/JPPersonInfo", "login", "provider-business", () => import("../pages/provider-business/jp-person-info.page"), { status: "done" }),
  route("/JPPersonInfoSuccess", "login", "provider-business", () => import("../pages/provider-business/jp-person-info-success.page"), { status: "done" }),
  route("/jobProviderContact", "login", "provider-business", () => import("../pages/provider-business/job-provider-contact.page"), { status: "done" }),
  route("/JPSettingPush", "login", "provider-business", () => import("../pages/provider-business/jp-setting-push.page")),
  // provider-jobs
  versioned("/jobPosting", "login", "provider-jobs", "jobPosting", {
    new: () => import("../pages/provider-jobs/job-posting-new.page"),
    old: () => import("../pages/provider-jobs/job-posting-old.page"),
  }, { status: "done" }),
  route("/jobPosted", "login", "provider-jobs", () => import("../pages/provider-jobs/job-posted.page"), { status: "done" }),
  route("/jobDerated", "login", "provider-jobs", () => import("../pages/provider-jobs/job-derated.page"), { status: "done" }),
  route("/recuritment", "login", "provider-jobs", () => import("../pages/provider-jobs/recuritment.page"), { keepAlive: true, status: "done" }),
  route("/jobDetailShare", "public", "provider-jobs", () => import("../pages/provider-jobs/job-detail-share.page"), { status: "done" }),
  route("/jobJPDetailsShare", "public", "provider-jobs", () => import("../pages/provider-jobs/job-jp-details-share.page"), { status: "done" }),
  route("/jobtimedetailsshare", "public", "provider-jobs", () => import("../pages/provider-jobs/jobtimedetailsshare.page"), { status: "done" }),
  route("/setInterviewQuestions", "login", "provider-jobs", () => import("../pages/provider-jobs/set-interview-questions.page")),
  route("/invitationLetter", "login", "provider-jobs", () => import("../pages/provider-jobs/invitation-letter.page")),
  route("/questionSurvey", "login", "provider-jobs", () => import("../pages/provider-jobs/question-survey.page")),
  // seeker-profile
  route("/JSPersonInfo", "login", "seeker-profile", () => import("../pages/seeker-profile/js-person-info.page"), { status: "done" }),
  route("/JSPortraitInfo", "login", "seeker-profile", () => import("../pages/seeker-profile/js-portrait-info.page"), { status: "done" }),
  versioned("/JSWorkExperience", "login", "seeker-profile", "JSWorkExperience", {
    new: () => import("../pages/seeker-profile/js-work-experience-new.page"),
    old: () => import("../pages/seeker-profile/js-work-experience-old.page"),
  }, { status: "done" }),
  route("/educational", "login", "seeker-profile", () => import("../pages/seeker-profile/educational.page"), { status: "done" }),
  versioned("/occupation", "login", "seeker-profile", "occupation", {
    new: () => import("../pages/seeker-profile/occupation-new.page"),
    old: () => import("../pages/seeker-profile/occupation-old.page"),
  }, { status: "done" }),
  route("/newExperience", "login", "seeker-profile", () => import("../pages/seeker-profile/new-experience.page"), { status: "done" }),
  route("/applyIntercep", "login", "seeker-profile", () => import("../pages/seeker-profile/apply-intercep.page"), { status: "done" }),
  route("/applyWorkExperience", "login", "seeker-profile", () => import("../pages/seeker-profile/apply-work-experience.page"), { status: "done" }),
  route("/applyProfessionalSkill", "login", "seeker-profile", () => import("../pages/seeker-profile/apply-professional-skill.page"), { status: "done" }),
  route("/applyAvatar", "login", "seeker-profile", () => import("../pages/seeker-profile/apply-avatar.page"), { status: "done" }),
  route("/applyHeightWeight", "login", "seeker-profile", () => import("../pages/seeker-profile/apply-height-weight.page"), { status: "done" }),
  route("/applyVideoProfile", "login", "seeker-profile", () => import("../pages/seeker-profile/apply-video-profile.page"), { status: "done" }),
  route("/videoEntry", "login", "seeker-profile", () => import("../pages/seeker-profile/video-entry.page"), { status: "done" }),
  route("/videoShare", "public", "seeker-profile", () => import("../pages/seeker-profile/video-share.page"), { status: "done" }),
  route("/resumeshare", "public", "seeker-profile", () => import("../pages/seeker-profile/resumeshare.page"), { status: "done" }),
  route("/resumepdf", "public", "seeker-profile", () => import("../pages/seeker-profile/resumepdf.page"), { status: "done" }),
  route("/resumepdfphone", "public", "seeker-profile", () => import("../pages/seeker-profile/resumepdfphone.page"), { status: "done" }),
  route("/resumepdfbadge", "public", "seeker-profile", () => import("../pages/seeker-profile/resumepdfbadge.page"), { status: "done" }),
  route("/JSMita", "login", "seeker-profile", () => import("../pages/seeker-profile/js-mita.page"), { status: "done" }),
  route("/jsDailyPush", "login", "seeker-profile", () => import("../pages/seeker-profile/js-daily-push.page"), { status: "done" }),
  // interviews-messages
  route("/interviewInvitation", "login", "interviews-messages", () => import("../pages/interviews-messages/interview-invitation.page")),
  route("/interviewInvitationChat", "login", "interviews-messages", () => import("../pages/interviews-messages/interview-invitation-chat.page")),
  route("/interviewInvitationRemind", "login", "interviews-messages", () => import("../pages/interviews-messages/interview-invitation-remind.page")),
  versioned("/videoInterview", "login", "interviews-messages", "videoInterview", {
    new: () => import("../pages/interviews-messages/video-interview-new.page"),
    old: () => import("../pages/interviews-messages/video-interview-old.page"),
  }),
  route("/interviewComplete", "login", "interviews-messages", () => import("../pages/interviews-messages/interview-complete.page")),
  route("/inbox", "login", "interviews-messages", () => import("../pages/interviews-messages/inbox.page"), { keepAlive: true }),
  route("/oldInbox", "login", "interviews-messages", () => import("../pages/interviews-messages/old-inbox.page")),
  route("/mail", "login", "interviews-messages", () => import("../pages/interviews-messages/mail.page")),
  // work-orders
  route("/helpcenter", "login", "work-orders", () => import("../pages/work-orders/helpcenter.page")),
  route("/cancellist", "login", "work-orders", () => import("../pages/work-orders/cancellist.page")),
  route("/cancelreason", "login", "work-orders", () => import("../pages/work-orders/cancelreason.page")),
  route("/reasondetail", "login", "work-orders", () => import("../pages/work-orders/reasondetail.page")),
  route("/others", "login", "work-orders", () => import("../pages/work-orders/others.page")),
  route("/orderrequest", "public", "work-orders", () => import("../pages/work-orders/orderrequest.page")),
  route("/orderrequestmore", "login", "work-orders", () => import("../pages/work-orders/orderrequestmore.page")),
  route("/orderrequestmoredetail", "login", "work-orders", () => import("../pages/work-orders/orderrequestmoredetail.page")),
  // money-benefits
  route("/paymentpage", "public", "money-benefits", () => import("../pages/money-benefits/paymentpage.page")),
  route("/paymentpdf", "public", "money-benefits", () => import("../pages/money-benefits/paymentpdf.page")),
  route("/paymentbatchpdf", "public", "money-benefits", () => import("../pages/money-benefits/paymentbatchpdf.page")),
  route("/bound", "public", "money-benefits", () => import("../pages/money-benefits/bound.page")),
  route("/benefitH5/benefitCenter", "login", "money-benefits", () => import("../pages/money-benefits/benefit-h5-benefit-center.page")),
  route("/benefitH5/packagePlans", "login", "money-benefits", () => import("../pages/money-benefits/benefit-h5-package-plans.page")),
  route("/benefitH5/packageChoice", "login", "money-benefits", () => import("../pages/money-benefits/benefit-h5-package-choice.page")),
  // growth
  route("/promotion", "login", "growth", () => import("../pages/growth/promotion.page"), { keepAlive: true, keepAliveWhenQuery: "alive" }),
  route("/getReward", "login", "growth", () => import("../pages/growth/get-reward.page")),
  route("/personalityTest", "login", "growth", () => import("../pages/growth/personality-test.page")),
  route("/personalityQuestion", "login", "growth", () => import("../pages/growth/personality-question.page")),
  route("/personalityResult", "login", "growth", () => import("../pages/growth/personality-result.page")),
  route("/lesson", "public", "growth", () => import("../pages/growth/lesson.page")),
  // ours: screens the spec implies
  { ...ours("/", "public", () => Promise.reject(new Error("redirect only")), { status: "done" }), screen: { kind: "redirect" } },
  ours("/seeker", "login", () => import("../screens/home/seeker-jobs.screen"), { keepAlive: true, status: "done" }),
  ours("/seeker/activity", "login", () => import("../screens/home/seeker-activity.screen"), { status: "done" }),
  ours("/seeker/me", "login", () => import("../screens/account/seeker-me.screen"), { status: "done" }),
  ours("/seeker/transactions", "login", () => import("../screens/home/seeker-transactions.screen")),
  // Decision: a seeker's job detail and a job's applicants take ?jobId= (like the spec's share pages).
  ours("/seeker/job", "login", () => import("../screens/seeker/seeker-job.screen"), { status: "done" }),
  ours("/provider/applicants", "login", () => import("../screens/seeker/job-applicants.screen"), { status: "done" }),
  ours("/provider", "login", () => import("../screens/home/provider-jobs.screen"), { keepAlive: true, status: "done" }),
  ours("/provider/messages", "login", () => import("../screens/home/provider-messages.screen")),
  ours("/provider/account", "login", () => import("../screens/account/provider-account.screen"), { status: "done" }),
  ours("/account/role", "login", () => import("../screens/account/account.screen"), { status: "done" }),
  ours("*", "public", () => import("../screens/not-found/not-found.screen"), { status: "done" }),
];

/** Whether this visit of the route keeps its page alive when the user navigates away. */
export const shouldKeepAlive = (def: RouteDef, search: URLSearchParams): boolean =>
  def.keepAlive && (def.keepAliveWhenQuery === undefined || search.has(def.keepAliveWhenQuery));
