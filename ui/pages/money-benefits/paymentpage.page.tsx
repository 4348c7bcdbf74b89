import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /paymentpage lands (see docs/routes.md). */
export default function PaymentpagePage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
