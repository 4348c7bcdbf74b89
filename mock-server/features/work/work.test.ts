import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ProviderBalanceView } from "../../../domain/offer/offer-api.schema";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/wib-time";
import type { OrderDetail, OrderList, WorkDay } from "../../../domain/work/work-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";
import { expectLedgerHolds, json, kit } from "../../testing/offer-test-kit";

/**
 * Issue 22 through the mock's HTTP API: a hire's order, punches (online, offline, far, repeated),
 * the provider's decision and the pay it releases, reconfirmation, absences, the unanswered-day
 * rule on the mock's clock, withdrawal; who may see and do what. The ledger holds after every step.
 */
let h: Harness;
const t = kit(() => h);
const holds = () => expectLedgerHolds(h.server.state());

beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const code = (res: { json: unknown }) => errorCodeOf(res as Parameters<typeof errorCodeOf>[0]);
const TEBET = { lat: -6.2264, lng: 106.8539 };
let punches = 0;
const punchBody = (kind: "in" | "out", over: Record<string, unknown> = {}) => ({
  punchId: `punch-${(punches += 1)}`,
  kind,
  phoneTime: Date.now(),
  clockOffsetMs: 0,
  offline: false,
  location: { point: TEBET, accuracyMeters: 20, source: "browser" },
  ...over,
});
const punch = (s: Record<string, string>, dayId: string, body: object) => h.call("POST", `/api/work-days/${dayId}/punches`, { token: s.seekerToken ?? "", body });
const order = async (s: Record<string, string>, token: string) => json<OrderDetail>(await t.get(`/api/orders/${s.orderId}`, token));
const dayOf = async (s: Record<string, string>, dayId: string) => (await order(s, s.seekerToken ?? "")).staff[0]?.days.find((d) => d.dayId === dayId);

describe("orders", () => {
  it("an accepted offer puts the seeker in the job's order: three days, each its share of the salary, seen by both sides and nobody else", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, { member: "81277770101" });
    const mine = json<OrderList>(await t.get("/api/orders", s.seekerToken));
    expect(mine.items.map((o) => o.orderId)).toEqual([s.orderId]);
    const seen = await order(s, s.seekerToken ?? "");
    expect(seen).toMatchObject({ jobId: s.jobId, workingDays: 3, attendedDays: 0, absentDays: 0, totalPayment: 750_000 });
    expect(seen.staff).toHaveLength(1);
    expect(seen.staff[0]).toMatchObject({
      hireId: s.hireId,
      status: "upcoming",
      dailyWage: 250_000,
      money: { salary: 750_000, released: 0, held: 750_000, waiting: 0, refunded: 0 },
    });
    expect(seen.staff[0]?.days.map((d) => [d.dayId, d.status, d.wage])).toEqual([
      [s.day1Id, "scheduled", 250_000],
      [s.day2Id, "scheduled", 250_000],
      [s.day3Id, "scheduled", 250_000],
    ]);
    expect((await order(s, s.providerToken ?? "")).staff.map((x) => x.seekerId)).toEqual([s.seekerId]);
    // A Member who does not manage the job, and another seeker, see no such order.
    expect(code(await t.get(`/api/orders/${s.orderId}`, s.memberToken))).toBe("ORDER_NOT_FOUND");
    expect(json<OrderList>(await t.get("/api/orders", s.memberToken)).items).toEqual([]);
    const other = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, { provider: "81277770102", seeker: "81277770103" });
    expect(code(await t.get(`/api/orders/${s.orderId}`, other.seekerToken))).toBe("ORDER_NOT_FOUND");
    expect(code(await punch(other, s.day1Id ?? "", punchBody("in")))).toBe("WORK_DAY_NOT_FOUND");
    holds();
  });
});

