import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /WAChangePhone lands (see docs/routes.md). */
export default function WaChangePhonePage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
