import { Result } from "effect";
import {
  daysWaiting,
  hireStarted,
  processCancellation,
  requestCancellation as requestInDomain,
  settleCancellation,
  totalSettlement,
  type HireWork,
} from "../../../domain/attendance/cancellation.machine";
import type { CancellationRequest } from "../../../domain/attendance/cancellation.schema";
import { cancellationDueAt } from "../../../domain/attendance/cancellation.machine";
import { post } from "../../../domain/ledger/ledger.rules";
import { hireCancelledKey } from "../../../domain/work/work.rules";
import type { CancellationId, EpochMillis } from "../../../domain/shared/ids.schema";
import { rupiah } from "../../../domain/shared/money";
import type { CancellationLine, CancellationPreview, OrderRequest, PublicOrderRequest } from "../../../domain/work/help-center-api.schema";
import { jobCallerManages } from "../../http/caller";
import type { Caller } from "../../http/endpoint";
import { validationFailed } from "../../http/endpoint";
import { apiFailure, domainFailure, forbidden, type ApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredCancellationRequest, StoredHire } from "../../store/work.db-schema";
import type { UploadOwner } from "../uploads/uploads.public";
import { daysOfHire, hireNotFound, orderNotFound, type WorkChanged } from "./work.logic";
import { managesHire, maySeeHire, workDayView } from "./work.view";

/**
 * Cancellation through the help center on the mock's data (issue 22; docs/business-rules.md
 * "Cancellation"). The split is always domain/attendance's `settleCancellation` on the hire's
 * real days (the preview, the request's view and support's processing alike); the money moves
 * only through the ledger's `escrowReleased` (reason `cancelled`, key `hire:{hireId}:cancelled`),
 * which hands back what the escrow still holds: the split's refund, as the mock tests check.
 */

export const requestNotFound = (): ApiFailure => apiFailure("CANCELLATION_REQUEST_NOT_FOUND", "No such cancellation request");

/** Why a hire can no longer be cancelled, or null while it is open. */
const closedReason = (hire: StoredHire): "completed" | "withdrawn" | "cancelled" | null =>
  hire.withdrawal !== null ? "withdrawn" : hire.completedAt !== undefined ? "completed" : hire.cancelledAt !== undefined ? "cancelled" : null;

/** A hire as the domain's split reads it: the salary its provider paid in, its days as the clock reads them now. */
const hireWorkOf = (db: Db, hire: StoredHire, now: number): HireWork => ({
  paidIn: rupiah(db.offers.find((o) => o.offerId === hire.hireId)?.price.salary ?? 0),
  days: daysOfHire(db, hire.hireId)
    .map((d) => workDayView(d, now))
    .map((d) => ({ status: d.status, wage: d.wage, shiftStart: d.shift.start })),
});

const lineOf = (db: Db, hire: StoredHire, now: number): CancellationLine => {
  const work = hireWorkOf(db, hire, now);
  return {
    hireId: hire.hireId,
    seekerName: db.accounts.find((a) => a.userId === hire.seekerId)?.fullName ?? "",
    started: hireStarted(work.days, now),
    settlement: settleCancellation(work),
  };
};

interface Scope {
  readonly hires: readonly StoredHire[];
}

/**
 * The hires a cancellation of `orderId` (one seeker's with `hireId`) covers, for a caller who
 * manages the job: 404 when she sees no such order or hire, 403 when she sees it without managing
 * it (its seeker), 409 HIRE_NOT_CANCELLABLE for a finished, withdrawn or cancelled hire or a job
 * with no open hire left.
 */
export const scopeOf = (db: Db, caller: Caller | undefined, orderId: string, hireId: string | null): Result.Result<Scope, ApiFailure> => {
  const seen = db.hires.filter((h) => h.orderId === orderId && maySeeHire(db, caller, h));
  const first = seen[0];
  if (first === undefined) return Result.fail(orderNotFound());
  if (!managesHire(db, caller, first)) return Result.fail(forbidden("Only a provider who manages the job cancels it"));
  if (hireId !== null) {
    const hire = seen.find((h) => h.hireId === hireId);
    if (hire === undefined) return Result.fail(hireNotFound());
    const closed = closedReason(hire);
    return closed === null ? Result.succeed({ hires: [hire] }) : Result.fail(apiFailure("HIRE_NOT_CANCELLABLE", `This hire is ${closed}`, { reason: closed }));
  }
  const open = seen.filter((h) => closedReason(h) === null);
  return open.length === 0 ? Result.fail(apiFailure("HIRE_NOT_CANCELLABLE", "No hire of this job is left to cancel", { reason: "noHire" })) : Result.succeed({ hires: open });
};

const daysWaitingIn = (db: Db, hires: readonly StoredHire[], now: number): number =>
  daysWaiting(hires.flatMap((h) => daysOfHire(db, h.hireId).map((d) => workDayView(d, now))));

