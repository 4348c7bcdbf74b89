import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /nametips lands (see docs/routes.md). */
export default function NametipsPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
