import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { CancellationRequest } from "../../domain/attendance/cancellation.schema";
import type { OrderRequestLink } from "../../domain/work/help-center-api.schema";
import { adapterOver, expectCalls, type AdapterCall } from "../test-support/http-adapter-harness";
import { HelpCenterHttpAdapter } from "./help-center.http-adapter";

const line = { hireId: "o-1", seekerName: "Siti", started: true, settlement: { payout: 250_000, refund: 500_000 } };
const total = { payout: 250_000, refund: 500_000 };
const requestJson = (over: Record<string, unknown> = {}) => ({
  requestId: "cr-1",
  orderId: "ord-j-1",
  jobTitle: "Waiter",
  businessName: "Warung",
  scope: "seeker",
  hireId: "o-1",
  reason: "others",
  otherReason: "The shop floods",
  proofMedia: ["https://api.gawe.id/api/uploads/f-1/proof.jpg"],
  mobile: "81200000002",
  requestedAt: 1_890_000_000_000,
  dueAt: 1_890_172_800_000,
  status: "requested",
  lines: [line],
  total,
  processedAt: null,
  supportNote: null,
  serverNow: 1_890_000_000_000,
  ...over,
});
const publicJson = { requestId: "cr-1", orderId: "ord-j-1", jobTitle: "Waiter", businessName: "Warung", scope: "seeker", reason: "others", requestedAt: 1, dueAt: 2, status: "requested", total, processedAt: null };
const link = { requestId: "cr 1", expiresAt: 1_890_000_000_000, signature: "ab+cd" } as OrderRequestLink;
const body = {
  orderId: "ord-j-1",
  hireId: "o-1",
  reason: "others",
  otherReason: "The shop floods",
  proofMedia: ["https://api.gawe.id/api/uploads/f-1/proof.jpg"],
  mobile: "81200000002",
} as unknown as CancellationRequest;

const adapter = (status: number, answer: unknown, token?: AuthToken | null) => adapterOver((http) => new HelpCenterHttpAdapter(http), status, answer, token);

describe("HelpCenterHttpAdapter", () => {
  it("calls each help-center endpoint, with the caller's key on the writes only, and decodes the answers", async () => {
    const calls: AdapterCall<HelpCenterHttpAdapter>[] = [
      [
        "GET https://api.gawe.id/api/orders/ord%20j/cancellation-preview",
        (a) => a.cancellationPreview("ord j", null),
        { orderId: "ord j", hireId: null, lines: [line], total, daysWaiting: 0, serverNow: 1 },
        undefined,
      ],
      [
        "GET https://api.gawe.id/api/orders/ord-j-1/cancellation-preview?hireId=o%201",
        (a) => a.cancellationPreview("ord-j-1", "o 1"),
        { orderId: "ord-j-1", hireId: "o 1", lines: [line], total, daysWaiting: 0, serverNow: 1 },
        undefined,
      ],
      ["POST https://api.gawe.id/api/cancellation-requests", (a) => a.requestCancellation(body, "k-c"), requestJson(), "k-c"],
      ["GET https://api.gawe.id/api/cancellation-requests", (a) => a.orderRequests(), { items: [requestJson()], serverNow: 1 }, undefined],
      ["GET https://api.gawe.id/api/cancellation-requests/cr%201", (a) => a.orderRequest("cr 1"), requestJson(), undefined],
      ["POST https://api.gawe.id/api/cancellation-requests/cr%201/link", (a) => a.shareLink("cr 1"), { requestId: "cr-1", expiresAt: 2, signature: "ab" }, undefined],
      ["GET https://api.gawe.id/api/order-requests/cr%201?expires=1890000000000&signature=ab%2Bcd", (a) => a.publicOrderRequest(link), publicJson, undefined],
      [
        "POST https://api.gawe.id/api/support-messages",
        (a) => a.sendSupportMessage({ text: "Where is my refund?", mobile: null } as never, "k-s"),
        { messageId: "sm-1", receivedAt: 1, replyDueAt: 2, withinSupportHours: false },
        "k-s",
      ],
    ];
    await expectCalls((http) => new HelpCenterHttpAdapter(http), calls);
  });

  it("reads the public summary without a session, and answers a refusal with its code", async () => {
    const { api, seen } = adapter(200, publicJson, null);
    expect(Result.isSuccess(await api.publicOrderRequest(link))).toBe(true);
    expect(seen[0]?.headers.Authorization).toBeUndefined();
    const refused = await adapter(409, { error: { code: "CANCELLATION_BLOCKED_BY_RECONFIRMATION", message: "x", details: { daysWaiting: 1 } } }).api.requestCancellation(body, "k");
    expect(Result.isFailure(refused) && "code" in refused.failure && refused.failure.code).toBe("CANCELLATION_BLOCKED_BY_RECONFIRMATION");
    const broken = await adapter(200, { ...requestJson(), total: "all" }).api.orderRequest("cr-1");
    expect(Result.isFailure(broken)).toBe(true);
  });
});
