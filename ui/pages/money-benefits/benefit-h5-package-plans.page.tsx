import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /benefitH5/packagePlans lands (see docs/routes.md). */
export default function BenefitH5PackagePlansPage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
