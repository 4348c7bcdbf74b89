import { useTranslation } from "react-i18next";
import { EmptyState } from "../../design-system/empty-state";
import { Tabs } from "../../design-system/tabs";
import type { PageProps } from "../../routes/route-def";
import { PlaceholderBody } from "../placeholder/placeholder.screen";
import { HomeShell, SEEKER_TABS } from "./home-shell";

/** Seeker home, tab Lowongan (Terdekat / Disimpan). Placeholder until the jobs feature lands. */
export default function SeekerJobsScreen({ route }: PageProps) {
  const { t } = useTranslation(["shell", "common"]);
  return (
    <HomeShell tabs={SEEKER_TABS}>
      <PlaceholderBody route={route} heading={t("seeker.tab.jobs")}>
        <Tabs
          label={t("seeker.tab.jobs")}
          items={[
            { id: "nearest", label: t("seeker.jobs.nearest"), content: <EmptyState title={t("common:state.empty")} /> },
            { id: "saved", label: t("seeker.jobs.saved"), content: <EmptyState title={t("common:state.empty")} /> },
          ]}
        />
      </PlaceholderBody>
    </HomeShell>
  );
}
