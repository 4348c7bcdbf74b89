import { useTranslation } from "react-i18next";

export type PageVariant = "new" | "old";

/**
 * Says which variant of a version-dependent page is showing (spec section 2), so support and the
 * native teams can tell at a glance which page an app version received.
 */
export function PageVariantMark({ variant }: { readonly variant: PageVariant }) {
  const { t } = useTranslation("shell");
  return <p className="muted">{t(`placeholder.variant.${variant}`)}</p>;
}
