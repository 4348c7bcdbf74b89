import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the feature that owns /benefitH5/packageChoice lands (see docs/routes.md). */
export default function BenefitH5PackageChoicePage(props: PageProps) {
  return <PlaceholderScreen {...props} />;
}
