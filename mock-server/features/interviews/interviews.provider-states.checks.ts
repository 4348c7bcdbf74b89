import { expect } from "vitest";
import type { InterviewDetail } from "../../../domain/interview/interview.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import { statusAndCode, type StateChecks } from "../../testing/state-checks";

/** What a consumer relying on the interview state observes at its stages. */
export const interviewsStateChecks: StateChecks = {
  [PROVIDER_STATE.interviewAt]: async (t) => {
    const none = await t.setup(PROVIDER_STATE.interviewAt, { stage: "none" });
    expect((await t.call("GET", "/api/interviews", { token: none.seekerToken })).json).toEqual({ items: [] });
    const sent = await t.setup(PROVIDER_STATE.interviewAt, { stage: "sent" });
    const read = (await t.call("GET", `/api/interviews/${sent.interviewId}`, { token: sent.seekerToken })).json as InterviewDetail;
    expect([read.status, read.viewer, read.jobId, read.place.mode]).toEqual(["sent", "seeker", sent.jobId, "online"]);
    const moved = await t.call("POST", `/api/interviews/${sent.interviewId}/reschedule`, { token: sent.providerToken, body: { startsAt: sent.startsAt } });
    expect((moved.json as InterviewDetail).status).toBe("rescheduled");
    const asked = await t.setup(PROVIDER_STATE.interviewAt, { stage: "anotherTimeAsked" });
    expect((await t.call("GET", `/api/interviews/${asked.interviewId}`, { token: asked.providerToken })).json).toMatchObject({ status: "anotherTimeAsked", reason: "Could we meet in the afternoon?" });
    const past = await t.setup(PROVIDER_STATE.interviewAt, { stage: "past" });
    expect(statusAndCode(await t.call("POST", `/api/interviews/${past.interviewId}/accept`, { token: past.seekerToken }))).toEqual([409, "INTERVIEW_OVER"]);
    const cancelled = await t.setup(PROVIDER_STATE.interviewAt, { stage: "cancelled" });
    expect(statusAndCode(await t.call("POST", `/api/interviews/${cancelled.interviewId}/accept`, { token: cancelled.seekerToken }))).toEqual([409, "INVALID_TRANSITION"]);
    const stranger = await t.setup(PROVIDER_STATE.interviewAt, { stage: "none", seekerApplied: false });
    const body = { jobId: stranger.jobId, seekerId: stranger.seekerId, place: { mode: "online", videoUrl: "https://meet.example.com/x" }, startsAt: stranger.startsAt, contact: { name: "Budi Santoso", phone: "81200000002" }, letter: "Hello" };
    expect(statusAndCode(await t.call("POST", "/api/interviews", { token: stranger.providerToken, body }))).toEqual([422, "INTERVIEW_INVITEE_NOT_ELIGIBLE"]);
    const closed = await t.setup(PROVIDER_STATE.interviewAt, { stage: "none", jobStatus: "closed" });
    expect(statusAndCode(await t.call("POST", "/api/interviews", { token: closed.providerToken, body: { ...body, jobId: closed.jobId, seekerId: closed.seekerId } }))).toEqual([409, "JOB_NOT_OPEN"]);
  },
};
