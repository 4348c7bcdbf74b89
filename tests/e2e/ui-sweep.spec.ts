import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { BROWSER_TOAST_EVENT } from "../../application/ports/native-bridge.port";
import { MANIFEST_ROUTES } from "../../manifests";
import { isScreen } from "../../manifests/manifest";
import { a11yViolations } from "../support/a11y";
import { coveredByToast, DEMO_ACCOUNTS, endSessionOnServer, setLanguageCookie, signIn } from "../support/e2e-helpers";
import { arrange, newParties, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";
import { seekerWithPaidDay, withPinAndAccount } from "../support/wallet-e2e";
import { foreignTexts, inspectScreen, showSkippedContent, type ForeignTexts, type SweepLanguage } from "../support/ui-sweep";

/**
 * The UI sweep (issue 11): every screen marked done in the route table, the homes and their tabs,
 * logged in with the right role, in Indonesian and English, at 360x640 and 412x915. Each screen is
 * opened once per language and looked at in both widths; the checks (tests/support/ui-sweep.ts) and
 * axe's serious and critical rules list what is wrong, and a screenshot of each screen and width
 * lands in test-results/screens/sweep/ for a person to leaf through. docs/ui.md has the rules.
 *
 * Read-only: it opens screens and taps tabs, never submits, so it can run beside the journeys. The
 * offer and payment screens need data the seed has not: those groups make their own first (new
 * accounts, through the back office's provider states), never touching anyone else's.
 */

interface Screen {
  /** Short name for the report and the screenshot file. */
  readonly name: string;
  /** Below /app, with the seeded ids the screen needs, or `{name}` for an id the group's `arrange` made. */
  readonly path: string;
  /** What to do once the screen has settled (open a tab, a sheet), before looking. */
  readonly then?: (page: Page) => Promise<void>;
  /** Opens the screen another way than page.goto (router state). */
  readonly open?: (page: Page) => Promise<void>;
}

/** Data a group makes for itself (nothing in the seed has it): whom to log in as, and the ids its paths name. */
interface Arranged {
  readonly phone: string;
  readonly ids: Readonly<Record<string, string>>;
}

interface Group {
  readonly name: string;
  /** Logged in as this demo account; null for the public screens (or for the account `arrange` makes). */
  readonly as: keyof typeof DEMO_ACCOUNTS | null;
  /** Data of its own made through the back office before the screens (each run, each language: new phones). */
  readonly arrange?: (request: APIRequestContext) => Promise<Arranged>;
  readonly screens: readonly Screen[];
}

const JOB_OF_TOKO = "j-1201"; // open, full time, Beji: what seekers see
const JOB_WITH_APPLICANT = "j-1001"; // Bu Tini's open job with Siti's application
const CLOSED_JOB = "j-1004"; // Bu Tini's closed job
const SITI = DEMO_ACCOUNTS.seeker.userId;

const tab = (index: number) => async (page: Page) => {
  await page.getByRole("tab").nth(index).click();
};

/** Types amounts into the screen's money fields (inputmode numeric after an "Rp" prefix), in order. */
const fillMoney = (amounts: readonly string[]) => async (page: Page) => {
  const fields = page.locator(".ds-field--money input");
  for (const [i, amount] of amounts.entries()) await fields.nth(i).fill(amount);
};

/** /sendCode as the login hands it over: the router state of a code just sent by WhatsApp. */
const openSendCode = async (page: Page) => {
  await page.goto("/app/login");
  await page.evaluate(() => {
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    const flow = { phone: "812-0000-0001", purpose: "login", sent: { channel: "whatsapp", resendAt: inMinutes(1), expiresAt: inMinutes(5), whatsappFailed: false } };
    history.replaceState({ usr: flow, key: "sweep", idx: 0 }, "", "/app/sendCode");
  });
  await page.reload();
};

/** Ends the session on the server (the app still holds its token), then opens `path`. */
const endSessionThenOpen = (path: string) => async (page: Page) => {
  await endSessionOnServer(page);
  await page.goto(`/app${path}`);
};

/** Clicks the home tab named `name` (in either language). */
const tabNamed = (name: RegExp) => async (page: Page) => {
  await page.getByRole("tab", { name }).click();
};

/**
 * Offers and payments (issue 14) of one provider: a paid offer paid twice (credit), one waiting
 * for its virtual-account payment, one whose payment failed, and a job whose applicant has no offer.
 */
const arrangeProviderOffers = async (request: APIRequestContext): Promise<Arranged> => {
  const { provider, seeker } = newParties();
  const paid = await arrange(request, PROVIDER_STATE.paymentSucceeded, { provider, seeker, paidTwice: true });
  const pending = await arrange(request, PROVIDER_STATE.offerAwaitingPayment, { provider, seeker });
  const failed = await arrange(request, PROVIDER_STATE.offerPaymentFailed, { provider, seeker, cause: "insufficientBalance" });
  const fresh = await arrange(request, PROVIDER_STATE.jobHasApplicant, { provider, seeker });
  const othersPayment = await arrange(request, PROVIDER_STATE.paymentSucceeded, newParties());
  return {
    phone: provider,
    ids: {
      paidJob: paid.jobId,
      paidOffer: paid.offerId ?? "",
      paid: paid.paymentId ?? "",
      pending: pending.paymentId ?? "",
      failed: failed.paymentId ?? "",
      freshJob: fresh.jobId,
      seeker: fresh.seekerId,
      othersPayment: othersPayment.paymentId ?? "",
    },
  };
};

/** The seeker's side: an offer waiting for her answer, one below the job's posted salary (issue 19), one that expired unanswered. */
const arrangeSeekerOffers = async (request: APIRequestContext): Promise<Arranged> => {
  const { provider, seeker } = newParties();
  const sent = await arrange(request, PROVIDER_STATE.offerSent, { provider, seeker });
  const expired = await arrange(request, PROVIDER_STATE.offerExpired, { provider, seeker });
  const below = await arrange(request, PROVIDER_STATE.offerSent, { provider, seeker, dailyWage: 230_000 });
  return { phone: seeker, ids: { sent: sent.offerId ?? "", expired: expired.offerId ?? "", below: below.offerId ?? "" } };
};

/** Work (issue 22), the seeker's side: hired for three days from today, day 1 clocked and declined (she may ask to reconfirm). */
const arrangeSeekerWork = async (request: APIRequestContext): Promise<Arranged> => {
  const { provider, seeker } = newParties();
  const hired = (await arrange(request, PROVIDER_STATE.hiredStartedToday, { provider, seeker, day1: "declined" })) as unknown as { readonly orderId: string };
  return { phone: seeker, ids: { order: hired.orderId } };
};

/**
 * Completion and ratings (issue 22), both sides: one seeker with a hire that ended (ready to
 * finish), one finished and rated by her, one whose day waits for support; the provider of a
 * finished hire, to rate its seeker.
 */
const idOfState = (values: object, name: string): string => String((values as Record<string, unknown>)[name] ?? "");
const arrangeSeekerCompletion = async (request: APIRequestContext): Promise<Arranged> => {
  const { seeker } = newParties();
  const ended = await arrange(request, PROVIDER_STATE.hireEnded, { provider: newParties().provider, seeker });
  const waiting = await arrange(request, PROVIDER_STATE.hiredStartedToday, { provider: newParties().provider, seeker, day1: "waitingReconfirm" });
  return { phone: seeker, ids: { ended: idOfState(ended, "orderId"), waiting: idOfState(waiting, "orderId") } };
};
/** Another seeker's finished hire she has rated (one ended hire per seeker: the state's days are fixed). */
const arrangeSeekerRated = async (request: APIRequestContext): Promise<Arranged> => {
  const { provider, seeker } = newParties();
  const rated = await arrange(request, PROVIDER_STATE.hireEnded, { provider, seeker, stage: "ratedBySeeker" });
  return { phone: seeker, ids: { rated: idOfState(rated, "orderId") } };
};
/** A finished hire the business rated: its seeker's work certificate and the public check of its code. */
const arrangeSeekerCertificate = async (request: APIRequestContext): Promise<Arranged> => {
  const { provider, seeker } = newParties();
  const rated = await arrange(request, PROVIDER_STATE.hireEnded, { provider, seeker, stage: "ratedByProvider" });
  return { phone: seeker, ids: { hire: idOfState(rated, "hireId"), code: idOfState(rated, "certificateCode") } };
};
const arrangeProviderCompletion = async (request: APIRequestContext): Promise<Arranged> => {
  const { provider, seeker } = newParties();
  const done = await arrange(request, PROVIDER_STATE.hireEnded, { provider, seeker, stage: "completed" });
  return { phone: provider, ids: { done: idOfState(done, "orderId"), hire: idOfState(done, "hireId") } };
};

/**
 * Work (issue 22), the provider's side: one provider with two orders started today, one whose
 * first day waits for her answer (clocked in and out at the place), one whose first day she
 * declined and the seeker asked support to check again.
 */
const arrangeProviderWork = async (request: APIRequestContext): Promise<Arranged> => {
  const { provider, seeker } = newParties();
  const waiting = await arrange(request, PROVIDER_STATE.hiredStartedToday, { provider, seeker, day1: "awaitingConfirmation" });
  const disputed = await arrange(request, PROVIDER_STATE.hiredStartedToday, { provider, seeker: newParties().seeker, day1: "waitingReconfirm" });
  const idOf = (values: object, name: string): string => String((values as Record<string, unknown>)[name] ?? "");
  return { phone: provider, ids: { waiting: idOf(waiting, "orderId"), disputed: idOf(disputed, "orderId"), waitingJob: waiting.jobId } };
};

/** The help center's provider (issue 22): an order that started with day 1 paid, and one with a day waiting to be reconfirmed. */
const arrangeHelpCenter = async (request: APIRequestContext): Promise<Arranged> => {
  const { provider, seeker } = newParties();
  const started = await arrange(request, PROVIDER_STATE.hiredStartedToday, { provider, seeker, day1: "confirmed" });
  await arrange(request, PROVIDER_STATE.hiredStartedToday, { provider, seeker: newParties().seeker, day1: "waitingReconfirm" });
  const asked = await arrange(request, PROVIDER_STATE.cancellationRequested, { provider, seeker: newParties().seeker, scope: "seeker" });
  const idOf = (values: object, name: string): string => String((values as Record<string, unknown>)[name] ?? "");
  return { phone: provider, ids: { order: idOf(started, "orderId"), request: idOf(asked, "requestId") } };
};

/** /cancellist's first order picked, 'Others' chosen and Next with no text: the field's message. */
const othersEmpty = async (page: Page) => {
  await page.locator("button.hc-row--pick").first().click();
  await page.getByLabel(/^(Others|Lainnya)$/).check();
  await page.getByRole("button", { name: /^(Next|Lanjut)$/ }).click();
};

/** From /cancelreason (the flow's draft kept): a reason, Next, then Next with no number: the phone's message. */
const detailEmpty = async (page: Page) => {
  await page.getByLabel(/^(The seeker did not come|Pencari kerja tidak datang)$/).check();
  await page.getByRole("button", { name: /^(Next|Lanjut)$/ }).click();
  await page.getByRole("button", { name: /^(Next|Lanjut)$/ }).click();
};

/** Wallet (issue 23): a seeker with money and nothing set up yet (no PIN, no account), and one with her PIN and a bank account. */
const arrangeWalletNew = async (request: APIRequestContext): Promise<Arranged> => {
  const seeker = await seekerWithPaidDay(request);
  return { phone: seeker.phone, ids: {} };
};
const arrangeWalletReady = async (request: APIRequestContext): Promise<Arranged> => {
  const seeker = await seekerWithPaidDay(request);
  await withPinAndAccount(request, seeker.token);
  return { phone: seeker.phone, ids: {} };
};

/** Opens the first day's Decline dialog and sends it empty: the reason's message under the field. */
const declineEmpty = async (page: Page) => {
  await page.locator("li[data-day-id]").getByRole("button", { name: /^(Decline|Tolak)$/ }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: /^(Decline day|Tolak hari ini)$/ }).click();
};

