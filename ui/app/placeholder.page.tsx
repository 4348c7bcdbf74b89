import { useTranslation } from "react-i18next";
import { pageVariant } from "../../domain/platform/app-version.rules";
import { StatePanel } from "../design-system/state-panel";
import type { PageProps } from "../routes/route-def";
import { HomeShell } from "../shared/home-shell";
import { PROVIDER_TABS } from "../shared/provider-tabs";
import { GoHome } from "../shared/page-state";
import { SEEKER_TABS } from "../shared/seeker-tabs";

/**
 * The one page of every planned route (route table entries made by `planned(...)`): a calm
 * 'coming soon' state in the user's language that says what is coming (a sentence per area, or per
 * home tab), with a way back home. A home tab's placeholder keeps that side's bottom navigation (the
 * way home). The variant of a version-dependent page is only in `data-variant`, for support and
 * tests; the route path and area are in the route table and docs/routes.md, not on screen.
 */
export default function PlaceholderPage({ route }: PageProps) {
  const { t } = useTranslation(["placeholder", "shell"]);
  const variant = route.screen.kind === "versioned" ? pageVariant(route.screen.page, navigator.userAgent) : undefined;
  const heading = route.placeholder?.heading;
  const tabs = route.placeholder?.tabs;
  if (tabs !== undefined) {
    return (
      <HomeShell tabs={tabs === "seeker" ? SEEKER_TABS : PROVIDER_TABS}>
        <StatePanel
          tone="empty"
          headingLevel={1}
          title={heading === undefined ? t("placeholder:placeholder.soon") : t(heading, { ns: "shell" })}
          line={t(heading === undefined ? `placeholder:placeholder.area.${route.placeholder?.area}` : `placeholder:placeholder.tab.${heading}`)}
        />
      </HomeShell>
    );
  }
  return (
    <main className="page" data-variant={variant}>
      <StatePanel
        tone="empty"
        headingLevel={1}
        title={heading === undefined ? t("placeholder:placeholder.soon") : t(heading, { ns: "shell" })}
        line={t(`placeholder:placeholder.area.${route.placeholder?.area}`)}
        action={<GoHome label={t("placeholder:placeholder.home")} />}
      />
    </main>
  );
}
