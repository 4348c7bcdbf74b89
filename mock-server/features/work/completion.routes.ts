import { Result } from "effect";
import { RatingRequest, RatingView } from "../../../domain/rating/rating.schema";
import { OrderDetail } from "../../../domain/work/work-api.schema";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, type Endpoint, type Reply } from "../../http/endpoint";
import { forbidden } from "../../http/errors";
import { idempotent } from "../../http/idempotency";
import { completeHire, rateHire } from "./completion.logic";
import { hireNotFound } from "./work.logic";
import { orderView, visibleHire } from "./work.view";


/** Completion and ratings (issue 22; docs/api.md "Work"). */
export const completionEndpoints = (): Endpoint[] => [
  endpoint({
    method: "POST",
    path: "/api/hires/:hireId/complete",
    success: { status: 200, schema: OrderDetail },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "HIRE_NOT_FOUND", "FORBIDDEN", "HIRE_NOT_READY_TO_FINISH", "INVALID_TRANSITION"],
    auth: "bearer",
    area: "api",
    summary:
      "The hire's seeker finishes it (Selesaikan) once every day is confirmed, declined or absent and none waits for support ('Waiting to Reconfirm'): what the escrow still holds goes back to the provider's balance. Answers the order as she sees it. Idempotency-Key required",
    handle: (ctx) =>
      idempotent(ctx, `POST /api/hires/${ctx.params.hireId ?? ""}/complete`, (): Reply => {
        const seen = visibleHire(ctx);
        if (seen === null) return fail(hireNotFound());
        if (seen.hire.seekerId !== callerOf(ctx.caller).account.userId || ctx.caller?.account.activeRole !== "seeker")
          return fail(forbidden("Only the hire's seeker finishes it, in the seeker role"));
        const done = completeHire(seen.db, seen.hire, ctx.now);
        if (Result.isFailure(done)) return fail(done.failure);
        return { status: 200, json: orderView(done.success.db, ctx.caller, seen.hire.orderId, ctx.now), next: done.success.db };
      }),
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/hires/:hireId/rating",
    success: { status: 201, schema: RatingView },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "HIRE_NOT_FOUND", "RATING_NOT_OPEN", "RATING_ALREADY_GIVEN", "RATING_TAG_NOT_ALLOWED"],
    auth: "bearer",
    area: "api",
    summary:
      "Rates a completed hire, once per side and never edited: its seeker (seeker role) rates the business, a provider who manages the job rates the seeker (stars 1-5, tags of the side's list, an optional comment). Idempotency-Key required",
    body: RatingRequest,
    handle: (ctx) =>
      idempotent(ctx, `POST /api/hires/${ctx.params.hireId ?? ""}/rating`, (): Reply => {
        const seen = visibleHire(ctx);
        if (seen === null) return fail(hireNotFound());
        // Seen in the seeker role: her own hire; in the provider role: a job she manages (`maySeeHire`).
        const side = ctx.caller?.account.activeRole === "seeker" ? "seeker" : "provider";
        const rated = rateHire(seen.db, seen.hire, side, ctx.body, ctx.now);
        if (Result.isFailure(rated)) return fail(rated.failure);
        return { status: 201, json: rated.success.value, next: rated.success.db };
      }),
  }),
];
