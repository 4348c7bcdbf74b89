import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Hire } from "../../../domain/work/work-api.schema";
import { href } from "../../routes/href";
import "./work-rating.css";

/** The seeker's way to Selesaikan: to finish a hire whose days are settled, or to rate a finished one she has not rated. */
export function SeekerFinishLink({ orderId, hire }: { readonly orderId: string; readonly hire: Hire | undefined }) {
  const { t } = useTranslation("work");
  const open = hire?.status === "readyToFinish" || (hire?.status === "completed" && hire.ratings?.seeker == null);
  return open ? (
    <Link className="ds-button ds-button--primary ds-button--block wr-card-action" to={href.seekerFinish({ orderId })}>
      {t("seeker.finishAction")}
    </Link>
  ) : null;
}

/** On a completed hire of hers: the way to its work certificate (printable, with its verification code). */
export function SeekerCertificateLink({ hire }: { readonly hire: Hire | undefined }) {
  const { t } = useTranslation("work");
  return hire?.status === "completed" ? (
    <Link className="ds-button ds-button--secondary ds-button--block wr-card-action" to={href.seekerCertificate({ hireId: hire.hireId })}>
      {t("certificate.link")}
    </Link>
  ) : null;
}

/** On the provider's staff list: "Rate <seeker>" on a finished hire she has not rated, else that she did. */
export function ProviderRateLink({ orderId, hire }: { readonly orderId: string; readonly hire: Hire }) {
  const { t } = useTranslation("work");
  if (hire.status !== "completed") return null;
  return hire.ratings?.provider == null ? (
    <Link className="ds-button ds-button--secondary" to={href.providerRate({ orderId, hireId: hire.hireId })}>
      {t("provider.hire.rate", { name: hire.seekerName })}
    </Link>
  ) : (
    <p className="muted">{t("provider.hire.rated", { name: hire.seekerName })}</p>
  );
}
