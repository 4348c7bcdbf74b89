import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { OFFERS_API } from "../../../application/ports/offers-api.port";
import { useService } from "../../app/container-context";
import { useSession } from "../../app/session-context";
import type { PageProps } from "../../routes/route-def";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { LoginPrompt } from "./login-prompt";
import { Receipt, ReceiptBar } from "./receipt";

function ReceiptScreen({ paymentId }: { readonly paymentId: string }) {
  const offers = useService(OFFERS_API);
  const { state, reload } = useServerData(["payment-receipt", paymentId], () => offers.payment(paymentId));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  return (
    <main className="page stack print-page">
      <ReceiptBar />
      <Receipt payment={state.value} heading="h1" />
    </main>
  );
}

/** /paymentpdf?paymentId=: one payment's receipt as a printable A4 page. */
export default function PaymentPdfPage(_props: PageProps) {
  const { t } = useTranslation("payments");
  const session = useSession();
  const [params] = useSearchParams();
  if (session === null) return <LoginPrompt title={t("login.receiptTitle")} />;
  return <ReceiptScreen paymentId={params.get("paymentId") ?? ""} />;
}
