import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PageProps } from "../../routes/route-def";

export interface PlaceholderProps extends PageProps {
  readonly variant?: "new" | "old";
  /** Heading when the route path is not the best name (home tabs). */
  readonly heading?: string;
  readonly children?: ReactNode;
}

/**
 * The one placeholder of the app: a route whose screen belongs to later work says so clearly,
 * with its route name and area, in the current language (en / id).
 */
export function PlaceholderBody({ route, variant, heading, children }: PlaceholderProps) {
  const { t, i18n } = useTranslation(["shell", "common"]);
  const other = i18n.resolvedLanguage === "en" ? "id" : "en";
  return (
    <section className="stack" aria-labelledby="placeholder-heading">
      <p>
        <span className="placeholder-badge">{t("common:placeholder.badge")}</span>
      </p>
      <h1 id="placeholder-heading">
        {heading ?? route.path}
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
      {children}
    </section>
  );
}

export function PlaceholderScreen(props: PlaceholderProps) {
  return (
    <main className="page">
      <PlaceholderBody {...props} />
    </main>
  );
}
