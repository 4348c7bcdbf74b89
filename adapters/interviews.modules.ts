/*
 * The interviews' adapters (issue 24: invitations, video interviews, suggested questions), loaded as
 * one chunk on the first call of any (interviews.registrations.ts): both sides use them, neither
 * side's first screen needs them.
 */
export { InterviewsHttpAdapter } from "./http/interviews.http-adapter";
export { InterviewQuestionsHttpAdapter } from "./http/interview-questions.http-adapter";
export { VideoInterviewHttpAdapter } from "./http/video-interview.http-adapter";