/** The provider home with its shifts to confirm, shown with the job list (no touch needed). */
const shiftsShown = async (page: Page) => {
  await page.locator("#shifts-waiting").waitFor();
};

const GROUPS: readonly Group[] = [
  {
    name: "public",
    as: null,
    screens: [
      { name: "login", path: "/login" },
      { name: "sendCode-start-again", path: "/sendCode" },
      { name: "sendCode", path: "/sendCode", open: openSendCode },
      { name: "jobDetailShare", path: `/jobDetailShare?jobId=${JOB_OF_TOKO}` },
      { name: "jobJPDetailsShare", path: `/jobJPDetailsShare?jobId=${JOB_OF_TOKO}` },
      { name: "jobtimedetailsshare", path: `/jobtimedetailsshare?jobId=${JOB_OF_TOKO}` },
      { name: "videoShare-missing", path: "/videoShare?videoId=v-none" },
      { name: "resumeshare", path: `/resumeshare?userId=${SITI}` },
      { name: "resumepdf", path: `/resumepdf?userId=${SITI}` },
      { name: "resumepdfphone", path: `/resumepdfphone?userId=${SITI}` },
      { name: "resumepdfbadge", path: `/resumepdfbadge?userId=${SITI}` },
      { name: "not-found", path: "/no-such-screen" },
      { name: "bound-success", path: "/bound?status=success" },
      { name: "bound-failed", path: "/bound?status=failed" },
      { name: "paymentpage-logged-out", path: "/paymentpage?paymentId=p-none" },
      { name: "paymentpdf-logged-out", path: "/paymentpdf?paymentId=p-none" },
      { name: "certificate-check-form", path: "/certificate" },
      { name: "certificate-check-unknown", path: "/certificate?code=ZZZZ-ZZZZ-ZZZZ-ZZZZ" },
    ],
  },
  {
    name: "seeker-home",
    as: "seeker",
    screens: [
      { name: "seeker-nearest", path: "/seeker" },
      { name: "seeker-saved", path: "/seeker", then: tab(1) },
      // The filter sheet with the salary range on: its maximum shows Rp200.000.000 (issue 11: 'Rp200.000.0(').
      {
        name: "seeker-filters",
        path: "/seeker",
        then: async (page) => {
          await page.locator("[aria-haspopup='dialog']").first().click();
          await page.getByRole("dialog").getByRole("checkbox").first().check();
        },
      },
      { name: "seeker-activity", path: "/seeker/activity" },
      // Masuk/Pulang, the work area's part: Siti has no order, so no shift.
      { name: "seeker-activity-clock", path: "/seeker/activity", then: tab(2) },
      // The last of the four chips selected: scrolled into view at 360 px.
      { name: "seeker-activity-complete", path: "/seeker/activity", then: tab(3) },
      { name: "seeker-me", path: "/seeker/me" },
      { name: "seeker-transactions", path: "/seeker/transactions" },
      { name: "seeker-job", path: `/seeker/job?jobId=${JOB_OF_TOKO}` },
      { name: "seeker-job-missing", path: "/seeker/job?jobId=j-nope" },
      // Issue 22: a business's page (logo, photos, open jobs), and one that does not exist.
      { name: "seeker-business", path: "/seeker/business?businessId=c-kopi-senja" },
      { name: "seeker-business-missing", path: "/seeker/business?businessId=c-nope" },
      { name: "applyIntercep", path: `/applyIntercep?jobId=${JOB_OF_TOKO}` },
      { name: "account-role", path: "/account/role" },
      { name: "jsDailyPush", path: "/jsDailyPush" },
      { name: "JSMita", path: "/JSMita" },
    ],
  },
  {
    name: "seeker-profile",
    as: "seeker",
    screens: [
      { name: "JSPersonInfo", path: "/JSPersonInfo" },
      { name: "JSPortraitInfo", path: "/JSPortraitInfo" },
      { name: "JSWorkExperience", path: "/JSWorkExperience" },
      { name: "educational", path: "/educational" },
      { name: "occupation", path: "/occupation" },
      { name: "newExperience", path: "/newExperience" },
      { name: "applyWorkExperience", path: `/applyWorkExperience?jobId=${JOB_OF_TOKO}` },
      { name: "applyProfessionalSkill", path: `/applyProfessionalSkill?jobId=${JOB_OF_TOKO}` },
      { name: "applyAvatar", path: `/applyAvatar?jobId=${JOB_OF_TOKO}` },
      { name: "applyHeightWeight", path: `/applyHeightWeight?jobId=${JOB_OF_TOKO}` },
      { name: "applyVideoProfile", path: `/applyVideoProfile?jobId=${JOB_OF_TOKO}` },
      { name: "videoEntry", path: "/videoEntry" },
      { name: "recordingTips", path: "/recordingTips" },
      { name: "recordingTips_s42", path: "/recordingTips_s42" },
      { name: "recordGuidelines", path: "/recordGuidelines" },
      { name: "clockterms", path: "/clockterms" },
      // The chat (issue 24): Siti's inbox, the older apps' inbox and her seeded conversation with Warung Bu Tini.
      { name: "inbox", path: "/inbox" },
      { name: "oldInbox", path: "/oldInbox" },
      { name: "conversation", path: "/interviewInvitationChat?conversationId=c-demo-siti-j1001" },
    ],
  },
  {
    name: "provider-home",
    as: "providerAdmin",
    screens: [
      { name: "provider-open", path: "/provider" },
      { name: "provider-closed", path: "/provider", then: tab(1) },
      { name: "provider-messages", path: "/provider/messages" },
      { name: "provider-account", path: "/provider/account" },
      { name: "provider-applicants", path: `/provider/applicants?jobId=${JOB_WITH_APPLICANT}` },
      { name: "recuritment", path: "/recuritment" },
      { name: "talent-profile", path: "/recuritment/talent?seekerId=u-talent-putri" },
      { name: "talent-smart", path: `/recuritment/smart?jobId=${JOB_WITH_APPLICANT}` },
      { name: "jobPosted", path: `/jobPosted?jobId=${JOB_WITH_APPLICANT}&status=open` },
      { name: "jobDerated", path: `/jobDerated?jobId=${CLOSED_JOB}` },
      { name: "questionSurvey", path: `/questionSurvey?jobId=${CLOSED_JOB}` },
      // Video interviews, the provider's side (issue 24): a job's questions; Siti's applicant page with its video interview's part.
      { name: "setInterviewQuestions", path: `/setInterviewQuestions?jobId=${JOB_WITH_APPLICANT}` },
      { name: "applicant-video-interview", path: `/resumeshare?userId=${SITI}&jobId=${JOB_WITH_APPLICANT}&applicationId=a-1001` },
    ],
  },
  {
    name: "provider-forms",
    as: "providerAdmin",
    screens: [
      // The salary fields with a long value: wide enough for it at 360 px (issue 11: '4.500.00(').
      { name: "jobPosting-new", path: "/jobPosting", then: fillMoney(["4500000", "150000000"]) },
      { name: "jobPosting-edit", path: `/jobPosting?jobId=${JOB_WITH_APPLICANT}` },
      { name: "editcompanynew", path: "/editcompanynew" },
      { name: "inputcommoncompany", path: "/inputcommoncompany?field=description" },
      { name: "editperinfo", path: "/editperinfo" },
      { name: "JPPersonInfo", path: "/JPPersonInfo" },
      { name: "JPPersonInfoSuccess", path: "/JPPersonInfoSuccess" },
      { name: "jobProviderContact", path: "/jobProviderContact" },
      { name: "verifycompany", path: "/verifycompany" },
    ],
  },
  {
    name: "offers-provider",
    as: null,
    arrange: arrangeProviderOffers,
    screens: [
      { name: "offer-form", path: "/provider/offer?jobId={freshJob}&seekerId={seeker}" },
      { name: "provider-applicants-offer", path: "/provider/applicants?jobId={paidJob}" },
      { name: "offerDetail-paid-twice", path: "/provider/offerDetail?offerId={paidOffer}" },
      { name: "paymentpage-va", path: "/paymentpage?paymentId={pending}" },
      { name: "paymentpage-paid-twice", path: "/paymentpage?paymentId={paid}" },
      { name: "paymentpage-failed", path: "/paymentpage?paymentId={failed}" },
      { name: "paymentpdf", path: "/paymentpdf?paymentId={paid}" },
      { name: "paymentbatchpdf", path: "/paymentbatchpdf?paymentIds={paid},{failed}" },
      // Opened without their id (issue 19): 'not available' with the way home.
      { name: "provider-applicants-no-job", path: "/provider/applicants" },
      { name: "paymentpage-no-payment", path: "/paymentpage" },
      // Another business's payment (403): 'not available' with the way home, never Retry.
      { name: "paymentpage-someone-elses", path: "/paymentpage?paymentId={othersPayment}" },
    ],
  },
  {
    name: "offers-seeker",
    as: null,
    arrange: arrangeSeekerOffers,
    screens: [
      { name: "seeker-offer", path: "/seeker/offer?offerId={sent}" },
      { name: "seeker-offer-expired", path: "/seeker/offer?offerId={expired}" },
      { name: "seeker-offer-below-posted", path: "/seeker/offer?offerId={below}" },
      { name: "seeker-activity-offers", path: "/seeker/activity", then: tabNamed(/^(Offers|Tawaran)$/) },
    ],
  },
  {
    name: "work-seeker",
    as: null,
    arrange: arrangeSeekerWork,
    screens: [
      { name: "seeker-order", path: "/seeker/order?orderId={order}" },
      { name: "seeker-activity-shifts", path: "/seeker/activity", then: tabNamed(/^(Clock in\/out|Masuk\/Pulang)$/) },
      { name: "seeker-order-missing", path: "/seeker/order?orderId=ord-none" },
    ],
  },
  {
    name: "work-completion-seeker",
    as: null,
    arrange: arrangeSeekerCompletion,
    screens: [
      { name: "seeker-finish", path: "/seeker/finish?orderId={ended}" },
      { name: "seeker-finish-waiting-reconfirm", path: "/seeker/finish?orderId={waiting}" },
      { name: "seeker-activity-complete", path: "/seeker/activity", then: tabNamed(/^(Complete|Selesaikan)$/) },
      // Issue 23: her paid day on Transaksi Anda and in the month's statement.
      { name: "seeker-transactions-paid", path: "/seeker/transactions" },
      { name: "wallet-statement", path: "/wallet/statement" },
    ],
  },
  {
    name: "work-completion-rated",
    as: null,
    arrange: arrangeSeekerRated,
    screens: [{ name: "seeker-finish-rated", path: "/seeker/finish?orderId={rated}" }],
  },
  {
    name: "work-certificate",
    as: null,
    arrange: arrangeSeekerCertificate,
    screens: [
      { name: "seeker-certificate", path: "/seeker/certificate?hireId={hire}" },
      { name: "certificate-check-genuine", path: "/certificate?code={code}" },
    ],
  },
  {
    name: "work-completion-provider",
    as: null,
    arrange: arrangeProviderCompletion,
    screens: [
      { name: "provider-order-completed", path: "/provider/order?orderId={done}" },
      { name: "provider-rate", path: "/provider/rate?orderId={done}&hireId={hire}" },
      // Issue 23: the business's balance page, the completed hire's payment and refund among its lines.
      { name: "provider-balance", path: "/provider/balance" },
    ],
  },
  {
    name: "work-provider",
    as: null,
    arrange: arrangeProviderWork,
    screens: [
      { name: "provider-order-waiting", path: "/provider/order?orderId={waiting}" },
      { name: "provider-order-decline", path: "/provider/order?orderId={waiting}", then: declineEmpty },
      { name: "provider-order-reconfirmation", path: "/provider/order?orderId={disputed}" },
      { name: "provider-home-shifts", path: "/provider", then: shiftsShown },
      { name: "provider-applicants-order", path: "/provider/applicants?jobId={waitingJob}" },
      // Opened without its id: 'not available' with the way home.
      { name: "provider-order-no-id", path: "/provider/order" },
    ],
  },
  {
    name: "help-center",
    as: null,
    arrange: arrangeHelpCenter,
    screens: [
      { name: "helpcenter", path: "/helpcenter" },
      { name: "cancellist-job", path: "/cancellist?scope=job" },
      { name: "cancellist-staff", path: "/cancellist?scope=seeker&orderId={order}" },
      { name: "cancelreason-others-empty", path: "/cancellist?scope=job", then: othersEmpty },
      { name: "reasondetail-empty", path: "/cancelreason", then: detailEmpty },
      // Opened without the flow's draft (a bookmark, a new tab): back to the flow's first step.
      { name: "reasondetail-no-draft", path: "/reasondetail" },
      { name: "others", path: "/others" },
      { name: "orderrequestmore", path: "/orderrequestmore" },
      { name: "orderrequestmoredetail", path: "/orderrequestmoredetail?requestId={request}" },
    ],
  },
  {
    // The public order request without a valid link: 'not available' with support's hours, no login asked.
    name: "help-center-public",
    as: null,
    screens: [
      { name: "orderrequest-no-link", path: "/orderrequest?requestId=can-none" },
      // A forged signature: the server's 404, shown as 'not available' (never Retry).
      { name: "orderrequest-forged", path: "/orderrequest?requestId=can-none&expires=1&signature=forged" },
    ],
  },
  {
    name: "wallet-new",
    as: null,
    arrange: arrangeWalletNew,
    screens: [
      { name: "seeker-pin-set", path: "/wallet/pin" },
      { name: "seeker-accounts-empty", path: "/wallet/accounts" },
      { name: "seeker-withdraw-no-pin", path: "/wallet/withdraw" },
    ],
  },
  {
    name: "wallet-ready",
    as: null,
    arrange: arrangeWalletReady,
    screens: [
      { name: "seeker-pin", path: "/wallet/pin" },
      { name: "seeker-accounts", path: "/wallet/accounts" },
      { name: "seeker-withdraw", path: "/wallet/withdraw" },
      { name: "seeker-withdrawal-missing", path: "/wallet/withdraw?withdrawalId=wd-none" },
    ],
  },
  {
    name: "wallet-provider",
    as: "providerAdmin",
    screens: [
      { name: "provider-pin", path: "/wallet/pin" },
      { name: "provider-accounts", path: "/wallet/accounts" },
      { name: "provider-withdraw", path: "/wallet/withdraw" },
    ],
  },
  {
    // Interview invitations (issue 24): the provider's invitation form; an invitation that is not there, on both of its pages.
    name: "interviews",
    as: "providerAdmin",
    screens: [
      { name: "invitation-letter", path: "/invitationLetter?jobId=j-1007&seekerId=u-seeker-siti" },
      { name: "interview-invitation-missing", path: "/interviewInvitation?id=iv-none" },
      { name: "interview-remind-missing", path: "/interviewInvitationRemind?id=iv-none" },
    ],
  },
  {
    // The seeker's video interview (issue 24): its tips (alone, and from an interview), an interview that is not there, the page after submitting.
    // Its states with data (invitation, recording, answers, expired, camera refused) are tests/e2e/video-interview-seeker.spec.ts's.
    name: "video-interview-seeker",
    as: "seeker",
    screens: [
      { name: "brocadeBag", path: "/brocadeBag" },
      { name: "brocadeBag-from-interview", path: "/brocadeBag?id=vi-none" },
      { name: "videoInterview-missing", path: "/videoInterview?id=vi-none" },
      { name: "interviewComplete", path: "/interviewComplete?id=vi-none" },
    ],
  },
  {
    // A session the server ended (expired, or logged out elsewhere): 'Log in again', on a home's tab and on a whole page.
    name: "session-ended",
    as: "seeker",
    screens: [
      { name: "session-ended-activity", path: "/seeker/activity", open: endSessionThenOpen("/seeker/activity") },
      { name: "session-ended-page", path: "/JSPersonInfo" },
    ],
  },
  {
    name: "provider-new",
    as: "newProvider2",
    screens: [
      { name: "provider-no-business", path: "/provider" },
      { name: "createcompany", path: "/createcompany" },
    ],
  },
];

