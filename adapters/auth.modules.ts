/*
 * The auth use cases, loaded as one chunk on the first call of any of them (auth.registrations.ts):
 * they bring Effect, which the first paint of /app/login does without.
 */
export { RequestOtp } from "../application/auth/request-otp.use-case";
export { LogIn } from "../application/auth/log-in.use-case";
export { Register } from "../application/auth/register.use-case";
export { SwitchRole } from "../application/auth/switch-role.use-case";
export { AdoptNativeLogin } from "../application/auth/adopt-native-login.use-case";
