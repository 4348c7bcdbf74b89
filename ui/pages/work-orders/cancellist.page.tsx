import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /cancellist lands (see docs/routes.md). */
export default function CancellistPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
