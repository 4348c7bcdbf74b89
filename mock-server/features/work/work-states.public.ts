/**
 * The work provider states, for another area's states to build on (the wallet's); apart from
 * work.public.ts, which the offers area imports, so no import cycle runs through the states.
 */
export { WORK_PROVIDER_STATES } from "./work.provider-states";