describe("punches", () => {
  it("a clock-in at the place, then the same punch again, then another clock-in refused; the clock-out sets the unanswered-day deadline", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, {});
    const body = punchBody("in");
    const first = await punch(s, s.day1Id ?? "", body);
    expect(first.status).toBe(200);
    const day = json<WorkDay>(first);
    expect(day).toMatchObject({ status: "clockedIn", clockIn: { punchId: body.punchId, capturedOffline: false, distanceMeters: 0, flagged: null } });
    expect(json<WorkDay>(await punch(s, s.day1Id ?? "", body))).toEqual(day);
    const again = await punch(s, s.day1Id ?? "", punchBody("in"));
    expect([again.status, code(again), (again.json as { error: { details: unknown } }).error.details]).toEqual([409, "PUNCH_ALREADY_RECORDED", { kind: "in" }]);
    const out = json<WorkDay>(await punch(s, s.day1Id ?? "", punchBody("out", { location: null })));
    expect(out).toMatchObject({ status: "awaitingConfirmation", clockOut: { flagged: "noLocation", distanceMeters: null } });
    expect(out.autoConfirmAt).toBe((out.clockOut?.at ?? 0) + 24 * HOUR_MS);
    expect((await order(s, s.providerToken ?? "")).staff[0]?.money).toMatchObject({ held: 750_000, waiting: 250_000 });
  });

  it("far from the place is flagged, never refused; a day not open yet is refused; an offline punch takes the phone's time corrected", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, {});
    const far = json<WorkDay>(await punch(s, s.day1Id ?? "", punchBody("in", { location: { point: { lat: -6.2, lng: 106.8539 }, accuracyMeters: 50, source: "bridge" } })));
    expect(far.clockIn).toMatchObject({ flagged: "far", distanceMeters: 2936 });
    const early = await punch(s, s.day2Id ?? "", punchBody("in"));
    expect([early.status, code(early)]).toEqual([422, "PUNCH_OUTSIDE_WINDOW"]);
    // Another seeker's phone clock is 10 minutes slow; she tapped 5 minutes ago (server time) and it sends now.
    const off = await t.setup(PROVIDER_STATE.hiredStartedToday, { provider: "81277770104", seeker: "81277770105" });
    const serverNow = json<OrderDetail>(await t.get(`/api/orders/${off.orderId}`, off.seekerToken)).serverNow;
    const offline = json<WorkDay>(await punch(off, off.day1Id ?? "", punchBody("in", { offline: true, phoneTime: serverNow - 15 * MINUTE_MS, clockOffsetMs: 10 * MINUTE_MS })));
    expect(offline.clockIn?.capturedOffline).toBe(true);
    expect(Math.abs((offline.clockIn?.at ?? 0) - (serverNow - 5 * MINUTE_MS))).toBeLessThan(5_000);
    // A phone clock set a day ahead is never trusted into the future.
    const future = json<WorkDay>(await punch(off, off.day1Id ?? "", punchBody("out", { offline: true, phoneTime: Date.now() + 24 * HOUR_MS, clockOffsetMs: null })));
    expect(future.clockOut?.at).toBeLessThanOrEqual(Date.now() + 1_000);
  });
});

