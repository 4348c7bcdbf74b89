import type { i18n as I18n } from "i18next";
import type { RoleId } from "../../domain/identity/session.schema";
import { positionLabel } from "./format/reference-labels";

/**
 * The interview reminder's toast text (issue 24), its texts (`interviews`, `labels`) loaded first:
 * loaded by the shell with the first reminder (ui/app/shell-events.tsx), so no screen carries it before.
 * The same event reaches both sides: the seeker reads of her interview, the provider whom she meets
 * (the seeker's name; a job may have several applicants' interviews), by the side signed in.
 */
export const reminderText = async (i18n: I18n, reminder: { readonly jobTitle: string; readonly seekerName: string }, side: RoleId): Promise<string> => {
  await i18n.loadNamespaces(["interviews", "labels"]);
  const job = positionLabel((key, options) => i18n.t(key, options), reminder.jobTitle);
  if (side === "seeker") return i18n.t("remind.toast", { ns: "interviews", job });
  const name = reminder.seekerName.trim();
  return name === "" ? i18n.t("remind.toastProviderUnnamed", { ns: "interviews", job }) : i18n.t("remind.toastProvider", { ns: "interviews", job, name });
};
