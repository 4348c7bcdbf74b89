import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { WorkCertificate } from "../../../domain/work/certificate-api.schema";
import { Avatar } from "../../design-system/avatar";
import { Brand } from "../../design-system/brand";
import { CheckIcon } from "../../design-system/icons/check";
import { href, shareableUrl } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { RatingSummaryCard } from "./rating-summary";
import "../../shared/print-page.css";
import "./work-certificate.css";

/** The check page's address as a person types it from paper: its host and path, no scheme. */
const addressOf = (url: string): string => {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
};

/**
 * A work certificate as it prints (docs/business-rules.md "Completion and ratings"): who worked, for
 * which business (logo, verified badge), as what, from when to when, how many days the business
 * confirmed, its rating of her, the issue date, and where and with which code anyone checks it. The
 * seeker's page and the public check show this same sheet: never more on either.
 */
export function CertificateSheet({ certificate, heading }: { readonly certificate: WorkCertificate; readonly heading: "h1" | "h2" }) {
  const { t } = useTranslation("work");
  const format = useFormat();
  const positionLabel = usePositionLabel();
  const Heading = heading;
  const { business } = certificate;
  return (
    <article className="print-sheet wc-sheet" aria-labelledby="certificate-title">
      <header className="wc-head">
        <Brand />
        <Heading id="certificate-title" className="wc-title">
          {t("certificate.title")}
        </Heading>
      </header>
      <p className="wc-lead">{t("certificate.lead", { name: certificate.seekerName, business: business.name })}</p>
      <dl className="wc-facts">
        <dt>{t("certificate.worker")}</dt>
        <dd className="wc-strong">{certificate.seekerName}</dd>
        <dt>{t("certificate.business")}</dt>
        <dd>
          <span className="wc-business">
            <Avatar name={business.name} photo={business.logoUrl} size={40} className="wc-logo" />
            <span className="wc-strong">{business.name}</span>
          </span>
          {business.verified && (
            <span className="wc-verified">
              <CheckIcon />
              {t("certificate.verified")}
            </span>
          )}
        </dd>
        <dt>{t("certificate.position")}</dt>
        <dd>{positionLabel(certificate.position)}</dd>
        <dt>{t("certificate.period")}</dt>
        <dd>{format.dateRange(certificate.firstDay, certificate.lastDay, "")}</dd>
        <dt>{t("certificate.confirmedDays")}</dt>
        <dd>{t("certificate.days", { count: certificate.confirmedDays })}</dd>
        <dt>{t("certificate.rating")}</dt>
        <dd>{certificate.rating === null ? t("certificate.notRated") : <RatingSummaryCard rating={certificate.rating} />}</dd>
        <dt>{t("certificate.issued")}</dt>
        <dd>{format.date(certificate.issuedAt)}</dd>
      </dl>
      <footer className="wc-verify">
        <p>
          {t("certificate.verify")}{" "}
          <Link className="wc-url" to={href.certificateCheck({ code: certificate.code })}>
            {addressOf(shareableUrl(href.certificateCheck()))}
          </Link>
        </p>
        <p>
          {t("certificate.code")}: <strong className="wc-code">{certificate.code}</strong>
        </p>
      </footer>
    </article>
  );
}
