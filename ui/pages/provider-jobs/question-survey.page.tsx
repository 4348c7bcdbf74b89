import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /questionSurvey lands (see docs/routes.md). */
export default function QuestionSurveyPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
