import type { InterviewDetail } from "../../../domain/interview/interview.schema";

/** The seeker's answers that need a few words: each opens its form on the invitation's page. */
export type Answering = "decline" | "askAnotherTime";

/** The form a link asks the invitation's page to open (`&answer=`), or none. */
export const answeringOf = (value: string | null): Answering | null => (value === "decline" || value === "askAnotherTime" ? value : null);

/**
 * What the invitation's side may do in its state (its page, and its card in the chat): the seeker
 * answers one waiting for her (and may decline one accepted); the provider cancels one in play.
 */
export const answersOf = (i: InterviewDetail) => ({
  answer: i.viewer === "seeker" && (i.status === "sent" || i.status === "rescheduled"),
  decline: i.viewer === "seeker" && (i.status === "sent" || i.status === "rescheduled" || i.status === "accepted"),
  cancel: i.viewer === "provider" && ["sent", "rescheduled", "accepted", "anotherTimeAsked"].includes(i.status),
  // The same states the domain lets a new time move (domain/interview/interview.rules.ts): a request for another time above all.
  reschedule: i.viewer === "provider" && ["sent", "rescheduled", "accepted", "anotherTimeAsked"].includes(i.status),
});
