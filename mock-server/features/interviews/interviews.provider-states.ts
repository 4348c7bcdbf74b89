import { Result } from "effect";
import type { UserId } from "../../../domain/identity/session.schema";
import type { CreateInterviewRequest, InterviewEvent } from "../../../domain/interview/interview.schema";
import type { JobId } from "../../../domain/shared/ids.schema";
import { toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { paramsOf, type AreaStates } from "../back-office/back-office.public";
import { OFFERS_PROVIDER_STATES } from "../offers/offers.public";
import { invite, move } from "./interviews.logic";

const STAGES = ["none", "sent", "accepted", "anotherTimeAsked", "declined", "cancelled", "past"] as const;
type Stage = (typeof STAGES)[number];
const HOUR_MS = 3_600_000;

/** The invitation every stage starts from (online, so the pacts hold one shape of place). */
const invitation = (jobId: string, seekerId: string, startsAt: number): CreateInterviewRequest =>
  ({
    jobId: jobId as JobId,
    seekerId: seekerId as UserId,
    place: { mode: "online", videoUrl: "https://meet.example.com/gawe-interview" },
    startsAt: toWibIso(startsAt),
    contact: { name: "Budi Santoso", phone: "81200000002" },
    letter: "We would like to meet you for the waiter position.",
  }) as CreateInterviewRequest;

/** The seeker's answer that leads to each stage (after `sent`). */
const STEP: Partial<Record<Stage, InterviewEvent>> = {
  accepted: { type: "accept" },
  anotherTimeAsked: { type: "askAnotherTime", note: "Could we meet in the afternoon?" },
  declined: { type: "decline", reason: "I took another job" },
  cancelled: { type: "cancel" },
};

const arranged = <A>(result: Result.Result<A, unknown>): A => {
  if (Result.isFailure(result)) throw new Error(`the interview state could not be arranged: ${JSON.stringify(result.failure)}`);
  return result.success;
};

/** The states of the interview invitations' contracts (contracts/consumer/interviews.pact.test.ts). */
export const INTERVIEWS_PROVIDER_STATES = {
  [PROVIDER_STATE.interviewAt]: {
    arranges:
      "As `a provider's open job has an applicant` (default parties; the job in `jobStatus`), and an online interview invitation of the job to the seeker, made by the provider through the API's own steps, at `stage`: " +
      "none: no invitation yet; sent: sent, its time 2 days from now; accepted, anotherTimeAsked (note 'Could we meet in the afternoon?'), declined (reason 'I took another job'): the seeker's answer to it; cancelled: cancelled by the provider; " +
      "past: sent, its time an hour ago (every step answers 409 INTERVIEW_OVER). With `seekerApplied` false the seeker's application is withdrawn and she is not open to offers: inviting her answers 422 INTERVIEW_INVITEE_NOT_ELIGIBLE.",
    params: {
      stage: STAGES.join(" | "),
      jobStatus: "open | closed (default open): inviting to a closed job answers 409 JOB_NOT_OPEN",
      seekerApplied: "the seeker applied to the job (default true; false only with stage none)",
    },
    values: {
      providerToken: "the provider's bearer token",
      providerUserId: "the provider's user id",
      seekerToken: "the seeker's bearer token",
      seekerId: "the seeker's user id",
      jobId: "the job",
      interviewId: "the invitation (every stage but none)",
      startsAt: "a time to invite for or move it to: 2 days and an hour from now (ISO 8601, WIB)",
    },
    arrange: (db, ctx) => {
      const p = paramsOf(ctx.params);
      const stage = p.oneOf("stage", STAGES);
      const jobStatus = p.oneOf("jobStatus", ["open", "closed"], "open");
      const applied = p.boolean("seekerApplied", true);
      const parties = OFFERS_PROVIDER_STATES[PROVIDER_STATE.jobHasApplicant].arrange(db, { ...ctx, params: { jobStatus } });
      const v: Readonly<Record<string, string>> = parties.values ?? {};
      const jobId = v.jobId ?? "";
      const seekerId = v.seekerId ?? "";
      const values = { ...v, startsAt: toWibIso(ctx.now + 49 * HOUR_MS) };
      if (stage === "none") return { db: applied ? parties.db : notEligible(parties.db, jobId, seekerId), values };
      const job = parties.db.jobs.find((j) => j.jobId === jobId);
      if (job === undefined) throw new Error("the job of the interview state is missing");
      const sent = arranged(invite(parties.db, { job, createdBy: v.providerUserId ?? "", body: invitation(jobId, seekerId, ctx.now + 48 * HOUR_MS), now: ctx.now }));
      const step = STEP[stage];
      const moved = step === undefined ? sent : arranged(move(sent.db, sent.interview, step, ctx.now));
      const interview = stage === "past" ? { ...moved.interview, startsAt: ctx.now - HOUR_MS } : moved.interview;
      const next = { ...moved.db, interviews: moved.db.interviews.map((i) => (i.interviewId === interview.interviewId ? interview : i)) };
      return { db: next, values: { ...values, interviewId: interview.interviewId } };
    },
  },
} satisfies AreaStates;

/** The seeker neither applied to the job nor is open to offers. */
const notEligible = (db: Db, jobId: string, seekerId: string): Db => ({
  ...db,
  applications: db.applications.filter((a) => !(a.jobId === jobId && a.seekerUserId === seekerId)),
  seekerProfiles: db.seekerProfiles.map((s) => (s.userId === seekerId ? { ...s, openToOffers: false } : s)),
});
