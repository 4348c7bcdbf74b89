import { Schema } from "effect";
import { InterviewStatus } from "../interview/interview.schema";
import { ConversationId, Message, ReadMark } from "../chat/chat-api.schema";
import { OfferState } from "../offer/offer.schema";
import { PaymentDetail } from "../payment/payment-api.schema";
import { InterviewInvitationId, IsoInstant, OfferId, OrderId } from "../shared/ids.schema";
import { Withdrawal } from "../wallet/wallet.schema";
import { WorkDay } from "../work/work-api.schema";

/**
 * What the per-user event stream carries (GET /api/events, docs/api.md "Events"): one stream per
 * signed-in user, every event with an increasing id so a reconnect with `Last-Event-ID` replays what
 * was missed. The SSE `event:` field is the `kind`; `data` is this schema's JSON. Later features
 * (chat, notifications) add kinds here, never a second stream.
 */
export const UserEvent = Schema.Union([
  /** A payment the caller may see changed (the offer's payment page). */
  Schema.Struct({ kind: Schema.Literal("payment"), payment: PaymentDetail }),
  /** An offer of the caller's changed state (the provider sees the seeker accept or decline). */
  Schema.Struct({ kind: Schema.Literal("offer"), offerId: OfferId, state: OfferState }),
  /** A working day changed: clocked, confirmed (and paid), declined, reconfirmed, absent. */
  Schema.Struct({ kind: Schema.Literal("workDay"), day: WorkDay }),
  /** Something else of an order changed (a hire joined, withdrew, completed): read it again. */
  Schema.Struct({ kind: Schema.Literal("order"), orderId: OrderId }),
  /**
   * A withdrawal of the caller's wallet changed (asked, paid, failed, retried): its holder (the
   * seeker; a business's Admin) sees its status and the balance move.
   */
  Schema.Struct({ kind: Schema.Literal("wallet"), withdrawal: Withdrawal }),
  /** An interview invitation of the caller's was made or changed (issue 24): both sides read it again. */
  Schema.Struct({ kind: Schema.Literal("interview"), interviewId: InterviewInvitationId, status: InterviewStatus }),
  /**
   * An accepted interview starts in 5 minutes (spec 9), told by the mock's clock alone to its
   * seeker and its provider: notification template `templateId` (its text in
   * domain/notification/template-catalogue.ts), shown as a toast and in /interviewInvitationRemind.
   * `seekerName` is whom the provider meets: her toast names her (the seeker's own says "your interview").
   */
  Schema.Struct({
    kind: Schema.Literal("interviewReminder"),
    interviewId: InterviewInvitationId,
    templateId: Schema.Int,
    jobTitle: Schema.String,
    businessName: Schema.String,
    seekerName: Schema.String,
    startsAt: IsoInstant,
  }),
  /**
   * A message of one of the caller's conversations (issue 24): new (a side's, or a card), or again
   * when it changed (its sender is told when it was delivered). The same `messageId` replaces
   * what the app holds.
   */
  Schema.Struct({ kind: Schema.Literal("message"), conversationId: ConversationId, message: Message }),
  /** A side read a conversation up to a message: the other side's read marks, the reader's own unread counts. */
  Schema.Struct({ kind: Schema.Literal("messageRead"), ...ReadMark.fields }),
  /**
   * The stream cannot say what the client missed (no `Last-Event-ID`, one older than the server's
   * log holds, or from before a restart): every screen reads what it shows again. Its id is where
   * the next replay starts.
   */
  Schema.Struct({ kind: Schema.Literal("resync") }),
]);
export type UserEvent = typeof UserEvent.Type;
export type UserEventKind = UserEvent["kind"];
