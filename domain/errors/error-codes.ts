/**
 * Every error code of the app, in one table: the HTTP status the API answers it with and the
 * catalogue text the UI shows for it. Domain errors carry their code (`readonly code`) and derive
 * their `i18nKey` from here; the mock server answers a domain error with its code and this status;
 * the UI maps an API code to its text with `errorTextOf`; docs/api.md's "Error codes" section is
 * generated from it (scripts/generate-error-codes-doc.ts, checked by a test).
 *
 * Texts of domain errors live in the `errors` namespace (the UI reads `i18nKey` there); codes only
 * the API answers may use `common`, `auth` or `otp` (texts the first screen already loads).
 * Plain data and two small functions, no imports: the first screen may load it.
 */

export type ErrorNamespace = "common" | "auth" | "otp" | "errors";

export interface ErrorText {
  readonly ns: ErrorNamespace;
  readonly key: string;
}

export interface ErrorCodeSpec {
  /** The HTTP status the API answers with. */
  readonly status: number;
  /** The catalogue text the UI shows (also when `textByDetail` knows no text for the detail's value). */
  readonly text: ErrorText;
  /** A text chosen by one detail's value (POSTING_BLOCKED by reason, OUTSIDE_JOB_LIMITS by limit, ...). */
  readonly textByDetail?: { readonly detail: string; readonly texts: Readonly<Record<string, ErrorText>> };
  /** Interpolation values of the text: i18n variable name -> detail name (see `textValue`). */
  readonly values?: Readonly<Record<string, string>>;
  /** Trying again may help: the UI shows Retry. */
  readonly retryable?: boolean;
  /** The session is gone (expired or revoked): logging in again is what helps, so the UI offers it. */
  readonly logInAgain?: boolean;
}

const common = (key: string): ErrorText => ({ ns: "common", key });
const errors = (key: string): ErrorText => ({ ns: "errors", key });
/** Whatever went wrong on the way: 'Oops! Failed to load', with Retry. */
const LOAD_FAILED = common("state.loadFailed");
/** What a path names is not there (or not the caller's): 'This page is not available', without Retry (asking again gets the same answer). */
const NOT_AVAILABLE = common("state.notAvailable");
const byReason = (detail: string, texts: Readonly<Record<string, string>>) => ({
  detail,
  texts: Object.fromEntries(Object.entries(texts).map(([value, key]) => [value, errors(key)])),
});

