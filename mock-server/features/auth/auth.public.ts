/** What other mock features may use of the auth area; they import it from here only (.dependency-cruiser.cjs). */
export type { OtpGuard } from "./otp.logic";
export { accountNotFound, authResult } from "./session.logic";
export { randomOtpCode, sendOtp, verifyOtp } from "./otp.logic";
