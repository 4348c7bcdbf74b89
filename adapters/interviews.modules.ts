/*
 * The interview invitations' adapter (issue 24), loaded as one chunk on its first call
 * (interviews.registrations.ts): both sides use it, neither side's first screen needs it.
 */
export { InterviewsHttpAdapter } from "./http/interviews.http-adapter";
