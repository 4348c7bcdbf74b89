import type { ProviderStateName } from "../../provider-state-names";
import { APPLYING_PROVIDER_STATES } from "../applying/applying.provider-states";
import { AUTH_PROVIDER_STATES } from "../auth/auth.provider-states";
import { BUSINESS_PROVIDER_STATES } from "../business/business.provider-states";
import { INTRO_VIDEO_PROVIDER_STATES } from "../intro-video/intro-video.provider-states";
import type { ProviderState } from "./provider-state.type";

export type { ProviderState };

/**
 * The named states of the Pact contracts, each arranged by its area. Every state starts from the
 * seed (and real time), so interactions never depend on each other's leftovers. The type makes
 * every name of provider-state-names.ts have its state.
 */
export const PROVIDER_STATES: Readonly<Record<ProviderStateName, ProviderState>> = {
  ...AUTH_PROVIDER_STATES,
  ...APPLYING_PROVIDER_STATES,
  ...INTRO_VIDEO_PROVIDER_STATES,
  ...BUSINESS_PROVIDER_STATES,
};

export const isProviderStateName = (name: string): name is ProviderStateName => Object.hasOwn(PROVIDER_STATES, name);
