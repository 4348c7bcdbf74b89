/*
 * The recruitment survey's adapter (issue 24), loaded as one chunk on its first call
 * (provider.registrations.ts): only /questionSurvey uses it, no first screen.
 */
export { SurveyHttpAdapter } from "./http/survey.http-adapter";
