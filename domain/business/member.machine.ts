import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { invalid, type InvalidTransition } from "../shared/transition.errors";

export type MemberRole = "admin" | "member";
export type MembershipStatus = "underReview" | "accepted" | "rejected" | "removed" | "left";

export interface Membership {
  readonly role: MemberRole;
  readonly status: MembershipStatus;
}

export type MemberEvent =
  | { readonly type: "approve" }
  | { readonly type: "reject" }
  | { readonly type: "remove" }
  | { readonly type: "reRequest" }
  | { readonly type: "leave" };

export interface MemberContext {
  /** Accepted Members of the business other than the Admin. */
  readonly otherMembers: number;
  /** The leaver's jobs that still have work going on (these must be transferred first). */
  readonly jobsWithOngoingWork: number;
}

export class AdminMustHandOver extends DomainError("AdminMustHandOver")<{ readonly members: number }> {
  override readonly code = "ADMIN_MUST_HAND_OVER";
}
export class MemberMustTransferJobs extends DomainError("MemberMustTransferJobs")<{ readonly jobs: number }> {
  override readonly code = "MEMBER_MUST_TRANSFER_JOBS";
}
export type MemberError = InvalidTransition | AdminMustHandOver | MemberMustTransferJobs;

/** Leaving closes the leaver's remaining jobs; the caller closes them with the job machine. */
export interface MemberTransition {
  readonly membership: Membership;
  readonly closeOwnJobs: boolean;
}

export const requestMembership = (): Membership => ({ role: "member", status: "underReview" });

export const transitionMember = (
  m: Membership,
  event: MemberEvent,
  ctx: MemberContext,
): Result.Result<MemberTransition, MemberError> => {
  const fail = () => Result.fail(invalid("member", `${m.role}:${m.status}`, event.type));
  const to = (status: MembershipStatus, closeOwnJobs = false) =>
    Result.succeed({ membership: { ...m, status }, closeOwnJobs });
  switch (event.type) {
    case "approve":
    case "reject":
      return m.status === "underReview" ? to(event.type === "approve" ? "accepted" : "rejected") : fail();
    case "remove":
      return m.status === "accepted" && m.role === "member" ? to("removed", true) : fail();
    case "reRequest":
      return m.status === "removed" || m.status === "rejected" || m.status === "left"
        ? Result.succeed({ membership: requestMembership(), closeOwnJobs: false })
        : fail();
    case "leave":
      if (m.status !== "accepted") return fail();
      if (m.role === "admin" && ctx.otherMembers > 0) return Result.fail(new AdminMustHandOver({ members: ctx.otherMembers }));
      if (ctx.jobsWithOngoingWork > 0) return Result.fail(new MemberMustTransferJobs({ jobs: ctx.jobsWithOngoingWork }));
      return to("left", true);
  }
};

/** Hands the Admin role to an accepted Member: exactly one Admin before and after. */
export const handOverAdmin = (
  admin: Membership,
  member: Membership,
): Result.Result<readonly [Membership, Membership], InvalidTransition> =>
  admin.role === "admin" && admin.status === "accepted" && member.role === "member" && member.status === "accepted"
    ? Result.succeed([{ ...admin, role: "member" }, { ...member, role: "admin" }] as const)
    : Result.fail(invalid("member", `${member.role}:${member.status}`, "handOverAdmin"));
