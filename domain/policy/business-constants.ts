/**
 * Every business constant of spec section 9, named after its meaning. Where the spec conflicts or
 * is silent the value is our decision, explained in docs/business-rules.md; the backend serves the
 * ones it owns through GET /api/config so a change does not need a release.
 */

const MB = 1024 * 1024;

// Support and disputes
export const SUPPORT_RESPONSE_HOURS = 48;
export const DISPUTE_RESOLUTION_HOURS = 48;
export const CANCELLATION_PROCESSING_HOURS = 48;
export const RECONFIRMATION_HANDLING_HOURS = 48;
/** ISO weekdays 1 (Monday) to 5 (Friday), WIB. */
export const SUPPORT_OPEN_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
export const SUPPORT_OPENS_AT_HOUR_WIB = 9;
export const SUPPORT_CLOSES_AT_HOUR_WIB = 18;

// Jobs
export const PART_TIME_JOB_MAX_DAYS = 90;
export const PRIORITY_EXTENSION_COUPON_COST = 1;
/**
 * Decision: a priority job is offered an extension only in its last 24 hours; earlier the alert
 * says there is no need to extend (the spec names the case but not the threshold).
 */
export const PRIORITY_EXTENSION_WINDOW_HOURS = 24;
/**
 * Decision: how long one coupon keeps a job prioritized (extension or reactivation). The spec says
 * an extension costs 1 coupon but not what it buys; 7 days matches a weekly hiring rhythm.
 */
export const PRIORITY_PERIOD_DAYS = 7;
export const SAME_DAY_JOB_GAP_HOURS = 2;
export const ABSENCE_NOTICE_HOURS = 48;
export const SERVICE_AREA = "Jabodetabek";

// Payments and wallet
export const EWALLET_PAYMENT_TTL_MINUTES = 30;
export const VIRTUAL_ACCOUNT_PAYMENT_TTL_HOURS = 3;
export const DOUBLE_PAYMENT_REFUND_MAX_WORKING_DAYS = 10;
/**
 * Decision (the spec names the expiry, not its length): a sent offer waits 24 hours for the
 * seeker's answer, and never past the start of its first shift.
 */
export const OFFER_RESPONSE_HOURS = 24;
/**
 * Decision: the spec gives Rp10.000 in one place and Rp20.000 in another. We take Rp20.000: it is
 * the stricter value, so the app never accepts a withdrawal the payout partner would refuse.
 */
export const MIN_WITHDRAWAL_RUPIAH = 20_000;
export const WITHDRAWAL_ARRIVAL_HOURS = 24;
/**
 * Decision (issue 23): a withdrawal costs Rp0. The whole amount arrives, so the quote, the ledger
 * (no fee leg) and the receipt agree without a withdrawal fee account; a fee later is one constant
 * plus a fee-income leg in the ledger's withdrawal plan.
 */
export const WITHDRAWAL_FEE_RUPIAH = 0;
export const PIN_LENGTH = 6;
export const PIN_MAX_WRONG_ATTEMPTS = 5;

// Verification
export const IDENTITY_VERIFICATION_WORKING_DAYS = 2;
export const BUSINESS_VERIFICATION_FOR_JOB_HOURS = 1;
export const BUSINESS_NAME_CHANGE_INTERVAL_DAYS = 30;

// Seekers
export const MIN_SEEKER_AGE_YEARS = 18;
export const MAX_PREFERRED_POSITIONS = 5;
export const MAX_PREFERRED_LOCATIONS = 5;
export const NIK_LENGTH = 16;
/** KTP numbers encode a woman's day of birth plus 40. */
export const NIK_FEMALE_DAY_OFFSET = 40;

// Texts
export const NAME_MAX_CHARACTERS = 30;
export const SURVEY_COMMENT_MAX_CHARACTERS = 1_000;
/** Decision: the spec shows the error but not the limit; 500 fits one screen of a letter. */
export const INVITATION_LETTER_MAX_CHARACTERS = 500;

/** Decision: the note a seeker adds to an application; one screen of text. */
export const APPLICATION_NOTE_MAX_CHARACTERS = 500;
/** Decision (the spec asks for a limit and a counter, not the value): a chat message is at most 1,000 characters, like the survey's comment. */
export const CHAT_MESSAGE_MAX_CHARACTERS = 1_000;

