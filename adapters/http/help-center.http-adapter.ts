import type { HelpCenterApi } from "../../application/ports/help-center-api.port";
import type { CancellationRequest } from "../../domain/attendance/cancellation.schema";
import {
  CancellationPreview,
  OrderRequest,
  OrderRequestLink,
  OrderRequestList,
  PublicOrderRequest,
  SupportMessageReceipt,
  type SupportMessageRequest,
} from "../../domain/work/help-center-api.schema";
import type { HttpClient } from "./http-client";

const id = (value: string): string => encodeURIComponent(value);

/**
 * The help center's calls (issue 22; docs/api.md "Help center"). Every answer is decoded with the
 * domain's schema; the writes carry the caller's `Idempotency-Key`. The public summary is read
 * without a session: its signed link is what grants it.
 */
export class HelpCenterHttpAdapter implements HelpCenterApi {
  constructor(private readonly http: HttpClient) {}

  cancellationPreview(orderId: string, hireId: string | null) {
    const query = hireId === null ? "" : `?hireId=${id(hireId)}`;
    return this.http.request({ method: "GET", path: `/orders/${id(orderId)}/cancellation-preview${query}`, schema: CancellationPreview, auth: "session" });
  }

  requestCancellation(request: CancellationRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: "/cancellation-requests", body: request, schema: OrderRequest, auth: "session", idempotencyKey });
  }

  orderRequests() {
    return this.http.request({ method: "GET", path: "/cancellation-requests", schema: OrderRequestList, auth: "session" });
  }

  orderRequest(requestId: string) {
    return this.http.request({ method: "GET", path: `/cancellation-requests/${id(requestId)}`, schema: OrderRequest, auth: "session" });
  }

  shareLink(requestId: string) {
    return this.http.request({ method: "POST", path: `/cancellation-requests/${id(requestId)}/link`, schema: OrderRequestLink, auth: "session" });
  }

  publicOrderRequest(link: OrderRequestLink) {
    const query = `expires=${id(String(link.expiresAt))}&signature=${id(link.signature)}`;
    return this.http.request({ method: "GET", path: `/order-requests/${id(link.requestId)}?${query}`, schema: PublicOrderRequest });
  }

  sendSupportMessage(message: SupportMessageRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: "/support-messages", body: message, schema: SupportMessageReceipt, auth: "session", idempotencyKey });
  }
}