const WIDTHS = [
  { width: 360, height: 640 },
  { width: 412, height: 915 },
] as const;
const LANGUAGES: readonly SweepLanguage[] = ["id", "en"];
/** Smallest touch target, CSS px (WCAG 2.5.5; our buttons are 48). */
const MIN_TARGET = 44;

/** Loaded, not loading: a heading, no skeleton, nothing busy, fonts in, two frames drawn. */
const settle = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => document.querySelector("h1") !== null && document.querySelector(".ds-skeleton, [aria-busy='true']") === null, null, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
};

test("the sweep covers every done route and every home tab", () => {
  const swept = new Set(GROUPS.flatMap((g) => g.screens.map((s) => s.path.split("?")[0])));
  // The manifests, not the route table: the table's page loaders are a module only the build writes.
  const due = MANIFEST_ROUTES.filter((r) => (isScreen(r) && r.path !== "*") || ("planned" in r && r.planned.tabs !== undefined)).map((r) => r.path);
  expect(due.filter((path) => !swept.has(path)), "done routes the sweep does not open").toEqual([]);
});

/** Retry in each language, as the screens write it. */
const retryLabel = (language: SweepLanguage): string => (JSON.parse(readFileSync(`ui/i18n/locales/${language}/common.json`, "utf8")) as Record<string, string>)["action.retry"] ?? "";

