import type { Result } from "effect";
import type { CancellationRequest } from "../../domain/attendance/cancellation.schema";
import type {
  CancellationPreview,
  OrderRequest,
  OrderRequestLink,
  OrderRequestList,
  PublicOrderRequest,
  SupportMessageReceipt,
  SupportMessageRequest,
} from "../../domain/work/help-center-api.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

type Answer<A> = Promise<Result.Result<A, ApiError | NotLoggedIn>>;

/**
 * The help center (issue 22; docs/api.md "Help center"): a provider's cancellation requests, the
 * public summary of one behind its signed link, and free-text messages to support.
 */
export interface HelpCenterApi {
  /** What cancelling the job (`hireId` null) or one seeker would do now, before confirming. */
  cancellationPreview(orderId: string, hireId: string | null): Answer<CancellationPreview>;
  requestCancellation(request: CancellationRequest, idempotencyKey: string): Answer<OrderRequest>;
  /** The caller's requests (every business she manages), newest first. */
  orderRequests(): Answer<OrderRequestList>;
  orderRequest(requestId: string): Answer<OrderRequest>;
  /** A signed link to the request's public summary, to share. */
  shareLink(requestId: string): Answer<OrderRequestLink>;
  /** Public: no session needed; an invalid or expired link is 'not available'. */
  publicOrderRequest(link: OrderRequestLink): Answer<PublicOrderRequest>;
  sendSupportMessage(message: SupportMessageRequest, idempotencyKey: string): Answer<SupportMessageReceipt>;
}
export const HELP_CENTER_API = token<HelpCenterApi>("HelpCenterApi");
