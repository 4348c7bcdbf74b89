import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /contact lands (see docs/routes.md). */
export default function ContactPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