/**
 * What the API answered while a screen opened: refusals that asking again gets again (401, 403,
 * 404), and whether anything failed that trying again could help (a 5xx, a 429, no answer).
 */
const watchAnswers = (page: Page) => {
  let refused = false;
  let retryable = false;
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.startsWith("/api/")) return;
    const status = response.status();
    if ([401, 403, 404].includes(status)) refused = true;
    if (status >= 500 || status === 429) retryable = true;
  });
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) retryable = true;
  });
  return {
    refusedOnly: () => refused && !retryable,
    reset: () => {
      refused = false;
      retryable = false;
    },
  };
};

/** One screen at one width: the page checks, axe (at the first width only), a screenshot. */
const look = async (page: Page, at: string, shot: string, language: SweepLanguage, foreign: ForeignTexts, withAxe: boolean, refusedOnly: boolean): Promise<string[]> => {
  await page.evaluate(showSkippedContent);
  const seen = await page.evaluate(inspectScreen, { language, foreign, minTarget: MIN_TARGET, startScreen: new URL(page.url()).pathname === "/app/login", retryLabel: retryLabel(language), refusedOnly });
  // axe's rules do not change with the width (no media query hides or shows content): once a screen.
  const axe = withAxe ? await a11yViolations(page, at) : [];
  await screenshot(page, shot, { scale: "css" });
  return [...seen.map((f) => `${at}: ${f}`), ...axe];
};

