import { afterEach, describe, expect, it } from "vitest";
import type { OfferDetail, ProviderBalanceView } from "../../../domain/offer/offer-api.schema";
import type { PaymentDetail } from "../../../domain/payment/payment-api.schema";
import { wibDateKey } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import { openEventStream } from "../../testing/event-stream-client";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";
import { expectLedgerHolds, json, kit } from "../../testing/offer-test-kit";
import { PAYMENT_BATCH_MAX } from "./payments.routes";

/**
 * Issue 14: the payment gateway the back office plays, the e-wallet checkout, receipts, the
 * provider's balance, and the payment's Server-Sent Events.
 */
let h: Harness;
const t = kit(() => h);
const holds = () => expectLedgerHolds(h.server.state());
const start = async (options: Parameters<typeof startHarness>[0] = {}) => {
  h = await startHarness(options);
};
afterEach(async () => {
  await h.stop();
});

const TOTAL = 791_500;
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("the back office's gateway", () => {
  it("lists pending, paid and failed payments and sent offers with their actions, and the ledger's total", async () => {
    await start();
    const pending = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    const paid = await t.setup(PROVIDER_STATE.paymentSucceeded, { provider: "81200000021", seeker: "81200000005", paidTwice: true });
    const failed = await t.setup(PROVIDER_STATE.offerPaymentFailed, { provider: "81200000022", seeker: "81200000004", cause: "wrongPin" });
    const page = (await h.call("GET", "/__dev/")).text;
    expect(page).toContain(`action="/__dev/payments/${pending.paymentId}/settle"`);
    expect(page).toContain(`action="/__dev/payments/${pending.paymentId}/fail"`);
    expect(page).toContain('<option value="paidByAnotherMethod">Paid by another method</option>');
    expect(page).toContain(`action="/__dev/payments/${pending.paymentId}/expire"`);
    expect(page).toContain(`action="/__dev/payments/${paid.paymentId}/pay-twice"`);
    expect(page).toContain(`action="/__dev/payments/${failed.paymentId}/pay-late"`);
    expect(page).toContain(`action="/__dev/offers/${paid.offerId}/expire"`);
    expect(page).toContain('<strong id="ledger-total">Rp0</strong>');
    expect(page).toContain("providerBalance:");
    expect(page).toContain("Rp791.500");
  });

  it("shows the ledger's balances signed (credits +, debits -, said on the page): its rows visibly add up to the Rp0 total (issue 19)", async () => {
    await start();
    await t.setup(PROVIDER_STATE.paymentSucceeded, { paidTwice: true });
    await t.setup(PROVIDER_STATE.offerAnswered, { provider: "81200000021", seeker: "81200000005", answer: "accepted" });
    await t.setup(PROVIDER_STATE.offerAnswered, { provider: "81200000022", seeker: "81200000004", answer: "declined" });
    const page = (await h.call("GET", "/__dev/")).text;
    const ledger = page.slice(page.indexOf('<h3 id="ledger">'), page.indexOf("</section>", page.indexOf('<h3 id="ledger">')));
    expect(ledger).toMatch(/credits? (are |count )?positive/i);
    expect(ledger).toMatch(/debits? (are |count )?negative/i);
    const rupiahIn = (cell: string): number => (cell.trim().startsWith("-") ? -1 : 1) * Number(cell.replace(/\D/g, ""));
    const rows = [...ledger.matchAll(/<tr><td class="account">(.+?)<\/td><td>([^<]+)<\/td><td class="amount">([^<]+)<\/td><\/tr>/g)].map((m) => ({
      account: (m[1] ?? "").replace(/<[^>]+>/g, ""),
      side: m[2] ?? "",
      amount: rupiahIn(m[3] ?? ""),
    }));
    expect(rows.map((r) => r.account)).toContain(`gatewayClearing:${wibDateKey(h.server.clock.now())}`);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.some((r) => r.amount < 0)).toBe(true);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(0);
    for (const r of rows) expect([r.account, r.side === "debit" ? r.amount <= 0 : r.amount >= 0]).toEqual([r.account, true]);
    expect(ledger).toMatch(/<tfoot><tr><th[^>]*>Total<\/th><td><\/td><td class="amount"><strong id="ledger-total">Rp0<\/strong><\/td><\/tr><\/tfoot>/);
  });

  it("acts on forms and comes back; fails with the spec's cause; refuses what the machines refuse", async () => {
    await start();
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    const failed = await h.call("POST", `/__dev/payments/${s.paymentId}/fail`, { body: "cause=noEwallet", headers: FORM });
    expect([failed.status, failed.headers.location]).toEqual([303, "/__dev/#payments"]);
    expect(json<PaymentDetail>(await t.get(`/api/payments/${s.paymentId}`, s.providerToken)).state).toMatchObject({ status: "failed", cause: "noEwallet" });
    expect(json<OfferDetail>(await t.get(`/api/offers/${s.offerId}`, s.providerToken)).history.at(-1)?.event).toBe("paymentFailed");
    for (const action of ["settle", "expire", "pay-twice"]) {
      const res = await t.dev(`/__dev/payments/${s.paymentId}/${action}`);
      expect([action, res.status, errorCodeOf(res)]).toEqual([action, 409, "INVALID_TRANSITION"]);
    }
    expect(errorCodeOf(await t.dev(`/__dev/payments/${s.paymentId}/fail`, { cause: "expired" }))).toBe("VALIDATION_FAILED");
    expect(errorCodeOf(await t.dev("/__dev/payments/p-nope/settle"))).toBe("PAYMENT_NOT_FOUND");
    expect(errorCodeOf(await t.dev(`/__dev/offers/${s.offerId}/expire`))).toBe("INVALID_TRANSITION");
    expect(errorCodeOf(await t.dev("/__dev/offers/o-nope/expire"))).toBe("OFFER_NOT_FOUND");
    expect(h.server.state().ledger.transactions).toEqual([]);
  });

  it("expires a payment before its time, and a sent offer now (refunded)", async () => {
    await start();
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    expect(json<PaymentDetail>(await t.dev(`/__dev/payments/${s.paymentId}/expire`)).state).toMatchObject({ status: "failed", cause: "expired" });
    const sent = await t.setup(PROVIDER_STATE.offerSent, { provider: "81200000021", seeker: "81200000005" });
    const expired = await h.call("POST", `/__dev/offers/${sent.offerId}/expire`, { body: "from=back-office", headers: FORM });
    expect([expired.status, expired.headers.location]).toEqual([303, "/__dev/#offers"]);
    holds();
    expect(json<ProviderBalanceView>(await t.get("/api/business/balance", sent.providerToken)).credits).toMatchObject([{ kind: "offerRefund", amount: TOTAL }]);
    expect(errorCodeOf(await t.post(`/api/offers/${sent.offerId}/accept`, sent.seekerToken))).toBe("OFFER_EXPIRED");
  });

  it("credits a double payment to the balance with its refund date; the ledger's total stays 0", async () => {
    await start();
    const s = await t.setup(PROVIDER_STATE.paymentSucceeded, {});
    const before = json<ProviderBalanceView>(await t.get("/api/business/balance", s.providerToken)).balance;
    const twice = json<PaymentDetail>(await t.dev(`/__dev/payments/${s.paymentId}/pay-twice`));
    expect(twice).toMatchObject({ state: { status: "success", refunded: TOTAL }, credits: [{ kind: "doublePayment", amount: TOTAL, refundDueBy: expect.any(Number) }] });
    const thrice = json<PaymentDetail>(await t.dev(`/__dev/payments/${s.paymentId}/pay-twice`));
    expect(thrice.credits).toHaveLength(2);
    holds();
    const balance = json<ProviderBalanceView>(await t.get("/api/business/balance", s.providerToken));
    expect(balance.balance - before).toBe(2 * TOTAL);
    expect(balance.credits.slice(0, 2).map((c) => c.kind)).toEqual(["doublePayment", "doublePayment"]);
    const ledger = json<{ total: number; transactions: number; balances: { account: string; balance: number; signed: number }[] }>(await h.call("GET", "/__dev/ledger"));
    expect(ledger.total).toBe(0);
    expect(ledger.balances).toContainEqual({ account: `gatewayClearing:${wibDateKey(h.server.clock.now())}`, balance: 3 * TOTAL, signed: -3 * TOTAL });
    expect(ledger.balances.reduce((sum, b) => sum + b.signed, 0)).toBe(0);
  });
});

