import { createHmac, timingSafeEqual } from "node:crypto";
import { ORDER_REQUEST_LINK_TTL_HOURS } from "../../../domain/policy/business-constants";
import type { CancellationId, EpochMillis } from "../../../domain/shared/ids.schema";
import { addHours } from "../../../domain/shared/wib-time";
import type { OrderRequestLink } from "../../../domain/work/help-center-api.schema";

/**
 * Signed links to a cancellation request's public summary (/orderrequest, issue 22): the HMAC-SHA256
 * of the request id and the expiry with a secret only the server knows, so whoever holds a link
 * sees that one request until it expires (ORDER_REQUEST_LINK_TTL_HOURS), and a changed id, expiry
 * or signature shows nothing. The mock's secret is fixed (MOCK_ORDER_REQUEST_LINK_SECRET overrides
 * it), so a link survives a restart and the contracts can carry one.
 */
export const DEV_ORDER_REQUEST_LINK_SECRET = "gawe-dev-order-request-links";

export interface OrderRequestLinks {
  linkFor(requestId: string, now: number): OrderRequestLink;
  /** Whether `link` was made here and is still valid at `now` (one answer for wrong and expired). */
  isValid(requestId: string, expires: string | undefined, signature: string | undefined, now: number): boolean;
}

export const createOrderRequestLinks = (secret: string = process.env.MOCK_ORDER_REQUEST_LINK_SECRET ?? DEV_ORDER_REQUEST_LINK_SECRET): OrderRequestLinks => {
  const sign = (requestId: string, expiresAt: number): string => createHmac("sha256", secret).update(`${requestId}\n${expiresAt}`).digest("hex");
  return {
    linkFor: (requestId, now) => {
      const expiresAt = addHours(now, ORDER_REQUEST_LINK_TTL_HOURS);
      return { requestId: requestId as CancellationId, expiresAt: expiresAt as EpochMillis, signature: sign(requestId, expiresAt) };
    },
    isValid: (requestId, expires, signature, now) => {
      if (expires === undefined || signature === undefined || !/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
      const expiresAt = Number(expires);
      const same = timingSafeEqual(Buffer.from(sign(requestId, expiresAt), "hex"), Buffer.from(signature, "hex"));
      return same && now < expiresAt;
    },
  };
};
