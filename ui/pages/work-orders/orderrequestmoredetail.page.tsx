import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /orderrequestmoredetail lands (see docs/routes.md). */
export default function OrderrequestmoredetailPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
