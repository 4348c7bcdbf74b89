/** What other mock features may use of the interviews area; they import it from here only (.dependency-cruiser.cjs). */
export { interviewEvents, interviewReminders } from "./interviews.events";
export { renderInterviewsSection } from "./interviews.back-office";
// postDueReminderCards: what the reminder's telling keeps (its card in the chat), for the event hub to commit.
export { postDueReminderCards } from "./interviews.logic";