for (const language of LANGUAGES) {
  for (const group of GROUPS) {
    test(`sweep: ${group.name} in ${language}`, async ({ page, context, request }) => {
      test.setTimeout(120_000);
      const foreign = foreignTexts(language);
      const answers = watchAnswers(page);
      const findings: string[] = [];
      const timings: string[] = [];
      const arranged = group.arrange === undefined ? null : await group.arrange(request);
      const pathOf = (screen: Screen) => screen.path.replace(/\{(\w+)\}/g, (_, id: string) => arranged?.ids[id] ?? `{${id}}`);
      const phone = arranged?.phone ?? (group.as === null ? null : DEMO_ACCOUNTS[group.as].phone);
      const first = group.screens[0];
      if (phone === null) await setLanguageCookie(context, language);
      else await signIn(page, phone, first === undefined ? "/" : pathOf(first), language);
      for (const screen of group.screens) {
        const started = Date.now();
        await page.setViewportSize(WIDTHS[0]);
        answers.reset();
        if (screen.open !== undefined) await screen.open(page);
        else await page.goto(`/app${pathOf(screen)}`);
        try {
          await settle(page);
          if (screen.then !== undefined) {
            await screen.then(page);
            await settle(page);
          }
        } catch (error) {
          findings.push(`${language} ${screen.name}: did not settle (${String(error).split("\n")[0]})`);
          continue;
        }
        const opened = Date.now();
        for (const size of WIDTHS) {
          if (size !== WIDTHS[0]) {
            await page.setViewportSize(size);
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          }
          const at = `${language} ${size.width} ${screen.name} (${new URL(page.url()).pathname.replace(/^\/app/, "")})`;
          findings.push(...(await look(page, at, `sweep/${language}-${size.width}-${group.name}-${screen.name}`, language, foreign, size === WIDTHS[0], answers.refusedOnly())));
        }
        timings.push(`${screen.name}: opened in ${opened - started} ms, looked at in ${Date.now() - opened} ms`);
      }
      // The findings and where the time went, next to the screenshots' run (test-results/<test>/).
      writeFileSync(test.info().outputPath("findings.txt"), [...findings, "", ...timings].join("\n"));
      expect(findings, `what the sweep found on ${group.name} in ${language}`).toEqual([]);
    });
  }
}