/** GET /api/orders/{orderId}/cancellation-preview: what cancelling would do now. */
export const previewOf = (db: Db, caller: Caller | undefined, orderId: string, hireId: string | null, now: number): Result.Result<CancellationPreview, ApiFailure> =>
  Result.map(scopeOf(db, caller, orderId, hireId), ({ hires }) => {
    const lines = hires.map((h) => lineOf(db, h, now));
    return {
      orderId: orderId as CancellationPreview["orderId"],
      hireId: hireId as CancellationPreview["hireId"],
      lines,
      total: totalSettlement(lines.map((l) => l.settlement)),
      daysWaiting: daysWaitingIn(db, hires, now),
      serverNow: now as EpochMillis,
    };
  });

/** An image or a video this caller uploaded through POST /api/uploads (its id from our URL), or null when it is not one. */
export type ProofOwner = (url: string) => UploadOwner | undefined;

/** POST /api/cancellation-requests: checked, then stored as requested; the seeker and the providers are told (work.events.ts). */
export const requestCancellation = (
  db: Db,
  caller: Caller,
  body: CancellationRequest,
  ownerOf: ProofOwner,
  now: number,
): WorkChanged<StoredCancellationRequest> => {
  if ((body.reason === "others") !== (body.otherReason !== null))
    return Result.fail(validationFailed([{ path: ["otherReason"], message: body.reason === "others" ? "Required when the reason is 'others'" : "Only with the reason 'others'" }]));
  for (const url of body.proofMedia) {
    const owner = ownerOf(url);
    const media = owner !== undefined && owner.userId === caller.account.userId && /^(image|video)\//.test(owner.contentType);
    if (!media) return Result.fail(apiFailure("CANCELLATION_PROOF_INVALID", "Proof must be images or videos you uploaded through POST /api/uploads", { url }));
  }
  const scope = scopeOf(db, caller, body.orderId, body.hireId);
  if (Result.isFailure(scope)) return Result.fail(scope.failure);
  const hireIds = new Set<string>(scope.success.hires.map((h) => h.hireId));
  const open = db.cancellationRequests.find((r) => r.status === "requested" && r.hireIds.some((id) => hireIds.has(id)));
  if (open !== undefined) return Result.fail(apiFailure("CANCELLATION_ALREADY_REQUESTED", "An open request covers this job or seeker already", { requestId: open.requestId }));
  const asked = requestInDomain(
    scope.success.hires.flatMap((h) => daysOfHire(db, h.hireId).map((d) => workDayView(d, now))),
    now,
  );
  if (Result.isFailure(asked)) return Result.fail(domainFailure(asked.failure));
  const first = scope.success.hires[0] as StoredHire;
  const request: StoredCancellationRequest = {
    requestId: `cr-${db.cancellationRequests.length + 1}-${now.toString(36)}` as CancellationId,
    orderId: body.orderId,
    jobId: first.jobId,
    businessId: first.businessId,
    scope: body.hireId === null ? "job" : "seeker",
    hireId: body.hireId,
    hireIds: scope.success.hires.map((h) => h.hireId),
    reason: body.reason,
    otherReason: body.otherReason,
    proofMedia: body.proofMedia,
    mobile: body.mobile,
    requestedBy: caller.account.userId as StoredCancellationRequest["requestedBy"],
    requestedAt: asked.success.requestedAt as EpochMillis,
    status: "requested",
    processedAt: null,
    supportNote: null,
    lines: null,
  };
  return Result.succeed({ db: { ...db, cancellationRequests: [...db.cancellationRequests, request] }, value: request });
};

const replaceRequest = (db: Db, request: StoredCancellationRequest): Db => ({
  ...db,
  cancellationRequests: db.cancellationRequests.map((r) => (r.requestId === request.requestId ? request : r)),
});

const notRequested = (request: StoredCancellationRequest, event: string): ApiFailure =>
  apiFailure("INVALID_TRANSITION", `A ${request.status} cancellation request takes no ${event}`, { machine: "cancellation", from: request.status, event });

/**
 * Support processes a request: each hire it covers that is still open is checked again by the
 * domain (a day clocked or disputed since refuses it), split, and its escrow's rest goes back to
 * the provider's balance; the hire is cancelled and its days to come are gone. A hire finished or
 * withdrawn since settled its money its own way and is left out; with none left it is refused
 * (support rejects it with a note).
 */
