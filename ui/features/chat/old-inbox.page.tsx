import { useTranslation } from "react-i18next";
import type { PageProps } from "../../routes/route-def";
import { TopBar } from "../../shared/top-bar";
import { useChatSide } from "./chat-parts";
import { ConversationList } from "./conversation-list";

/**
 * /oldInbox (issue 24): what native app versions before the new inbox open. The same conversations
 * for either side, not kept alive (docs/business-rules.md "Chat": what differs and why).
 */
export default function OldInboxPage(_props: PageProps) {
  const { t } = useTranslation("chat");
  const side = useChatSide();
  return (
    <main className="page stack">
      <TopBar title={t("inbox.title")} />
      <ConversationList emptyLine={t(side === "provider" ? "inbox.emptyLineProvider" : "inbox.emptyLineSeeker")} />
    </main>
  );
}
