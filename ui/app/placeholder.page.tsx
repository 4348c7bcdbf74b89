import { useTranslation } from "react-i18next";
import { pageVariant } from "../../domain/platform/app-version.rules";
import type { PageProps } from "../routes/route-def";
import { HomeShell, PROVIDER_TABS, SEEKER_TABS } from "../shared/home-shell";

/**
 * The one page of every planned route (route table entries made by `planned(...)`): it says
 * clearly, in the current language, that the screen belongs to later work, with its route name
 * and area. A home tab's placeholder keeps that side's bottom navigation.
 */
export default function PlaceholderPage({ route }: PageProps) {
  const { t, i18n } = useTranslation(["shell", "common"]);
  const other = i18n.resolvedLanguage === "en" ? "id" : "en";
  const variant = route.screen.kind === "versioned" ? pageVariant(route.screen.page, navigator.userAgent) : undefined;
  const heading = route.placeholder?.heading;
  const body = (
    <section className="stack" aria-labelledby="placeholder-heading">
      <p>
        <span className="placeholder-badge">{t("common:placeholder.badge")}</span>
      </p>
      <h1 id="placeholder-heading">
        {heading === undefined ? route.path : t(heading)}
        {variant !== undefined && <span className="muted">{` (${t(`placeholder.variant.${variant}`)})`}</span>}
      </h1>
      <p>
        {t("common:placeholder.planned")}
        {" / "}
        <span lang={other}>{t("common:placeholder.planned", { lng: other })}</span>
      </p>
      <p className="muted">{t("placeholder.area", { area: t(`area.${route.area}`) })}</p>
      <p className="muted">
        <code>/app{route.path}</code>
      </p>
    </section>
  );
  const tabs = route.placeholder?.tabs;
  if (tabs !== undefined) return <HomeShell tabs={tabs === "seeker" ? SEEKER_TABS : PROVIDER_TABS}>{body}</HomeShell>;
  return <main className="page">{body}</main>;
}
