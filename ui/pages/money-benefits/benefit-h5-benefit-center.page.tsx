import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /benefitH5/benefitCenter lands (see docs/routes.md). */
export default function BenefitH5BenefitCenterPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
