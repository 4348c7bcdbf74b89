/** What other mock features may use of the interviews area; they import it from here only (.dependency-cruiser.cjs). */
export { interviewEvents, interviewReminders } from "./interviews.events";
export { renderInterviewsSection } from "./interviews.back-office";
// postDueReminderCards: what the clock decided (the reminder's card), for a stream's tick to commit.
export { postDueReminderCards } from "./interviews.logic";
