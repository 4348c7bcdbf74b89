import { useTranslation } from "react-i18next";
import { EmptyState } from "../../design-system/empty-state";
import { Tabs } from "../../design-system/tabs";
import type { PageProps } from "../../routes/route-def";
import { PlaceholderBody } from "../placeholder/placeholder.screen";
import { HomeShell, SEEKER_TABS } from "./home-shell";

/** Seeker home, tab Aktivitas (Masuk/Pulang, Selesaikan). Placeholder until attendance lands. */
export default function SeekerActivityScreen({ route }: PageProps) {
  const { t } = useTranslation(["shell", "common"]);
  return (
    <HomeShell tabs={SEEKER_TABS}>
      <PlaceholderBody route={route} heading={t("seeker.tab.activity")}>
        <Tabs
          label={t("seeker.tab.activity")}
          items={[
            { id: "clock", label: t("seeker.activity.clock"), content: <EmptyState title={t("common:state.empty")} /> },
            { id: "complete", label: t("seeker.activity.complete"), content: <EmptyState title={t("common:state.empty")} /> },
          ]}
        />
      </PlaceholderBody>
    </HomeShell>
  );
}
