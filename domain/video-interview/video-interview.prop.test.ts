import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INTERVIEW_ANSWER_SECONDS, INTERVIEW_RETAKE_MONTHS, VIDEO_ANSWERS_TOTAL_MAX_SECONDS, VIDEO_INTERVIEW_DEADLINE_MAX_DAYS } from "../policy/business-constants";
import { addWibMonths } from "../shared/calendar-periods.rules";
import { DAY_MS, wibInstant } from "../shared/wib-time";
import {
  checkNewVideoInterview,
  checkVideoAnswer,
  checkVideoInterviewDeadline,
  checkVideoInterviewDecision,
  moveVideoInterview,
  videoInterviewStatusAt,
  type EarlierVideoInterview,
} from "./video-interview.rules";
import { VIDEO_INTERVIEW_STATUSES } from "./video-interview.schema";

const tagOf = (r: Result.Result<unknown, { readonly _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");
const instant = fc.integer({ min: wibInstant(2024, 1, 1), max: wibInstant(2030, 1, 1) });
const status = fc.constantFrom(...VIDEO_INTERVIEW_STATUSES);

describe("video interview rules (issue 24)", () => {
  it("property: an open interview past its deadline reads expired; a final one never changes", () => {
    fc.assert(fc.property(status, instant, instant, (s, deadline, now) => {
      const at = videoInterviewStatusAt(s, deadline, now);
      if (s === "submitted" || s === "expired") expect(at).toBe(s);
      else expect(at).toBe(now >= deadline ? "expired" : s);
    }));
  });

  it("property: a deadline is accepted exactly when it lies after now and within the maximum days", () => {
    fc.assert(fc.property(instant, fc.integer({ min: -2 * DAY_MS, max: (VIDEO_INTERVIEW_DEADLINE_MAX_DAYS + 2) * DAY_MS }), (now, ahead) => {
      const ok = Result.isSuccess(checkVideoInterviewDeadline(now + ahead, now));
      expect(ok).toBe(ahead > 0 && ahead <= VIDEO_INTERVIEW_DEADLINE_MAX_DAYS * DAY_MS);
    }));
  });

  it("property: a new interview is refused while one is open, and within the retake months of the last submitted one", () => {
    const earlier = fc.array(
      fc.record({ status, submittedAt: fc.option(instant, { nil: null }) }).map((e): EarlierVideoInterview => (e.status === "submitted" ? e : { ...e, submittedAt: null })),
      { maxLength: 4 },
    );
    fc.assert(fc.property(earlier, instant, (list, now) => {
      const r = checkNewVideoInterview(list, now);
      const open = list.some((e) => e.status === "invited" || e.status === "inProgress" || e.status === "recorded");
      const lastSubmitted = list.flatMap((e) => (e.submittedAt === null ? [] : [e.submittedAt]));
      const tooSoon = lastSubmitted.some((t) => now < addWibMonths(t, INTERVIEW_RETAKE_MONTHS));
      expect(tagOf(r)).toBe(open ? "VideoInterviewAlreadySent" : tooSoon ? "VideoInterviewTooSoon" : "ok");
      // The order interviews are listed in changes nothing.
      expect(tagOf(checkNewVideoInterview([...list].reverse(), now))).toBe(tagOf(r));
    }));
  });

  it("a seeker retakes a whole interview from the same WIB time INTERVIEW_RETAKE_MONTHS later, not a minute before", () => {
    const submittedAt = wibInstant(2026, 1, 31, 10, 0);
    const from = wibInstant(2026, 4, 30, 10, 0);
    expect(tagOf(checkNewVideoInterview([{ status: "submitted", submittedAt }], from - 60_000))).toBe("VideoInterviewTooSoon");
    expect(tagOf(checkNewVideoInterview([{ status: "submitted", submittedAt }], from))).toBe("ok");
    expect(tagOf(checkNewVideoInterview([{ status: "expired", submittedAt: null }], submittedAt))).toBe("ok");
  });

  it("property: a result is given once a submitted interview exists, and changed only INTERVIEW_RETAKE_MONTHS later", () => {
    fc.assert(fc.property(status, fc.option(instant, { nil: null }), instant, (s, decidedAt, now) => {
      const r = checkVideoInterviewDecision(s, decidedAt, now);
      if (s !== "submitted") expect(tagOf(r)).toBe("InvalidTransition");
      else if (decidedAt === null) expect(tagOf(r)).toBe("ok");
      else expect(tagOf(r)).toBe(now >= addWibMonths(decidedAt, INTERVIEW_RETAKE_MONTHS) ? "ok" : "VideoInterviewTooSoon");
    }));
  });

  it("property: an answer lasts at most INTERVIEW_ANSWER_SECONDS and all of them about 5 minutes", () => {
    const seconds = fc.double({ min: 0, max: INTERVIEW_ANSWER_SECONDS * 2, noNaN: true });
    fc.assert(fc.property(seconds, fc.array(fc.double({ min: 0, max: INTERVIEW_ANSWER_SECONDS, noNaN: true }), { maxLength: 6 }), (s, others) => {
      const ok = Result.isSuccess(checkVideoAnswer(s, others));
      expect(ok).toBe(s <= INTERVIEW_ANSWER_SECONDS && others.reduce((a, b) => a + b, 0) + s <= VIDEO_ANSWERS_TOTAL_MAX_SECONDS);
    }));
  });

  it("starting or answering past the deadline is refused as expired, not as a bad transition", () => {
    const state = { status: "invited" as const, expiresAt: 1_000, answered: 0, questions: 2 };
    expect(tagOf(moveVideoInterview(state, { type: "start" }, 1_000))).toBe("VideoInterviewExpired");
    expect(tagOf(moveVideoInterview(state, { type: "start" }, 999))).toBe("ok");
    expect(tagOf(moveVideoInterview({ ...state, status: "submitted" }, { type: "start" }, 1))).toBe("InvalidTransition");
    expect(tagOf(moveVideoInterview({ ...state, status: "expired" }, { type: "recordAnswer" }, 1))).toBe("VideoInterviewExpired");
  });
});
