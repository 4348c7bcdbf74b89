import type { ConversationId, Message, MessageId } from "../../../domain/chat/chat-api.schema";
import type { UserId } from "../../../domain/identity/session.schema";
import type { Job } from "../../../domain/job/job.schema";
import { accountManagesJob } from "../../http/caller";
import type { Db } from "../../store/db.schema";
import type { StoredConversation, StoredMessage, StoredReadMark } from "../../store/chat.db-schema";

export const conversationOf = (db: Db, jobId: string, seekerId: string): StoredConversation | undefined =>
  db.chat.conversations.find((c) => c.jobId === jobId && c.seekerId === seekerId);

export const jobOfConversation = (db: Db, conversation: StoredConversation): Job | undefined => db.jobs.find((j) => j.jobId === conversation.jobId);

/** The provider accounts who may chat about the job now (spec 6: the Admin; a Member who created or was given it). */
export const providersOfJob = (db: Db, job: Job): UserId[] =>
  db.accounts.filter((a) => accountManagesJob(db, a, job)).map((a) => a.userId as UserId);

/** Everyone the conversation's events go to: its seeker and the providers who may chat about its job. */
export const participantsOf = (db: Db, conversation: StoredConversation): UserId[] => {
  const job = jobOfConversation(db, conversation);
  return [conversation.seekerId as UserId, ...(job === undefined ? [] : providersOfJob(db, job))];
};

/** The messages of one conversation, in their order. */
export const messagesOf = (db: Db, conversationId: string): StoredMessage[] => db.chat.messages.filter((m) => m.conversationId === conversationId);

/** Whether `mark` reaches `message` (a mark names a message; the conversation's order decides). */
const reaches = (ordered: readonly StoredMessage[], mark: StoredReadMark | null, message: StoredMessage): boolean => {
  if (mark === null) return false;
  const markAt = ordered.findIndex((m) => m.messageId === mark.upTo);
  return markAt >= 0 && ordered.findIndex((m) => m.messageId === message.messageId) <= markAt;
};

/** A stored message as the API answers it: a side's message is read when the other side's mark reaches it. */
export const messageView = (conversation: StoredConversation, ordered: readonly StoredMessage[], m: StoredMessage): Message => {
  const otherMark = m.side === "seeker" ? conversation.providerRead : m.side === "provider" ? conversation.seekerRead : null;
  return {
    messageId: m.messageId as MessageId,
    conversationId: m.conversationId as ConversationId,
    sender: { side: m.side, userId: m.senderId as UserId | null },
    sentAt: m.sentAt,
    deliveredAt: m.side === "system" ? null : m.deliveredAt,
    readAt: otherMark !== null && reaches(ordered, otherMark, m) ? otherMark.readAt : null,
    body: m.body,
  };
};

/** A seeker who may be chatted with: one with a seeker profile (a provider's own account never is). */
export const isSeeker = (db: Db, userId: string): boolean => db.seekerProfiles.some((p) => p.userId === userId);
