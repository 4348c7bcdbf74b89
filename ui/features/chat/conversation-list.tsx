import { Result } from "effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CHAT_API } from "../../../application/ports/chat-api.port";
import type { Conversation } from "../../../domain/chat/chat-api.schema";
import { useService } from "../../app/container-context";
import { Avatar } from "../../design-system/avatar";
import { Button } from "../../design-system/button";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { StatePanel } from "../../design-system/state-panel";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useUserEvents } from "../../shared/use-user-events";
import { isMine, otherNameOf, useBodyLine, useChatSide } from "./chat-parts";
import "./chat.css";

function ConversationRow({ conversation }: { readonly conversation: Conversation }) {
  const { t } = useTranslation("chat");
  const side = useChatSide();
  const format = useFormat();
  const bodyLine = useBodyLine();
  const positionLabel = usePositionLabel();
  const name = otherNameOf(conversation, side);
  const last = conversation.lastMessage;
  const line = last === null ? t("inbox.noMessage") : isMine(last, side) ? t("inbox.you", { text: bodyLine(last.body) }) : bodyLine(last.body);
  const unread = conversation.unread;
  return (
    <li className="chat-row" data-conversation-id={conversation.conversationId}>
      <Link className="chat-row__link" to={href.conversation({ conversationId: conversation.conversationId })}>
        <Avatar name={name} />
        <span className="chat-row__text">
          <span className="chat-row__head">
            <span className="chat-row__name">{name}</span>
            <span className="chat-row__time muted">{format.date(conversation.updatedAt)}</span>
          </span>
          <span className="chat-row__job muted">{positionLabel(conversation.job.title)}</span>
          <span className={unread > 0 ? "chat-row__last chat-row__last--unread" : "chat-row__last muted"}>{line}</span>
        </span>
        {unread > 0 && (
          <span className="chat-badge" role="img" aria-label={t("inbox.unread", { count: unread })}>
            {unread}
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The caller's conversations, newest first, for either side's inbox (issue 24): the other side's
 * name, the job, the last message and the unread count. Live without polling: a message or a read
 * mark on the event stream reads the list again (a resync too). Older pages on "Show more".
 */
export function ConversationList({ emptyLine }: { readonly emptyLine: string }) {
  const { t } = useTranslation("chat");
  const chat = useService(CHAT_API);
  const { state, reload } = useServerData(["chat-conversations"], () => chat.conversations({}));
  const [older, setOlder] = useState<{ readonly after: string; readonly items: readonly Conversation[]; readonly next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  useUserEvents((event) => {
    if (event.kind === "message" || event.kind === "messageRead" || event.kind === "resync") reload();
  });
  if (state.status !== "ready") return <LoadState state={state} reload={reload} headingLevel={2} skeleton={<SkeletonCards />} />;
  const first = state.value;
  // Pages asked after an earlier first page are dropped once the first page changes (their cursor is the old one's).
  const more = older !== null && older.after === first.nextCursor ? older : null;
  const seen = new Set(first.items.map((c) => c.conversationId));
  const items = [...first.items, ...(more?.items ?? []).filter((c) => !seen.has(c.conversationId))];
  const next = more === null ? first.nextCursor : more.next;
  if (items.length === 0) return <StatePanel tone="empty" title={t("inbox.empty")} line={emptyLine} headingLevel={2} />;
  const showMore = async (cursor: string) => {
    setLoadingMore(true);
    const page = await chat.conversations({ cursor }).catch(() => null);
    setLoadingMore(false);
    if (page !== null && Result.isSuccess(page)) setOlder({ after: first.nextCursor ?? "", items: [...(more?.items ?? []), ...page.success.items], next: page.success.nextCursor });
  };
  return (
    <div className="stack">
      <ul className="chat-rows" aria-label={t("inbox.list")}>
        {items.map((conversation) => (
          <ConversationRow key={conversation.conversationId} conversation={conversation} />
        ))}
      </ul>
      {next !== null ? (
        <Button variant="secondary" block pending={loadingMore} onClick={() => void showMore(next)}>
          {t("inbox.more")}
        </Button>
      ) : (
        <p className="muted chat-end">{t("inbox.end")}</p>
      )}
    </div>
  );
}
