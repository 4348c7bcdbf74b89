import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { can, type Action, type Actor, type Resource } from "./can.rules";

const seeker: Actor = { userId: "s1", activeRole: "seeker" };
const admin: Actor = { userId: "a1", activeRole: "provider", membership: { businessId: "b1", role: "admin", status: "accepted" } };
const member: Actor = { userId: "m1", activeRole: "provider", membership: { businessId: "b1", role: "member", status: "accepted" } };
const pending: Actor = { userId: "p1", activeRole: "provider", membership: { businessId: "b1", role: "member", status: "underReview" } };
const biz: Resource = { kind: "business", businessId: "b1" };
const job = (createdBy: string, assignedTo: string[] = [], businessId = "b1"): Resource => ({ kind: "job", businessId, createdBy, assignedTo });

describe("can(actor, action, resource) (spec 6)", () => {
  it("seekers apply, clock in, withdraw... only as seekers and only for themselves", () => {
    for (const a of ["apply", "chat", "acceptOffer", "declineOffer", "clockIn", "clockOut", "completeJob", "rate", "cancel", "withdraw", "useAcademy", "recordVideo"] as Action[])
      expect(can(seeker, a), a).toBe(true);
    expect(can(seeker, "withdraw", { kind: "own", ownerId: "s1" })).toBe(true);
    expect(can(seeker, "withdraw", { kind: "own", ownerId: "other" })).toBe(false);
    expect(can(admin, "apply")).toBe(false);
    expect(can(seeker, "postJob", biz)).toBe(false);
  });
  it("the Admin manages the business and every job of it", () => {
    for (const a of ["editBusiness", "reviewMember", "removeMember", "transferAdmin", "manageAccount", "postJob", "recruit"] as Action[])
      expect(can(admin, a, biz), a).toBe(true);
    expect(can(admin, "manageJob", job("m1"))).toBe(true);
    expect(can(admin, "manageJob", job("x", [], "b2"))).toBe(false);
    expect(can(admin, "editBusiness", { kind: "business", businessId: "b2" })).toBe(false);
    expect(can(admin, "editBusiness")).toBe(false);
  });
  it("a Member handles only jobs they created or were given, and never the account", () => {
    expect(can(member, "manageJob", job("m1"))).toBe(true);
    expect(can(member, "sendOffer", job("a1", ["m1"]))).toBe(true);
    expect(can(member, "chatAboutJob", job("a1"))).toBe(false);
    expect(can(member, "editBusiness", biz)).toBe(false);
    expect(can(member, "reviewMember", biz)).toBe(false);
    expect(can(member, "postJob", biz)).toBe(true);
    expect(can(member, "postJob")).toBe(true);
    expect(can(member, "postJob", job("m1"))).toBe(false);
    expect(can(member, "manageJob", biz)).toBe(false);
  });
  it("a pending Member cannot post jobs; a provider without a business can do nothing; anyone can switch role", () => {
    expect(can(pending, "postJob", biz)).toBe(false);
    expect(can(pending, "manageJob", job("p1"))).toBe(false);
    expect(can({ userId: "x", activeRole: "provider" }, "postJob")).toBe(false);
    for (const a of [seeker, admin, member, pending]) expect(can(a, "switchRole")).toBe(true);
  });
  it("property: provider actions need the provider role and an accepted membership of that business", () => {
    const actor = fc.record({
      userId: fc.constantFrom("u1", "u2"),
      activeRole: fc.constantFrom("seeker" as const, "provider" as const),
      membership: fc.option(fc.record({
        businessId: fc.constantFrom("b1", "b2"),
        role: fc.constantFrom("admin" as const, "member" as const),
        status: fc.constantFrom("underReview" as const, "accepted" as const, "rejected" as const, "removed" as const, "left" as const),
      }), { nil: undefined }),
    }) as fc.Arbitrary<Actor>;
    const res = fc.oneof(
      fc.constant<Resource>({ kind: "none" }),
      fc.constantFrom("b1", "b2").map((businessId): Resource => ({ kind: "business", businessId })),
      fc.tuple(fc.constantFrom("b1", "b2"), fc.constantFrom("u1", "u2"), fc.subarray(["u1", "u2"])).map(([b, c, a]) => job(c, a, b)),
    );
    const action = fc.constantFrom<Action>("postJob", "manageJob", "chatAboutJob", "sendOffer", "transferJob", "editBusiness", "reviewMember", "removeMember", "transferAdmin", "recruit", "manageAccount");
    fc.assert(fc.property(actor, action, res, (a, act, r) => {
      if (!can(a, act, r)) return;
      expect(a.activeRole).toBe("provider");
      expect(a.membership?.status).toBe("accepted");
      if (r.kind === "business" || r.kind === "job") expect(r.businessId).toBe(a.membership?.businessId);
      if (r.kind === "job" && a.membership?.role === "member") expect(r.createdBy === a.userId || r.assignedTo.includes(a.userId)).toBe(true);
    }));
  });
});
