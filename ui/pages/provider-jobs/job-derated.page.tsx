import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /jobDerated lands (see docs/routes.md). */
export default function JobDeratedPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
