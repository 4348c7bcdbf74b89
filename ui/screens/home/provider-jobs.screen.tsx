import { useTranslation } from "react-i18next";
import type { PageProps } from "../../routes/route-def";
import { PlaceholderBody } from "../placeholder/placeholder.screen";
import { HomeShell, PROVIDER_TABS } from "./home-shell";

/** Provider home: my jobs by status. Placeholder until the jobs feature lands. */
export default function ProviderJobsScreen({ route }: PageProps) {
  const { t } = useTranslation("shell");
  return (
    <HomeShell tabs={PROVIDER_TABS}>
      <PlaceholderBody route={route} heading={t("provider.tab.jobs")} />
    </HomeShell>
  );
}
