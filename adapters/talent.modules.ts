/*
 * The talent pool's adapter (issue 24), loaded as one chunk on its first call (talent.registrations.ts):
 * the provider's pool and smart invitation, the seeker's ranked jobs; no first screen needs it.
 */
export { TalentHttpAdapter } from "./http/talent.http-adapter";
