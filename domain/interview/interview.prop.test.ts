import fc from "fast-check";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { walkMachine } from "../../tests/support/machine-walk";
import { INTERVIEW_REMINDER_MINUTES_BEFORE, INVITATION_LETTER_MAX_CHARACTERS } from "../policy/business-constants";
import { MINUTE_MS } from "../shared/wib-time";
import { InterviewState, type InterviewCore, type InterviewEvent } from "./interview.schema";
import { checkInvitee, interviewStatusAt, isReminderDue, reminderAt, transitionInterview, validateInvitation } from "./interview.rules";

const tag = (r: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");
const HOUR = 60 * MINUTE_MS;
const START = 10 * 24 * HOUR;
const sent: InterviewCore = { state: { status: "sent" }, startsAt: START };

const event: fc.Arbitrary<InterviewEvent> = fc.oneof(
  fc.constant({ type: "accept" } as const),
  fc.constant({ type: "decline", reason: "Found another job" } as const),
  fc.constant({ type: "askAnotherTime", note: "Can we meet after 15:00?" } as const),
  fc.integer({ min: 0, max: 20 * 24 * HOUR }).map((startsAt) => ({ type: "reschedule", startsAt }) as const),
  fc.constant({ type: "cancel" } as const),
);

/** The spec's edges (issue 24): the seeker's answers, the provider's new time and cancel. */
const EDGES = new Set([
  "sent>accepted", "sent>declined", "sent>anotherTimeAsked", "sent>rescheduled", "sent>cancelled",
  "rescheduled>accepted", "rescheduled>declined", "rescheduled>anotherTimeAsked", "rescheduled>rescheduled", "rescheduled>cancelled",
  "accepted>declined", "accepted>rescheduled", "accepted>cancelled",
  "anotherTimeAsked>rescheduled", "anotherTimeAsked>cancelled",
]);

/** The walk reads `status` at the top: the invitation with its state's status beside it. */
const Walked = Schema.Struct({ status: Schema.String, state: InterviewState, startsAt: Schema.Int });
type Walked = InterviewCore & { readonly status: string };
const walked = (i: InterviewCore): Walked => ({ ...i, status: i.state.status });
const step = (w: Walked, e: InterviewEvent, ctx: { readonly now: number }) => Result.map(transitionInterview(w, e, ctx), walked);

describe("interview invitation (issue 24)", () => {
  it("property: every accepted step follows an edge of the spec; declined and cancelled are final", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(event, fc.integer({ min: 0, max: 6 * HOUR })), { maxLength: 30 }), (events) => {
        walkMachine({ start: walked(sent), events, transition: step, edges: EDGES, schema: Walked });
      }),
    );
  });

  it("property: once its time came, nothing moves it and it reads past (or stays declined / cancelled)", () => {
    fc.assert(
      fc.property(fc.constantFrom<InterviewState>({ status: "sent" }, { status: "accepted" }, { status: "rescheduled" }, { status: "anotherTimeAsked", note: "Later" }), event, fc.integer({ min: 0, max: 10 * HOUR }), (state, e, late) => {
        const i = { state, startsAt: START };
        expect(tag(transitionInterview(i, e, { now: START + late }))).toBe("InterviewOver");
        expect(interviewStatusAt(i, START + late)).toBe("past");
        expect(interviewStatusAt(i, START - 1)).toBe(state.status);
      }),
    );
    expect(interviewStatusAt({ state: { status: "declined", reason: "No" }, startsAt: START }, START + HOUR)).toBe("declined");
  });

  it("the seeker answers only what waits for her; the provider's new time is to come", () => {
    const now = START - HOUR;
    expect(tag(transitionInterview({ ...sent, state: { status: "anotherTimeAsked", note: "Later" } }, { type: "accept" }, { now }))).toBe("InvalidTransition");
    expect(tag(transitionInterview({ ...sent, state: { status: "accepted" } }, { type: "askAnotherTime", note: "Later" }, { now }))).toBe("InvalidTransition");
    expect(tag(transitionInterview(sent, { type: "reschedule", startsAt: now }, { now }))).toBe("InterviewTimePast");
    const moved = transitionInterview({ ...sent, state: { status: "anotherTimeAsked", note: "Later" } }, { type: "reschedule", startsAt: START + 2 * HOUR }, { now });
    expect(Result.isSuccess(moved) && moved.success).toEqual({ state: { status: "rescheduled" }, startsAt: START + 2 * HOUR });
  });

  it("property: the reminder is told exactly once, 5 minutes before, however the clock's time is cut into stretches", () => {
    expect(reminderAt(START)).toBe(START - INTERVIEW_REMINDER_MINUTES_BEFORE * MINUTE_MS);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2 * HOUR }), { minLength: 1, maxLength: 40 }), (steps) => {
        const accepted: InterviewCore = { state: { status: "accepted" }, startsAt: START };
        let t = START - 12 * HOUR;
        let told = 0;
        for (const step of [...steps, 24 * HOUR]) {
          if (isReminderDue(accepted, t, t + step)) told += 1;
          t += step;
        }
        expect(told).toBe(1);
        expect(isReminderDue(sent, START - HOUR, START)).toBe(false);
      }),
    );
  });

  it("a new invitation is set in the future with a letter within its limit ('Maximum character limit exceeded')", () => {
    expect(tag(validateInvitation({ startsAt: START, letter: "" }, START))).toBe("InterviewTimePast");
    expect(tag(validateInvitation({ startsAt: START, letter: "x".repeat(INVITATION_LETTER_MAX_CHARACTERS) }, START - 1))).toBe("ok");
    const long = validateInvitation({ startsAt: START, letter: "x".repeat(INVITATION_LETTER_MAX_CHARACTERS + 1) }, START - 1);
    expect(Result.isFailure(long) && long.failure.i18nKey).toBe("error.invitationLetter.tooLong");
  });

  it("property: only an applicant or a seeker open to offers is invited, once per job while it is in play", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.constant("iv-1"), { nil: null }), (appliedToJob, openToOffers, liveInvitationId) => {
        const r = checkInvitee({ appliedToJob, openToOffers, liveInvitationId });
        const expected = !appliedToJob && !openToOffers ? "InterviewInviteeNotEligible" : liveInvitationId !== null ? "InterviewAlreadyInvited" : "ok";
        expect(tag(r)).toBe(expected);
      }),
    );
  });
});