export const ERROR_CODES = {
  // Any endpoint (docs/api.md "Errors common to every endpoint").
  MALFORMED_JSON: { status: 400, text: LOAD_FAILED, retryable: true },
  MALFORMED_PATH: { status: 400, text: LOAD_FAILED },
  MALFORMED_REQUEST: { status: 400, text: LOAD_FAILED, retryable: true },
  VALIDATION_FAILED: { status: 400, text: common("api.validationFailed") },
  UNAUTHENTICATED: { status: 401, text: common("api.unauthenticated"), logInAgain: true },
  SIGNATURE_INVALID: { status: 401, text: common("api.signatureInvalid") },
  NONCE_REPLAYED: { status: 401, text: LOAD_FAILED, retryable: true },
  FORBIDDEN: { status: 403, text: errors("error.forbidden") },
  NOT_FOUND: { status: 404, text: NOT_AVAILABLE },
  METHOD_NOT_ALLOWED: { status: 405, text: LOAD_FAILED, retryable: true },
  PAYLOAD_TOO_LARGE: { status: 413, text: LOAD_FAILED, retryable: true },
  RATE_LIMITED: { status: 429, text: common("api.rateLimited"), values: { seconds: "retryAfterSeconds" }, retryable: true },
  INTERNAL_ERROR: { status: 500, text: LOAD_FAILED, retryable: true },

  // Identity, phone and OTP.
  ACCOUNT_NOT_FOUND: { status: 404, text: errors("error.account.notFound") },
  PHONE_ALREADY_REGISTERED: { status: 409, text: errors("error.phone.alreadyRegistered") },
  PHONE_NOT_REGISTERED: { status: 404, text: errors("error.phone.notRegistered") },
  PHONE_MISMATCH: { status: 422, text: errors("error.phone.whatsappMismatch") },
  PHONE_REQUIRED: { status: 400, text: errors("error.phone.required") },
  PHONE_NOT_DIGITS: { status: 400, text: errors("error.phone.digitsOnly") },
  PHONE_WRONG_FORMAT: { status: 400, text: errors("error.phone.wrongFormat") },
  NAME_INVALID: { status: 400, text: errors("error.name.tooLong"), textByDetail: byReason("empty", { true: "error.name.required", false: "error.name.tooLong" }) },
  OTP_INCOMPLETE: { status: 400, text: errors("error.otp.incomplete") },
  OTP_WRONG: { status: 401, text: { ns: "otp", key: "otp.wrong" }, values: { count: "attemptsLeft" } },
  OTP_EXPIRED: { status: 410, text: errors("error.otp.expired") },
  OTP_ATTEMPTS_EXCEEDED: { status: 429, text: { ns: "otp", key: "otp.attemptsExceeded" } },
  OTP_SEND_LIMIT: { status: 429, text: { ns: "auth", key: "otp.sendLimit" }, values: { minutes: "retryAfterSeconds" } },
  OTP_LOCKED: { status: 429, text: errors("error.otp.locked"), values: { minutes: "retryAfterSeconds" } },
  LINK_EXPIRED: { status: 410, text: errors("error.link.expired") },
  REGISTRATION_TIME_LIMIT_EXCEEDED: { status: 410, text: errors("error.registration.timeLimit") },

  // Shared field rules, uploads, money, state machines.
  EMAIL_REQUIRED: { status: 400, text: errors("error.email.required") },
  EMAIL_INVALID: { status: 400, text: errors("error.email.invalid") },
  TEXT_TOO_LONG: { status: 400, text: errors("error.text.maxLength"), values: { max: "max" } },
  FIELD_REQUIRED: { status: 400, text: errors("error.address.required"), textByDetail: byReason("field", { address: "error.address.required", postalCode: "error.postalCode.required" }) },
  POSTAL_CODE_INVALID: { status: 400, text: errors("error.postalCode.invalid") },
  SURVEY_INCOMPLETE: { status: 422, text: errors("error.survey.requiredUnanswered") },
  SURVEY_NOT_OPEN: { status: 409, text: errors("error.survey.notOpen") },
  INVITATION_LETTER_TOO_LONG: { status: 400, text: errors("error.invitationLetter.tooLong") },
  INVALID_FILE_FORMAT: { status: 400, text: errors("error.upload.invalidFormat") },
  FILE_TOO_LARGE: { status: 413, text: errors("error.upload.tooLarge") },
  UPLOAD_FAILED: { status: 502, text: errors("error.upload.failed"), retryable: true },
  TOO_MANY_PHOTOS: { status: 400, text: errors("error.upload.tooManyPhotos"), values: { max: "max" } },
  RECORDING_TOO_LONG: { status: 400, text: errors("error.upload.recordingTooLong") },
  INVALID_AMOUNT: { status: 400, text: errors("error.money.invalid") },
  INVALID_TRANSITION: { status: 409, text: errors("error.transition.invalid") },

  // Seeker profile, finding jobs, applying.
  DATE_OF_BIRTH_INVALID: { status: 422, text: errors("error.dateOfBirth.invalid") },
  SEEKER_TOO_YOUNG: { status: 422, text: errors("error.seeker.tooYoung") },
  NIK_INVALID: { status: 400, text: errors("error.nik.format"), textByDetail: byReason("reason", { format: "error.nik.format", dateOfBirthMismatch: "error.nik.dateOfBirthMismatch" }) },
  SALARY_MINIMUM_NOT_BELOW_EXPECTED: { status: 422, text: errors("error.salary.minimumBelowExpected") },
  SALARY_FILTER_INVALID: {
    status: 400,
    text: errors("error.salaryFilter.range"),
    textByDetail: byReason("reason", { minNotBelowMax: "error.salaryFilter.minBelowMax", outOfRange: "error.salaryFilter.range", offStep: "error.salaryFilter.range" }),
  },
  TOO_MANY_CHOICES: { status: 422, text: errors("error.choices.tooMany"), values: { max: "max" } },
  INVALID_QUERY: { status: 400, text: errors("error.search.invalid"), textByDetail: byReason("field", { salary: "error.salaryFilter.minBelowMax" }) },
  RESUME_NOT_FOUND: { status: 404, text: errors("error.resume.notFound") },
  VIDEO_NOT_FOUND: { status: 404, text: errors("error.video.notFound") },
  VIDEO_TRANSITION_NOT_ALLOWED: { status: 409, text: errors("error.video.inReview") },
  JOB_NOT_FOUND: { status: 404, text: errors("error.job.notFound") },
  JOB_NOT_OPEN: { status: 409, text: errors("error.application.jobClosed") },
  JOB_EXPIRED: { status: 409, text: errors("error.job.expired") },
  ALREADY_APPLIED: { status: 409, text: errors("error.application.alreadyApplied") },
  PROFILE_INCOMPLETE: { status: 422, text: errors("error.application.profileIncomplete") },
  OWN_BUSINESS_JOB: {
    status: 403,
    text: errors("error.application.ownBusiness"),
    textByDetail: byReason("action", { apply: "error.application.ownBusiness", offer: "error.offer.ownBusiness" }),
  },
  // Screening questions (issue 24): the job form's questions, an application's answers.
  SCREENING_QUESTIONS_INVALID: { status: 422, text: errors("error.screening.choices") },
  SCREENING_ANSWERS_INVALID: {
    status: 422,
    text: errors("error.survey.requiredUnanswered"),
    textByDetail: byReason("reason", { requiredUnanswered: "error.survey.requiredUnanswered", notAChoice: "error.screening.notAChoice", unknownQuestion: "error.screening.changed" }),
  },
  OUTSIDE_JOB_LIMITS: { status: 422, text: errors("error.application.ageLimit"), textByDetail: byReason("limit", { age: "error.application.ageLimit", gender: "error.application.genderLimit" }) },
  // The business page seekers open (issue 22): unknown, or a business seekers may not see, answered alike.
  BUSINESS_PAGE_NOT_FOUND: { status: 404, text: NOT_AVAILABLE },

  // Provider: business, members, jobs, priority.
  BUSINESS_NOT_FOUND: { status: 404, text: errors("error.business.notFound") },
  BUSINESS_ALREADY_EXISTS: { status: 409, text: errors("error.business.alreadyExists") },
  BUSINESS_NAME_LOCKED: {
    status: 409,
    text: errors("error.business.nameChangedRecently"),
    textByDetail: byReason("reason", { notVerified: "error.business.nameLockedUntilVerified", tooSoon: "error.business.nameChangedRecently" }),
  },
  DOCUMENT_PHOTO_REQUIRED: { status: 400, text: errors("error.business.documentPhotoRequired") },
  VERIFICATION_NOT_ALLOWED: { status: 409, text: errors("error.verification.notAllowed") },
  ADMIN_MUST_HAND_OVER: { status: 409, text: errors("error.member.adminMustHandOver") },
  MEMBER_MUST_TRANSFER_JOBS: { status: 409, text: errors("error.member.mustTransferJobs") },
  POSTING_BLOCKED: {
    status: 403,
    text: errors("error.posting.notAllowed"),
    textByDetail: byReason("reason", {
      noBusiness: "error.posting.noBusiness",
      memberPending: "error.posting.memberPending",
      notAllowed: "error.posting.notAllowed",
      businessNotVerified: "error.posting.businessNotVerified",
    }),
  },
  JOB_INVALID: { status: 400, text: errors("error.job.invalid") },
  SALARY_MAX_NOT_ABOVE_MIN: { status: 400, text: errors("error.salary.maxAboveMin") },
  JOB_PERIOD_INVALID: { status: 400, text: errors("error.job.periodInvalid") },
  PART_TIME_TOO_LONG: { status: 400, text: errors("error.job.partTimeTooLong") },
  JOB_EXPIRY_IN_PAST: { status: 400, text: errors("error.job.expiryInPast") },
  AGE_LIMIT_INVALID: { status: 400, text: errors("error.job.ageLimitInvalid") },
  JOB_NOT_EDITABLE: { status: 409, text: errors("error.job.notEditable") },
  JOB_NOT_DELETABLE: { status: 409, text: errors("error.job.notDeletable") },
  JOB_CANNOT_OPEN: { status: 409, text: errors("error.job.expired"), textByDetail: byReason("reason", { expired: "error.job.expired", headcountFilled: "error.job.headcountFilled" }) },
  NOT_ENOUGH_COUPONS: { status: 409, text: errors("error.coupon.notEnough") },
  NO_NEED_TO_EXTEND: { status: 409, text: errors("error.priority.noNeedToExtend") },
  NOT_PRIORITY_JOB: { status: 409, text: errors("error.priority.notPriority") },

  // Offers, work, money, rewards (domain rules; the offers' and payments' endpoints came with issue 14, the others come later).
  OFFER_EXPIRED: { status: 410, text: errors("error.offer.expired") },
  OFFER_CANNOT_BE_CANCELLED: { status: 409, text: errors("error.offer.cannotCancel") },
  CANCELLATION_BLOCKED_BY_RECONFIRMATION: { status: 409, text: errors("error.cancellation.waitingReconfirm") },
  SCHEDULE_CONFLICT: { status: 409, text: errors("error.schedule.tooClose"), textByDetail: byReason("conflict", { overlap: "error.schedule.sameTime", tooClose: "error.schedule.tooClose" }) },
  ABSENCE_NOTICE_TOO_LATE: { status: 422, text: errors("error.absence.tooLate") },
  PIN_FORMAT: { status: 400, text: errors("error.pin.format") },
  PIN_MISMATCH: { status: 400, text: errors("error.pin.mismatch") },
  /** 422, not 401: the session is fine, only the PIN typed is wrong (`details.attemptsLeft`). */
  PIN_WRONG: { status: 422, text: errors("error.pin.wrong"), values: { attemptsLeft: "attemptsLeft" } },
  PIN_LOCKED: { status: 423, text: errors("error.pin.locked") },
  WITHDRAWAL_BELOW_MINIMUM: { status: 422, text: errors("error.withdrawal.belowMinimum"), values: { minimum: "minimum" } },
  INSUFFICIENT_BALANCE: { status: 409, text: errors("error.payment.insufficientBalance") },
  NO_PAYOUT_ACCOUNT: { status: 409, text: errors("error.withdrawal.noAccount") },
  PAYMENT_FAILED: {
    status: 409,
    text: errors("error.payment.connection"),
    textByDetail: byReason("cause", {
      insufficientBalance: "error.payment.insufficientBalance",
      noEwallet: "error.payment.noEwallet",
      wrongPin: "error.payment.wrongPin",
      connection: "error.payment.connection",
      paidByAnotherMethod: "error.payment.paidByAnotherMethod",
      expired: "error.payment.expired",
    }),
  },
  // Offers and the ledger (issue 14).
  OFFER_WORKING_DAYS_INVALID: {
    status: 400,
    text: errors("error.offer.workingDaysNone"),
    textByDetail: byReason("reason", {
      none: "error.offer.workingDaysNone",
      outsidePeriod: "error.offer.workingDaysOutsidePeriod",
      repeated: "error.offer.workingDaysRepeated",
      started: "error.offer.workingDaysStarted",
    }),
  },
  IDEMPOTENCY_CONFLICT: { status: 422, text: errors("error.idempotency.conflict") },
  /** A money-moving POST without its `Idempotency-Key` header (docs/api.md "Idempotency-Key"): a client bug, not the user's. */
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, text: errors("error.idempotency.keyRequired") },
  OFFER_NOT_FOUND: { status: 404, text: errors("error.offer.notFound") },
  SEEKER_NOT_FOUND: { status: 404, text: errors("error.offer.seekerNotFound") },
  OFFER_ALREADY_SENT: {
    status: 409,
    text: errors("error.offer.alreadySent"),
    textByDetail: byReason("status", { paymentPending: "error.offer.alreadySent", sent: "error.offer.alreadySent", accepted: "error.offer.alreadyHired" }),
  },
  /** Issue 19: a working day paid below the Jakarta minimum wage (docs/business-rules.md "Wage floor"). */
  OFFER_WAGE_BELOW_MINIMUM: { status: 422, text: errors("error.offer.wageBelowMinimum"), values: { amount: "minimumDailyWage" } },
  OFFER_ALREADY_ANSWERED: {
    status: 409,
    text: errors("error.offer.alreadyAnswered"),
    textByDetail: byReason("answer", { accepted: "error.offer.alreadyAccepted", declined: "error.offer.alreadyDeclined" }),
  },
  JOB_HEADCOUNT_FILLED: { status: 409, text: errors("error.job.headcountFilled") },
  PAYMENT_NOT_FOUND: { status: 404, text: errors("error.payment.notFound") },
  PAYMENT_NOT_RETRYABLE: {
    status: 409,
    text: errors("error.payment.notRetryablePending"),
    textByDetail: byReason("reason", { pending: "error.payment.notRetryablePending", paid: "error.payment.notRetryablePaid" }),
  },
  LEDGER_OVERDRAFT: { status: 409, text: errors("error.ledger.overdraft") },
  // Work: orders, attendance, the daily confirmation, withdrawal (issue 22; docs/api.md "Work").
  ORDER_NOT_FOUND: { status: 404, text: errors("error.work.orderNotFound") },
  WORK_DAY_NOT_FOUND: { status: 404, text: errors("error.work.dayNotFound") },
  HIRE_NOT_FOUND: { status: 404, text: errors("error.work.hireNotFound") },
  /** The other punch of this kind was recorded already (another punchId): `details.kind`. */
  PUNCH_ALREADY_RECORDED: {
    status: 409,
    text: errors("error.work.alreadyClockedIn"),
    textByDetail: byReason("kind", { in: "error.work.alreadyClockedIn", out: "error.work.alreadyClockedOut" }),
  },
  PUNCH_OUTSIDE_WINDOW: {
    status: 422,
    text: errors("error.work.clockInClosed"),
    textByDetail: byReason("kind", { in: "error.work.clockInClosed", out: "error.work.clockOutClosed" }),
  },
  WORK_DAY_STARTED: { status: 409, text: errors("error.work.dayStarted") },
  HIRE_STARTED: { status: 409, text: errors("error.work.hireStarted") },
  RECONFIRMATION_ALREADY_REQUESTED: { status: 409, text: errors("error.work.reconfirmationUsed") },
  // Completion and ratings (issue 22; docs/api.md "Work", docs/business-rules.md "Completion and ratings").
  /** `details.reason`: `waitingReconfirm` ('Waiting to Reconfirm', spec 5) or `daysOpen` (a day not settled yet). */
  HIRE_NOT_READY_TO_FINISH: {
    status: 409,
    text: errors("error.completion.daysOpen"),
    textByDetail: byReason("reason", { waitingReconfirm: "error.cancellation.waitingReconfirm", daysOpen: "error.completion.daysOpen" }),
  },
  RATING_NOT_OPEN: { status: 409, text: errors("error.rating.notOpen") },
  RATING_ALREADY_GIVEN: { status: 409, text: errors("error.rating.alreadyGiven") },
  RATING_TAG_NOT_ALLOWED: { status: 422, text: errors("error.rating.tagNotAllowed") },
  // The work certificate (issue 22; docs/api.md "Work certificate").
  HIRE_NOT_COMPLETED: { status: 409, text: errors("error.certificate.notCompleted") },
  CERTIFICATE_NOT_FOUND: { status: 404, text: errors("error.certificate.notFound") },
  // Cancellation through the help center and support messages (issue 22; docs/api.md "Help center", docs/business-rules.md "Cancellation").
  CANCELLATION_REQUEST_NOT_FOUND: { status: 404, text: errors("error.cancellation.notFound") },
  /** An open request covers this scope already (the job, or a seeker of it): `details.requestId`. */
  CANCELLATION_ALREADY_REQUESTED: { status: 409, text: errors("error.cancellation.alreadyRequested") },
  /** `details.reason`: the hire is `completed`, `withdrawn` or `cancelled`, or the job has `noHire` left to cancel. */
  HIRE_NOT_CANCELLABLE: {
    status: 409,
    text: errors("error.cancellation.noHire"),
    textByDetail: byReason("reason", {
      completed: "error.cancellation.hireCompleted",
      withdrawn: "error.cancellation.hireWithdrawn",
      cancelled: "error.cancellation.hireCancelled",
      noHire: "error.cancellation.noHire",
    }),
  },
  /** A proof URL that is not an image or video the caller uploaded through POST /api/uploads: `details.url`. */
  CANCELLATION_PROOF_INVALID: { status: 422, text: errors("error.cancellation.proofInvalid") },
  /** A clock-in on a hire its business asked to cancel (`details.status` requested) or that was cancelled. */
  HIRE_CANCELLED: {
    status: 409,
    text: errors("error.work.hireCancelled"),
    textByDetail: byReason("status", { requested: "error.work.cancellationRequested", cancelled: "error.work.hireCancelled" }),
  },
  /** The public order-request link is wrong, changed or expired (one answer for all: nothing to learn from it). */
  ORDER_REQUEST_NOT_AVAILABLE: { status: 404, text: errors("error.orderRequest.notAvailable") },
  // Wallet (issue 23; docs/api.md "Wallet").
  PIN_NOT_SET: { status: 409, text: errors("error.pin.notSet") },
  PIN_ALREADY_SET: { status: 409, text: errors("error.pin.alreadySet") },
  /** A payment from the balance without the payer's PIN: a client bug, not the user's. */
  PIN_REQUIRED: { status: 400, text: errors("error.pin.required") },
  TRANSACTION_NOT_FOUND: { status: 404, text: errors("error.wallet.transactionNotFound") },
  PAYOUT_ACCOUNT_NOT_FOUND: { status: 404, text: errors("error.wallet.accountNotFound") },
  PAYOUT_ACCOUNT_ALREADY_ADDED: { status: 409, text: errors("error.wallet.accountAlreadyAdded") },
  /** A withdrawal still on its way to the account: it cannot be removed until it is paid or failed. */
  PAYOUT_ACCOUNT_IN_USE: { status: 409, text: errors("error.wallet.accountInUse") },
  /** The bank's name check (the mock plays it): no account with this number at this bank. */
  BANK_ACCOUNT_NOT_FOUND: { status: 422, text: errors("error.wallet.bankAccountNotFound") },
  /** The bank's name check: the holder's name is not the one the bank has for the number. */
  BANK_ACCOUNT_NAME_MISMATCH: { status: 422, text: errors("error.wallet.bankAccountNameMismatch") },
  EWALLET_LINK_NOT_FOUND: { status: 404, text: errors("error.wallet.ewalletLinkNotFound") },
  WITHDRAWAL_NOT_FOUND: { status: 404, text: errors("error.withdrawal.notFound") },
  /** Only a failed withdrawal is retried (`details.status`: processing or success). */
  WITHDRAWAL_NOT_RETRYABLE: { status: 409, text: errors("error.withdrawal.notRetryable") },
  // Chat (issue 24; docs/api.md "Chat").
  /** Not one of the caller's conversations (or none at all): nothing to learn from it. */
  CONVERSATION_NOT_FOUND: { status: 404, text: NOT_AVAILABLE },
  /** A read mark on a message the conversation does not hold: a client bug. */
  MESSAGE_NOT_FOUND: { status: 404, text: NOT_AVAILABLE },
  /** Spec 6: a pending Member chats about nothing; a Member only about the jobs she created or was given; a seeker only where she applied, was invited or has an offer. */
  CHAT_NOT_ALLOWED: {
    status: 403,
    text: errors("error.chat.notYourJob"),
    textByDetail: byReason("reason", { pendingMember: "error.posting.memberPending", notYourJob: "error.chat.notYourJob", notApplied: "error.chat.notApplied" }),
  },
  /** An image message's upload is not an image the caller uploaded. */
  /** Not the caller's own image upload, or over a photo's size (PHOTO_MAX_BYTES). */
  CHAT_IMAGE_INVALID: { status: 400, text: errors("error.chat.photoInvalid") },
  // Interview invitations (issue 24; docs/api.md "Interviews").
  INTERVIEW_NOT_FOUND: { status: 404, text: errors("error.interview.notFound") },
  /** The time asked for has come already (a new invitation, or a new time). */
  INTERVIEW_TIME_PAST: { status: 422, text: errors("error.interview.timePast") },
  /** The interview's time came: it is no longer answered, moved or cancelled. */
  INTERVIEW_OVER: { status: 409, text: errors("error.interview.over") },
  /** The seeker neither applied to the job nor is open to offers. */
  INTERVIEW_INVITEE_NOT_ELIGIBLE: { status: 422, text: errors("error.interview.inviteeNotEligible") },
  /** An invitation of this job to this seeker is in play (`details.interviewId`): set a new time on it. */
  INTERVIEW_ALREADY_INVITED: { status: 409, text: errors("error.interview.alreadyInvited") },
  REWARD_CLAIM_FAILED: { status: 409, text: errors("error.reward.failed") },
  REWARD_ALREADY_RECEIVED: { status: 409, text: errors("error.reward.alreadyReceived") },
  REWARD_EXHAUSTED: { status: 409, text: errors("error.reward.exhausted") },
  REWARD_TIME_LIMIT_PASSED: { status: 410, text: errors("error.reward.timeLimitPassed") },

  // Talent pool and smart invitation (issue 24; docs/api.md "Talent pool").
  TALENT_NOT_IN_POOL: { status: 404, text: errors("error.talent.notInPool") },

  // The mock server's dev area only (not part of the real API).
  OTP_NOT_FOUND: { status: 404, text: NOT_AVAILABLE },
  UNKNOWN_PROVIDER_STATE: { status: 400, text: LOAD_FAILED, retryable: true },
  // Video interviews (issue 24; docs/api.md "Video interviews").
  VIDEO_INTERVIEW_NOT_FOUND: { status: 404, text: errors("error.videoInterview.notFound") },
  VIDEO_INTERVIEW_EXPIRED: { status: 410, text: errors("error.videoInterview.expired") },
  VIDEO_INTERVIEW_DEADLINE_INVALID: { status: 400, text: errors("error.videoInterview.deadlineInvalid"), values: { days: "maxDays" } },
  /** One open video interview per application (`details.status`). */
  VIDEO_INTERVIEW_ALREADY_SENT: { status: 409, text: errors("error.videoInterview.alreadySent") },
  /** A retake or a changed result before INTERVIEW_RETAKE_MONTHS (`details.action`, `details.from`, `details.months`). */
  VIDEO_INTERVIEW_TOO_SOON: {
    status: 409,
    text: errors("error.videoInterview.retakeTooSoon"),
    textByDetail: byReason("action", { retake: "error.videoInterview.retakeTooSoon", changeResult: "error.videoInterview.resultLocked" }),
    values: { months: "months" },
  },
  INTERVIEW_QUESTIONS_MISSING: { status: 409, text: errors("error.videoInterview.questionsMissing") },
  /** An answer's video must be the seeker's own upload (POST /api/uploads). */
  VIDEO_ANSWER_NOT_OWN_UPLOAD: { status: 422, text: errors("error.videoInterview.uploadAgain") },
} as const satisfies Record<string, ErrorCodeSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

