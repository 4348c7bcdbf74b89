import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /occupation lands (see docs/routes.md). */
export default function OccupationOldPage(props: PageProps) {
  return <PlaceholderScreen {...props} variant="old" />;
}
