import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /personalityQuestion lands (see docs/routes.md). */
export default function PersonalityQuestionPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
