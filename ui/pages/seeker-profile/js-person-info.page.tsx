import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /JSPersonInfo lands (see docs/routes.md). */
export default function JsPersonInfoPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
