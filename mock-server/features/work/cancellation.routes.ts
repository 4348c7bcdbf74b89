import { Result } from "effect";
import { CancellationRequest } from "../../../domain/attendance/cancellation.schema";
import type { EpochMillis } from "../../../domain/shared/ids.schema";
import { isWithinSupportHours, supportReplyDueAt } from "../../../domain/shared/support-hours.rules";
import {
  CancellationPreview,
  OrderRequest,
  OrderRequestLink,
  OrderRequestList,
  PublicOrderRequest,
  SupportMessageReceipt,
  SupportMessageRequest,
} from "../../../domain/work/help-center-api.schema";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { apiFailure } from "../../http/errors";
import { idempotent } from "../../http/idempotency";
import type { Db } from "../../store/db.schema";
import type { StoredCancellationRequest, StoredSupportMessage } from "../../store/work.db-schema";
import { type UploadedFiles } from "../uploads/uploads.public";
import { managesRequest, orderRequestView, previewOf, publicOrderRequestView, requestCancellation, requestNotFound, requestsOf } from "./cancellation.logic";
import type { OrderRequestLinks } from "./order-request-links";
import { settleWorkDue } from "./work.logic";
import { uploadIdOf } from "../../../domain/shared/upload-url.rules";

export interface HelpCenterDeps {
  readonly publicUrl: () => string;
  readonly files: UploadedFiles;
  readonly links: OrderRequestLinks;
}

/** The request the caller manages (its provider), with the data as the clock left it; else null for 404 (none and not yours alike). */
const managedRequest = (ctx: HandlerContext<unknown>): { db: Db; request: StoredCancellationRequest } | null => {
  const db = settleWorkDue(ctx.db, ctx.now);
  const request = db.cancellationRequests.find((r) => r.requestId === ctx.params.requestId);
  return request === undefined || !managesRequest(db, ctx.caller, request) ? null : { db, request };
};

const NOT_AVAILABLE = () => apiFailure("ORDER_REQUEST_NOT_AVAILABLE", "This order request link is not valid (wrong, changed or expired)");

