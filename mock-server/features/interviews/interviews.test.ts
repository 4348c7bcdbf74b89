import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { InterviewDetail, InterviewList } from "../../../domain/interview/interview.schema";
import { INTERVIEW_REMINDER_TEMPLATE_ID } from "../../../domain/notification/template-catalogue";
import { toWibIso } from "../../../domain/shared/wib-time";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { createSeed } from "../registry";
import { openEventStream } from "../../testing/event-stream-client";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";
import { renderInterviewsSection } from "./interviews.back-office";
import { interviewEvents, interviewReminders } from "./interviews.events";
import { postDueReminderCards } from "./interviews.logic";
import type { Db } from "../../store/db.schema";

/**
 * Interview invitations through the mock's HTTP API (issue 24): Budi (Admin of Warung Bu Tini)
 * invites Siti (open to offers) to Dewi's open Barista job j-1007; Siti answers; the stream is told
 * of each step, and of the reminder 5 minutes before by the clock alone.
 */
let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const { seeker: SITI, providerAdmin: BUDI, providerMember: DEWI, kopiAdmin: RUDI, seekerSmsOnly: AGUS } = DEMO_ACCOUNTS;
const JOB = "j-1007";
const HOUR = 3_600_000;
const post = (path: string, token: string, body?: unknown) => h.call("POST", path, { token, ...(body === undefined ? {} : { body }) });
const get = (path: string, token: string) => h.call("GET", path, { token });
const code = (res: Awaited<ReturnType<typeof post>>) => [res.status, errorCodeOf(res)];

/** The cards of Siti's conversation about the job. */
const cardsOf = (db: Db) => {
  const conversation = db.chat.conversations.find((c) => c.jobId === JOB && c.seekerId === SITI.userId);
  return db.chat.messages.filter((m) => m.conversationId === conversation?.conversationId).flatMap((m) => (m.body.type === "card" ? [m.body.card] : []));
};

const invitation = (changes: Record<string, unknown> = {}) => ({
  jobId: JOB,
  seekerId: SITI.userId,
  place: { mode: "onSite", address: "Jl. Panglima Polim No. 10, Kebayoran Baru", mapUrl: "https://maps.google.com/?q=-6.24,106.79" },
  startsAt: toWibIso(h.server.clock.now() + 26 * HOUR),
  contact: { name: "Dewi Lestari", phone: "81200000003" },
  letter: "Hi Siti, we would like to meet you for the Barista job.",
  ...changes,
});

