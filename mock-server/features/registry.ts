import type { Application } from "express";
import type { MockClock } from "../http/clock";
import type { Endpoint, EndpointInfo } from "../http/endpoint";
import { mountEndpoints, mountGuards } from "../http/mount";
import { createUserEventHub, userEventsEndpoint, type UserEventSource } from "../http/user-events";
import type { RateLimitStandIn } from "../http/rate-limit";
import type { Db } from "../store/db.schema";
import { seedOf } from "../store/seed";
import type { Store } from "../store/store";
import { createCvLinks } from "./applying/applicant-cv";
import { applicationEndpoints } from "./applying/applying.routes";
import { AUTH_PROVIDER_STATES } from "./auth/auth.provider-states";
import { authEndpoints } from "./auth/auth.routes";
import { createOtpGuard } from "./auth/otp.logic";
import { mountApiReference } from "./back-office/api-reference.routes";
import type { BackOfficeSections } from "./back-office/back-office.page";
import { devEndpoints } from "./back-office/dev.routes";
import type { ProviderStates } from "./back-office/provider-states";
import { businessProfileEndpoints } from "./provider-business/business-profile.routes";
import { renderBusinessReviews } from "./provider-business/business-review.section";
import { businessReviewEndpoints } from "./provider-business/business-review.routes";
import { BUSINESS_PROVIDER_STATES } from "./provider-business/provider-business.provider-states";
import { businessEndpoints } from "./provider-business/provider-business.routes";
import { withProviderSeed } from "./provider-business/provider-business.seed";
import { renderIntroVideoReviews } from "./intro-video/intro-video-review.section";
import { introVideoReviewEndpoints } from "./intro-video/intro-video-review.routes";
import { INTRO_VIDEO_PROVIDER_STATES } from "./intro-video/intro-video.provider-states";
import { introVideoEndpoints } from "./intro-video/intro-video.routes";
import { jobSearchEndpoints } from "./job-search/job-search.routes";
import { JOBS_PROVIDER_STATES } from "./provider-jobs/provider-jobs.provider-states";
import { jobsEndpoints } from "./provider-jobs/provider-jobs.routes";
import { screeningEndpoints } from "./provider-jobs/screening.routes";
import { surveyEndpoints } from "./provider-jobs/survey.routes";
import { offerEvents, settleDue } from "./offers/offers.public";
import { OFFERS_PROVIDER_STATES } from "./offers/offers.provider-states";
import { offersEndpoints } from "./offers/offers.routes";
import { gatewayEndpoints } from "./payments/gateway.routes";
import { paymentEvents } from "./payments/payments.public";
import { renderPaymentsSection } from "./payments/payments.section";
import { paymentsEndpoints } from "./payments/payments.routes";
import { platformEndpoints } from "./platform/platform.routes";
import { mountReferenceData, referenceEndpoints } from "./reference/reference.routes";
import { withReferenceSeed } from "./reference/reference.seed";
import { SEEKER_PROFILE_PROVIDER_STATES } from "./seeker-profile/seeker-profile.provider-states";
import { seekerProfileEndpoints } from "./seeker-profile/seeker-profile.routes";
import { withSeekerSeed } from "./seeker-profile/seeker.seed";
import { talentEndpoints } from "./talent/talent.routes";
import { withTalentSeed } from "./talent/talent.seed";
import { seededFiles } from "./uploads/seeded-files";
import { createUploadedFiles } from "./uploads/uploaded-files";
import { mountUploads, uploadEndpoints } from "./uploads/uploads.routes";
import { VIDEO_INTERVIEW_PROVIDER_STATES } from "./video-interview/video-interview.provider-states";
import { videoInterviewEndpoints } from "./video-interview/video-interview.routes";
import { renderOrdersMoney, renderReconfirmations, workBackOfficeEndpoints } from "./work/work.back-office";
import { WORK_PROVIDER_STATES } from "./work/work.provider-states";
import { COMPLETION_PROVIDER_STATES } from "./work/completion.provider-states";
import { chatEvents } from "./chat/chat.events";
import { CHAT_PROVIDER_STATES } from "./chat/chat.provider-states";
import { chatEndpoints } from "./chat/chat.routes";
import { withChatSeed } from "./chat/chat.seed";
import { certificateEndpoints } from "./work/certificate.routes";
import { cancellationBackOfficeEndpoints, renderCancellationRequests, renderSupportMessages } from "./work/cancellation.back-office";
import { CANCELLATION_PROVIDER_STATES } from "./work/cancellation.provider-states";
import { helpCenterEndpoints } from "./work/cancellation.routes";
import { createOrderRequestLinks } from "./work/order-request-links";
import { completionEndpoints } from "./work/completion.routes";
import { workEndpoints } from "./work/work.routes";
import { absenceEvents, settleWorkDue, workEvents } from "./work/work.public";
import { interviewEvents, interviewReminders, postDueReminderCards, renderInterviewsSection } from "./interviews/interviews.public";
import { INTERVIEWS_PROVIDER_STATES } from "./interviews/interviews.provider-states";
import { interviewsEndpoints } from "./interviews/interviews.routes";
import { renderWalletSection, walletBackOfficeEndpoints } from "./wallet/wallet.back-office";
import { walletEvents } from "./wallet/wallet.events";
import { WALLET_PROVIDER_STATES } from "./wallet/wallet.provider-states";
import { walletEndpoints } from "./wallet/wallet.routes";

/*
 * The one place that knows every feature of the mock: what each adds to the seed, its Pact
 * provider states, its parts of the back office and its routes. http/ and store/ take these as
 * lists and name no feature; a feature reaches another only through its `<area>.public.ts`
 * (both rules in .dependency-cruiser.cjs).
 */

