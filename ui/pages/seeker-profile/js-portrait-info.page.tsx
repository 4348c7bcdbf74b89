import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /JSPortraitInfo lands (see docs/routes.md). */
export default function JsPortraitInfoPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
