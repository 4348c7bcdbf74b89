import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /thermsservice lands (see docs/routes.md). */
export default function ThermsservicePage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
