/**
 * The Pact provider states, one constant each, and the parameters each takes: the consumer tests
 * (contracts/consumer) give them to `.given(name, params)` and the mock's state handler
 * (features/back-office/provider-states.ts, with the states features/registry.ts gathers) implements
 * every one (the registry's type says so).
 * contracts/README.md documents each state's data, parameters and the values it hands back
 * (a test checks it names every state and parameter). Plain strings and types only: the consumer
 * tests import this module without the mock.
 *
 * States compose: an interaction may name several, set up in order on the same data (a
 * `seekerLoggedIn` then a `jobExists` she saved); teardown restores the baseline.
 */
export const PROVIDER_STATE = {
  // Accounts and OTPs (features/auth/auth.provider-states.ts)
  accountExists: "an account exists",
  noAccount: "no account exists",
  otpSent: "an OTP was sent",
  otpSendLimitReached: "the number has reached the OTP send limit",
  numberLocked: "the number is locked after too many wrong codes",
  whatsappUnreachable: "WhatsApp cannot reach the number",
  /** Completed by the verifier (contracts/verifier/signing.mjs NONCE_USED_STATE): it spends the nonce first. */
  nonceUsed: "a request with this nonce was accepted",
  rateLimited: "the client has sent too many requests",
  // Sessions and profiles (features/seeker-profile, features/business)
  seekerLoggedIn: "a seeker is logged in",
  seekerExists: "a seeker has a profile",
  providerLoggedIn: "a provider is logged in",
  // Jobs and what seekers did with them (features/jobs)
  jobExists: "a job exists",
  // Intro videos (features/intro-video)
  introVideoExists: "a seeker has an intro video",
  // Offers and payments (features/offers): each logs in both sides and hands back their tokens
  jobHasApplicant: "a provider's open job has an applicant",
  offerAwaitingPayment: "an offer awaits its payment",
  offerPaymentFailed: "an offer's payment failed",
  offerSent: "an offer was sent to a seeker",
  offerAnswered: "a seeker answered an offer",
  offerExpired: "an offer expired without an answer",
  seekerHasClashingJob: "a seeker has a confirmed job at the time of a sent offer",
  paymentSucceeded: "a payment of an offer succeeded",
  idempotencyKeyUsed: "an Idempotency-Key was used for another request",
  // Work (features/work): each logs in both sides and hands back their tokens, the order, the hire and its days
  hiredStartingTomorrow: "a seeker is hired for a three-day order starting tomorrow",
  hiredStartedToday: "a seeker is hired for a three-day order that started today",
  // Completion and ratings (features/work/completion.*)
  hireEnded: "a seeker's three-day hire has ended with a day confirmed, one declined and one absent",
  // Cancellation through the help center (features/work/cancellation.*)
  cancellationRequested: "a provider asked support to cancel a hire",
  // Wallet (features/wallet)
  seekerHasWallet: "a seeker has a day's pay in her wallet",
  userHasPin: "a user has a transaction PIN",
  // Chat (features/chat)
  chatConversation: "a seeker and a provider have a conversation about a job",
  // Video interviews (features/video-interview): both sides logged in, as `a provider's open job has an applicant`
  videoInterviewAt: "a video interview of an applicant is at a stage",
  // Interview invitations (features/interviews): both sides logged in, as `a provider's open job has an applicant`
  interviewAt: "an interview invitation is at a stage",
} as const;

export type ProviderStateName = (typeof PROVIDER_STATE)[keyof typeof PROVIDER_STATE];

type Phone = string;

