import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { HOUR_MS } from "../shared/wib-time";
import { validateJobPeriod } from "./job-period.rules";
import { autoClose, cannotOpenReason, isJobDeletable, isJobEditable, jobListTab, transitionJob, type JobEvent, type JobLifecycle } from "./job.machine";
import { extendPriority, priorityAlert } from "./priority.rules";

const job = (over: Partial<JobLifecycle> = {}): JobLifecycle => ({
  status: "draft", expiresAt: 1_000, headcount: 2, hired: 0, applicants: 0, offers: 0, ongoingWork: 0, ...over,
});
const ev = (type: JobEvent["type"]) => ({ type }) as JobEvent;
const tag = (r: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");

describe("job machine (spec 4)", () => {
  it("draft and closed jobs are listed under closed and can be posted", () => {
    expect(jobListTab("draft")).toBe("closed");
    expect(jobListTab("open")).toBe("open");
    expect(jobListTab("deleted")).toBeNull();
    const r = transitionJob(job(), ev("post"), { now: 0 });
    expect(Result.isSuccess(r) && r.success.status).toBe("open");
    const again = transitionJob(job({ status: "closed" }), ev("post"), { now: 0 });
    expect(Result.isSuccess(again) && again.success.status).toBe("open");
  });
  it("cannot post an expired or filled job, nor post twice", () => {
    const exp = transitionJob(job(), ev("post"), { now: 1_000 });
    expect(Result.isFailure(exp) && exp.failure.i18nKey).toBe("error.job.expired");
    const full = transitionJob(job({ hired: 2 }), ev("post"), { now: 0 });
    expect(Result.isFailure(full) && full.failure.i18nKey).toBe("error.job.headcountFilled");
    expect(tag(transitionJob(job({ status: "open" }), ev("post"), { now: 0 }))).toBe("InvalidTransition");
  });
  it("auto-closes when the headcount is filled or expiry passes", () => {
    const open = job({ status: "open", hired: 1, ongoingWork: 1 });
    const filled = transitionJob(open, ev("hired"), { now: 0 });
    expect(Result.isSuccess(filled) && filled.success.status).toBe("closed");
    const tick = transitionJob(job({ status: "open" }), ev("tick"), { now: 1_000 });
    expect(Result.isSuccess(tick) && tick.success.status).toBe("closed");
    expect(autoClose(job({ status: "open" }), 999).status).toBe("open");
  });
  it("is editable only before applicants or offers; deletable only without applicants, offers or work", () => {
    expect(tag(transitionJob(job({ status: "open" }), ev("edit"), { now: 0 }))).toBe("ok");
    expect(tag(transitionJob(job({ status: "open", applicants: 1 }), ev("edit"), { now: 0 }))).toBe("JobNotEditable");
    expect(tag(transitionJob(job({ status: "open", offers: 1 }), ev("edit"), { now: 0 }))).toBe("JobNotEditable");
    expect(tag(transitionJob(job({ status: "closed", ongoingWork: 1 }), ev("delete"), { now: 0 }))).toBe("JobNotDeletable");
    const del = transitionJob(job(), ev("delete"), { now: 0 });
    expect(Result.isSuccess(del) && del.success.status).toBe("deleted");
    expect(tag(transitionJob(job({ status: "deleted" }), ev("edit"), { now: 0 }))).toBe("InvalidTransition");
  });
  it("applications and offers need an open job; finished work needs work", () => {
    expect(tag(transitionJob(job(), ev("applicationReceived"), { now: 0 }))).toBe("InvalidTransition");
    expect(tag(transitionJob(job(), ev("offerSent"), { now: 0 }))).toBe("InvalidTransition");
    expect(tag(transitionJob(job(), ev("close"), { now: 0 }))).toBe("InvalidTransition");
    expect(tag(transitionJob(job({ hired: 2 }), ev("hired"), { now: 0 }))).toBe("InvalidTransition");
    expect(tag(transitionJob(job(), ev("workFinished"), { now: 0 }))).toBe("InvalidTransition");
    const r = transitionJob(job({ status: "open" }), ev("applicationReceived"), { now: 0 });
    expect(Result.isSuccess(r) && r.success.applicants).toBe(1);
  });

  const EDGES = new Set(["draft>open", "closed>open", "open>closed", "draft>deleted", "closed>deleted", "open>deleted"]);
  it("property: no sequence of events leaves the spec's states or edges, counters stay sane", () => {
    const events = fc.array(fc.record({
      type: fc.constantFrom<JobEvent["type"]>("post", "close", "edit", "delete", "applicationReceived", "offerSent", "hired", "workFinished", "tick"),
      dt: fc.nat(600),
    }), { maxLength: 30 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), events, (headcount, seq) => {
      let s = job({ headcount, expiresAt: 5_000 });
      let now = 0;
      for (const e of seq) {
        now += e.dt;
        const r = transitionJob(s, ev(e.type), { now });
        if (Result.isFailure(r)) continue;
        const next = r.success;
        if (next.status !== s.status) expect(EDGES.has(`${s.status}>${next.status}`), `${s.status}>${next.status}`).toBe(true);
        if (next.status === "open") expect(next.hired < next.headcount && now < next.expiresAt).toBe(true);
        expect(next.hired).toBeLessThanOrEqual(next.headcount);
        expect(next.ongoingWork).toBeGreaterThanOrEqual(0);
        s = next;
      }
    }));
  });
});

