import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ProviderBalanceView } from "../../../domain/offer/offer-api.schema";
import type { CancellationPreview, OrderRequest, OrderRequestLink, OrderRequestList, PublicOrderRequest, SupportMessageReceipt } from "../../../domain/work/help-center-api.schema";
import type { OrderDetail } from "../../../domain/work/work-api.schema";
import { HOUR_MS } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import { errorCodeOf, signedHeaders, startHarness, type Harness } from "../../testing/mock-harness";
import { expectLedgerHolds, json, kit } from "../../testing/offer-test-kit";

/**
 * Cancellation through the help center (issue 22) through the mock's HTTP API: the preview's split
 * is what support's processing moves on the ledger, before and after the start; refused while a day
 * waits; who may ask and see; idempotency; the public link valid, expired and forged; support messages.
 */
let h: Harness;
const t = kit(() => h);
const holds = () => expectLedgerHolds(h.server.state());

beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const code = (res: { json: unknown }) => errorCodeOf(res as Parameters<typeof errorCodeOf>[0]);
const body = (s: Record<string, string>, over: Record<string, unknown> = {}) => ({
  orderId: s.orderId,
  hireId: s.hireId,
  reason: "noLongerNeeded",
  otherReason: null,
  proofMedia: [],
  mobile: "81200000002",
  ...over,
});
const balance = async (s: Record<string, string>) => json<ProviderBalanceView>(await t.get("/api/business/balance", s.providerToken)).balance;
const preview = async (s: Record<string, string>, hireId?: string) =>
  json<CancellationPreview>(await t.get(`/api/orders/${s.orderId}/cancellation-preview${hireId === undefined ? "" : `?hireId=${hireId}`}`, s.providerToken));
const ask = (s: Record<string, string>, over: Record<string, unknown> = {}, token = s.providerToken) => t.post("/api/cancellation-requests", token, body(s, over));

describe("the split the preview shows is what processing moves", () => {
  it("after the start, day 1 confirmed: the seeker keeps Rp250.000 (already hers), Rp500.000 back to the provider's balance", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "confirmed" });
    const shown = await preview(s, s.hireId);
    expect(shown).toMatchObject({ daysWaiting: 0, total: { payout: 250_000, refund: 500_000 }, lines: [{ hireId: s.hireId, started: true, settlement: { payout: 250_000, refund: 500_000 } }] });
    const before = await balance(s);
    const asked = await ask(s);
    expect(asked.status).toBe(201);
    const request = json<OrderRequest>(asked);
    expect(request).toMatchObject({ status: "requested", scope: "seeker", total: shown.total, processedAt: null });
    expect(request.dueAt - request.requestedAt).toBe(48 * HOUR_MS);
    // The seeker is told, and sees it on her hire.
    expect((json<OrderDetail>(await t.get(`/api/orders/${s.orderId}`, s.seekerToken)).staff[0])?.cancellation).toMatchObject({ requestId: request.requestId, status: "requested", settlement: null });
    const processed = json<OrderRequest>(await t.dev(`/__dev/cancellation-requests/${request.requestId}/process`));
    expect(processed).toMatchObject({ status: "cancelled", total: shown.total });
    expect((await balance(s)) - before).toBe(shown.total.refund);
    const hire = json<OrderDetail>(await t.get(`/api/orders/${s.orderId}`, s.seekerToken)).staff[0];
    expect(hire).toMatchObject({ status: "cancelled", money: { salary: 750_000, released: 250_000, held: 0, refunded: 500_000 }, cancellation: { status: "cancelled", settlement: shown.total } });
    // Its days to come are gone; what was worked stays.
    expect(hire?.days.map((d) => d.status)).toEqual(["confirmed"]);
    expect(code(await t.dev(`/__dev/cancellation-requests/${request.requestId}/process`))).toBe("INVALID_TRANSITION");
    expect(code(await t.get(`/api/orders/${s.orderId}/cancellation-preview?hireId=${s.hireId}`, s.providerToken))).toBe("HIRE_NOT_CANCELLABLE");
    holds();
  });

  it("before the start: no salary, the whole Rp750.000 back; the whole job (no hireId) covers every open hire", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, {});
    const shown = await preview(s);
    expect(shown).toMatchObject({ hireId: null, total: { payout: 0, refund: 750_000 }, lines: [{ started: false }] });
    const before = await balance(s);
    const request = json<OrderRequest>(await ask(s, { hireId: null, reason: "others", otherReason: "The shop floods" }));
    expect(request).toMatchObject({ scope: "job", otherReason: "The shop floods" });
    await t.dev(`/__dev/cancellation-requests/${request.requestId}/process`);
    expect((await balance(s)) - before).toBe(750_000);
    expect(json<OrderDetail>(await t.get(`/api/orders/${s.orderId}`, s.providerToken)).staff[0]).toMatchObject({ status: "cancelled", days: [], money: { released: 0, held: 0, refunded: 750_000 } });
    expect(code(await ask(s, { hireId: null }))).toBe("HIRE_NOT_CANCELLABLE");
    holds();
  });

  it("support rejects with a note: nothing moves, and clock-ins, refused while requested, open again", async () => {
    const s = await t.setup(PROVIDER_STATE.cancellationRequested, {});
    const punch = (dayId: string | undefined, id: string) =>
      h.call("POST", `/api/work-days/${dayId}/punches`, { token: s.seekerToken ?? "", body: { punchId: id, kind: "in", phoneTime: Date.now(), clockOffsetMs: 0, offline: false, location: null } });
    const held = await punch(s.day2Id, "p-held");
    expect([held.status, code(held), (held.json as { error: { details: unknown } }).error.details]).toEqual([409, "HIRE_CANCELLED", { status: "requested" }]);
    const before = await balance(s);
    const rejected = await h.call("POST", `/__dev/cancellation-requests/${s.requestId}/reject`, { body: { note: "Please talk to the seeker first" } });
    expect(json<OrderRequest>(rejected)).toMatchObject({ status: "rejected", supportNote: "Please talk to the seeker first" });
    expect(await balance(s)).toBe(before);
    // Day 2 is tomorrow: its clock-in is refused for its window now, not for the cancellation.
    expect(code(await punch(s.day2Id, "p-open"))).toBe("PUNCH_OUTSIDE_WINDOW");
    holds();
  });
});