describe("interview invitations", () => {
  it("the provider invites a seeker open to offers; the seeker accepts; both read it; the stream tells both sides", async () => {
    const budi = await h.logIn(BUDI.phone);
    const siti = await h.logIn(SITI.phone);
    const before = h.server.state();
    const made = await post("/api/interviews", budi, invitation());
    expect(made.status).toBe(201);
    const iv = made.json as InterviewDetail;
    expect(iv).toMatchObject({ jobTitle: "Barista", businessName: expect.any(String), seekerName: SITI.fullName, status: "sent", viewer: "provider" });
    const told = interviewEvents(before, h.server.state());
    expect(told).toHaveLength(1);
    expect(told[0]?.to).toEqual(expect.arrayContaining([SITI.userId, BUDI.userId, DEWI.userId]));
    expect(told[0]?.event).toEqual({ kind: "interview", interviewId: iv.interviewId, status: "sent" });

    const mine = (await get("/api/interviews", siti)).json as InterviewList;
    expect(mine.items.map((i) => [i.interviewId, i.viewer])).toEqual([[iv.interviewId, "seeker"]]);
    expect(code(await post(`/api/interviews/${iv.interviewId}/accept`, budi))).toEqual([403, "FORBIDDEN"]);
    const accepted = await post(`/api/interviews/${iv.interviewId}/accept`, siti);
    expect((accepted.json as InterviewDetail).status).toBe("accepted");
    expect(((await get(`/api/interviews/${iv.interviewId}`, budi)).json as InterviewDetail).status).toBe("accepted");
    expect(code(await post(`/api/interviews/${iv.interviewId}/another-time`, siti, { note: "Later please" }))).toEqual([409, "INVALID_TRANSITION"]);
    expect(renderInterviewsSection(h.server.state(), h.server.clock.now())).toContain(iv.interviewId);
    // The conversation of (job, seeker) holds the invitation's card.
    expect(cardsOf(h.server.state())).toEqual([{ kind: "interviewInvitation", invitationId: iv.interviewId }]);
  });

  it("declined with a reason, another time asked with a note, a new time set; a stranger is told 404", async () => {
    const budi = await h.logIn(BUDI.phone);
    const siti = await h.logIn(SITI.phone);
    const rudi = await h.logIn(RUDI.phone);
    const iv = (await post("/api/interviews", budi, invitation({ place: { mode: "online", videoUrl: "https://meet.google.com/abc-defg-hij" } }))).json as InterviewDetail;
    expect(code(await get(`/api/interviews/${iv.interviewId}`, rudi))).toEqual([404, "INTERVIEW_NOT_FOUND"]);
    const asked = (await post(`/api/interviews/${iv.interviewId}/another-time`, siti, { note: "Can we meet after 15:00?" })).json as InterviewDetail;
    expect([asked.status, asked.reason]).toEqual(["anotherTimeAsked", "Can we meet after 15:00?"]);
    const later = toWibIso(h.server.clock.now() + 30 * HOUR);
    const moved = (await post(`/api/interviews/${iv.interviewId}/reschedule`, budi, { startsAt: later })).json as InterviewDetail;
    expect([moved.status, Date.parse(moved.startsAt)]).toEqual(["rescheduled", Date.parse(later)]);
    const declined = (await post(`/api/interviews/${iv.interviewId}/decline`, siti, { reason: "I took another job" })).json as InterviewDetail;
    expect([declined.status, declined.reason]).toEqual(["declined", "I took another job"]);
    expect(code(await post(`/api/interviews/${iv.interviewId}/cancel`, budi))).toEqual([409, "INVALID_TRANSITION"]);
  });

  it("refusals: a seeker neither applying nor open to offers, a second invitation in play, a time gone, a letter too long", async () => {
    // Agus, not open to offers.
    await h.stop();
    const dataDir = mkdtempSync(join(tmpdir(), "gawe-interviews-"));
    const seed = createSeed();
    const closed = { ...seed, seekerProfiles: seed.seekerProfiles.map((p) => (p.userId === AGUS.userId ? { ...p, openToOffers: false } : p)) };
    writeFileSync(join(dataDir, "db.json"), JSON.stringify(closed));
    h = await startHarness({ dataDir });
    const budi = await h.logIn(BUDI.phone);
    expect(code(await post("/api/interviews", budi, invitation({ seekerId: AGUS.userId })))).toEqual([422, "INTERVIEW_INVITEE_NOT_ELIGIBLE"]);
    expect(code(await post("/api/interviews", budi, invitation({ startsAt: toWibIso(h.server.clock.now() - 1000) })))).toEqual([422, "INTERVIEW_TIME_PAST"]);
    expect(code(await post("/api/interviews", budi, invitation({ letter: "x".repeat(501) })))).toEqual([400, "INVITATION_LETTER_TOO_LONG"]);
    expect((await post("/api/interviews", budi, invitation())).status).toBe(201);
    expect(code(await post("/api/interviews", budi, invitation()))).toEqual([409, "INTERVIEW_ALREADY_INVITED"]);
    expect(code(await post("/api/interviews", await h.logIn(RUDI.phone), invitation()))).toEqual([403, "FORBIDDEN"]);
  });

  it("the reminder is told by the clock alone, once, 5 minutes before an accepted interview, with its template id", async () => {
    const budi = await h.logIn(BUDI.phone);
    const siti = await h.logIn(SITI.phone);
    const startsAt = h.server.clock.now() + 2 * HOUR;
    const iv = (await post("/api/interviews", budi, invitation({ startsAt: toWibIso(startsAt) }))).json as InterviewDetail;
    const db = () => h.server.state();
    expect(interviewReminders(db(), startsAt - HOUR, startsAt - 1)).toEqual([]);
    await post(`/api/interviews/${iv.interviewId}/accept`, siti);
    const fiveBefore = startsAt - 5 * 60_000;
    expect(interviewReminders(db(), fiveBefore - 60_000, fiveBefore - 1)).toEqual([]);
    const told = interviewReminders(db(), fiveBefore - 60_000, fiveBefore);
    expect(told).toHaveLength(1);
    expect(told[0]?.to).toEqual(expect.arrayContaining([SITI.userId, BUDI.userId, DEWI.userId]));
    expect(told[0]?.event).toMatchObject({ kind: "interviewReminder", interviewId: iv.interviewId, templateId: INTERVIEW_REMINDER_TEMPLATE_ID, jobTitle: "Barista" });
    // The provider's toast names whom she meets (ui/shared/reminder-text.ts).
    expect(told[0]?.event).toMatchObject({ seekerName: SITI.fullName });
    expect(interviewReminders(db(), fiveBefore, startsAt)).toEqual([]);
    // The clock's tick posts the reminder's card once, however often it runs.
    expect(postDueReminderCards(db(), fiveBefore - 1)).toBe(db());
    const carded = postDueReminderCards(postDueReminderCards(db(), fiveBefore), fiveBefore + 60_000);
    expect(cardsOf(carded)).toEqual([{ kind: "interviewInvitation", invitationId: iv.interviewId }, { kind: "interviewReminder", invitationId: iv.interviewId, startsAt }]);
    // Once its time came it reads past, and nothing moves it.
    await h.call("POST", "/__dev/clock/advance", { body: { seconds: 2 * 3600 } });
    expect(((await get(`/api/interviews/${iv.interviewId}`, siti)).json as InterviewDetail).status).toBe("past");
    expect(code(await post(`/api/interviews/${iv.interviewId}/decline`, siti, { reason: "Sorry" }))).toEqual([409, "INTERVIEW_OVER"]);
  });

  it("advancing the clock past 5 minutes before an accepted interview tells the seeker at once, and stores one card; a second advance tells nothing more", async () => {
    const budi = await h.logIn(BUDI.phone);
    const siti = await h.logIn(SITI.phone);
    const startsAt = h.server.clock.now() + 2 * HOUR;
    const iv = (await post("/api/interviews", budi, invitation({ startsAt: toWibIso(startsAt) }))).json as InterviewDetail;
    await post(`/api/interviews/${iv.interviewId}/accept`, siti);
    // The stream's keep-alive is 15 s away: whatever arrives now came with the advance itself.
    const stream = await openEventStream(h.url, siti);
    await stream.waitFor(() => stream.frames().length === 1);
    const reminders = () => stream.data<{ interviewId: string }>("interviewReminder");
    const reminderCards = () => cardsOf(h.server.state()).filter((c) => c.kind === "interviewReminder");
    await h.call("POST", "/__dev/clock/advance", { body: { seconds: Math.ceil((startsAt - 270_000 - h.server.clock.now()) / 1000) } });
    await stream.waitFor(() => reminders().length === 1);
    expect(reminders()[0]).toMatchObject({ kind: "interviewReminder", interviewId: iv.interviewId, templateId: INTERVIEW_REMINDER_TEMPLATE_ID });
    expect(reminderCards()).toEqual([{ kind: "interviewReminder", invitationId: iv.interviewId, startsAt }]);
    await h.call("POST", "/__dev/clock/advance", { body: { seconds: 60 } });
    // The provider cancels: its event comes after anything the second advance told.
    expect((await post(`/api/interviews/${iv.interviewId}/cancel`, budi)).status).toBe(200);
    await stream.waitFor(() => stream.data<{ status: string }>("interview").some((e) => e.status === "cancelled"));
    expect(reminders()).toHaveLength(1);
    expect(reminderCards()).toHaveLength(1);
    stream.req.destroy();
  });
});
