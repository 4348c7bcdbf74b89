import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /emailShare lands (see docs/routes.md). */
export default function EmailSharePage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
