import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /videoInterview lands (see docs/routes.md). */
export default function VideoInterviewNewPage(props: PageProps) {
  return <PlaceholderScreen {...props} variant="new" />;
}
