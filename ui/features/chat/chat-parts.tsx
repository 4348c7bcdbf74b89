import { useTranslation } from "react-i18next";
import type { ChatSide, Conversation, Message, MessageBody } from "../../../domain/chat/chat-api.schema";
import { useSession } from "../../app/session-context";

/** The side the caller chats on: her active role (a provider speaks for her business). */
export const useChatSide = (): ChatSide => (useSession()?.roleId === "provider" ? "provider" : "seeker");

/** Who the caller talks to in a conversation: the business for a seeker, the seeker for a provider. */
export const otherNameOf = (conversation: Conversation, side: ChatSide): string => (side === "seeker" ? conversation.business.name : conversation.seeker.name);

/** A message as one line (the inbox's last message, the live region): its text, 'Photo', or the card's title. */
export const useBodyLine = (): ((body: MessageBody) => string) => {
  const { t } = useTranslation("chat");
  return (body) => (body.type === "text" ? body.text : body.type === "image" ? t("message.image") : body.card.kind === "interviewReminder" ? t("card.interviewInvitation") : t(`card.${body.card.kind}`));
};

/** Whether the caller's side wrote it (cards are the system's). */
export const isMine = (message: Message, side: ChatSide): boolean => message.sender.side === side;