/*
 * Design-system behaviours the sweep cannot see in a still screen (docs/ui.md).
 */

/** Raises a toast the way the native bridge's browser fallback does. */
const raiseToast = (page: Page, message: string) =>
  page.evaluate(([event, text]) => window.dispatchEvent(new CustomEvent(event, { detail: { message: text } })), [BROWSER_TOAST_EVENT, message] as const);

test("toasts: one at a time, announced, closable, clear of the primary action, gone after navigating", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, `/seeker/job?jobId=${JOB_OF_TOKO}`, "en");
  const apply = page.getByRole("link", { name: "Apply" });
  await expect(apply).toBeVisible();
  for (const message of ["First", "Second", "Third", "Second"]) await raiseToast(page, message);
  const region = page.getByRole("status").filter({ has: page.locator(".ds-toast") });
  await expect(region.locator(".ds-toast")).toHaveCount(1);
  await expect(region).toContainText("First");
  const toast = await region.locator(".ds-toast").boundingBox();
  const action = await apply.boundingBox();
  expect(toast !== null && action !== null && (toast.y + toast.height <= action.y || action.y + action.height <= toast.y), "the toast leaves the Apply button free").toBe(true);
  expect(await coveredByToast(page, [page.getByRole("heading", { level: 1 })]), "the toast leaves the heading in sight").toEqual([]);
  await region.getByRole("button", { name: "Close" }).click();
  await expect(region).toContainText("Second");
  await region.getByRole("button", { name: "Close" }).click();
  await expect(region).toContainText("Third");
  await page.waitForTimeout(1_100); // older than what a navigating action raises
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".ds-toast")).toHaveCount(0);
});

