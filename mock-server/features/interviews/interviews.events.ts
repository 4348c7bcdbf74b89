import type { AddressedEvent } from "../../http/user-events";
import { isReminderDue } from "../../../domain/interview/interview.rules";
import type { InterviewInvitationId } from "../../../domain/shared/ids.schema";
import { INTERVIEW_REMINDER_TEMPLATE_ID } from "../../../domain/notification/template-catalogue";
import { toWibIso } from "../../../domain/shared/wib-time";
import type { Db } from "../../store/db.schema";
import { audienceOf, interviewView } from "./interviews.logic";

/**
 * What a commit changed of interview invitations: an `interview` event for each one made or moved,
 * to its seeker and the providers who may manage its job.
 */
export const interviewEvents = (before: Db, after: Db): ReadonlyArray<AddressedEvent> => {
  const previous = new Map(before.interviews.map((i) => [i.interviewId, i.updatedAt]));
  return after.interviews
    .filter((i) => previous.get(i.interviewId) !== i.updatedAt)
    .map((i) => ({ to: audienceOf(after, i), event: { kind: "interview", interviewId: i.interviewId as InterviewInvitationId, status: i.state.status } }));
};

/**
 * The clock's: an accepted interview starts in 5 minutes (spec 9). Told once, when the mock's time
 * crosses that instant, to its seeker and its providers, with the notification template's id.
 */
export const interviewReminders = (db: Db, from: number, to: number): ReadonlyArray<AddressedEvent> =>
  db.interviews
    .filter((i) => isReminderDue(i, from, to))
    .map((i) => {
      const view = interviewView(db, i, "seeker", to);
      return {
        to: audienceOf(db, i),
        event: {
          kind: "interviewReminder",
          interviewId: i.interviewId as InterviewInvitationId,
          templateId: INTERVIEW_REMINDER_TEMPLATE_ID,
          jobTitle: view.jobTitle,
          businessName: view.businessName,
          seekerName: view.seekerName,
          startsAt: toWibIso(i.startsAt),
        },
      };
    });