describe("the daily decision", () => {
  it("a confirmed day releases its wage to the seeker at once, once; only a provider who manages the job decides", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "awaitingConfirmation", member: "81277770106" });
    expect(code(await t.post(`/api/work-days/${s.day1Id}/confirm`, s.seekerToken))).toBe("FORBIDDEN");
    for (const path of [`/api/work-days/${s.day1Id}/confirm`, `/api/work-days/${s.day1Id}/reconfirmation`, `/api/hires/${s.hireId}/withdraw`])
      expect([path, code(await h.call("POST", path, { token: s.providerToken ?? "" }))]).toEqual([path, "IDEMPOTENCY_KEY_REQUIRED"]);
    expect(code(await t.post(`/api/work-days/${s.day1Id}/confirm`, s.memberToken))).toBe("WORK_DAY_NOT_FOUND");
    const res = await t.post(`/api/work-days/${s.day1Id}/confirm`, s.providerToken, undefined, "confirm-1");
    expect(json<WorkDay>(res)).toMatchObject({ status: "confirmed", decidedBy: "provider", paidAt: expect.any(Number), autoConfirmAt: null });
    const replay = await t.post(`/api/work-days/${s.day1Id}/confirm`, s.providerToken, undefined, "confirm-1");
    expect([replay.status, replay.json]).toEqual([200, res.json]);
    expect(code(await t.post(`/api/work-days/${s.day1Id}/confirm`, s.providerToken))).toBe("INVALID_TRANSITION");
    expect((await order(s, s.seekerToken ?? "")).staff[0]?.money).toEqual({ salary: 750_000, released: 250_000, held: 500_000, waiting: 0, refunded: 0 });
    expect(h.server.state().ledger.transactions.filter((x) => x.kind === "dayPaidOut")).toHaveLength(1);
    holds();
  });

  it("a declined day carries its reason; the seeker asks support once; a day nobody answers is confirmed and paid 24 hours after its clock-out", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "awaitingConfirmation" });
    const declined = json<WorkDay>(await t.post(`/api/work-days/${s.day1Id}/decline`, s.providerToken, { reason: "Left an hour early" }));
    expect(declined).toMatchObject({ status: "declined", declineReason: "Left an hour early", paidAt: null });
    const asked = json<WorkDay>(await t.post(`/api/work-days/${s.day1Id}/reconfirmation`, s.seekerToken));
    expect(asked.status).toBe("waitingReconfirm");
    expect((asked.reconfirmation?.dueAt ?? 0) - (asked.reconfirmation?.requestedAt ?? 0)).toBe(48 * HOUR_MS);
    expect(code(await t.post(`/api/work-days/${s.day1Id}/reconfirmation`, s.seekerToken))).toBe("RECONFIRMATION_ALREADY_REQUESTED");

    const quiet = await t.setup(PROVIDER_STATE.hiredStartedToday, { provider: "81277770107", seeker: "81277770108", day1: "awaitingConfirmation" });
    await t.clock(24 * 3600 - 60);
    expect((await dayOf(quiet, quiet.day1Id ?? ""))?.status).toBe("awaitingConfirmation");
    await t.clock(120);
    expect(await dayOf(quiet, quiet.day1Id ?? "")).toMatchObject({ status: "confirmed", decidedBy: "auto", paidAt: expect.any(Number) });
    holds();
  });
});

describe("a forgotten clock-out", () => {
  it("a day clocked in and never out waits for the provider once its punches close (24 hours after the shift), then the unanswered-day rule confirms and pays it", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { provider: "81277770111", seeker: "81277770112", day1: "clockedIn" });
    const day = await dayOf(s, s.day1Id ?? "");
    expect(day).toMatchObject({ status: "clockedIn", clockOut: null });
    const closes = (day?.shift.end ?? 0) + 24 * HOUR_MS;
    await t.clock(Math.ceil((closes - Number(day?.clockIn?.at ?? 0)) / 1000) + 60);
    const waiting = await dayOf(s, s.day1Id ?? "");
    // No clock-out is made up: the provider decides on the clock-in alone, and a worker never waits forever.
    expect(waiting).toMatchObject({ status: "awaitingConfirmation", clockOut: null, autoConfirmAt: closes + 24 * HOUR_MS, paidAt: null });
    await t.clock(24 * 3600);
    expect(await dayOf(s, s.day1Id ?? "")).toMatchObject({ status: "confirmed", decidedBy: "auto", paidAt: expect.any(Number) });
    holds();
  });
});