export const processRequest = (db: Db, request: StoredCancellationRequest, now: number): WorkChanged<StoredCancellationRequest> => {
  if (request.status !== "requested") return Result.fail(notRequested(request, "process"));
  const hires = db.hires.filter((h) => request.hireIds.includes(h.hireId) && closedReason(h) === null);
  if (hires.length === 0) return Result.fail(apiFailure("HIRE_NOT_CANCELLABLE", "No hire of this request is left to cancel", { reason: "noHire" }));
  let next = db;
  const lines: CancellationLine[] = [];
  for (const hire of hires) {
    const line = lineOf(next, hire, now);
    const done = processCancellation({ status: "requested", requestedAt: request.requestedAt }, hireWorkOf(next, hire, now));
    if (Result.isFailure(done)) return Result.fail(domainFailure(done.failure));
    const posted = post(next.ledger, { kind: "escrowReleased", key: hireCancelledKey(hire.hireId), at: now as EpochMillis, offerId: hire.hireId, reason: "cancelled" });
    if (Result.isFailure(posted)) return Result.fail(domainFailure(posted.failure));
    const moved = posted.success.transaction.entries.filter((e) => e.side === "credit").reduce((sum, e) => sum + e.amount, 0);
    // The escrow holds exactly what the split refunds (confirmed days left it when they were paid): anything else is a bug, not a refusal.
    if (moved !== line.settlement.refund) throw new Error(`hire ${hire.hireId}: the ledger moved ${moved}, the split refunds ${line.settlement.refund}`);
    const cancelled: StoredHire = { ...hire, cancelledAt: now as EpochMillis };
    next = {
      ...next,
      ledger: posted.success.ledger,
      hires: next.hires.map((h) => (h.hireId === hire.hireId ? cancelled : h)),
      workDays: next.workDays.filter((d) => d.hireId !== hire.hireId || d.status !== "scheduled" || d.shift.start <= now),
    };
    lines.push(line);
  }
  const processed: StoredCancellationRequest = { ...request, status: "cancelled", processedAt: now as EpochMillis, lines };
  return Result.succeed({ db: replaceRequest(next, processed), value: processed });
};

/** Support rejects a request with a note: nothing moves, and the hires' clock-ins open again. */
export const rejectRequest = (db: Db, request: StoredCancellationRequest, note: string, now: number): WorkChanged<StoredCancellationRequest> => {
  if (request.status !== "requested") return Result.fail(notRequested(request, "reject"));
  const rejected: StoredCancellationRequest = { ...request, status: "rejected", processedAt: now as EpochMillis, supportNote: note as StoredCancellationRequest["supportNote"] };
  return Result.succeed({ db: replaceRequest(db, rejected), value: rejected });
};

/** Whether the caller manages the request's job (its Admin, or the Member who created or was given it). */
export const managesRequest = (db: Db, caller: Caller | undefined, request: StoredCancellationRequest): boolean => jobCallerManages(db, caller, request.jobId) !== undefined;

/** A request's lines: the split applied once cancelled; else as it would be now (the hires it covers). */
const linesOf = (db: Db, request: StoredCancellationRequest, now: number): CancellationLine[] =>
  request.lines !== null ? [...request.lines] : db.hires.filter((h) => request.hireIds.includes(h.hireId)).map((h) => lineOf(db, h, now));

export const orderRequestView = (db: Db, request: StoredCancellationRequest, now: number): OrderRequest => {
  const job = db.jobs.find((j) => j.jobId === request.jobId);
  const business = db.businesses.find((b) => b.businessId === request.businessId);
  const lines = linesOf(db, request, now);
  return {
    requestId: request.requestId,
    orderId: request.orderId,
    jobTitle: job?.position ?? "",
    businessName: business?.brandName ?? business?.registeredName ?? "",
    scope: request.scope,
    hireId: request.hireId,
    reason: request.reason,
    otherReason: request.otherReason,
    proofMedia: request.proofMedia,
    mobile: request.mobile,
    requestedAt: request.requestedAt,
    dueAt: cancellationDueAt(request) as EpochMillis,
    status: request.status,
    lines,
    total: totalSettlement(lines.map((l) => l.settlement)),
    processedAt: request.processedAt,
    supportNote: request.supportNote,
    serverNow: now as EpochMillis,
  };
};

/** What the public link shows: never the mobile number, the proof, the free text or any name. */
export const publicOrderRequestView = (db: Db, request: StoredCancellationRequest, now: number): PublicOrderRequest => {
  const full = orderRequestView(db, request, now);
  return {
    requestId: full.requestId,
    orderId: full.orderId,
    jobTitle: full.jobTitle,
    businessName: full.businessName,
    scope: full.scope,
    reason: full.reason,
    requestedAt: full.requestedAt,
    dueAt: full.dueAt,
    status: full.status,
    total: full.total,
    processedAt: full.processedAt,
  };
};

/** The requests of the jobs the caller manages, newest first. */
export const requestsOf = (db: Db, caller: Caller | undefined, now: number): OrderRequest[] =>
  db.cancellationRequests
    .filter((r) => managesRequest(db, caller, r))
    .sort((a, b) => b.requestedAt - a.requestedAt)
    .map((r) => orderRequestView(db, r, now));
