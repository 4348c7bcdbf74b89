/** What other mock features may use of the chat: posting a system card into a (job, seeker) conversation. */
export { postCard } from "./post-card";