describe("refusals", () => {
  it("blocked while a day waits (clocked in, awaiting the decision, under reconfirmation): the preview says how many", async () => {
    for (const [i, day1] of (["clockedIn", "awaitingConfirmation", "waitingReconfirm"] as const).entries()) {
      const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1, provider: `8127777020${i}`, seeker: `8127777021${i}` });
      expect((await preview(s, s.hireId)).daysWaiting).toBe(1);
      const res = await ask(s);
      expect([day1, res.status, code(res), (res.json as { error: { details: unknown } }).error.details]).toEqual([day1, 409, "CANCELLATION_BLOCKED_BY_RECONFIRMATION", { daysWaiting: 1 }]);
    }
  });

  it("'others' needs its text; proof must be the caller's own uploaded images or videos; one open request per scope", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "confirmed" });
    expect(code(await ask(s, { reason: "others" }))).toBe("VALIDATION_FAILED");
    expect(code(await ask(s, { otherReason: "Why not" }))).toBe("VALIDATION_FAILED");
    expect(code(await ask(s, { proofMedia: ["https://cdn.example/not-ours.jpg"] }))).toBe("CANCELLATION_PROOF_INVALID");
    const upload = async (token: string | undefined, kind: string, name: string, type: string, bytes: number[]) => {
      const form = new FormData();
      form.append("kind", kind);
      form.append("file", new Blob([Uint8Array.from(bytes)], { type }), name);
      const res = await fetch(`${h.url}/api/uploads`, { method: "POST", body: form, headers: { authorization: `Bearer ${token ?? ""}`, ...signedHeaders() } });
      return ((await res.json()) as { url: string }).url;
    };
    const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0x4a, 0x46, 0x49, 0x46];
    const seekers = await upload(s.seekerToken, "image", "p.jpg", "image/jpeg", jpeg);
    expect(code(await ask(s, { proofMedia: [seekers] }))).toBe("CANCELLATION_PROOF_INVALID");
    const pdf = await upload(s.providerToken, "pdf", "p.pdf", "application/pdf", [...Buffer.from("%PDF-1.4\n")]);
    expect(code(await ask(s, { proofMedia: [pdf] }))).toBe("CANCELLATION_PROOF_INVALID");
    const photo = await upload(s.providerToken, "image", "p.jpg", "image/jpeg", jpeg);
    const first = await ask(s, { proofMedia: [photo] });
    expect(json<OrderRequest>(first).proofMedia).toEqual([photo]);
    const again = await ask(s, { hireId: null });
    expect([code(again), (again.json as { error: { details: unknown } }).error.details]).toEqual(["CANCELLATION_ALREADY_REQUESTED", { requestId: json<OrderRequest>(first).requestId }]);
  });

  it("a withdrawn hire is not cancellable; an order nobody the caller manages is 404, its seeker 403; a Member sees only her jobs' requests", async () => {
    const gone = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, { withdrawn: true });
    const res = await ask(gone);
    expect([code(res), (res.json as { error: { details: unknown } }).error.details]).toEqual(["HIRE_NOT_CANCELLABLE", { reason: "withdrawn" }]);
    const s = await t.setup(PROVIDER_STATE.cancellationRequested, { member: "81277770301", provider: "81277770302", seeker: "81277770303" });
    expect(code(await t.get(`/api/orders/${s.orderId}/cancellation-preview`, s.seekerToken))).toBe("FORBIDDEN");
    expect(code(await t.get(`/api/orders/${s.orderId}/cancellation-preview`, s.memberToken))).toBe("ORDER_NOT_FOUND");
    expect(code(await ask(s, {}, s.memberToken))).toBe("ORDER_NOT_FOUND");
    expect(code(await t.get(`/api/cancellation-requests/${s.requestId}`, s.memberToken))).toBe("CANCELLATION_REQUEST_NOT_FOUND");
    expect(json<OrderRequestList>(await t.get("/api/cancellation-requests", s.memberToken)).items).toEqual([]);
    expect(json<OrderRequestList>(await t.get("/api/cancellation-requests", s.providerToken)).items.map((r) => r.requestId)).toEqual([s.requestId]);
    expect(code(await t.get(`/api/cancellation-requests/${s.requestId}`, s.seekerToken))).toBe("CANCELLATION_REQUEST_NOT_FOUND");
  });

  it("the same Idempotency-Key answers the first request again and asks nothing twice; another key is a second request, refused", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "confirmed" });
    const a = await t.post("/api/cancellation-requests", s.providerToken, body(s), "key-a");
    const b = await t.post("/api/cancellation-requests", s.providerToken, body(s), "key-a");
    expect([a.status, b.status, b.headers["idempotent-replayed"]]).toEqual([201, 201, "true"]);
    expect(json<OrderRequest>(b)).toEqual(json<OrderRequest>(a));
    expect(code(await t.post("/api/cancellation-requests", s.providerToken, body(s), "key-b"))).toBe("CANCELLATION_ALREADY_REQUESTED");
    expect(code(await t.post("/api/cancellation-requests", s.providerToken, body(s, { reason: "businessClosed" }), "key-a"))).toBe("IDEMPOTENCY_CONFLICT");
    expect(h.server.state().cancellationRequests).toHaveLength(1);
  });
});

