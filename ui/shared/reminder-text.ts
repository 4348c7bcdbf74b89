import type { i18n as I18n } from "i18next";
import { positionLabel } from "./format/reference-labels";

/**
 * The interview reminder's toast text (issue 24), its texts (`interviews`, `labels`) loaded first:
 * loaded by the shell with the first reminder (ui/app/shell-events.tsx), so no screen carries it before.
 */
export const reminderText = async (i18n: I18n, jobTitle: string): Promise<string> => {
  await i18n.loadNamespaces(["interviews", "labels"]);
  return i18n.t("remind.toast", { ns: "interviews", job: positionLabel((key, options) => i18n.t(key, options), jobTitle) });
};
