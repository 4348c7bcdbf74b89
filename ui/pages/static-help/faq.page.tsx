import { useTranslation } from "react-i18next";
import type { PageProps } from "../../routes/route-def";
import { PlaceholderScreen } from "../../screens/placeholder/placeholder.screen";

/** Placeholder until the FAQ lands (see docs/routes.md); /faqyee and /faqyer share it, so it is named by topic, not path. */
export default function FaqPage(props: PageProps) {
  const { t } = useTranslation("shell");
  return <PlaceholderScreen {...props} heading={t("placeholder.faq")} />;
}
