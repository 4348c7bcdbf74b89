
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import { formatPhone, COUNTRY_CODE } from "../../../domain/identity/phone.format";
import { useService } from "../../app/container-context";
import { BusinessPage } from "../../shared/business-page";
import { useServerData } from "../../shared/server-state/use-server-data";
import { VerifiedMark } from "./verified-mark";
import "../../design-system/form-controls.css";
import { href } from "../../routes/href";
import { safeUrl } from "../../../domain/shared/safe-url.rules";

/** /JPPersonInfo: the provider's personal profile. */
export default function JPPersonInfoPage() {
  const { t } = useTranslation(["business", "provider", "common"]);
  const business = useService(BUSINESS_API);
  const { state, reload } = useServerData(["provider-profile"], () => business.profile());
  return (
    <BusinessPage title={t("provider:profile.title")} state={state} reload={reload}>
      {(p) => (
        <>
          <section className="ds-card" aria-label={t("provider:profile.title")}>
            {p.photoUrl !== undefined && <img src={safeUrl(p.photoUrl)} alt={t("profile.photo")} width={72} height={72} style={{ borderRadius: "50%", objectFit: "cover" }} />}
            <dl className="stack" style={{ gap: "var(--space-2)", margin: 0 }}>
              {(
                [
                  [t("provider:profile.fullName"), p.fullName],
                  [t("provider:profile.gender"), p.gender === null ? t("profile.notSet") : t(`profile.genders.${p.gender}`)],
                  [t("profile.businessName"), p.businessName === "" ? t("profile.notSet") : p.businessName],
                  [t("profile.position"), p.position === "" ? t("profile.notSet") : p.position],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt className="muted">{term}</dt>
                  <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
                </div>
              ))}
              <div>
                <dt className="muted">{t("profile.workEmail")}</dt>
                <dd style={{ margin: 0, fontWeight: 600 }}>
                  {p.workEmail ?? t("profile.notSet")} {p.workEmail !== undefined && <VerifiedMark verified={p.workEmailVerified} />}
                </dd>
              </div>
              <div>
                <dt className="muted">{t("profile.mobile")}</dt>
                <dd style={{ margin: 0, fontWeight: 600 }}>
                  {`${COUNTRY_CODE} ${formatPhone(p.mobile)}`} <VerifiedMark verified={p.mobileVerified} />
                </dd>
              </div>
            </dl>
          </section>
          <Link className="ds-button ds-button--primary ds-button--block" to={href.editPersonInfo()}>
            {t("profile.edit")}
          </Link>
          <Link to={href.jobProviderContact()}>{t("contact.title")}</Link>
          <Link to={href.providerHome()}>{t("provider:home.backToJobs")}</Link>
        </>
      )}
    </BusinessPage>
  );
}
