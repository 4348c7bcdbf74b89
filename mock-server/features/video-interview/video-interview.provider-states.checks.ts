import { expect } from "vitest";
import { PROVIDER_STATE } from "../../provider-state-names";
import { statusAndCode, type StateChecks } from "../../testing/state-checks";

/** What a consumer relying on the video-interview state observes at each stage. */
export const videoInterviewStateChecks: StateChecks = {
  [PROVIDER_STATE.videoInterviewAt]: async (t) => {
    const set = await t.setup(PROVIDER_STATE.videoInterviewAt, { stage: "questionsSet" });
    expect((await t.call("GET", `/api/jobs/${set.jobId}/interview-questions`, { token: set.providerToken })).json).toMatchObject({ questions: [expect.any(String), expect.any(String)] });
    expect((await t.call("GET", `/api/applications/${set.applicationId}/video-interview`, { token: set.providerToken })).json).toEqual({ interview: null });
    const started = await t.setup(PROVIDER_STATE.videoInterviewAt, { stage: "inProgress" });
    const answer = await t.call("POST", `/api/video-interviews/${started.interviewId}/answers`, { token: started.seekerToken, body: { questionIndex: 0, url: started.answerUrl, durationSeconds: 20 } });
    expect(answer.json).toMatchObject({ status: "inProgress", questions: [{ answer: { url: started.answerUrl } }, { answer: null }] });
    const recorded = await t.setup(PROVIDER_STATE.videoInterviewAt, { stage: "recorded" });
    expect((await t.call("POST", `/api/video-interviews/${recorded.interviewId}/submit`, { token: recorded.seekerToken })).json).toMatchObject({ status: "submitted" });
    const decided = await t.setup(PROVIDER_STATE.videoInterviewAt, { stage: "decided" });
    expect(statusAndCode(await t.call("POST", `/api/video-interviews/${decided.interviewId}/decision`, { token: decided.providerToken, body: { decision: "shortlisted" } }))).toEqual([409, "VIDEO_INTERVIEW_TOO_SOON"]);
    const rejected = await t.setup(PROVIDER_STATE.videoInterviewAt, { stage: "rejected" });
    const mine = (await t.call("GET", "/api/seeker/applications", { token: rejected.seekerToken })).json as { items: { application: { applicationId: string } }[] };
    expect(mine.items.find((i) => i.application.applicationId === rejected.applicationId)).toMatchObject({ application: { status: "rejected" }, rejectionReason: expect.any(String) });
    const expired = await t.setup(PROVIDER_STATE.videoInterviewAt, { stage: "expired" });
    expect(statusAndCode(await t.call("POST", `/api/video-interviews/${expired.interviewId}/start`, { token: expired.seekerToken }))).toEqual([410, "VIDEO_INTERVIEW_EXPIRED"]);
  },
};