describe("absences and withdrawal", () => {
  it("a day nobody clocked is absent once its shift ended; a notice is absent too, late under 2x24 hours; none once the shift started", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, {});
    const late = json<WorkDay>(await t.post(`/api/work-days/${s.day1Id}/absence`, s.seekerToken, { note: null }));
    expect(late).toMatchObject({ status: "absent", absence: { late: true, notifiedAt: expect.any(Number) } });
    const early = json<WorkDay>(await t.post(`/api/work-days/${s.day3Id}/absence`, s.seekerToken, { note: "Family wedding" }));
    expect(early.absence).toMatchObject({ late: false, note: "Family wedding" });
    const today = await t.setup(PROVIDER_STATE.hiredStartedToday, { provider: "81277770109", seeker: "81277770110" });
    expect(code(await t.post(`/api/work-days/${today.day1Id}/absence`, today.seekerToken, { note: null }))).toBe("WORK_DAY_STARTED");
    await t.clock(9 * 3600);
    const seen = await order(today, today.providerToken ?? "");
    expect(seen.staff[0]?.days[0]).toMatchObject({ status: "absent", absence: { notifiedAt: null, late: false, note: null } });
    expect(seen.absentDays).toBe(1);
  });

  it("a withdrawal before the start gives the escrow back to the provider's balance at once (late under 48 hours); none after the start", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, {});
    const before = json<ProviderBalanceView>(await t.get("/api/business/balance", s.providerToken)).balance;
    const res = await t.post(`/api/hires/${s.hireId}/withdraw`, s.seekerToken);
    expect(res.status).toBe(200);
    expect(json<OrderDetail>(res).staff[0]).toMatchObject({ status: "withdrawn", withdrawal: { late: true }, days: [], money: { released: 0, held: 0, refunded: 750_000 } });
    const after = json<ProviderBalanceView>(await t.get("/api/business/balance", s.providerToken));
    expect(after.balance - before).toBe(750_000);
    expect(after.credits[0]).toMatchObject({ offerId: s.hireId, kind: "offerRefund", amount: 750_000 });
    expect(code(await t.post(`/api/hires/${s.hireId}/withdraw`, s.seekerToken))).toBe("INVALID_TRANSITION");
    expect(code(await t.post(`/api/hires/${s.hireId}/withdraw`, s.providerToken))).toBe("FORBIDDEN");
    const started = await t.setup(PROVIDER_STATE.hiredStartedToday, { provider: "81277770111", seeker: "81277770112" });
    expect(code(await t.post(`/api/hires/${started.hireId}/withdraw`, started.seekerToken))).toBe("HIRE_STARTED");
    holds();
  });
});

describe("support in the back office", () => {
  it("lists a reconfirmation with its evidence and deadline; approving confirms and pays the day, rejecting leaves it unpaid", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "waitingReconfirm" });
    const page = await h.call("GET", "/__dev/");
    const html = page.text;
    expect(html).toContain("Attendance reconfirmations");
    expect(html).toContain("Came two hours late");
    expect(html).toContain("0\u00a0m from the place");
    const approved = await h.call("POST", `/__dev/work-days/${s.day1Id}/reconfirmation/approve`);
    expect(json<WorkDay>(approved)).toMatchObject({ status: "confirmed", decidedBy: "support", paidAt: expect.any(Number) });
    expect(code(await h.call("POST", `/__dev/work-days/${s.day1Id}/reconfirmation/reject`))).toBe("INVALID_TRANSITION");
    const other = await t.setup(PROVIDER_STATE.hiredStartedToday, { provider: "81277770113", seeker: "81277770114", day1: "waitingReconfirm" });
    expect(json<WorkDay>(await h.call("POST", `/__dev/work-days/${other.day1Id}/reconfirmation/reject`))).toMatchObject({ status: "reconfirmRejected", decidedBy: "support", paidAt: null });
    const orders = json<{ items: { orderId: string; paid: number; released: number; refunded: number; held: number }[] }>(await h.call("GET", "/__dev/orders")).items;
    expect(orders.find((o) => o.orderId === s.orderId)).toMatchObject({ paid: 750_000, released: 250_000, refunded: 0, held: 500_000 });
    expect(orders.find((o) => o.orderId === other.orderId)).toMatchObject({ paid: 750_000, released: 0, held: 750_000 });
    holds();
  });
});

describe("after a withdrawal", () => {
  it("the seeker's days are free again: another job may offer her the same days", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, {});
    await t.post(`/api/hires/${s.hireId}/withdraw`, s.seekerToken);
    const db = h.server.state();
    const offer = db.offers.find((o) => o.offerId === s.hireId);
    // Another job's offer for the same days is no longer a clash with her.
    const other = await t.setup(PROVIDER_STATE.jobHasApplicant, { provider: "81277770115", seeker: "81277770116" });
    const made = await t.post("/api/offers", other.providerToken, { terms: { ...offer?.terms, jobId: other.jobId, seekerId: s.seekerId }, choice: { method: "virtualAccount", bank: "bca" } });
    expect([made.status, code(made)]).toEqual([201, undefined]);
  });
});