/** The parameters of each state (all JSON); optional ones have the default contracts/README.md names. */
export interface ProviderStateParams {
  readonly [PROVIDER_STATE.accountExists]: { readonly phone: Phone };
  readonly [PROVIDER_STATE.noAccount]: { readonly phone: Phone };
  readonly [PROVIDER_STATE.otpSent]: {
    readonly phone: Phone;
    readonly purpose: "login" | "register" | "pinReset";
    readonly code: string;
    readonly sentSecondsAgo?: number;
    readonly wrongAttempts?: number;
  };
  readonly [PROVIDER_STATE.otpSendLimitReached]: { readonly phone: Phone };
  readonly [PROVIDER_STATE.numberLocked]: { readonly phone: Phone };
  readonly [PROVIDER_STATE.whatsappUnreachable]: { readonly phone: Phone };
  readonly [PROVIDER_STATE.nonceUsed]: { readonly nonce: string };
  readonly [PROVIDER_STATE.rateLimited]: { readonly retryAfterSeconds: number };
  readonly [PROVIDER_STATE.seekerLoggedIn]: SeekerParams;
  readonly [PROVIDER_STATE.seekerExists]: SeekerParams;
  readonly [PROVIDER_STATE.providerLoggedIn]: {
    readonly phone: Phone;
    readonly business: "none" | "notVerified" | "verified";
    readonly membership?: "admin" | "member" | "underReview";
    readonly coupons?: number;
  };
  readonly [PROVIDER_STATE.jobExists]: {
    readonly owner?: Phone;
    readonly status?: "draft" | "open" | "closed";
    readonly jobType?: "partTime" | "fullTime";
    readonly expiresInHours?: number;
    readonly priority?: boolean;
    readonly ageLimit?: { readonly min: number; readonly max: number } | null;
    readonly genderLimit?: "all" | "male" | "female";
    readonly at?: { readonly lat: number; readonly lng: number };
    readonly applicant?: Phone;
    readonly savedBy?: Phone;
    /** Issue 24: the job asks two screening questions; its applicant answered them. */
    readonly screening?: boolean;
  };
  readonly [PROVIDER_STATE.introVideoExists]: { readonly phone: Phone; readonly status: "inReview" | "approved" };
  readonly [PROVIDER_STATE.jobHasApplicant]: OfferParties & {
    readonly seekerAge?: number;
    readonly jobStatus?: "open" | "draft" | "closed" | "expired";
    readonly seekerInBusiness?: boolean;
  };
  readonly [PROVIDER_STATE.offerAwaitingPayment]: OfferParties & { readonly method?: OfferPaymentMethod };
  readonly [PROVIDER_STATE.offerPaymentFailed]: OfferParties & {
    readonly method?: OfferPaymentMethod;
    readonly cause?: "insufficientBalance" | "noEwallet" | "wrongPin" | "connection" | "paidByAnotherMethod" | "expired";
    readonly paidLate?: boolean;
    readonly anotherOfferSent?: boolean;
    readonly seekerInBusiness?: boolean;
  };
  readonly [PROVIDER_STATE.offerSent]: OfferParties & { readonly method?: OfferPaymentMethod; readonly headcountFilled?: boolean; readonly dailyWage?: number };
  readonly [PROVIDER_STATE.offerAnswered]: OfferParties & { readonly answer?: "accepted" | "declined" };
  readonly [PROVIDER_STATE.offerExpired]: OfferParties;
  readonly [PROVIDER_STATE.seekerHasClashingJob]: OfferParties & { readonly clash?: "overlap" | "tooClose" };
  readonly [PROVIDER_STATE.paymentSucceeded]: OfferParties & { readonly method?: OfferPaymentMethod; readonly paidTwice?: boolean };
  readonly [PROVIDER_STATE.idempotencyKeyUsed]: { readonly phone: Phone; readonly key: string };
  readonly [PROVIDER_STATE.hiredStartingTomorrow]: OfferParties & { readonly member?: Phone; readonly withdrawn?: boolean };
  readonly [PROVIDER_STATE.hiredStartedToday]: OfferParties & {
    readonly member?: Phone;
    readonly day1?: "scheduled" | "clockedIn" | "awaitingConfirmation" | "confirmed" | "declined" | "waitingReconfirm";
  };
  readonly [PROVIDER_STATE.hireEnded]: OfferParties & { readonly stage?: "ended" | "completed" | "ratedBySeeker" | "ratedByProvider" };
  readonly [PROVIDER_STATE.cancellationRequested]: OfferParties & {
    readonly member?: Phone;
    readonly started?: boolean;
    readonly scope?: "job" | "seeker";
    readonly status?: "requested" | "cancelled" | "rejected";
  };
  readonly [PROVIDER_STATE.seekerHasWallet]: OfferParties & {
    readonly pin?: string;
    readonly wrongPinEntries?: number;
    readonly bankAccount?: boolean;
    readonly failedWithdrawals?: number;
    readonly pendingWithdrawal?: number;
    readonly bankAnswers?: { readonly number: string; readonly holderName: string | null };
    readonly ewalletLink?: boolean;
    readonly accountRemoved?: boolean;
  };
  readonly [PROVIDER_STATE.userHasPin]: { readonly phone: Phone; readonly pin: string; readonly wrongPinEntries?: number };
  readonly [PROVIDER_STATE.chatConversation]: {
    readonly provider?: Phone;
    readonly seeker?: Phone;
    readonly messages?: number;
    readonly member?: Phone;
    readonly pendingMember?: Phone;
  };
  readonly [PROVIDER_STATE.videoInterviewAt]: {
    readonly stage: "applied" | "questionsSet" | "invited" | "inProgress" | "recorded" | "submitted" | "decided" | "rejected" | "expired";
  };
  readonly [PROVIDER_STATE.interviewAt]: {
    readonly stage: "none" | "sent" | "accepted" | "anotherTimeAsked" | "declined" | "cancelled" | "past";
    readonly jobStatus?: "open" | "closed";
    readonly seekerApplied?: boolean;
  };
}

/** Who the offer states act for: the provider who offers and the seeker offered to (see contracts/README.md for the defaults). */
interface OfferParties {
  readonly provider?: Phone;
  readonly seeker?: Phone;
}
type OfferPaymentMethod = "virtualAccount" | "ewallet";

interface SeekerParams {
  readonly phone: Phone;
  readonly profile?: "complete" | "noSalary";
  readonly age?: number;
  readonly gender?: "male" | "female";
}

/** The number no seeded account has, for registration states. */
export const UNREGISTERED_PHONE = "81299999999";
