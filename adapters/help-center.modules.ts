/*
 * The help center's adapter (issue 22), loaded as its own chunk on its first call
 * (work.registrations.ts): only the provider's help-center screens and the public order-request
 * page use it, so no first screen carries it.
 */
export { HelpCenterHttpAdapter } from "./http/help-center.http-adapter";