describe("receipts", () => {
  it("answers several payments in the order asked, each with its Transaction ID; refuses a bad list and another's payment", async () => {
    await start();
    const a = await t.setup(PROVIDER_STATE.paymentSucceeded, {});
    const b = await t.setup(PROVIDER_STATE.paymentSucceeded, { seeker: "81200000005" });
    const list = json<{ items: PaymentDetail[] }>(await t.get(`/api/business/payments?ids=${b.paymentId},${a.paymentId},${b.paymentId}`, a.providerToken));
    expect(list.items.map((p) => p.paymentId)).toEqual([b.paymentId, a.paymentId]);
    expect(list.items.map((p) => p.transactionId)).toEqual([expect.stringMatching(/^TRX-\d{8}-\d{6}$/), expect.stringMatching(/^TRX-\d{8}-\d{6}$/)]);
    for (const query of ["", "?ids=", "?ids=,", `?ids=${Array.from({ length: PAYMENT_BATCH_MAX + 1 }, (_, i) => `p-${i}`).join(",")}`]) {
      const res = await t.get(`/api/business/payments${query}`, a.providerToken);
      expect([query.slice(0, 20), res.status, errorCodeOf(res)]).toEqual([query.slice(0, 20), 400, "INVALID_QUERY"]);
    }
    const other = await t.setup(PROVIDER_STATE.paymentSucceeded, { provider: "81200000021", seeker: "81200000004" });
    const refused = await t.get(`/api/business/payments?ids=${a.paymentId},${other.paymentId}`, a.providerToken);
    expect([refused.status, errorCodeOf(refused), (refused.json as { error: { details: unknown } }).error.details]).toEqual([404, "PAYMENT_NOT_FOUND", { paymentId: other.paymentId }]);
  });
});

