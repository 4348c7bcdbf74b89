import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /brocadeBag lands (see docs/routes.md). */
export default function BrocadeBagPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
