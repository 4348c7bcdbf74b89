import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import { useService } from "../../app/container-context";
import { BusinessForm } from "./business-form";
import { href } from "../../routes/href";

/** /createcompany: the one business of this account. The name is fixed until verification. */
export default function CreateCompanyPage() {
  const { t } = useTranslation(["business", "provider"]);
  const business = useService(BUSINESS_API);
  const navigate = useNavigate();
  return (
    <main className="page stack">
      <h1>{t("createCompany.title")}</h1>
      <p>{t("createCompany.intro")}</p>
      <BusinessForm nameLock={null} submitLabel={t("createCompany.submit")} save={(request) => business.create(request)} onSaved={() => navigate(href.verifyCompany())} />
    </main>
  );
}