/** What a failure shows: the catalogue text, its interpolation values, and whether Retry (or a new login) can help. */
export interface ResolvedErrorText extends ErrorText {
  readonly values?: Readonly<Record<string, number | string>>;
  readonly retryable: boolean;
  readonly logInAgain?: true;
}

/** A detail missing from an answer reads as this (an older backend, a hand-made error). */
const DETAIL_DEFAULTS: Readonly<Record<string, number>> = { retryAfterSeconds: 60, attemptsLeft: 0 };

/** The one conversion between a detail and a text's value: seconds shown as whole minutes. */
const textValue = (variable: string, detail: string, raw: unknown): number | string | undefined => {
  const value = typeof raw === "number" && Number.isFinite(raw) ? raw : typeof raw === "string" ? raw : DETAIL_DEFAULTS[detail];
  if (typeof value === "number" && variable === "minutes" && detail.endsWith("Seconds")) return Math.max(1, Math.ceil(value / 60));
  return value;
};

/**
 * The text of a code with the details it came with (an API answer's `details`, or a domain
 * error's own fields); undefined for a code the table does not know.
 */
export const errorTextOf = (code: string, details: Readonly<Record<string, unknown>> = {}): ResolvedErrorText | undefined => {
  if (!isErrorCode(code)) return undefined;
  const spec: ErrorCodeSpec = ERROR_CODES[code];
  const chosen = spec.textByDetail === undefined ? undefined : spec.textByDetail.texts[String(details[spec.textByDetail.detail])];
  const text = chosen ?? spec.text;
  const values: Record<string, number | string> = {};
  for (const [variable, detail] of Object.entries(spec.values ?? {})) {
    const value = textValue(variable, detail, details[detail]);
    if (value !== undefined) values[variable] = value;
  }
  return {
    ns: text.ns,
    key: text.key,
    ...(spec.values === undefined ? {} : { values }),
    retryable: spec.retryable ?? false,
    ...(spec.logInAgain === true ? { logInAgain: true } : {}),
  };
};

/** A domain error as the table sees it: its code and its own fields. */
export interface CodedError {
  readonly _tag: string;
  readonly code: ErrorCode;
}

/** The `i18nKey` of a domain error (in the `errors` namespace), derived from its code and fields: DomainError's getter. */
export const i18nKeyOf = (error: CodedError): string =>
  errorTextOf(error.code, error as unknown as Readonly<Record<string, unknown>>)?.key ?? "";