/** A fresh seed: reference data, then the seekers (and their employers' generated jobs), then the provider businesses, then the talent pool's seekers, then the demo conversations. */
export const createSeed = (): Db => seedOf([withReferenceSeed, withSeekerSeed, withProviderSeed, withTalentSeed, withChatSeed]);

export const PROVIDER_STATES: ProviderStates = {
  ...AUTH_PROVIDER_STATES,
  ...SEEKER_PROFILE_PROVIDER_STATES,
  ...BUSINESS_PROVIDER_STATES,
  ...JOBS_PROVIDER_STATES,
  ...INTRO_VIDEO_PROVIDER_STATES,
  ...OFFERS_PROVIDER_STATES,
  ...WORK_PROVIDER_STATES,
  ...COMPLETION_PROVIDER_STATES,
  ...CANCELLATION_PROVIDER_STATES,
  ...WALLET_PROVIDER_STATES,
  ...CHAT_PROVIDER_STATES,
  ...VIDEO_INTERVIEW_PROVIDER_STATES,
  ...INTERVIEWS_PROVIDER_STATES,
};

export const BACK_OFFICE_SECTIONS: BackOfficeSections = {
  verifications: [renderBusinessReviews, renderIntroVideoReviews, renderReconfirmations, renderCancellationRequests],
  sections: [renderPaymentsSection, renderOrdersMoney, renderSupportMessages, renderWalletSection, renderInterviewsSection],
};

/**
 * What each feature tells the per-user event stream of a commit (GET /api/events, http/user-events.ts).
 * Later features add theirs here.
 */
const userEventSources = (config: { readonly publicUrl: () => string; readonly now: () => number }): UserEventSource[] => [
  offerEvents,
  paymentEvents({ publicUrl: config.publicUrl }, config.now),
  workEvents,
  walletEvents,
  interviewEvents,
  chatEvents,
];

/**
 * What the mock's clock changes with no request (payment windows, offer expiries, working days
 * nobody answered in time: confirmed and paid), committed while an event stream is open, so the
 * seeker sees her pay arrive without asking.
 */
const clockTick = (db: Db, now: number): Db => settleWorkDue(settleDue(db, now), now);

export interface FeatureDeps {
  readonly store: Store;
  readonly clock: MockClock;
  readonly log: (line: string) => void;
  /** No dev area, back office or e-wallet gateway (MOCK_STRICT=1). */
  readonly strict: boolean;
  readonly publicUrl: () => string;
  readonly rateLimit: RateLimitStandIn;
  readonly eventKeepAliveMs?: number;
}

/** An endpoint without its handler. */
const info = ({ run: _run, ...rest }: Endpoint): EndpointInfo => rest;

/** Mounts every feature's routes on `app`; answers what they are, for docs and the bad-input test. */
export const mountFeatures = (app: Application, deps: FeatureDeps): EndpointInfo[] => {
  const { store, clock, log, strict, publicUrl, rateLimit } = deps;
  // One OTP guard for the mock: the auth endpoints count sends and wrong codes, the back office's reset forgets them.
  const otpGuard = createOtpGuard();
  const files = createUploadedFiles(seededFiles());
  const links = createOrderRequestLinks();
  const cvLinks = createCvLinks({ publicUrl, now: () => clock.now(), files });
  const events = createUserEventHub({ store, clock, sources: userEventSources({ publicUrl, now: () => clock.now() }), tick: clockTick, clockSources: [absenceEvents, interviewReminders], keepTold: postDueReminderCards });
  const endpoints: Endpoint[] = [
    userEventsEndpoint(events),
    ...authEndpoints({ log, otpGuard }),
    ...platformEndpoints({ log }),
    ...seekerProfileEndpoints(),
    ...jobSearchEndpoints(),
    ...applicationEndpoints({ cvLinks }),
    ...introVideoEndpoints(),
    ...(strict ? [] : introVideoReviewEndpoints()),
    ...businessEndpoints(),
    ...businessProfileEndpoints(),
    ...jobsEndpoints(),
    ...screeningEndpoints(),
    ...surveyEndpoints(),
    ...offersEndpoints({ publicUrl }),
    ...paymentsEndpoints({ publicUrl }),
    ...workEndpoints(),
    ...completionEndpoints(),
    ...certificateEndpoints(),
    ...helpCenterEndpoints({ publicUrl, files, links }),
    ...walletEndpoints({ log, otpGuard, publicUrl }),
    ...chatEndpoints({ files, publicUrl }),
    ...videoInterviewEndpoints({ publicUrl, files }),
    ...interviewsEndpoints(),
    ...talentEndpoints(),
    ...(strict ? [] : gatewayEndpoints({ publicUrl })),
    ...(strict ? [] : devEndpoints({ clock, clockMoved: () => events.clockMoved(), log, otpGuard, rateLimit, files, providerStates: PROVIDER_STATES, seed: createSeed, backOffice: BACK_OFFICE_SECTIONS })),
    ...(strict ? [] : businessReviewEndpoints()),
    ...(strict ? [] : workBackOfficeEndpoints()),
    ...(strict ? [] : cancellationBackOfficeEndpoints(links)),
    ...(strict ? [] : walletBackOfficeEndpoints({ publicUrl })),
  ];
  mountReferenceData(app, store);
  mountGuards(app, uploadEndpoints, { store, clock });
  mountUploads(app, store, { publicUrl, now: () => clock.now(), files });
  cvLinks.mount(app, store);
  mountEndpoints(app, endpoints, { store, clock, log, ...(deps.eventKeepAliveMs === undefined ? {} : { eventKeepAliveMs: deps.eventKeepAliveMs }) });
  if (!strict) mountApiReference(app);
  return [...endpoints.map(info), ...referenceEndpoints, ...uploadEndpoints];
};