describe("the public summary behind a signed link", () => {
  it("valid shows the summary and nothing private; expired, changed or forged is 'not available'", async () => {
    const s = await t.setup(PROVIDER_STATE.cancellationRequested, {});
    const link = json<OrderRequestLink>(await t.post(`/api/cancellation-requests/${s.requestId}/link`, s.providerToken));
    const open = (l: { requestId: string; expiresAt: number | string; signature: string }) => h.call("GET", `/api/order-requests/${l.requestId}?expires=${l.expiresAt}&signature=${l.signature}`);
    const shown = await open(link);
    expect(shown.status).toBe(200);
    expect(Object.keys(json<PublicOrderRequest>(shown)).sort()).toEqual(["businessName", "dueAt", "jobTitle", "orderId", "processedAt", "reason", "requestId", "requestedAt", "scope", "status", "total"]);
    expect(json<PublicOrderRequest>(shown)).toMatchObject({ requestId: s.requestId, status: "requested", total: { payout: 250_000, refund: 500_000 } });
    expect((await open({ requestId: s.requestId ?? "", expiresAt: s.linkExpires ?? "", signature: s.linkSignature ?? "" })).status).toBe(200);
    const forged = `${link.signature.slice(0, -1)}${link.signature.endsWith("0") ? "1" : "0"}`;
    for (const bad of [{ ...link, signature: forged }, { ...link, expiresAt: link.expiresAt + 1 }, { ...link, requestId: "cr-other" }, { ...link, signature: "x" }]) {
      const res = await open(bad);
      expect([res.status, code(res)]).toEqual([404, "ORDER_REQUEST_NOT_AVAILABLE"]);
    }
    await t.clock(72 * 3600);
    expect(code(await open(link))).toBe("ORDER_REQUEST_NOT_AVAILABLE");
    expect(code(await t.post(`/api/cancellation-requests/${s.requestId}/link`, s.seekerToken))).toBe("CANCELLATION_REQUEST_NOT_FOUND");
  });
});

describe("support messages", () => {
  it("any signed-in user sends one, answered within 48 hours; the same key answers again", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, {});
    const sent = await t.post("/api/support-messages", s.seekerToken, { text: "Where is my pay?", mobile: null }, "m-1");
    expect(sent.status).toBe(201);
    const receipt = json<SupportMessageReceipt>(sent);
    expect(receipt.replyDueAt - receipt.receivedAt).toBe(48 * HOUR_MS);
    expect(json<SupportMessageReceipt>(await t.post("/api/support-messages", s.seekerToken, { text: "Where is my pay?", mobile: null }, "m-1"))).toEqual(receipt);
    expect(code(await t.post("/api/support-messages", s.seekerToken, { text: " ", mobile: null }))).toBe("VALIDATION_FAILED");
    expect((await h.call("POST", "/api/support-messages", { body: { text: "Hi", mobile: null }, headers: { "idempotency-key": "m-2" } })).status).toBe(401);
    expect(h.server.state().supportMessages).toHaveLength(1);
  });
});
