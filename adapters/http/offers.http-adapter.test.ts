import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { CreateOfferRequest } from "../../domain/offer/offer-api.schema";
import { createHttpClient } from "./http-client";
import { adapterOver } from "../test-support/http-adapter-harness";
import { OffersHttpAdapter } from "./offers.http-adapter";
import { hangingFetch } from "../test-support/hanging-fetch";
import { offerJson, paymentJson } from "../test-support/offer-fixtures";

const TOKEN = "tok-1" as AuthToken;
const adapter = (status: number, body: unknown, session: AuthToken | null = TOKEN) => adapterOver((http) => new OffersHttpAdapter(http), status, body, session);

describe("OffersHttpAdapter", () => {
  it("creates an offer with the caller's Idempotency-Key and decodes the OfferDetail", async () => {
    const { api, seen } = adapter(201, offerJson());
    const request = { terms: offerJson().terms, choice: { method: "virtualAccount", bank: "bca" } } as unknown as CreateOfferRequest;
    const result = await api.createOffer(request, "key-123");
    expect(Result.isSuccess(result) && result.success.payments[0]?.virtualAccountNumber).toBe("8808123456789012");
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: "https://api.gawe.id/api/offers", method: "POST", body: request });
    expect(seen[0]?.headers["Idempotency-Key"]).toBe("key-123");
    expect(seen[0]?.headers.Authorization).toBe("Bearer tok-1");
  });

  it("sends the key on every money-moving POST, and none on reads", async () => {
    const calls: [string, (a: OffersHttpAdapter) => Promise<unknown>, unknown][] = [
      ["POST https://api.gawe.id/api/offers/off%201/accept", (a) => a.accept("off 1", "k-accept"), offerJson()],
      ["POST https://api.gawe.id/api/offers/off%201/decline", (a) => a.decline("off 1", "k-decline"), offerJson()],
      ["POST https://api.gawe.id/api/offers/off%201/payments", (a) => a.startPayment("off 1", { choice: { method: "ewallet", wallet: "ovo" } }, "k-pay"), paymentJson()],
    ];
    for (const [expected, call, body] of calls) {
      const { api, seen } = adapter(201, body);
      expect(Result.isSuccess((await call(api)) as Result.Result<unknown, unknown>)).toBe(true);
      expect(`${seen[0]?.method} ${seen[0]?.url}`).toBe(expected);
      expect(seen[0]?.headers["Idempotency-Key"]).toMatch(/^k-/);
    }
    const reads: [string, (a: OffersHttpAdapter) => Promise<unknown>, unknown][] = [
      ["https://api.gawe.id/api/offers/off-1", (a) => a.offer("off-1"), offerJson()],
      ["https://api.gawe.id/api/business/offers?jobId=j%269000", (a) => a.jobOffers("j&9000"), { items: [offerJson()] }],
      ["https://api.gawe.id/api/me/offers", (a) => a.myOffers(), { items: [offerJson({ payments: [] })] }],
      ["https://api.gawe.id/api/payments/pay-1", (a) => a.payment("pay-1"), paymentJson()],
      ["https://api.gawe.id/api/business/payments?ids=pay-1,pay%2C2", (a) => a.payments(["pay-1", "pay,2"]), { items: [paymentJson()] }],
      ["https://api.gawe.id/api/business/balance", (a) => a.balance(), { balance: 319_000, credits: [{ offerId: "off-1", kind: "offerRefund", amount: 319_000, at: 1, refundDueBy: null }] }],
    ];
    for (const [expected, call, body] of reads) {
      const { api, seen } = adapter(200, body);
      const result = (await call(api)) as Result.Result<unknown, unknown>;
      expect(Result.isSuccess(result), expected).toBe(true);
      expect(seen[0]?.url).toBe(expected);
      expect(seen[0]?.headers["Idempotency-Key"]).toBeUndefined();
    }
  });

  it("answers NotLoggedIn without a session and sends nothing (moved from the offer use cases' 'needs a session')", async () => {
    const { api, seen } = adapter(200, offerJson(), null);
    const result = await api.accept("off-1", "k");
    expect(Result.isFailure(result) && result.failure._tag).toBe("NotLoggedIn");
    expect(seen).toEqual([]);
  });

  it("answers a refusal with its code and details, and a broken answer as malformed", async () => {
    const refused = await adapter(409, { error: { code: "SCHEDULE_CONFLICT", message: "x", details: { conflict: "overlap" } } }).api.accept("off-1", "k");
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({ _tag: "ApiRejected", status: 409, code: "SCHEDULE_CONFLICT", details: { conflict: "overlap" } });
    const broken = await adapter(200, { ...paymentJson(), state: { status: "lost" } }).api.payment("pay-1");
    expect(Result.isFailure(broken) && broken.failure._tag).toBe("ApiMalformedResponse");
  });

  it("never retries a money-moving POST that timed out: the user's retry sends the same key again", async () => {
    let calls = 0;
    const http = createHttpClient({
      apiBase: "/api",
      secret: "s",
      device: () => "web",
      language: () => "en",
      authToken: () => TOKEN,
      timeoutMs: 5,
      fetch: hangingFetch(() => calls++),
    });
    const result = await new OffersHttpAdapter(http).startPayment("off-1", { choice: { method: "virtualAccount", bank: "bni" } }, "k-1");
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ApiUnreachable", reason: "timeout" });
    expect(calls).toBe(1);
  }, 15_000);
});
