import { describe, expect, it } from "vitest";
import { SUPPORT_TEXT_MAX_CHARACTERS } from "../../../domain/attendance/cancellation.schema";
import { CANCELLATION_PROOF_MEDIA_MAX } from "../../../domain/policy/business-constants";
import {
  cancellationRequestOf,
  isCancelFlow,
  isSharedLinkQuery,
  isVideoProof,
  missingStepBefore,
  orderRequestLinkOf,
  pickTarget,
  publicLinkPath,
  startCancelFlow,
  supportTextProblem,
  type CancelFlow,
} from "./cancel-flow";

const KEY = "0b6f6a2e-8c4d-4f1a-9b7e-3c2d1e0f9a8b";
const flowOf = (patch: Partial<CancelFlow> = {}): CancelFlow => ({ ...startCancelFlow("seeker", () => KEY), ...patch });
const complete = flowOf({ orderId: "ord-1", hireId: "hire-1", reason: "seekerNoShow", mobile: "0812-3456-7890", proofMedia: ["https://x/api/uploads/f1/a.jpg"] });

describe("the cancellation flow's draft", () => {
  it("survives a reload as stored JSON, and a corrupt or foreign draft is not taken for one", () => {
    expect(isCancelFlow(JSON.parse(JSON.stringify(complete)))).toBe(true);
    expect(isCancelFlow({ ...complete, scope: "everyone" })).toBe(false);
    expect(isCancelFlow({ ...complete, reason: "bored" })).toBe(false);
    expect(isCancelFlow({ ...complete, idempotencyKey: "1" })).toBe(false);
    expect(isCancelFlow({ ...complete, proofMedia: [1] })).toBe(false);
    expect(isCancelFlow(null)).toBe(false);
  });

  it("picks the whole order for 'cancel a job' (no hire), one hire for 'cancel a seeker', and keeps what later steps hold", () => {
    const job = pickTarget({ ...startCancelFlow("job", () => KEY), reason: "businessClosed" }, "ord-1", "hire-1");
    expect(job).toMatchObject({ orderId: "ord-1", hireId: null, reason: "businessClosed", idempotencyKey: KEY });
    expect(pickTarget(flowOf(), "ord-2", "hire-9")).toMatchObject({ orderId: "ord-2", hireId: "hire-9" });
  });

  it("sends a page opened out of order back to the first step still missing", () => {
    expect(missingStepBefore(null, "cancelreason")).toBe("helpcenter");
    expect(missingStepBefore(flowOf(), "cancelreason")).toBe("cancellist");
    expect(missingStepBefore(flowOf({ orderId: "ord-1" }), "cancelreason")).toBe("cancellist"); // a seeker, but whom?
    expect(missingStepBefore(flowOf({ orderId: "ord-1", hireId: "h" }), "reasondetail")).toBe("cancelreason");
    expect(missingStepBefore(flowOf({ orderId: "ord-1", hireId: "h", reason: "others", otherReason: "  " }), "reasondetail")).toBe("cancelreason");
    expect(missingStepBefore({ ...complete, mobile: "12" }, "orderrequest")).toBe("reasondetail");
    expect(missingStepBefore(complete, "orderrequest")).toBeNull();
  });

  it("asks for the 'Others' text and refuses one over the limit", () => {
    expect(supportTextProblem(" \n ")).toBe("required");
    expect(supportTextProblem("a".repeat(SUPPORT_TEXT_MAX_CHARACTERS))).toBeNull();
    expect(supportTextProblem(`${"a".repeat(SUPPORT_TEXT_MAX_CHARACTERS)}b`)).toBe("tooLong");
  });

  it("makes the contract's request body: the number as stored (no 0, no dashes), the 'Others' text trimmed and only with 'others'", () => {
    expect(cancellationRequestOf(complete)).toEqual({
      orderId: "ord-1",
      hireId: "hire-1",
      reason: "seekerNoShow",
      otherReason: null,
      proofMedia: ["https://x/api/uploads/f1/a.jpg"],
      mobile: "81234567890",
    });
    const others = cancellationRequestOf({ ...complete, scope: "job", reason: "others", otherReason: "  Renovasi dapur  " });
    expect(others).toMatchObject({ hireId: null, reason: "others", otherReason: "Renovasi dapur" });
    expect(cancellationRequestOf({ ...complete, otherReason: "left over from 'Others'" })?.otherReason).toBeNull();
    expect(cancellationRequestOf({ ...complete, proofMedia: Array.from({ length: CANCELLATION_PROOF_MEDIA_MAX + 1 }, (_, i) => `u${i}.jpg`) })).toBeNull();
  });
});

describe("the public link of an order request", () => {
  const link = { requestId: "can-1", expiresAt: 1_790_000_000_000, signature: "c2lnbmF0dXJl_-" } as Parameters<typeof publicLinkPath>[0];

  it("reads back what the detail page shares", () => {
    const path = publicLinkPath(link);
    expect(path.startsWith("/orderrequest?")).toBe(true);
    const params = new URLSearchParams(path.split("?")[1]);
    expect(isSharedLinkQuery(params)).toBe(true);
    expect(orderRequestLinkOf(params)).toEqual(link);
  });

  it("is 'not available' without asking the server when a part is missing or malformed", () => {
    const of = (query: string) => orderRequestLinkOf(new URLSearchParams(query));
    expect(of("requestId=can-1&expires=1790000000000")).toBeNull();
    expect(of("requestId=can-1&expires=soon&signature=abc")).toBeNull();
    expect(of("requestId=&expires=1&signature=abc")).toBeNull();
    expect(of(`requestId=can-1&expires=1&signature=${"a".repeat(129)}`)).toBeNull();
    expect(isSharedLinkQuery(new URLSearchParams(""))).toBe(false);
  });
});

describe("proof media", () => {
  it("tells a video from a photo by the uploaded file's name, escapes and query included", () => {
    expect(isVideoProof("http://127.0.0.1:4142/api/uploads/f1/toko%20tutup.MP4")).toBe(true);
    expect(isVideoProof("/api/uploads/f2/rekaman.webm?v=1")).toBe(true);
    expect(isVideoProof("/api/uploads/f3/foto.jpg")).toBe(false);
    expect(isVideoProof("%E0%A4%A")).toBe(false);
  });
});
