import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { PunchRequest } from "../../domain/work/work-api.schema";
import { adapterOver, expectCalls, type AdapterCall } from "../test-support/http-adapter-harness";
import { WorkHttpAdapter } from "./work.http-adapter";

const TOKEN = "tok-1" as AuthToken;

const dayJson = (over: Record<string, unknown> = {}) => ({
  dayId: "o-1-20291202",
  orderId: "ord-j-1",
  hireId: "o-1",
  seekerId: "u-1",
  date: "2029-12-02",
  shift: { start: 1_890_000_000_000, end: 1_890_028_800_000 },
  status: "clockedIn",
  wage: 250_000,
  clockIn: { punchId: "p-1", at: 1_890_000_100_000, capturedOffline: true, location: null, distanceMeters: null, flagged: "noLocation" },
  clockOut: null,
  decidedBy: null,
  decidedAt: null,
  autoConfirmAt: null,
  declineReason: null,
  reconfirmation: null,
  absence: null,
  paidAt: null,
  ...over,
});

const orderJson = () => ({
  orderId: "ord-j-1",
  jobId: "j-1",
  jobTitle: "Waiter",
  businessId: "c-1",
  businessName: "Warung",
  place: { address: "Jl. Contoh 1", district: "Tebet", city: "Jakarta Selatan", point: { lat: -6.2, lng: 106.8 } },
  period: { start: "2029-12-02", end: "2029-12-04" },
  hours: { start: "08:00", end: "16:00" },
  workingDays: 1,
  attendedDays: 1,
  absentDays: 0,
  totalPayment: 250_000,
  staff: [
    {
      hireId: "o-1",
      seekerId: "u-1",
      seekerName: "Siti",
      status: "working",
      dailyWage: 250_000,
      money: { salary: 250_000, released: 0, held: 250_000, waiting: 250_000, refunded: 0 },
      attendedDays: 1,
      absentDays: 0,
      days: [dayJson()],
      withdrawal: null,
    },
  ],
  serverNow: 1_890_000_200_000,
});

const adapter = (status: number, body: unknown) => adapterOver((http) => new WorkHttpAdapter(http), status, body, TOKEN);

describe("WorkHttpAdapter", () => {
  it("sends a punch with its own id and no Idempotency-Key, and decodes the working day", async () => {
    const { api, seen } = adapter(200, dayJson());
    const punch = { punchId: "p-1", kind: "in", phoneTime: 1_890_000_100_000, clockOffsetMs: 1_500, offline: true, location: null } as PunchRequest;
    const result = await api.punch("o-1-20291202", punch);
    expect(Result.isSuccess(result) && result.success.clockIn?.flagged).toBe("noLocation");
    expect(seen[0]).toMatchObject({ url: "https://api.gawe.id/api/work-days/o-1-20291202/punches", method: "POST", body: punch });
    expect(seen[0]?.headers["Idempotency-Key"]).toBeUndefined();
  });

  it("sends the caller's key on every decision, withdrawal, completion and rating, and none on reads", async () => {
    const calls: AdapterCall<WorkHttpAdapter>[] = [
      ["GET https://api.gawe.id/api/orders", (a) => a.orders(), { items: [orderJson()], serverNow: 1 }, undefined],
      ["GET https://api.gawe.id/api/orders/ord%20j", (a) => a.order("ord j"), orderJson(), undefined],
      ["POST https://api.gawe.id/api/work-days/d%201/confirm", (a) => a.confirmDay("d 1", "k-c"), dayJson({ status: "confirmed" }), "k-c"],
      ["POST https://api.gawe.id/api/work-days/d%201/decline", (a) => a.declineDay("d 1", { reason: "Late" }, "k-d"), dayJson({ status: "declined", declineReason: "Late" }), "k-d"],
      ["POST https://api.gawe.id/api/work-days/d%201/reconfirmation", (a) => a.requestReconfirmation("d 1", "k-r"), dayJson({ status: "waitingReconfirm" }), "k-r"],
      ["POST https://api.gawe.id/api/work-days/d%201/absence", (a) => a.notifyAbsence("d 1", { note: null }, "k-a"), dayJson({ status: "absent" }), "k-a"],
      ["POST https://api.gawe.id/api/hires/o%201/withdraw", (a) => a.withdraw("o 1", "k-w"), orderJson(), "k-w"],
      ["POST https://api.gawe.id/api/hires/o%201/complete", (a) => a.complete("o 1", "k-f"), orderJson(), "k-f"],
      [
        "POST https://api.gawe.id/api/hires/o%201/rating",
        (a) => a.rate("o 1", { stars: 4, tags: ["paidOnTime"], comment: null }, "k-s"),
        { hireId: "o-1", side: "seeker", stars: 4, tags: ["paidOnTime"], comment: null, at: 1 },
        "k-s",
      ],
    ];
    await expectCalls((http) => new WorkHttpAdapter(http), calls);
  });

  it("answers an API refusal with its code, and a body that breaks the schema as a failure", async () => {
    const refused = await adapter(409, { error: { code: "PUNCH_ALREADY_RECORDED", message: "x", details: { kind: "in" } } }).api.punch("d", { punchId: "p", kind: "in", phoneTime: 1, clockOffsetMs: null, offline: false, location: null } as PunchRequest);
    expect(Result.isFailure(refused) && "code" in refused.failure && refused.failure.code).toBe("PUNCH_ALREADY_RECORDED");
    const broken = await adapter(200, { ...orderJson(), staff: "none" }).api.order("ord-j-1");
    expect(Result.isFailure(broken)).toBe(true);
  });
});
