import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { INTERVIEW_REMINDER_MINUTES_BEFORE } from "../policy/business-constants";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { validateInvitationLetter, type InvitationLetterTooLong } from "../shared/text.rules";
import { MINUTE_MS } from "../shared/wib-time";
import type { InterviewCore, InterviewEvent, InterviewState, InterviewStatus, StoredInterviewStatus } from "./interview.schema";

/** The time asked for has come already: an interview is set in the future. */
export class InterviewTimePast extends DomainError("InterviewTimePast")<{}> {
  override readonly code = "INTERVIEW_TIME_PAST";
}
/** Its time came: nobody answers, moves or cancels it any more. */
export class InterviewOver extends DomainError("InterviewOver")<{}> {
  override readonly code = "INTERVIEW_OVER";
}
/** Whom the provider may invite: an applicant of the job, or a seeker open to offers. */
export class InterviewInviteeNotEligible extends DomainError("InterviewInviteeNotEligible")<{}> {
  override readonly code = "INTERVIEW_INVITEE_NOT_ELIGIBLE";
}
/** One invitation in play per job and seeker: the provider sets a new time on it instead. */
export class InterviewAlreadyInvited extends DomainError("InterviewAlreadyInvited")<{ readonly interviewId: string }> {
  override readonly code = "INTERVIEW_ALREADY_INVITED";
}

/** States nothing moves out of. */
const FINAL: ReadonlySet<StoredInterviewStatus> = new Set(["declined", "cancelled"]);
/** States waiting for the seeker's answer. */
const AWAITING_SEEKER: ReadonlySet<StoredInterviewStatus> = new Set(["sent", "rescheduled"]);

/** Still in play: neither declined nor cancelled (its time may have come). */
export const isInterviewLive = (state: InterviewState): boolean => !FINAL.has(state.status);

/** What either side reads at `now`: an invitation in play whose time came is past. */
export const interviewStatusAt = (interview: InterviewCore, now: number): InterviewStatus =>
  isInterviewLive(interview.state) && now >= interview.startsAt ? "past" : interview.state.status;

/** The reminder's instant: 5 minutes before (spec 9). */
export const reminderAt = (startsAt: number): number => startsAt - INTERVIEW_REMINDER_MINUTES_BEFORE * MINUTE_MS;

/**
 * The reminder is told when the clock crosses its instant within (from, to]: so each stretch of
 * the clock told once tells it once; only an accepted interview is reminded (an open invitation is
 * not an appointment yet).
 */
export const isReminderDue = (interview: InterviewCore, from: number, to: number): boolean => {
  const at = reminderAt(interview.startsAt);
  return interview.state.status === "accepted" && from < at && at <= to;
};

/** A new invitation's checks: its time is to come, its letter within its limit. */
export const validateInvitation = (
  input: { readonly startsAt: number; readonly letter: string },
  now: number,
): Result.Result<{ readonly startsAt: number; readonly letter: string }, InterviewTimePast | InvitationLetterTooLong> => {
  if (input.startsAt <= now) return Result.fail(new InterviewTimePast());
  const letter = validateInvitationLetter(input.letter);
  return Result.isFailure(letter) ? Result.fail(letter.failure) : Result.succeed(input);
};

/**
 * The invitation's machine. The seeker accepts, declines (with a reason) or asks for another time
 * (with a note) while it waits for her; she may still decline one she accepted. The provider sets a
 * new time (to come) or cancels while it is in play. Once its time came, nothing moves it.
 */
export const transitionInterview = <I extends InterviewCore>(
  interview: I,
  event: InterviewEvent,
  ctx: { readonly now: number },
): Result.Result<I, InvalidTransition | InterviewOver | InterviewTimePast> => {
  const from = interview.state.status;
  const refuse = () => Result.fail(invalid("interview", from, event.type));
  if (FINAL.has(from)) return refuse();
  if (ctx.now >= interview.startsAt) return Result.fail(new InterviewOver());
  const to = (state: InterviewState, startsAt = interview.startsAt) => Result.succeed({ ...interview, state, startsAt });
  switch (event.type) {
    case "accept":
      return AWAITING_SEEKER.has(from) ? to({ status: "accepted" }) : refuse();
    case "askAnotherTime":
      return AWAITING_SEEKER.has(from) ? to({ status: "anotherTimeAsked", note: event.note }) : refuse();
    case "decline":
      return AWAITING_SEEKER.has(from) || from === "accepted" ? to({ status: "declined", reason: event.reason }) : refuse();
    case "reschedule":
      return event.startsAt <= ctx.now ? Result.fail(new InterviewTimePast()) : to({ status: "rescheduled" }, event.startsAt);
    case "cancel":
      return to({ status: "cancelled" });
  }
};

/**
 * Whom the provider may invite to one job's interview: a seeker who applied to it, or one open to
 * offers (the talent pool); not while another invitation of that job to her is in play.
 */
export const checkInvitee = (seeker: {
  readonly appliedToJob: boolean;
  readonly openToOffers: boolean;
  /** The job's invitations to her still in play, if any. */
  readonly liveInvitationId: string | null;
}): Result.Result<void, InterviewInviteeNotEligible | InterviewAlreadyInvited> => {
  if (!seeker.appliedToJob && !seeker.openToOffers) return Result.fail(new InterviewInviteeNotEligible());
  if (seeker.liveInvitationId !== null) return Result.fail(new InterviewAlreadyInvited({ interviewId: seeker.liveInvitationId }));
  return Result.void;
};
