import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PROVIDER_STATE } from "../../provider-state-names";
import { startHarness, type Harness } from "../../testing/mock-harness";
import { kit } from "../../testing/offer-test-kit";
import { absenceEvents, workEvents } from "./work.events";

/** What the per-user event stream is given for work: who is told, and of what (issue 22). */
let h: Harness;
const t = kit(() => h);
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

describe("workEvents", () => {
  it("a hire joining tells its seeker and the job's managers of the order and each new day; nobody else", async () => {
    const before = h.server.state();
    const s = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, { member: "81277770301" });
    const events = workEvents(before, h.server.state());
    const admins = h.server.state().accounts.filter((a) => a.companyId === s.businessId && a.companyRole === "admin").map((a) => a.userId);
    expect(events.filter((e) => e.event.kind === "order")).toEqual([{ to: [s.seekerId, ...admins], event: { kind: "order", orderId: s.orderId } }]);
    expect(events.filter((e) => e.event.kind === "workDay").map((e) => (e.event.kind === "workDay" ? e.event.day.dayId : ""))).toEqual([s.day1Id, s.day2Id, s.day3Id]);
    const member = h.server.state().accounts.find((a) => a.phone === "81277770301")?.userId;
    for (const e of events) expect(e.to).not.toContain(member);
  });

  it("a punch is one workDay event with the day as it now is; a withdrawal an order event; nothing when nothing changed", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, {});
    const before = h.server.state();
    await h.call("POST", `/api/work-days/${s.day1Id}/punches`, { token: s.seekerToken ?? "", body: { punchId: "e-1", kind: "in", phoneTime: 0, clockOffsetMs: null, offline: false, location: null } });
    const events = workEvents(before, h.server.state());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ to: expect.arrayContaining([s.seekerId, s.providerUserId]), event: { kind: "workDay", day: { dayId: s.day1Id, status: "clockedIn" } } });
    expect(workEvents(h.server.state(), h.server.state())).toEqual([]);
    const later = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, { provider: "81277770302", seeker: "81277770303" });
    const beforeWithdrawal = h.server.state();
    await t.post(`/api/hires/${later.hireId}/withdraw`, later.seekerToken);
    expect(workEvents(beforeWithdrawal, h.server.state()).map((e) => e.event)).toEqual([{ kind: "order", orderId: later.orderId }]);
  });

  it("a day nobody clocked is told absent once, when its shift's end passes; a clocked day never", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, {});
    const db = h.server.state();
    const day1 = db.workDays.find((d) => d.dayId === s.day1Id);
    if (day1 === undefined) throw new Error("no day 1");
    const { end } = day1.shift;
    expect(absenceEvents(db, end - 60_000, end - 1)).toEqual([]);
    const told = absenceEvents(db, end - 1, end + 60_000);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: expect.arrayContaining([s.seekerId, s.providerUserId]), event: { kind: "workDay", day: { dayId: s.day1Id, status: "absent", absence: { notifiedAt: null } } } });
    expect(absenceEvents(db, end, end + 60_000)).toEqual([]);
    await h.call("POST", `/api/work-days/${s.day1Id}/punches`, { token: s.seekerToken ?? "", body: { punchId: "e-2", kind: "in", phoneTime: 0, clockOffsetMs: null, offline: false, location: null } });
    expect(absenceEvents(h.server.state(), end - 1, end + 60_000)).toEqual([]);
  });

  it("a cancellation request made, processed or rejected is an order event to its seeker and the job's managers", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "confirmed" });
    const orderEvent = { to: expect.arrayContaining([s.seekerId, s.providerUserId]), event: { kind: "order", orderId: s.orderId } };
    const beforeRequest = h.server.state();
    const asked = await t.post("/api/cancellation-requests", s.providerToken, { orderId: s.orderId, hireId: s.hireId, reason: "noLongerNeeded", otherReason: null, proofMedia: [], mobile: "81200000002" });
    expect(workEvents(beforeRequest, h.server.state())).toEqual([orderEvent]);
    const beforeProcessing = h.server.state();
    await t.dev(`/__dev/cancellation-requests/${(asked.json as { requestId: string }).requestId}/process`);
    // Processed: the order event, and its days to come (gone) tell nothing more.
    expect(workEvents(beforeProcessing, h.server.state()).filter((e) => e.event.kind === "order")).toEqual([orderEvent]);
    const other = await t.setup(PROVIDER_STATE.cancellationRequested, { provider: "81277770304", seeker: "81277770305" });
    const beforeRejection = h.server.state();
    await h.call("POST", `/__dev/cancellation-requests/${other.requestId}/reject`, { body: { note: "Talk first" } });
    expect(workEvents(beforeRejection, h.server.state()).map((e) => e.event)).toEqual([{ kind: "order", orderId: other.orderId }]);
  });
});
