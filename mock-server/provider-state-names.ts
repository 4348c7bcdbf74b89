/**
 * The named Pact provider states, one constant each: the consumer tests (contracts/consumer)
 * give them to `.given(...)` and the mock's state handler (features/back-office/provider-states.ts)
 * must implement every one (its type says so). mock-server/provider-states.md and
 * contracts/README.md describe what each arranges. Plain strings only: the consumer tests import
 * this module without the mock.
 */
export const PROVIDER_STATE = {
  // Auth (features/auth/auth.provider-states.ts)
  seekerExists: "the demo seeker 81200000001 exists",
  noAccount: "no account exists for 81299999999",
  loginOtpSent: "an OTP 1234 was sent to 81200000001 for login",
  registerOtpSent: "an OTP 1234 was sent to 81299999999 for registration",
  otpExpired: "the OTP sent to 81200000001 has expired",
  otpBurnt: "the OTP sent to 81200000001 was tried 5 times wrongly",
  sendLimit: "81200000001 has reached the OTP send limit",
  whatsappDown: "WhatsApp cannot reach 81200000004",
  seekerLoggedIn: "the demo seeker is logged in with token demo-seeker-token",
  // Seeker side (features/applying, features/intro-video)
  savedAndApplied: "the demo seeker is logged in with token demo-seeker-token, has saved job j-9002 and applied to job j-9001",
  agusLoggedIn: "Agus, whose profile has no salary expectation, is logged in with token demo-agus-token",
  youngSeekerLoggedIn: "a 17-year-old seeker is logged in with token demo-young-token",
  hendraWithApplicant: "the provider Hendra is logged in with token demo-hendra-token and Rina applied to job j-9000",
  introVideoInReview: "the demo seeker is logged in with token demo-seeker-token and her intro video v-9-siti is in review",
  introVideoApproved: "the demo seeker is logged in with token demo-seeker-token and her intro video v-9-siti is approved",
  // Provider side (features/business)
  providerAdminLoggedIn: "the demo provider admin is logged in with token demo-provider-token",
  providerWithoutBusiness: "a provider without a business is logged in with token new-provider-token",
  providerNotVerified: "a provider whose business is not verified yet is logged in with token new-provider-token",
  kopiWithoutCoupons: "the Kopi Senja admin without coupons is logged in with token kopi-provider-token",
} as const;

export type ProviderStateName = (typeof PROVIDER_STATE)[keyof typeof PROVIDER_STATE];

/** The bearer tokens the states arrange (and hand back to the verifier as `token`). */
export const STATE_TOKENS = {
  siti: "demo-seeker-token",
  agus: "demo-agus-token",
  young: "demo-young-token",
  hendra: "demo-hendra-token",
  providerAdmin: "demo-provider-token",
  newProvider: "new-provider-token",
  kopiAdmin: "kopi-provider-token",
} as const;

/** The number no seeded account has, for registration states. */
export const UNREGISTERED_PHONE = "81299999999";