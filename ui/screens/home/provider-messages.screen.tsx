import { useTranslation } from "react-i18next";
import type { PageProps } from "../../routes/route-def";
import { PlaceholderBody } from "../placeholder/placeholder.screen";
import { HomeShell, PROVIDER_TABS } from "./home-shell";

/** Provider home, messages tab. Placeholder until chat lands. */
export default function ProviderMessagesScreen({ route }: PageProps) {
  const { t } = useTranslation("shell");
  return (
    <HomeShell tabs={PROVIDER_TABS}>
      <PlaceholderBody route={route} heading={t("provider.tab.messages")} />
    </HomeShell>
  );
}
