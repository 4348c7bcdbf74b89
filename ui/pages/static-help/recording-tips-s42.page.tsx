import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /recordingTips_s42 lands (see docs/routes.md). */
export default function RecordingTipsS42Page(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
