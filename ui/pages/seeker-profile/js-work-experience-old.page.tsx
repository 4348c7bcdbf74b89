import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /JSWorkExperience lands (see docs/routes.md). */
export default function JsWorkExperienceOldPage(props: PageProps) {
  return <PlaceholderScreen {...props} variant="old" />;
}
