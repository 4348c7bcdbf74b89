import { Result } from "effect";

import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import { CLOCK } from "../../../application/ports/clock.port";
import { canChangeBusinessName } from "../../../domain/business/business.rules";
import type { MyBusiness } from "../../../domain/business/business-api.schema";
import { useService } from "../../app/container-context";
import { BusinessPage } from "../../shared/business-page";
import { useFormat } from "../../shared/format/use-format";
import { useServerData } from "../../shared/server-state/use-server-data";
import { BusinessForm } from "./business-form";
import { href } from "../../routes/href";

const instant = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** /editcompanynew: the Admin edits the business profile; the name follows the 30-day rule, explained on screen. */
export default function EditCompanyNewPage() {
  const { t } = useTranslation(["business", "provider", "errors"]);
  const format = useFormat();
  const business = useService(BUSINESS_API);
  const clock = useService(CLOCK);
  const navigate = useNavigate();
  const { state, reload } = useServerData(["business"], () => business.myBusiness());
  const nameLock = (mine: MyBusiness): string | null => {
    const allowed = canChangeBusinessName({ verifiedAt: instant(mine.business.verifiedAt), lastNameChangeAt: instant(mine.business.lastNameChangeAt) }, clock.now());
    if (Result.isSuccess(allowed)) return null;
    const { availableAt } = allowed.failure;
    return `${t(allowed.failure.i18nKey, { ns: "errors" })}${availableAt === null ? "" : ` ${t("editCompany.availableAt", { date: format.dateTime(availableAt) })}`}`;
  };
  return (
    <BusinessPage title={t("editCompany.title")} state={state} reload={reload}>
      {(mine) =>
        mine.myRole !== "admin" ? (
          <p className="ds-alert ds-alert--info">{t("editCompany.adminOnly")}</p>
        ) : (
          <BusinessForm initial={mine.business} nameLock={nameLock(mine)} submitLabel={t("editCompany.save")} save={(request) => business.edit(request)} onSaved={() => navigate(href.providerHome())} />
        )
      }
    </BusinessPage>
  );
}
