import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { href } from "../routes/href";

/**
 * "Send offer": the one way a provider starts a paid offer to a seeker for a job, from an
 * applicant's card today and from the talent pool and the chat later. It opens the offer form
 * (ui/features/offers). Texts in the `offers` namespace (the page using it asks for it).
 */
export function SendOfferAction({ jobId, seekerId }: { readonly jobId: string; readonly seekerId: string }) {
  const { t } = useTranslation("offers");
  return (
    <Link className="ds-button ds-button--primary" to={href.offerForm({ jobId, seekerId })}>
      {t("action.send")}
    </Link>
  );
}
