import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /educational lands (see docs/routes.md). */
export default function EducationalPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
