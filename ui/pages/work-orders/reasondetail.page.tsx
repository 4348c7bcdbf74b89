import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /reasondetail lands (see docs/routes.md). */
export default function ReasondetailPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
