import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { CERTIFICATE_API } from "../../../application/ports/certificate-api.port";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { PrinterIcon } from "../../design-system/icons/printer";
import type { PageProps } from "../../routes/route-def";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { CertificateSheet } from "./work-certificate";

/**
 * /seeker/certificate?hireId=: the work certificate of her completed hire, printed (or saved as a
 * PDF) on one A4 page the way a payment receipt prints. A hire not finished yet says so
 * (HIRE_NOT_COMPLETED) with the way back.
 */
export default function SeekerCertificatePage(_props: PageProps) {
  const { t } = useTranslation("work");
  const [params] = useSearchParams();
  const hireId = params.get("hireId") ?? "";
  const certificates = useService(CERTIFICATE_API);
  const { state, reload } = useServerData(["work-certificate", hireId], () => certificates.ofHire(hireId));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  return (
    <main className="page stack print-page">
      <TopBar title={t("certificate.bar")} heading={false} />
      <CertificateSheet certificate={state.value} heading="h1" />
      <div className="stack print-hide">
        <Button block onClick={() => window.print()}>
          <PrinterIcon />
          {t("certificate.print")}
        </Button>
        <p className="muted wc-hint">{t("certificate.printHint")}</p>
      </div>
    </main>
  );
}
