import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /jobProviderContact lands (see docs/routes.md). */
export default function JobProviderContactPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
