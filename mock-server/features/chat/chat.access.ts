import type { ChatSide } from "../../../domain/chat/chat-api.schema";
import type { Job } from "../../../domain/job/job.schema";
import { accountManagesJob, actorOf } from "../../http/caller";
import type { Caller } from "../../http/endpoint";
import { apiFailure, type ApiFailure } from "../../http/errors";
import type { StoredConversation } from "../../store/chat.db-schema";
import type { Db } from "../../store/db.schema";
import { jobOfConversation } from "./chat.logic";

/**
 * Who may read and write which conversation (spec 6, docs/api.md "Chat"): a seeker her own; a
 * provider those of the jobs she may chat about (the Admin every job of her business, a Member the
 * jobs she created or was given); a pending Member none. Another's conversation is 404 (nothing to
 * learn from it) unless the caller is of its business and may not chat about its job: 403
 * CHAT_NOT_ALLOWED, which says why.
 */
export interface ChatViewer {
  readonly side: ChatSide;
  readonly userId: string;
  /** The conversation's job is one she may chat about (always true for a seeker: her conversations are hers). */
  readonly mayChatAbout: (job: Job) => boolean;
}

export const conversationNotFound = (): ApiFailure => apiFailure("CONVERSATION_NOT_FOUND", "No such conversation of yours");
export const chatNotAllowed = (reason: "pendingMember" | "notYourJob" | "notApplied", message: string): ApiFailure =>
  apiFailure("CHAT_NOT_ALLOWED", message, { reason });

/** The caller as the chat sees her, or why she may not chat at all (a pending Member). */
export const viewerOf = (db: Db, caller: Caller): ChatViewer | ApiFailure => {
  const { account } = caller;
  const actor = actorOf(db, account);
  if (account.activeRole === "seeker") return { side: "seeker", userId: account.userId, mayChatAbout: () => true };
  if (actor.membership?.status === "underReview")
    return chatNotAllowed("pendingMember", "Your request to join this business is still under review: you may chat once the Admin accepts you");
  return { side: "provider", userId: account.userId, mayChatAbout: (job) => accountManagesJob(db, account, job) };
};

/** Whether the conversation is among those the viewer lists. */
export const sees = (db: Db, viewer: ChatViewer, conversation: StoredConversation): boolean => {
  if (viewer.side === "seeker") return conversation.seekerId === viewer.userId;
  const job = jobOfConversation(db, conversation);
  return job !== undefined && viewer.mayChatAbout(job);
};

/** The viewer's conversation of that id, or 404 / 403 as the header says. */
export const conversationFor = (db: Db, viewer: ChatViewer, conversationId: string | undefined): StoredConversation | ApiFailure => {
  const conversation = db.chat.conversations.find((c) => c.conversationId === conversationId);
  if (conversation === undefined) return conversationNotFound();
  if (sees(db, viewer, conversation)) return conversation;
  const job = jobOfConversation(db, conversation);
  const sameBusiness = viewer.side === "provider" && job !== undefined && db.accounts.find((a) => a.userId === viewer.userId)?.companyId === job.businessId;
  return sameBusiness ? chatNotAllowed("notYourJob", "You may chat only about the jobs you created or were given") : conversationNotFound();
};
