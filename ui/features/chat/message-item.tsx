import { memo, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { ChatCard, ChatSide, Conversation, Message } from "../../../domain/chat/chat-api.schema";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { RoutePart } from "../../app/route-part";
import type { PartLoader } from "../../routes/route-def";
import { href } from "../../routes/href";
import { useCatalogueText } from "../../shared/catalogue-text";
import { refusalText } from "../../shared/error-text";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { markOf } from "./thread";

/** Where a card leads, by the side reading it: each feature's own screen (ui/routes/href.ts). */
const cardLink = (card: ChatCard, side: ChatSide, conversation: Conversation): { readonly to: string; readonly label: string } | null => {
  const jobId = conversation.job.jobId;
  switch (card.kind) {
    case "applicationReceived":
      return side === "provider" ? { to: href.jobApplicants({ jobId }), label: "card.open.applicants" } : { to: href.seekerActivity(), label: "card.open.application" };
    case "jobInvitation":
      return side === "seeker" ? { to: href.seekerJob({ jobId }), label: "card.open.job" } : null;
    case "interviewInvitation":
    case "interviewReminder":
      return { to: href.interviewInvitation({ id: card.invitationId }), label: "card.open.interview" };
    case "videoInterviewSent":
    case "videoInterviewSubmitted":
      return side === "seeker" ? { to: href.videoInterview({ id: card.videoInterviewId }), label: "card.open.videoInterview" } : { to: href.jobApplicants({ jobId }), label: "card.open.applicants" };
    case "offerSent":
    case "offerAccepted":
    case "offerDeclined":
    case "offerExpired":
      return { to: side === "seeker" ? href.seekerOffer({ offerId: card.offerId }) : href.providerOffer({ offerId: card.offerId }), label: "card.open.offer" };
  }
};

function CardView({ card, side, conversation, invitationPart }: { readonly card: ChatCard; readonly side: ChatSide; readonly conversation: Conversation; readonly invitationPart: PartLoader | undefined }) {
  const { t } = useTranslation("chat");
  const format = useFormat();
  const positionLabel = usePositionLabel();
  const link = cardLink(card, side, conversation);
  const title = card.kind === "interviewReminder" ? t("card.interviewReminder", { time: format.clock(card.startsAt) }) : t(`card.${card.kind}`);
  return (
    <div className="chat-card">
      <p className="chat-card__title">{title}</p>
      <p className="muted chat-card__job">{positionLabel(conversation.job.title)}</p>
      {card.kind === "interviewInvitation" && <RoutePart load={invitationPart} fallback={null} props={{ invitationId: card.invitationId }} />}
      {link !== null && (
        <Link className="chat-card__link" to={link.to}>
          {t(link.label)}
        </Link>
      )}
    </div>
  );
}

export type ShownMark = "pending" | "refused" | "sent" | "delivered" | "read";

/** Why the server refused a message for good: its code's text (the errors table). */
function RefusalReason({ code }: { readonly code: string }) {
  return <p className="chat-bubble__why">{useCatalogueText(refusalText(code))}</p>;
}

/** One message of the conversation: the caller's on the right with its mark, the other side's on the left, a card across. */
export const MessageItem = memo(function MessageItem({
  message,
  side,
  conversation,
  mark,
  refusalCode,
  onRemove,
  rowRef,
  invitationPart,
}: {
  readonly message: Message;
  readonly side: ChatSide;
  readonly conversation: Conversation;
  /** For a message still on the phone: pending or refused; else from the server's marks. */
  readonly mark?: ShownMark;
  /** A refused message's code, said under it. */
  readonly refusalCode?: string;
  readonly onRemove?: () => void;
  /** The windowed list's hold on the row (MessageList: its height, the anchor). */
  readonly rowRef?: Ref<HTMLLIElement>;
  /** An interview invitation's card's own part (the interviews area's: a feature never imports another). */
  readonly invitationPart?: PartLoader | undefined;
}) {
  const { t } = useTranslation("chat");
  const format = useFormat();
  const body = message.body;
  if (body.type === "card")
    return (
      <li ref={rowRef} className="chat-item chat-item--card" data-message-id={message.messageId}>
        <CardView card={body.card} side={side} conversation={conversation} invitationPart={invitationPart} />
      </li>
    );
  const mine = message.sender.side === side;
  const shownMark: ShownMark | null = mine ? (mark ?? markOf(message)) : null;
  return (
    <li ref={rowRef} className={mine ? "chat-item chat-item--mine" : "chat-item"} data-message-id={message.messageId} data-mark={shownMark ?? undefined}>
      <div className="chat-bubble">
        {mine && <span className="visually-hidden">{`${t("message.fromYou")}: `}</span>}
        {body.type === "text" ? (
          <p className="chat-bubble__text">{body.text}</p>
        ) : (
          // A square of fixed size whatever the photo: a row's height is known before the photo arrives
          // (the windowed list does not jump as it loads); the whole photo opens from it.
          <a className="chat-bubble__photo" href={safeUrl(body.image.url)} target="_blank" rel="noopener noreferrer" aria-label={t("message.openPhoto")}>
            <img className="chat-bubble__image" src={safeUrl(body.image.url)} alt={t("message.image")} loading="lazy" decoding="async" />
          </a>
        )}
        <p className="chat-bubble__meta">
          <span>{format.clock(message.sentAt)}</span>
          {shownMark !== null && <span className={`chat-mark chat-mark--${shownMark}`}>{t(`mark.${shownMark}`)}</span>}
        </p>
        {shownMark === "refused" && refusalCode !== undefined && <RefusalReason code={refusalCode} />}
        {shownMark === "refused" && onRemove !== undefined && (
          <button type="button" className="chat-bubble__remove" onClick={onRemove}>
            {t("refused.remove")}
          </button>
        )}
      </div>
    </li>
  );
});
