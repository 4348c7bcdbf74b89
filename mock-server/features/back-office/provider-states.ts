import type { ProviderStateName } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { AUTH_PROVIDER_STATES } from "../auth/auth.provider-states";
import type { RateLimitStandIn } from "../../http/rate-limit";
import type { OtpGuard } from "../auth/otp.logic";
import { BUSINESS_PROVIDER_STATES } from "../business/business.provider-states";
import { INTRO_VIDEO_PROVIDER_STATES } from "../intro-video/intro-video.provider-states";
import { JOBS_PROVIDER_STATES } from "../jobs/jobs.provider-states";
import { OFFERS_PROVIDER_STATES } from "../offers/offers.provider-states";
import { SEEKER_PROFILE_PROVIDER_STATES } from "../seeker-profile/seeker-profile.provider-states";
import { StateParamError, type ProviderState } from "./provider-state.type";

export type { ProviderState };

/**
 * The named states of the Pact contracts, each arranged by its area. The type makes every name of
 * provider-state-names.ts have its state.
 */
export const PROVIDER_STATES: Readonly<Record<ProviderStateName, ProviderState>> = {
  ...AUTH_PROVIDER_STATES,
  ...SEEKER_PROFILE_PROVIDER_STATES,
  ...BUSINESS_PROVIDER_STATES,
  ...JOBS_PROVIDER_STATES,
  ...INTRO_VIDEO_PROVIDER_STATES,
  ...OFFERS_PROVIDER_STATES,
};

export const isProviderStateName = (name: string): name is ProviderStateName => Object.hasOwn(PROVIDER_STATES, name);

export interface StateChange {
  readonly state: ProviderStateName;
  readonly params: Readonly<Record<string, unknown>>;
  readonly action: "setup" | "teardown";
}

export type StateChangeResult =
  | { readonly kind: "arranged"; readonly db: Db; readonly values: Readonly<Record<string, string>> }
  | { readonly kind: "baseline" }
  | { readonly kind: "invalid"; readonly param: string; readonly message: string };

/**
 * What the verifier's state change does (POST /__dev/provider-states). Setup arranges the state on
 * the data as it is, at real time, so the states of one interaction compose; teardown (sent after
 * every interaction, once per state) asks for the baseline: the seed, real time, fresh OTP budgets.
 */
export const changeProviderState = (change: StateChange, db: Db, deps: { readonly now: number; readonly otpGuard: OtpGuard; readonly rateLimit: RateLimitStandIn }): StateChangeResult => {
  if (change.action === "teardown") return { kind: "baseline" };
  try {
    const arranged = PROVIDER_STATES[change.state].arrange(db, { now: deps.now, params: change.params, otpGuard: deps.otpGuard, rateLimit: deps.rateLimit });
    return { kind: "arranged", db: arranged.db, values: arranged.values ?? {} };
  } catch (error) {
    if (error instanceof StateParamError) return { kind: "invalid", param: error.param, message: error.message };
    throw error;
  }
};
