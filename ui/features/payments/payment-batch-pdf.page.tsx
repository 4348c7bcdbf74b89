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

function BatchScreen({ paymentIds }: { readonly paymentIds: readonly string[] }) {
  const { t } = useTranslation("payments");
  const offers = useService(OFFERS_API);
  const { state, reload } = useServerData(["payment-receipts", paymentIds], () => offers.payments(paymentIds));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  return (
    <main className="page stack print-page">
      <ReceiptBar />
      <h1 className="visually-hidden">{t("receipt.batchTitle", { count: state.value.items.length })}</h1>
      <div>
        {state.value.items.map((payment) => (
          <Receipt key={payment.paymentId} payment={payment} heading="h2" />
        ))}
      </div>
    </main>
  );
}

/** /paymentbatchpdf?paymentIds=a,b: several receipts, one A4 page each when printed. */
export default function PaymentBatchPdfPage(_props: PageProps) {
  const { t } = useTranslation("payments");
  const session = useSession();
  const [params] = useSearchParams();
  const ids = (params.get("paymentIds") ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
  if (session === null) return <LoginPrompt title={t("login.receiptTitle")} />;
  return <BatchScreen paymentIds={[...new Set(ids)]} />;
}