/** The help center (issue 22; docs/api.md "Help center"): cancellation requests, their signed public summary, support messages. */
export const helpCenterEndpoints = (deps: HelpCenterDeps): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/orders/:orderId/cancellation-preview",
    success: { status: 200, schema: CancellationPreview },
    errors: ["ORDER_NOT_FOUND", "HIRE_NOT_FOUND", "FORBIDDEN", "HIRE_NOT_CANCELLABLE"],
    auth: "bearer",
    area: "api",
    query: [{ name: "hireId", required: false, description: "One seeker's hire of the order; without it, the whole job (every hire still open)" }],
    summary:
      "What cancelling the job or one seeker would do now, by the domain's settleCancellation: per hire, the confirmed days' wages (already the seeker's) and the refund (all the escrow still holds); daysWaiting > 0 means a request is refused ('Waiting to Reconfirm'). A provider who manages the job",
    handle: (ctx) => {
      const db = settleWorkDue(ctx.db, ctx.now);
      const preview = previewOf(db, ctx.caller, ctx.params.orderId ?? "", ctx.query.hireId ?? null, ctx.now);
      return Result.isFailure(preview) ? fail(preview.failure) : { status: 200, json: preview.success, next: db };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/cancellation-requests",
    success: { status: 201, schema: OrderRequest },
    errors: [
      "IDEMPOTENCY_KEY_REQUIRED",
      "IDEMPOTENCY_CONFLICT",
      "ORDER_NOT_FOUND",
      "HIRE_NOT_FOUND",
      "FORBIDDEN",
      "HIRE_NOT_CANCELLABLE",
      "CANCELLATION_PROOF_INVALID",
      "CANCELLATION_ALREADY_REQUESTED",
      "CANCELLATION_BLOCKED_BY_RECONFIRMATION",
    ],
    auth: "bearer",
    area: "api",
    summary:
      "A provider who manages the job asks support to cancel it (hireId null) or one seeker: a reason ('others' with otherReason), proof images or videos she uploaded, a mobile number. Refused while a day has unconfirmed attendance, while another request covers the scope, or for a finished, withdrawn or cancelled hire. From now on the hires take no clock-in until support answers (within 48 hours). Idempotency-Key required",
    body: CancellationRequest,
    handle: (ctx) =>
      idempotent(ctx, "POST /api/cancellation-requests", (): Reply => {
        const db = settleWorkDue(ctx.db, ctx.now);
        const ownerOf = (url: string) => {
          const fileId = uploadIdOf(url, deps.publicUrl());
          return fileId === null ? undefined : deps.files.ownerOf(fileId);
        };
        const asked = requestCancellation(db, callerOf(ctx.caller), ctx.body, ownerOf, ctx.now);
        if (Result.isFailure(asked)) return fail(asked.failure);
        return { status: 201, json: orderRequestView(asked.success.db, asked.success.value, ctx.now), next: asked.success.db };
      }),
  }),
  endpoint({
    method: "GET",
    path: "/api/cancellation-requests",
    success: { status: 200, schema: OrderRequestList },
    auth: "bearer",
    area: "api",
    summary: "The cancellation requests of the jobs the caller manages (provider role: the Admin all the business's, a Member her jobs'), newest first",
    handle: (ctx) => {
      const db = settleWorkDue(ctx.db, ctx.now);
      return { status: 200, json: { items: requestsOf(db, ctx.caller, ctx.now), serverNow: ctx.now }, next: db };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/cancellation-requests/:requestId",
    success: { status: 200, schema: OrderRequest },
    errors: ["CANCELLATION_REQUEST_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "One cancellation request with its split (as it would be now while requested; as applied once cancelled) and support's deadline. Its job's managers only",
    handle: (ctx) => {
      const seen = managedRequest(ctx);
      return seen === null ? fail(requestNotFound()) : { status: 200, json: orderRequestView(seen.db, seen.request, ctx.now), next: seen.db };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/cancellation-requests/:requestId/link",
    success: { status: 200, schema: OrderRequestLink },
    errors: ["CANCELLATION_REQUEST_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "A signed link to the request's public summary, valid for 72 hours (ORDER_REQUEST_LINK_TTL_HOURS), to share. Its job's managers only",
    handle: (ctx) => {
      const seen = managedRequest(ctx);
      return seen === null ? fail(requestNotFound()) : { status: 200, json: deps.links.linkFor(seen.request.requestId, ctx.now) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/order-requests/:requestId",
    success: { status: 200, schema: PublicOrderRequest },
    errors: ["ORDER_REQUEST_NOT_AVAILABLE"],
    auth: "none",
    area: "api",
    query: [
      { name: "expires", required: true, description: "The link's expiresAt (epoch milliseconds)" },
      { name: "signature", required: true, description: "The link's signature" },
    ],
    summary:
      "Public (/orderrequest): one request's summary to whoever holds its signed link (no mobile number, proof, free text or names). A wrong, changed or expired link is 404 ORDER_REQUEST_NOT_AVAILABLE",
    handle: (ctx) => {
      const requestId = ctx.params.requestId ?? "";
      const db = settleWorkDue(ctx.db, ctx.now);
      const request = db.cancellationRequests.find((r) => r.requestId === requestId);
      if (request === undefined || !deps.links.isValid(requestId, ctx.query.expires, ctx.query.signature, ctx.now)) return fail(NOT_AVAILABLE());
      return { status: 200, json: publicOrderRequestView(db, request, ctx.now), next: db };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/support-messages",
    success: { status: 201, schema: SupportMessageReceipt },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT"],
    auth: "bearer",
    area: "api",
    summary: "Any signed-in user sends support an issue as free text (/others), with a number to call back on; support replies within 48 hours (replyDueAt), counted from now even outside support hours (withinSupportHours false). Idempotency-Key required",
    body: SupportMessageRequest,
    handle: (ctx) =>
      idempotent(ctx, "POST /api/support-messages", (): Reply => {
        const { account } = callerOf(ctx.caller);
        const message: StoredSupportMessage = {
          messageId: `sm-${ctx.db.supportMessages.length + 1}-${ctx.now.toString(36)}`,
          userId: account.userId as StoredSupportMessage["userId"],
          role: account.activeRole,
          text: ctx.body.text,
          mobile: ctx.body.mobile,
          receivedAt: ctx.now as EpochMillis,
          replyDueAt: supportReplyDueAt(ctx.now) as EpochMillis,
          withinSupportHours: isWithinSupportHours(ctx.now),
        };
        const receipt: SupportMessageReceipt = { messageId: message.messageId, receivedAt: message.receivedAt, replyDueAt: message.replyDueAt, withinSupportHours: message.withinSupportHours };
        return { status: 201, json: receipt, next: { ...ctx.db, supportMessages: [...ctx.db.supportMessages, message] } };
      }),
  }),
];