// Uploads and media
export const CV_MAX_BYTES = 20 * MB;
/** Decision: photos (logo, business photos, legal documents) up to 5 MB, JPEG, PNG or WebP. */
export const PHOTO_MAX_BYTES = 5 * MB;
/** Decision: portfolio images stay well under the CV's limit. */
export const PORTFOLIO_IMAGE_MAX_BYTES = 10 * MB;
/** Decision (the spec gives no limit): an intro video lasts at most 1 minute, like an audio recording. */
export const INTRO_VIDEO_MAX_SECONDS = 60;
/** Decision: a minute of phone video at common bitrates fits in 50 MB. */
export const INTRO_VIDEO_MAX_BYTES = 50 * MB;
export const CV_EXTENSIONS: readonly string[] = ["pdf", "doc", "docx"];
export const BUSINESS_PHOTOS_MAX = 6;
export const AUDIO_RECORDING_MAX_SECONDS = 60;
/** "About 5 minutes" in total across all video answers. */
export const VIDEO_ANSWERS_TOTAL_MAX_SECONDS = 5 * 60;
/** Decision: the spec says the count is capped without the value; 5 questions fit 5 minutes. */
export const INTERVIEW_QUESTIONS_MAX = 5;
export const INTERVIEW_REMINDER_MINUTES_BEFORE = 5;
/** Decision (value not shown in the spec): see docs/business-rules.md. */
export const INTERVIEW_RETAKE_MONTHS = 3;
/** Decision (value not shown in the spec): see docs/business-rules.md. */
export const PERSONALITY_TEST_RETAKE_MONTHS = 6;
export const HEALTH_CERTIFICATE_VALID_MONTHS = 12;
export const ACADEMY_BADGE_PASS_PERCENT = 100;

// Growth
export const REFERRAL_MAX_REWARD_RUPIAH = 3_000_000;
export const REFERRAL_STAGE3_FIRST_PEOPLE = 50;
export const REFERRAL_STAGE3_INVITES = 300;
export const REFERRAL_MIN_PROFILE_COMPLETION_PERCENT = 50;
export const REFERRAL_JOB_BONUS_RUPIAH = 1_000_000;
export const MOBILE_CREDIT_REWARDS_RUPIAH: readonly number[] = [
  5_000, 10_000, 15_000, 25_000, 40_000, 50_000, 55_000, 60_000,
];
export const MOBILE_CREDIT_FIRST_INSTALMENT_RUPIAH = 10_000;
export const MOBILE_CREDIT_SPREAD_MONTHS = 3;
export const MOBILE_CREDIT_DAILY_QUOTA_USERS = 100;
export const REWARD_CLAIM_WINDOW_HOURS = 24;
/** One promotion has a shorter window. */
export const REWARD_CLAIM_WINDOW_HOURS_SHORT_PROMO = 12;
export const CV_PRIORITY_ENDS_AT_WIB = { hour: 23, minute: 59 } as const;

// Salary filter and display
export const SALARY_FILTER_MIN_RUPIAH = 1_000_000;
export const SALARY_FILTER_MAX_RUPIAH = 200_000_000;
export const SALARY_FILTER_STEP_RUPIAH = 500_000;

// Pickers and formatting
export const MONTH_PICKER_YEARS_BACK = 65;
export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = MB;
export const PHONE_MASKED_DIGITS = 4;
export const LANGUAGE_CODES: readonly string[] = ["en", "id"];

// ---------------------------------------------------------------------------------------------
// Hardening (issue 10): upper bounds and abuse budgets, decisions in docs/business-rules.md.
// ---------------------------------------------------------------------------------------------

/**
 * Decision: no single Rupiah amount is above Rp1 trillion. Far above any salary, payment or
 * balance of the product, and sums of thousands of such amounts stay exact in a double.
 */
export const RUPIAH_MAX = 1_000_000_000_000;
/** Decision: a salary (job or profile, per hour, day, week, month or project) is at most Rp1 billion. */
export const SALARY_MAX_RUPIAH = 1_000_000_000;
/** Decision: a portfolio audio recording (1 minute) fits in 10 MB in any common format. */
export const AUDIO_MAX_BYTES = 10 * MB;

/** Decision: OTP sends one client (one IP address) may ask for across all numbers in a rolling hour. */
export const OTP_SENDS_PER_CLIENT_PER_HOUR = 20;
/** Decision: OTP sends the whole platform makes in a rolling hour before it refuses (SMS pumping guard). */
export const OTP_SENDS_GLOBAL_PER_HOUR = 1_000;
/** Decision: wrong OTP codes for one number (across its OTPs) before it is locked. */
export const OTP_WRONG_CODES_PER_NUMBER = 10;
/** Decision: how long a number stays locked after too many wrong codes. */
export const OTP_LOCK_MINUTES = 60;

/**
 * Decision: a login session ends 30 days after it was created or last renewed; using it renews it
 * (at most once a day), so only 30 days without the app log someone out.
 */
