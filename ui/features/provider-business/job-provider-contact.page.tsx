import { Result } from "effect";

import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import { NATIVE_BRIDGE } from "../../../application/ports/native-bridge.port";
import { COUNTRY_CODE, formatPhone } from "../../../domain/identity/phone.format";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { BusinessPage } from "../../shared/business-page";
import { useServerData } from "../../shared/server-state/use-server-data";
import { VerifiedMark } from "./verified-mark";
import { href } from "../../routes/href";

/** /jobProviderContact: how seekers and the platform reach this provider: own and business contacts. */
export default function JobProviderContactPage() {
  const { t } = useTranslation(["business", "provider", "common"]);
  const business = useService(BUSINESS_API);
  const bridge = useService(NATIVE_BRIDGE);
  const { state, reload } = useServerData(["provider-contact"], async () => {
    const profile = await business.profile();
    if (Result.isFailure(profile)) return Result.fail(profile.failure);
    const mine = await business.myBusiness();
    return Result.succeed({ profile: profile.success, business: Result.isSuccess(mine) ? mine.success.business : null });
  });
  return (
    <BusinessPage title={t("contact.title")} state={state} reload={reload}>
      {({ profile, business: b }) => (
        <>
          <section className="ds-card" aria-labelledby="contact-me">
            <h2 id="contact-me" className="ds-card__title">
              {profile.fullName}
            </h2>
            <p>
              {`${COUNTRY_CODE} ${formatPhone(profile.mobile)}`} <VerifiedMark verified={profile.mobileVerified} />
            </p>
            {profile.workEmail !== undefined && (
              <p>
                {profile.workEmail} <VerifiedMark verified={profile.workEmailVerified} />
              </p>
            )}
          </section>
          {b !== null && (
            <section className="ds-card" aria-labelledby="contact-business">
              <h2 id="contact-business" className="ds-card__title">
                {b.brandName ?? b.registeredName}
              </h2>
              <Button variant="secondary" onClick={() => bridge.call(`${COUNTRY_CODE}${b.contactPhone}`)}>
                {t("contact.call", { phone: `${COUNTRY_CODE} ${formatPhone(b.contactPhone)}` })}
              </Button>
              <Button variant="secondary" onClick={() => bridge.email(b.email)}>
                {t("contact.email", { email: b.email })}
              </Button>
            </section>
          )}
          <Link to={href.providerPersonInfo()}>{t("provider:profile.title")}</Link>
        </>
      )}
    </BusinessPage>
  );
}
