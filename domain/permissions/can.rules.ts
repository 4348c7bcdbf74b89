import type { RoleId } from "../identity/session.schema";

/** Who acts: the active role, and for providers their place in the one business they belong to. */
export interface Actor {
  readonly userId: string;
  readonly activeRole: RoleId;
  readonly membership?: {
    readonly businessId: string;
    readonly role: "admin" | "member";
    readonly status: "underReview" | "accepted" | "rejected" | "removed" | "left";
  };
}

export type SeekerAction =
  | "apply"
  | "chat"
  | "acceptOffer"
  | "declineOffer"
  | "clockIn"
  | "clockOut"
  | "completeJob"
  | "rate"
  | "cancel"
  | "withdraw"
  | "useAcademy"
  | "recordVideo";

export type ProviderAction =
  | "postJob"
  | "manageJob"
  | "chatAboutJob"
  | "sendOffer"
  | "transferJob"
  | "editBusiness"
  | "reviewMember"
  | "removeMember"
  | "transferAdmin"
  | "recruit"
  | "manageAccount";

export type Action = SeekerAction | ProviderAction | "switchRole";

export type Resource =
  | { readonly kind: "none" }
  | { readonly kind: "business"; readonly businessId: string }
  | { readonly kind: "job"; readonly businessId: string; readonly createdBy: string; readonly assignedTo: readonly string[] }
  | { readonly kind: "own"; readonly ownerId: string };

const SEEKER_ACTIONS: ReadonlySet<string> = new Set<SeekerAction>([
  "apply", "chat", "acceptOffer", "declineOffer", "clockIn", "clockOut", "completeJob", "rate", "cancel", "withdraw", "useAcademy", "recordVideo",
]);
const JOB_ACTIONS: ReadonlySet<string> = new Set<ProviderAction>(["manageJob", "chatAboutJob", "sendOffer", "transferJob"]);
const ADMIN_ONLY: ReadonlySet<string> = new Set<ProviderAction>([
  "editBusiness", "reviewMember", "removeMember", "transferAdmin", "manageAccount",
]);

const inBusiness = (actor: Actor, businessId: string): boolean =>
  actor.membership !== undefined && actor.membership.status === "accepted" && actor.membership.businessId === businessId;

/**
 * Spec section 6 as one pure function. Seekers act on their own things; the Admin manages the
 * whole business; a Member only the jobs they created or were given; a pending Member nothing.
 * Anyone may switch role.
 */
export const can = (actor: Actor, action: Action, resource: Resource = { kind: "none" }): boolean => {
  if (action === "switchRole") return true;
  if (SEEKER_ACTIONS.has(action)) {
    if (actor.activeRole !== "seeker") return false;
    return resource.kind !== "own" || resource.ownerId === actor.userId;
  }
  if (actor.activeRole !== "provider" || actor.membership === undefined) return false;
  const m = actor.membership;
  if (m.status !== "accepted") return false;
  const isAdmin = m.role === "admin";
  if (ADMIN_ONLY.has(action)) return isAdmin && resource.kind === "business" && inBusiness(actor, resource.businessId);
  if (action === "postJob" || action === "recruit")
    return resource.kind === "business" ? inBusiness(actor, resource.businessId) : resource.kind === "none";
  if (JOB_ACTIONS.has(action) && resource.kind === "job") {
    if (!inBusiness(actor, resource.businessId)) return false;
    return isAdmin || resource.createdBy === actor.userId || resource.assignedTo.includes(actor.userId);
  }
  return false;
};
