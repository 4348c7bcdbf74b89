import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../shared/wib-time";
import { wibInstant } from "../shared/wib-time";
import { canChangeBusinessName, validateBusinessContact } from "./business.rules";
import { handOverAdmin, requestMembership, transitionMember, type MemberEvent, type Membership } from "./member.machine";
import { identityVerificationExpectedBy, transitionVerification, type VerificationState } from "./verification.machine";

const tag = (r: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");
const ctx = { otherMembers: 0, jobsWithOngoingWork: 0 };
const member = (status: Membership["status"], role: Membership["role"] = "member"): Membership => ({ role, status });

describe("business member (spec 4, 6)", () => {
  it("is reviewed by the Admin: accepted or rejected", () => {
    const a = transitionMember(requestMembership(), { type: "approve" }, ctx);
    expect(Result.isSuccess(a) && a.success.membership.status).toBe("accepted");
    const r = transitionMember(requestMembership(), { type: "reject" }, ctx);
    expect(Result.isSuccess(r) && r.success.membership.status).toBe("rejected");
  });
  it("can be removed (closing their jobs) and may re-request", () => {
    const rm = transitionMember(member("accepted"), { type: "remove" }, ctx);
    expect(Result.isSuccess(rm) && rm.success).toEqual({ membership: member("removed"), closeOwnJobs: true });
    const again = transitionMember(member("removed"), { type: "reRequest" }, ctx);
    expect(Result.isSuccess(again) && again.success.membership.status).toBe("underReview");
    expect(tag(transitionMember(member("accepted", "admin"), { type: "remove" }, ctx))).toBe("InvalidTransition");
    expect(tag(transitionMember(member("accepted"), { type: "reRequest" }, ctx))).toBe("InvalidTransition");
  });
  it("leaving closes the member's jobs; jobs with work must be transferred first", () => {
    const l = transitionMember(member("accepted"), { type: "leave" }, ctx);
    expect(Result.isSuccess(l) && l.success.closeOwnJobs).toBe(true);
    expect(tag(transitionMember(member("accepted"), { type: "leave" }, { ...ctx, jobsWithOngoingWork: 1 }))).toBe("MemberMustTransferJobs");
    expect(tag(transitionMember(member("underReview"), { type: "leave" }, ctx))).toBe("InvalidTransition");
  });
  it("the Admin cannot leave while Members exist and must hand over the role", () => {
    const r = transitionMember(member("accepted", "admin"), { type: "leave" }, { ...ctx, otherMembers: 2 });
    expect(Result.isFailure(r) && r.failure.i18nKey).toBe("error.member.adminMustHandOver");
    expect(tag(transitionMember(member("accepted", "admin"), { type: "leave" }, ctx))).toBe("ok");
    const h = handOverAdmin(member("accepted", "admin"), member("accepted"));
    expect(Result.isSuccess(h) && h.success).toEqual([member("accepted"), member("accepted", "admin")]);
    expect(tag(handOverAdmin(member("accepted", "admin"), member("underReview")))).toBe("InvalidTransition");
  });
  it("property: a pending member never becomes accepted without approve; Admins are never removed", () => {
    const event = fc.constantFrom<MemberEvent>({ type: "approve" }, { type: "reject" }, { type: "remove" }, { type: "reRequest" }, { type: "leave" });
    fc.assert(fc.property(fc.constantFrom<Membership["role"]>("admin", "member"), fc.array(event, { maxLength: 20 }), fc.nat(2), (role, seq, others) => {
      let m: Membership = { role, status: "underReview" };
      for (const e of seq) {
        const r = transitionMember(m, e, { otherMembers: others, jobsWithOngoingWork: 0 });
        if (Result.isFailure(r)) continue;
        if (r.success.membership.status === "accepted") expect(m.status === "underReview" && e.type === "approve").toBe(true);
        if (r.success.membership.status === "removed") expect(m.role).toBe("member");
        m = r.success.membership;
      }
    }));
  });
});

describe("verifications (spec 4)", () => {
  it("submit, approve or reject with a reason, resubmit", () => {
    let s: VerificationState = { status: "notSubmitted" };
    const steps = [
      { type: "submit" }, { type: "reject", reason: "blurry" }, { type: "submit" }, { type: "approve" },
    ] as const;
    for (const e of steps) {
      const r = transitionVerification(s, e, { now: 1 });
      if (!Result.isSuccess(r)) throw new Error(e.type);
      s = r.success;
      if (s.status === "rejected") expect(s.reason).toBe("blurry");
    }
    expect(s.status).toBe("approved");
    expect(tag(transitionVerification(s, { type: "submit" }, { now: 2 }))).toBe("InvalidTransition");
    expect(tag(transitionVerification({ status: "notSubmitted" }, { type: "approve" }, { now: 2 }))).toBe("InvalidTransition");
    expect(tag(transitionVerification({ status: "notSubmitted" }, { type: "reject", reason: "x" }, { now: 2 }))).toBe("InvalidTransition");
  });
  it("identity answers about 2 working days later", () => {
    const thu = wibInstant(2025, 6, 5, 10);
    expect(identityVerificationExpectedBy(thu)).toBe(wibInstant(2025, 6, 9, 10));
  });
});

describe("business rules (spec 5)", () => {
  it("the name is disabled until verified, then changes once every 30 days", () => {
    const locked = canChangeBusinessName({ verifiedAt: null, lastNameChangeAt: null }, 0);
    expect(Result.isFailure(locked) && locked.failure.i18nKey).toBe("error.business.nameLockedUntilVerified");
    expect(tag(canChangeBusinessName({ verifiedAt: 0, lastNameChangeAt: null }, 0))).toBe("ok");
    const soon = canChangeBusinessName({ verifiedAt: 0, lastNameChangeAt: DAY_MS }, 31 * DAY_MS - 1);
    expect(Result.isFailure(soon) && [soon.failure.i18nKey, soon.failure.availableAt]).toEqual(["error.business.nameChangedRecently", 31 * DAY_MS]);
    expect(tag(canChangeBusinessName({ verifiedAt: 0, lastNameChangeAt: DAY_MS }, 31 * DAY_MS))).toBe("ok");
  });
  it("needs a phone, an email and a legal document photo", () => {
    expect(Result.isSuccess(validateBusinessContact({ phone: "0812345678", email: "a@b.co", legalDocumentPhotos: ["nib.jpg"] }))).toBe(true);
    const r = validateBusinessContact({ phone: "", email: "bad", legalDocumentPhotos: [] });
    expect(Result.isFailure(r) && r.failure.map((e) => e.i18nKey)).toEqual(["error.phone.required", "error.email.invalid", "error.business.documentPhotoRequired"]);
    const onlyDoc = validateBusinessContact({ phone: "0812345678", email: "a@b.co", legalDocumentPhotos: [] });
    expect(Result.isFailure(onlyDoc) && onlyDoc.failure.map((e) => e._tag)).toEqual(["LegalDocumentPhotoRequired"]);
  });
});