describe("what a job allows, as the provider home shows it (issue 19, item 10)", () => {
  it("a closed job whose headcount is filled cannot be posted again, whatever its closing date, nor edited", () => {
    const filled = job({ status: "closed", headcount: 1, hired: 1, offers: 1, ongoingWork: 1, expiresAt: 5_000 });
    expect(cannotOpenReason(filled, 0)).toBe("headcountFilled");
    expect(cannotOpenReason(filled, 9_000)).toBe("headcountFilled");
    expect(isJobEditable(filled)).toBe(false);
    expect(cannotOpenReason(job({ status: "closed" }), 1_000)).toBe("expired");
    expect(cannotOpenReason(job({ status: "closed" }), 999)).toBeNull();
  });
  it("property: the machine allows exactly what the rules say: post, edit and delete", () => {
    const lifecycle = fc.record({
      status: fc.constantFrom<JobLifecycle["status"]>("draft", "open", "closed"),
      expiresAt: fc.nat(2_000),
      headcount: fc.integer({ min: 1, max: 3 }),
      hired: fc.nat(3),
      applicants: fc.nat(2),
      offers: fc.nat(2),
      ongoingWork: fc.nat(2),
    });
    fc.assert(fc.property(lifecycle, fc.nat(2_000), (life, now) => {
      const post = transitionJob(life, ev("post"), { now });
      const reason = cannotOpenReason(life, now);
      if (life.status === "open") expect(tag(post)).toBe("InvalidTransition");
      else expect(Result.isSuccess(post) ? null : (post.failure as { reason?: string }).reason).toBe(reason);
      expect(tag(transitionJob(life, ev("edit"), { now })) === "ok").toBe(isJobEditable(life));
      expect(tag(transitionJob(life, ev("delete"), { now })) === "ok").toBe(isJobDeletable(life));
      expect(autoClose(life, now).status).toBe(life.status === "open" && reason !== null ? "closed" : life.status);
    }));
  });
});

describe("priority jobs: five alerts from one function (spec 4)", () => {
  const H = HOUR_MS;
  it("gives each of the five cases", () => {
    expect(priorityAlert({ now: 0, expiresAt: 10 * H, coupons: 1 })).toBe("extendWithCoupon");
    expect(priorityAlert({ now: 0, expiresAt: 10 * H, coupons: 0 })).toBe("notEnoughCoupons");
    expect(priorityAlert({ now: 10 * H, expiresAt: 10 * H, coupons: 0 })).toBe("expiredNotEnoughCoupons");
    expect(priorityAlert({ now: 11 * H, expiresAt: 10 * H, coupons: 3 })).toBe("expiredReactivate");
    expect(priorityAlert({ now: 0, expiresAt: 24 * H + 1, coupons: 3 })).toBe("noNeedToExtend");
    expect(priorityAlert({ now: 0, expiresAt: 24 * H, coupons: 3 })).toBe("extendWithCoupon");
  });
  it("extension costs 1 coupon and keeps the paid time", () => {
    const r = extendPriority({ priority: true, expiresAt: 10 * H }, { now: 0, coupons: 2, periodMs: 72 * H });
    expect(Result.isSuccess(r) && [r.success.coupons, r.success.job.expiresAt]).toEqual([1, 82 * H]);
    const react = extendPriority({ priority: true, expiresAt: 10 * H }, { now: 20 * H, coupons: 1, periodMs: 72 * H });
    expect(Result.isSuccess(react) && [react.success.coupons, react.success.job.expiresAt]).toEqual([0, 92 * H]);
    expect(tag(extendPriority({ priority: false, expiresAt: 0 }, { now: 0, coupons: 1, periodMs: 1 }))).toBe("NotPriorityJob");
    expect(tag(extendPriority({ priority: true, expiresAt: 100 * H }, { now: 0, coupons: 1, periodMs: 1 }))).toBe("NoNeedToExtend");
    expect(tag(extendPriority({ priority: true, expiresAt: 0 }, { now: 1, coupons: 0, periodMs: 1 }))).toBe("NotEnoughCoupons");
  });
  it("property: an extension succeeds exactly for the two paying alerts and never spends a missing coupon", () => {
    fc.assert(fc.property(fc.nat(100 * H), fc.nat(100 * H), fc.nat(3), (now, expiresAt, coupons) => {
      const alert = priorityAlert({ now, expiresAt, coupons });
      const r = extendPriority({ priority: true, expiresAt }, { now, coupons, periodMs: H });
      expect(Result.isSuccess(r)).toBe(alert === "extendWithCoupon" || alert === "expiredReactivate");
      if (Result.isSuccess(r)) {
        expect(r.success.coupons).toBe(coupons - 1);
        expect(r.success.job.expiresAt).toBeGreaterThan(now);
      }
    }));
  });
});

describe("job period (spec 9: part-time <= 90 days, full-time end optional)", () => {
  it("applies the limits", () => {
    expect(tag(validateJobPeriod("partTime", "2025-01-01", "2025-03-31"))).toBe("ok"); // 90 days
    const long = validateJobPeriod("partTime", "2025-01-01", "2025-04-01");
    expect(Result.isFailure(long) && long.failure._tag === "PartTimeTooLong" && long.failure.days).toBe(91);
    expect(tag(validateJobPeriod("fullTime", "2025-01-01", null))).toBe("ok");
    expect(tag(validateJobPeriod("fullTime", "2025-01-01", "2026-12-31"))).toBe("ok");
    expect(tag(validateJobPeriod("partTime", "2025-01-01", null))).toBe("JobPeriodInvalid");
    expect(tag(validateJobPeriod("partTime", "2025-01-02", "2025-01-01"))).toBe("JobPeriodInvalid");
    expect(tag(validateJobPeriod("partTime", "2025-13-01", "2025-01-01"))).toBe("JobPeriodInvalid");
    expect(tag(validateJobPeriod("partTime", "2025-01-01", "2025-02-30"))).toBe("JobPeriodInvalid");
  });
});
