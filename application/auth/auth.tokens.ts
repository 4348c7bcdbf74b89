/**
 * The tokens of the auth use cases, apart from the classes: the login screen resolves them and the
 * composition root registers them without importing the use cases, which load on first use (they
 * bring Effect and the domain's schemas, which the first paint of /app/login does without).
 */
import type { AdoptNativeLogin } from "./adopt-native-login.use-case";
import type { LogIn } from "./log-in.use-case";
import type { LogOut } from "./log-out.use-case";
import type { Register } from "./register.use-case";
import type { RequestOtp } from "./request-otp.use-case";
import type { SwitchRole } from "./switch-role.use-case";
import { token } from "../ports/token";

export const REQUEST_OTP = token<RequestOtp>("RequestOtp");
export const LOG_IN = token<LogIn>("LogIn");
export const REGISTER = token<Register>("Register");
export const SWITCH_ROLE = token<SwitchRole>("SwitchRole");
export const LOG_OUT = token<LogOut>("LogOut");
export const ADOPT_NATIVE_LOGIN = token<AdoptNativeLogin>("AdoptNativeLogin");
