import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../design-system/toast";
import { useUserEvents } from "../shared/use-user-events";
import { firstInputStore } from "./first-input";
import { useSession } from "./session-context";

/**
 * What every screen shows of the signed-in user's event stream (issue 24): the interview reminder
 * 5 minutes before (`interviewReminder`, spec 9) as a toast, wherever she is; its page
 * (/interviewInvitationRemind) is linked from the invitation. Listens from the page's first touch or
 * key, as the home tabs' badge does (ui/app/first-input.ts); the reminder's text and its namespaces
 * (`interviews`, `labels`: ui/shared/reminder-text.ts) load with the first reminder, so no first
 * screen carries them.
 */
export function ShellEvents() {
  const signedIn = useSession() !== null;
  const touched = useSyncExternalStore(firstInputStore.subscribe, firstInputStore.done, () => false);
  const toast = useToast();
  const { i18n } = useTranslation();
  useUserEvents((event) => {
    if (event.kind !== "interviewReminder") return;
    void import("../shared/reminder-text")
      .then(({ reminderText }) => reminderText(i18n, event.jobTitle))
      .then(toast)
      .catch(() => undefined);
  }, signedIn && touched);
  return null;
}