export const SESSION_LIFETIME_DAYS = 30;
/** Decision: proof photos or videos one cancellation request may carry (the spec gives no number). */
export const CANCELLATION_PROOF_MEDIA_MAX = 6;
/**
 * Decision: a signed link to a cancellation request's public summary (/orderrequest) works for 72
 * hours: support processes a request within 48, and whoever got the link has a day more to read
 * the outcome. Support or the provider makes a new one after that.
 */
export const ORDER_REQUEST_LINK_TTL_HOURS = 72;

// ---------------------------------------------------------------------------------------------
// Fees (issue 14): what a provider pays on top of the salary of an offer. The spec names the two
// fees (spec 3, Transaction: service fee, admin fee) but not their values; decisions and why in
// docs/business-rules.md "Ledger". The seeker's salary is never reduced by a fee.
// ---------------------------------------------------------------------------------------------

/** Decision: the service fee is 5% of the offer's salary, rounded half up to a whole Rupiah. */
export const SERVICE_FEE_PERCENT = 5;
/** Decision: the admin fee is a flat Rp4.000 per offer payment, whatever the method (what a VA or e-wallet charge costs). */
export const ADMIN_FEE_RUPIAH = 4_000;

/**
 * Decision (issue 19): a link to an applicant's CV, which the applicants list hands the job's
 * provider, opens the CV without a session for an hour (the usual life of a presigned download);
 * the list hands out a fresh one each time it loads.
 */
export const CV_LINK_TTL_MINUTES = 60;
// ---------------------------------------------------------------------------------------------
// Wage floor (issue 19): no offer pays a working day less than the Jakarta minimum wage allows.
// Decision and why in docs/business-rules.md "Wage floor". UPDATE EVERY YEAR: the Governor of
// DKI Jakarta announces the next year's UMP in November or December; change both constants then.
// ---------------------------------------------------------------------------------------------

/**
 * The Jakarta provincial minimum wage (UMP DKI Jakarta) a month: Rp5.729.876 for 2026, set by the
 * Governor of DKI Jakarta on 24 December 2025 (up 6.17% from Rp5.396.761, under PP 49/2025).
 */
export const MINIMUM_WAGE_MONTHLY_RUPIAH = 5_729_876;
/** The year MINIMUM_WAGE_MONTHLY_RUPIAH is for (shown with the floor). */
export const MINIMUM_WAGE_YEAR = 2026;
/**
 * PP 36/2021 on wages, article 17: a day's wage is the month's divided by 25 in a 6-day week (21 in
 * a 5-day week). Decision: 25, the lower day, which is lawful for any business's week.
 */
export const MINIMUM_WAGE_DAILY_DIVISOR = 25;
/** PP 36/2021, article 16: part-time work paid by the hour gets at least the month's wage divided by 126 an hour. */
export const MINIMUM_WAGE_HOURLY_DIVISOR = 126;

// ---------------------------------------------------------------------------------------------
// Work (issue 22): attendance, the daily confirmation and withdrawal. Decisions and why in
// docs/business-rules.md "Work and pay per day".
// ---------------------------------------------------------------------------------------------

/**
 * Decision: a punch farther than this from the job's place is flagged `far` (never refused). 200 m
 * covers a building, its car park and the street in front, where a warung or shop worker arrives.
 */
export const PUNCH_RADIUS_METERS = 200;
/**
 * Decision: the phone's own accuracy (68% radius) is allowed for up to this much, so a weak GPS fix
 * indoors does not flag an honest punch, while a fix that says nothing (kilometres wide) cannot
 * hide a punch from far away.
 */
export const PUNCH_ACCURACY_ALLOWANCE_MAX_METERS = 300;
/** Decision: the clock-in opens this long before the shift starts (a worker arrives early to change, to be briefed). */
export const CLOCK_IN_OPENS_MINUTES_BEFORE_SHIFT = 60;
/**
 * Decision: a punch stored on the phone without signal is accepted until this long after its
 * shift's end (a night with no signal, sent the next morning); later it is refused, because the
 * provider has had no evidence for a day.
 */
export const OFFLINE_PUNCH_WINDOW_HOURS = 24;
/**
 * Decision: a clocked-out day the provider leaves unanswered is confirmed by itself (decided by
 * `auto`) and paid this long after its clock-out: peers auto-approve timesheets, and a worker
 * never waits more than a day for earned pay.
 */
export const AUTO_CONFIRM_AFTER_HOURS = 24;
/**
 * Decision: a seeker withdraws from an accepted order up to its first shift's start; a withdrawal
 * under this notice is recorded late (as an absence notice is, ABSENCE_NOTICE_HOURS), still allowed.
 */
export const WITHDRAWAL_NOTICE_HOURS = 48;
