import { useTranslation } from "react-i18next";
import type { PageProps } from "../../routes/route-def";
import { TopBar } from "../../shared/top-bar";
import { ConversationList } from "./conversation-list";

/** /inbox (issue 24): the seeker's conversations with the businesses of the jobs she applied or was invited to. Kept alive. */
export default function InboxPage(_props: PageProps) {
  const { t } = useTranslation("chat");
  return (
    <main className="page stack">
      <TopBar title={t("inbox.title")} />
      <ConversationList emptyLine={t("inbox.emptyLineSeeker")} />
    </main>
  );
}
