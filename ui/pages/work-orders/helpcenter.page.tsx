import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /helpcenter lands (see docs/routes.md). */
export default function HelpcenterPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
