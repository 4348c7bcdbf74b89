import { Schema } from "effect";
import { LocalPhone } from "../identity/phone.rules";
import { UserId } from "../identity/session.schema";
import { InterviewInvitationId, IsoInstant, JobId } from "../shared/ids.schema";
import { SafeUrl } from "../shared/safe-url.schema";

/**
 * Issue 24, interview invitations: a provider invites an applicant of a job, or a seeker open to
 * offers, to an on-site or online interview at a time in WIB; the seeker accepts, declines with a
 * reason or asks for another time; the provider may set a new time or cancel. Video interviews are
 * not these (their own folder).
 */

const Line = (max: number) => Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(max)));

/** Where: an address with its map link (on-site), or the video call's link (online). */
export const InterviewPlace = Schema.Union([
  Schema.Struct({ mode: Schema.Literal("onSite"), address: Line(200), mapUrl: SafeUrl }),
  Schema.Struct({ mode: Schema.Literal("online"), videoUrl: SafeUrl }),
]);
export type InterviewPlace = typeof InterviewPlace.Type;

/** Whom the seeker asks for at the interview. */
export const InterviewContact = Schema.Struct({ name: Line(60), phone: LocalPhone });
export type InterviewContact = typeof InterviewContact.Type;

/** A reason (declining) or a note (asking for another time): one short paragraph. */
export const InterviewAnswerText = Line(200);

/**
 * The stored states. `rescheduled`: the provider set a new time (after the seeker asked, or not);
 * the seeker answers it as a new invitation. "Past" is not stored: an invitation still open or
 * accepted reads past once its time came (`interviewStatusAt`).
 */
export const InterviewState = Schema.Union([
  Schema.Struct({ status: Schema.Literal("sent") }),
  Schema.Struct({ status: Schema.Literal("accepted") }),
  Schema.Struct({ status: Schema.Literal("declined"), reason: InterviewAnswerText }),
  Schema.Struct({ status: Schema.Literal("anotherTimeAsked"), note: InterviewAnswerText }),
  Schema.Struct({ status: Schema.Literal("rescheduled") }),
  Schema.Struct({ status: Schema.Literal("cancelled") }),
]);
export type InterviewState = typeof InterviewState.Type;
export type StoredInterviewStatus = InterviewState["status"];

/** What either side reads: the stored status, or `past`. */
export const InterviewStatus = Schema.Literals(["sent", "accepted", "declined", "anotherTimeAsked", "rescheduled", "cancelled", "past"]);
export type InterviewStatus = typeof InterviewStatus.Type;

/** What a machine step needs of an invitation: its state and its time (epoch ms). */
export interface InterviewCore {
  readonly state: InterviewState;
  readonly startsAt: number;
}

export const InterviewEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("accept") }),
  Schema.Struct({ type: Schema.Literal("decline"), reason: InterviewAnswerText }),
  Schema.Struct({ type: Schema.Literal("askAnotherTime"), note: InterviewAnswerText }),
  Schema.Struct({ type: Schema.Literal("reschedule"), startsAt: Schema.Int }),
  Schema.Struct({ type: Schema.Literal("cancel") }),
]);
export type InterviewEvent = typeof InterviewEvent.Type;

/** POST /api/interviews: the provider's invitation. */
export const CreateInterviewRequest = Schema.Struct({
  jobId: JobId,
  seekerId: UserId,
  place: InterviewPlace,
  /** The interview's time, ISO 8601 (the app sends it in WIB, +07:00). */
  startsAt: IsoInstant,
  contact: InterviewContact,
  /** The letter edited at /invitationLetter; its limit is a rule (INVITATION_LETTER_TOO_LONG), not a schema bound. */
  letter: Schema.String.pipe(Schema.check(Schema.isMaxLength(4_000))),
});
export type CreateInterviewRequest = typeof CreateInterviewRequest.Type;

export const DeclineInterviewRequest = Schema.Struct({ reason: InterviewAnswerText });
export type DeclineInterviewRequest = typeof DeclineInterviewRequest.Type;
export const AskAnotherTimeRequest = Schema.Struct({ note: InterviewAnswerText });
export type AskAnotherTimeRequest = typeof AskAnotherTimeRequest.Type;
export const RescheduleInterviewRequest = Schema.Struct({ startsAt: IsoInstant });
export type RescheduleInterviewRequest = typeof RescheduleInterviewRequest.Type;

/** An invitation as either side reads it (GET /api/interviews/:interviewId). */
export const InterviewDetail = Schema.Struct({
  interviewId: InterviewInvitationId,
  jobId: JobId,
  jobTitle: Schema.String,
  businessName: Schema.String,
  seekerId: UserId,
  seekerName: Schema.String,
  place: InterviewPlace,
  startsAt: IsoInstant,
  contact: InterviewContact,
  letter: Schema.String,
  status: InterviewStatus,
  /** The seeker's reason (declined) or note (another time asked). */
  reason: Schema.NullOr(Schema.String),
  /** When the reminder comes: 5 minutes before (spec 9). */
  remindAt: IsoInstant,
  /** Which side the caller is on: the provider sets a new time or cancels, the seeker answers. */
  viewer: Schema.Literals(["provider", "seeker"]),
  createdAt: IsoInstant,
});
export type InterviewDetail = typeof InterviewDetail.Type;

export const InterviewList = Schema.Struct({ items: Schema.Array(InterviewDetail) });
export type InterviewList = typeof InterviewList.Type;
