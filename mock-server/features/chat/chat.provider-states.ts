import { randomUUID } from "node:crypto";
import type { ApplicationId } from "../../../domain/applying/application.schema";
import type { EpochMillis } from "../../../domain/shared/ids.schema";
import { toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { StoredMessage } from "../../store/chat.db-schema";
import type { Db } from "../../store/db.schema";
import { ensureAccount, loggedIn, paramsOf, replaceAccount, StateParamError, type AreaStates, type StateContext } from "../back-office/back-office.public";
import { OFFERS_PROVIDER_STATES } from "../offers/offers.public";
import { postCard } from "./post-card";

/** Decision: up to 2,000 messages, the chat-at-scale check's conversation. */
const MAX_MESSAGES = 2_000;

/** A Member of the business (accepted, or under review) with a new session: her token, or "" without a phone. */
const member = (db: Db, phone: string | undefined, businessId: string, pending: boolean, ctx: StateContext): { db: Db; token: string } => {
  if (phone === undefined) return { db, token: "" };
  const made = ensureAccount(db, phone, "provider", toWibIso(ctx.now));
  const joined = replaceAccount(made.db, { ...made.account, roles: ["provider"], activeRole: "provider", companyId: businessId, companyRole: "member" });
  const withReview = pending
    ? { ...joined, businesses: joined.businesses.map((b) => (b.businessId === businessId ? { ...b, pendingMembers: [...b.pendingMembers, made.account.userId] } : b)) }
    : joined;
  const session = loggedIn(withReview, made.account, ctx.now);
  return { db: session.db, token: session.values?.token ?? "" };
};

/** The chat's states (issue 24): a conversation of a job and its applicant, with as many messages as asked. */
export const CHAT_PROVIDER_STATES = {
  [PROVIDER_STATE.chatConversation]: {
    arranges:
      "As 'a provider's open job has an applicant': the conversation of the job and the seeker, opened by the application's card (applicationReceived), then `messages` texts alternating seeker and provider ('Message 1', ...; a minute apart, ending now), each side having read up to its own last text (nothing after it); and, as asked, an accepted Member of the business who did not create the job, and a Member under review.",
    params: {
      provider: "phone of the provider: the Admin of a verified business (made when there is none); default 81200000002 (Budi Santoso)",
      seeker: "phone of the seeker who applied (complete profile, made when there is none); default 81200000001 (Siti Rahmawati)",
      messages: `0 to ${MAX_MESSAGES} texts after the card (default 2: the seeker's, then the provider's)`,
      member: "phone of an accepted Member of the business to log in (made when there is none; default none)",
      pendingMember: "phone of a Member under review of the business to log in (made when there is none; default none)",
    },
    values: {
      providerToken: "the provider's bearer token (a new session)",
      seekerToken: "the seeker's bearer token (a new session)",
      seekerId: "the seeker's user id",
      jobId: "the conversation's job",
      conversationId: "the conversation's id",
      lastMessageId: "the id of its last message (the card's when `messages` is 0)",
      imageUploadId: "a photo the seeker uploaded (POST /api/uploads), to send as an image message",
      memberToken: "the accepted Member's bearer token (empty without `member`)",
      pendingMemberToken: "the Member under review's bearer token (empty without `pendingMember`)",
    },
    arrange: (db, ctx) => {
      const p = paramsOf(ctx.params);
      const count = p.number("messages", 2);
      if (!Number.isInteger(count) || count < 0 || count > MAX_MESSAGES) throw new StateParamError("messages", `params.messages must be a whole number from 0 to ${MAX_MESSAGES}`);
      const applicant = OFFERS_PROVIDER_STATES[PROVIDER_STATE.jobHasApplicant]?.arrange(db, {
        ...ctx,
        params: { ...(ctx.params.provider === undefined ? {} : { provider: ctx.params.provider }), ...(ctx.params.seeker === undefined ? {} : { seeker: ctx.params.seeker }) },
      });
      if (applicant === undefined) throw new Error("the applicant state is missing");
      const values = applicant.values ?? {};
      const jobId = values.jobId ?? "";
      const seekerId = values.seekerId ?? "";
      const application = applicant.db.applications.find((a) => a.jobId === jobId && a.seekerUserId === seekerId);
      if (application === undefined) throw new Error("the applicant state made no application");
      const start = ctx.now - count * 60_000;
      const carded = postCard(applicant.db, { jobId, seekerId }, { kind: "applicationReceived", applicationId: application.applicationId as ApplicationId }, start);
      const conversation = carded.chat.conversations.find((c) => c.jobId === jobId && c.seekerId === seekerId);
      if (conversation === undefined) throw new Error("the card opened no conversation");
      const texts = Array.from({ length: count }, (_, i): StoredMessage => {
        const side = i % 2 === 0 ? "seeker" : "provider";
        return {
          messageId: `m-state-${i + 1}`,
          conversationId: conversation.conversationId,
          side,
          senderId: side === "seeker" ? seekerId : (values.providerUserId ?? ""),
          sentAt: (start + (i + 1) * 60_000) as EpochMillis,
          deliveredAt: null,
          body: { type: "text", text: `Message ${i + 1}` },
        };
      });
      const last = texts.at(-1);
      // Each side has read up to what it wrote (writing moves the writer's mark), nothing after.
      const markOf = (side: "seeker" | "provider") => {
        const own = texts.filter((m) => m.side === side).at(-1);
        return own === undefined ? null : { upTo: own.messageId, readAt: own.sentAt };
      };
      const talked: Db = {
        ...carded,
        chat: {
          conversations: carded.chat.conversations.map((c) =>
            c === conversation && last !== undefined ? { ...c, updatedAt: last.sentAt, seekerRead: markOf("seeker"), providerRead: markOf("provider") } : c,
          ),
          messages: [...carded.chat.messages, ...texts],
        },
      };
      const businessId = values.businessId ?? "";
      const accepted = member(talked, p.has("member") ? p.phone("member") : undefined, businessId, false, ctx);
      const pending = member(accepted.db, p.has("pendingMember") ? p.phone("pendingMember") : undefined, businessId, true, ctx);
      const imageUploadId = randomUUID();
      ctx.files.own(imageUploadId, { userId: seekerId, contentType: "image/png", sizeBytes: 68 });
      const lastMessageId = last?.messageId ?? carded.chat.messages.find((m) => m.conversationId === conversation.conversationId)?.messageId ?? "";
      return {
        db: pending.db,
        values: {
          providerToken: values.providerToken ?? "",
          seekerToken: values.seekerToken ?? "",
          seekerId,
          jobId,
          conversationId: conversation.conversationId,
          lastMessageId,
          imageUploadId,
          memberToken: accepted.token,
          pendingMemberToken: pending.token,
        },
      };
    },
  },
} satisfies AreaStates;