describe("the e-wallet checkout", () => {
  it("shows the amount and the wallet; Pay settles once and goes back to the app's payment page of the configured origin", async () => {
    await start({ publicUrl: "http://app.gawe.test:4173" });
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, { method: "ewallet" });
    const detail = json<PaymentDetail>(await t.get(`/api/payments/${s.paymentId}`, s.providerToken));
    expect(detail.ewalletCheckoutUrl).toBe(`http://app.gawe.test:4173/__dev/ewallet/${s.paymentId}`);
    const page = await h.call("GET", `/__dev/ewallet/${s.paymentId}`);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("Pay Rp791.500 with GoPay");
    expect(page.text).toContain(`action="/__dev/ewallet/${s.paymentId}/pay"`);
    const back = `http://app.gawe.test:4173/app/paymentpage?paymentId=${s.paymentId}`;
    // A return address in the query is not followed: the way back comes from configuration.
    const paid = await h.call("POST", `/__dev/ewallet/${s.paymentId}/pay?return=https://evil.example`, { body: "", headers: FORM });
    expect([paid.status, paid.headers.location]).toEqual([303, back]);
    const again = await h.call("POST", `/__dev/ewallet/${s.paymentId}/pay`, { body: "", headers: FORM });
    expect([again.status, again.headers.location]).toEqual([303, back]);
    expect(h.server.state().ledger.transactions.map((tx) => tx.kind)).toEqual(["offerFunded"]);
    expect(json<OfferDetail>(await t.get(`/api/offers/${s.offerId}`, s.seekerToken)).state.status).toBe("sent");
    expect((await h.call("GET", `/__dev/ewallet/${s.paymentId}`)).text).toContain("Nothing to pay");
    holds();
  });

  it("Cancel pays nothing and goes back; the payment waits until it expires", async () => {
    await start();
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, { method: "ewallet" });
    const cancelled = await h.call("POST", `/__dev/ewallet/${s.paymentId}/cancel`, { body: "", headers: FORM });
    expect([cancelled.status, cancelled.headers.location]).toEqual([303, `${h.url}/app/paymentpage?paymentId=${s.paymentId}`]);
    expect(json<PaymentDetail>(await t.get(`/api/payments/${s.paymentId}`, s.providerToken)).state.status).toBe("pending");
    expect(errorCodeOf(await h.call("POST", "/__dev/ewallet/p-nope/pay", { body: "", headers: FORM }))).toBe("PAYMENT_NOT_FOUND");
    const va = await t.setup(PROVIDER_STATE.offerAwaitingPayment, { seeker: "81200000005" });
    expect((await h.call("GET", `/__dev/ewallet/${va.paymentId}`)).text).toContain("Nothing to pay");
    expect((await h.call("POST", `/__dev/ewallet/${va.paymentId}/pay`, { body: "", headers: FORM })).status).toBe(303);
    expect(json<PaymentDetail>(await t.get(`/api/payments/${va.paymentId}`, va.providerToken)).state.status).toBe("pending");
  });
});

/** The caller's event stream, with its `payment` events' payments in order. */
const openStream = async (token: string, lastEventId?: string) => {
  const stream = await openEventStream(h.url, token, lastEventId);
  return { ...stream, events: () => stream.data<{ payment: PaymentDetail }>("payment").map((e) => e.payment) };
};

