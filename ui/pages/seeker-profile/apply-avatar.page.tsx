import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /applyAvatar lands (see docs/routes.md). */
export default function ApplyAvatarPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