test("phone and money fields format as typed and keep the caret after the digit typed", async ({ page, context }) => {
  await setLanguageCookie(context, "en");
  await page.goto("/app/login");
  const phone = page.getByLabel("Mobile number");
  await phone.fill("812345678");
  await expect(phone).toHaveValue("812-3456-78");
  await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5)); // 812-3|456-78
  await page.keyboard.type("9");
  await expect(phone).toHaveValue("812-3945-678");
  expect(await phone.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(6);

  await signIn(page, DEMO_ACCOUNTS.providerAdmin.phone, "/jobPosting", "en");
  const money = page.locator(".ds-field--money input").first();
  await money.pressSequentially("4500000");
  await expect(money).toHaveValue("4.500.000");
  await money.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3)); // 4.5|00.000
  await page.keyboard.type("7");
  await expect(money).toHaveValue("45.700.000");
  expect(await money.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await expect(money).toHaveValue("4.570.000");
});

test("the sweep's rules of issue 21 see a Retry that cannot help and a tab row that wraps", async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  const inspect = (refusedOnly: boolean) => page.evaluate(inspectScreen, { language: "en" as SweepLanguage, foreign: { exact: [], patterns: [] }, minTarget: MIN_TARGET, startScreen: true, retryLabel: "Retry", refusedOnly });
  const button = (text: string, role = "") => `<button ${role} style="min-height:48px;padding:0 16px;white-space:nowrap">${text}</button>`;
  const kinds = (findings: readonly string[]) => findings.map((f) => f.split(":")[0]);

  await page.setContent(`<main><div data-state="notAvailable"><h1>This payment is not available</h1>${button("Retry")}</div></main>`);
  expect(kinds(await inspect(false))).toEqual(["useless retry"]);

  await page.setContent(`<main><h1>Oops! Failed to load</h1>${button("Retry")}</main>`);
  expect(kinds(await inspect(true)), "after a 403 or 404 only").toEqual(["useless retry"]);
  expect(await inspect(false), "after no answer or a 5xx").toEqual([]);

  const tabs = ["Applications", "Offers", "Clock in/out", "Complete"].map((label) => button(label, 'role="tab"')).join("");
  await page.setContent(`<main><h1>Activity</h1><div role="tablist" style="display:flex;flex-wrap:wrap;width:240px">${tabs}</div></main>`);
  expect(kinds(await inspect(false))).toEqual(["wrapped tabs"]);
  // The chips: one row that scrolls, the selected one in view; the one cut by the edge is no finding.
  const chips = tabs.replace('role="tab"', 'role="tab" aria-selected="true"');
  await page.setContent(`<main><h1>Activity</h1><div role="tablist" style="display:flex;overflow-x:auto;width:240px">${chips}</div></main>`);
  expect(await inspect(false)).toEqual([]);
  // ...but the selected chip out of view is.
  const lastChosen = tabs.replace('role="tab" style="min-height:48px;padding:0 16px;white-space:nowrap">Complete', 'role="tab" aria-selected="true" style="min-height:48px;padding:0 16px;white-space:nowrap">Complete');
  await page.setContent(`<main><h1>Activity</h1><div role="tablist" style="display:flex;overflow-x:auto;width:240px">${lastChosen}</div></main>`);
  expect(kinds(await inspect(false))).toEqual(["hidden tab"]);
});

test("tab chips: arrow keys, Home and End move the selection (one tab in the Tab order) and scroll it into view", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker/activity", "id");
  const list = page.getByRole("tablist", { name: "Aktivitas" });
  const tabs = list.getByRole("tab");
  await expect(tabs).toHaveCount(4);
  await tabs.first().focus();
  await page.keyboard.press("End");
  const last = list.getByRole("tab", { name: "Selesaikan" });
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute("aria-selected", "true");
  await expect(list.locator("[tabindex='0']")).toHaveCount(1);
  // Wholly inside the row that scrolls sideways at 360 px.
  const row = await list.boundingBox();
  const chip = await last.boundingBox();
  expect(row !== null && chip !== null && chip.x >= row.x - 1 && chip.x + chip.width <= row.x + row.width + 1, "the selected chip in view").toBe(true);
  // Selesaikan is the work area's part (Siti has no order to finish).
  await expect(page.getByRole("tabpanel")).toContainText("Belum ada yang bisa diselesaikan");
  await page.keyboard.press("ArrowRight");
  await expect(list.getByRole("tab", { name: "Lamaran" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(last).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(list.getByRole("tab", { name: "Lamaran" })).toHaveAttribute("aria-selected", "true");
});
