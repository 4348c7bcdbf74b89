import { useTranslation } from "react-i18next";
import type { PageProps } from "../../routes/route-def";
import { HomeShell } from "../../shared/home-shell";
import { PROVIDER_TABS } from "../../shared/provider-tabs";
import { ConversationList } from "./conversation-list";

/** The provider home's Messages tab (issue 24): her business's conversations she may chat in (spec 6: a Member, her jobs only). */
export default function ProviderMessagesPage(_props: PageProps) {
  const { t } = useTranslation("chat");
  return (
    <HomeShell tabs={PROVIDER_TABS}>
      <h1>{t("inbox.title")}</h1>
      <ConversationList emptyLine={t("inbox.emptyLineProvider")} />
    </HomeShell>
  );
}
