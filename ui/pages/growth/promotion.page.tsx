import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /promotion lands (see docs/routes.md). */
export default function PromotionPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
