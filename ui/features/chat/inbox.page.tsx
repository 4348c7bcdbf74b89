import { useTranslation } from "react-i18next";
import { RoutePart } from "../../app/route-part";
import type { PageProps } from "../../routes/route-def";
import { TopBar } from "../../shared/top-bar";
import { ConversationList } from "./conversation-list";

/** /inbox (issue 24): the seeker's interview invitations, then her conversations with the businesses of the jobs she applied or was invited to. Kept alive. */
export default function InboxPage({ route }: PageProps) {
  const { t } = useTranslation("chat");
  return (
    <main className="page stack">
      <TopBar title={t("inbox.title")} />
      <RoutePart load={route.parts?.["interviews"]} fallback={null} />
      <ConversationList emptyLine={t("inbox.emptyLineSeeker")} />
    </main>
  );
}
