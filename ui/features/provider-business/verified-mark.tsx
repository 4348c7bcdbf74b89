import { useTranslation } from "react-i18next";
import "../../design-system/form-controls.css";

/** A VERIFIED / unverified mark next to a contact. */
export function VerifiedMark({ verified }: { readonly verified: boolean }) {
  const { t } = useTranslation(["business", "provider"]);
  return <span className={`ds-badge${verified ? "" : " ds-badge--muted"}`}>{verified ? t("profile.verified") : t("profile.unverified")}</span>;
}
