import { useTranslation } from "react-i18next";
import { useToast } from "../design-system/toast";
import { useUserEvents } from "../shared/use-user-events";
import { useSession } from "./session-context";

/**
 * What every screen shows of the signed-in user's event stream (issue 24): the interview reminder
 * 5 minutes before (`interviewReminder`, spec 9) as a toast, wherever she is, in her side's
 * wording (the seeker's interview, or whom the provider meets: ui/shared/reminder-text.ts); its page
 * (/interviewInvitationRemind) is linked from the invitation. The root layout loads it with the
 * page's first touch or key of a signed-in user, when the home tabs' badge starts following the
 * stream too (ui/app/first-input.ts); the reminder's text and its namespaces (`interviews`,
 * `labels`: ui/shared/reminder-text.ts) load with the first reminder, so no first screen carries them.
 */
export default function ShellEvents() {
  const toast = useToast();
  const { i18n } = useTranslation();
  const side = useSession()?.roleId ?? "seeker";
  useUserEvents((event) => {
    if (event.kind !== "interviewReminder") return;
    void import("../shared/reminder-text")
      .then(({ reminderText }) => reminderText(i18n, event, side))
      .then(toast)
      .catch(() => undefined);
  });
  return null;
}
