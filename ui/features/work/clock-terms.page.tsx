import { useTranslation } from "react-i18next";
import {
  ABSENCE_NOTICE_HOURS,
  AUTO_CONFIRM_AFTER_HOURS,
  OFFLINE_PUNCH_WINDOW_HOURS,
  PUNCH_RADIUS_METERS,
  RECONFIRMATION_HANDLING_HOURS,
} from "../../../domain/policy/business-constants";
import type { PageProps } from "../../routes/route-def";
import { TopBar } from "../../shared/top-bar";
import "./clock-terms.css";

/** The sections in the order a working day meets them: punch, where, no signal, confirmation, pay, what if. */
const SECTIONS = ["clock", "location", "offline", "confirm", "pay", "unanswered", "reconfirm", "absence"] as const;

/**
 * /clockterms: the attendance terms (issue 22), for the seeker who clocks and the business that
 * confirms. No peer promises what happens to a punch with no signal, so this page says it plainly.
 */
export default function ClockTermsPage(_props: PageProps) {
  const { t } = useTranslation("work");
  // The rules' own numbers (domain/policy), so the terms never say other than the server enforces.
  const values = {
    days: ABSENCE_NOTICE_HOURS / 24,
    hours: RECONFIRMATION_HANDLING_HOURS,
    radius: PUNCH_RADIUS_METERS,
    offlineHours: OFFLINE_PUNCH_WINDOW_HOURS,
    autoHours: AUTO_CONFIRM_AFTER_HOURS,
  };
  return (
    <main className="page stack">
      <TopBar title={t("clockTerms.title")} />
      <p>{t("clockTerms.intro")}</p>
      {SECTIONS.map((section) => (
        <section key={section} className="ct-section" aria-labelledby={`clock-terms-${section}`}>
          <h2 id={`clock-terms-${section}`}>{t(`clockTerms.${section}.title`)}</h2>
          <p>{t(`clockTerms.${section}.text`, values)}</p>
          {section === "offline" && <p>{t("clockTerms.offline.time", values)}</p>}
        </section>
      ))}
    </main>
  );
}
