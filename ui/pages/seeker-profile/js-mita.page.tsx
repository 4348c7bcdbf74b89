import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /JSMita lands (see docs/routes.md). */
export default function JsMitaPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