describe("payment events on the per-user stream (GET /api/events)", () => {
  it("sends the provider every change of the payment, uncompressed, with ids and keep-alive comments", async () => {
    await start({ eventKeepAliveMs: 40 });
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    const stream = await openStream(s.providerToken ?? "");
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.res.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(stream.res.headers["content-encoding"]).toBeUndefined();
    // No Last-Event-ID: the stream cannot say what was missed, so it says "read again".
    await stream.waitFor(() => stream.frames().length === 1);
    expect(stream.frames()[0]?.event).toBe("resync");
    await stream.waitFor((text) => text.includes(": keep-alive\n\n"));
    // A change elsewhere is not this provider's: nothing is sent.
    await t.setup(PROVIDER_STATE.offerAwaitingPayment, { provider: "81200000021", seeker: "81200000005" });
    await t.dev(`/__dev/payments/${s.paymentId}/settle`);
    await stream.waitFor(() => stream.events().length === 1);
    expect(stream.events()[0]).toMatchObject({ paymentId: s.paymentId, state: { status: "success" }, transactionId: expect.stringMatching(/^TRX-\d{8}-\d{6}$/), serverNow: expect.any(Number) });
    await t.dev(`/__dev/payments/${s.paymentId}/pay-twice`);
    await stream.waitFor(() => stream.events().length === 2);
    expect(stream.events()[1]).toMatchObject({ credits: [{ kind: "doublePayment" }] });
    expect(stream.events().every((p) => p.paymentId === s.paymentId)).toBe(true);
    stream.req.destroy();
    await stream.ended;
  });

  it("replays what a reconnect missed after its Last-Event-ID", async () => {
    await start({ eventKeepAliveMs: 40 });
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    const first = await openStream(s.providerToken ?? "");
    await first.waitFor(() => first.frames().length === 1);
    const seen = first.frames()[0]?.id ?? "";
    first.req.destroy();
    await first.ended;
    await t.dev(`/__dev/payments/${s.paymentId}/settle`);
    const again = await openStream(s.providerToken ?? "", seen);
    await again.waitFor(() => again.events().length === 1);
    // The settlement sent the offer too, and posted its card in the chat (issue 24): all, in the order they happened.
    expect(again.frames().map((f) => f.event)).toEqual(["offer", "payment", "message"]);
    expect(again.events()[0]?.state).toMatchObject({ status: "success" });
    again.req.destroy();
    // An id the server never gave: resync.
    const unknown = await openStream(s.providerToken ?? "", "0-999999");
    await unknown.waitFor(() => unknown.frames().length === 1);
    expect(unknown.frames()[0]?.event).toBe("resync");
    unknown.req.destroy();
  });

  it("tells of an expiry the clock reached with no other request, and ends when the session does", async () => {
    await start({ eventKeepAliveMs: 30 });
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, { method: "ewallet" });
    const stream = await openStream(s.providerToken ?? "");
    await stream.waitFor(() => stream.frames().length === 1);
    await t.clock(31 * 60);
    await stream.waitFor(() => stream.events().length === 1);
    expect(stream.events()[0]?.state).toMatchObject({ status: "failed", cause: "expired" });
    expect(h.server.state().offers[0]?.state.status).toBe("paymentFailed");
    expect((await h.call("POST", "/api/auth/logout", { token: s.providerToken })).status).toBe(204);
    await stream.ended;
    expect(stream.res.complete).toBe(true);
  });

  it("lets go of a stream whose client went away; never tells the seeker of the payment; refuses others with the envelope", async () => {
    await start({ eventKeepAliveMs: 20 });
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    const streams = await Promise.all([1, 2, 3].map(() => openStream(s.providerToken ?? "")));
    await Promise.all(streams.map((x) => x.waitFor(() => x.frames().length === 1)));
    for (const x of streams) x.req.destroy();
    const seeker = await openStream(s.seekerToken ?? "");
    await new Promise((r) => setTimeout(r, 100));
    // The server still answers and commits, with nobody left to write to.
    expect((await t.dev(`/__dev/payments/${s.paymentId}/settle`)).status).toBe(200);
    // The seeker hears that the offer reached her, never of its payment.
    await seeker.waitFor((text) => text.includes("event: offer\n"));
    expect(seeker.events()).toEqual([]);
    seeker.req.destroy();
    const anonymous = await h.call("GET", "/api/events", {});
    expect(anonymous.headers["content-type"]).toMatch(/^application\/json/);
    expect(errorCodeOf(anonymous)).toBe("UNAUTHENTICATED");
    const unsigned = await h.call("GET", "/api/events", { token: s.providerToken, unsigned: true });
    expect(errorCodeOf(unsigned)).toBe("SIGNATURE_INVALID");
  });
});
