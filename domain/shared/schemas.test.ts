import fc from "fast-check";
import { Result, Schema } from "effect";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { AttendanceDay } from "../attendance/attendance.schema";
import { CancellationRequest, CancellationState } from "../attendance/cancellation.schema";
import { Offer } from "../offer/offer.schema";
import { Payment } from "../payment/payment.schema";
import { describe, expect, it } from "vitest";
import { Business } from "../business/business.schema";
import { ReferralEvent, RewardClaim } from "../growth/growth.schema";
import { Job } from "../job/job.schema";
import { Notification } from "../notification/notification.schema";
import { SeekerProfile } from "../seeker/seeker.schema";
import { PLATFORM_OWNED_PROFILE_FIELDS, SeekerProfileInput } from "../seeker/profile.rules";
import { Balance, Coupon, PayoutAccount, PinStatus, Transaction, Withdrawal } from "../wallet/wallet.schema";
import { JobId } from "./ids.schema";
import { parseRupiah } from "./money";
import { RUPIAH_MAX, SALARY_MAX_RUPIAH } from "../policy/business-constants";

const ok = (s: Schema.Top, v: unknown) => Result.isSuccess(Schema.decodeUnknownResult(s as never)(v));

describe("entity schemas (spec 3)", () => {
  const job = {
    jobId: "J1", businessId: "B1", createdBy: "U1", assignedTo: [], position: "Barista", description: "", location: { address: "Jl. Kemang Raya 10", district: "Mampang Prapatan", city: "Jakarta Selatan", point: { lat: -6.26, lng: 106.81 } },
    salary: { minimum: 150000, maximum: 200000, confidential: false, unit: "day" }, vacancies: 2, category: "F&B", workHours: "08-16",
    dayOff: "Sun", workFromHome: false, ageLimit: null, genderLimit: "all", period: { start: "2025-06-01", end: "2025-06-30" },
    paymentSchedule: "daily", jobType: "partTime", expiresAt: "2025-06-30T23:59:00+07:00", priority: true, photos: [], status: "open",
  };
  it("decodes a job and refuses fractional Rupiah, empty ids or zero vacancies", () => {
    expect(ok(Job, job)).toBe(true);
    expect(ok(Job, { ...job, salary: { ...job.salary, minimum: 1.5 } })).toBe(false);
    // Issue 10: 10^15 Rupiah a day was accepted; salaries stop at SALARY_MAX_RUPIAH, any amount at RUPIAH_MAX.
    expect(ok(Job, { ...job, salary: { ...job.salary, maximum: 10 ** 15 } })).toBe(false);
    expect(ok(Job, { ...job, salary: { ...job.salary, maximum: SALARY_MAX_RUPIAH } })).toBe(true);
    expect(ok(Job, { ...job, salary: { ...job.salary, maximum: SALARY_MAX_RUPIAH + 1 } })).toBe(false);
    expect(Result.isFailure(parseRupiah(RUPIAH_MAX + 1))).toBe(true);
    expect(Result.isSuccess(parseRupiah(RUPIAH_MAX))).toBe(true);
    expect(ok(Job, { ...job, jobId: "" })).toBe(false);
    expect(ok(Job, { ...job, vacancies: 0 })).toBe(false);
    expect(ok(Job, { ...job, expiresAt: "tomorrow" })).toBe(false);
    expect(Schema.is(JobId)("J1")).toBe(true);
  });
  it("a business has at most 6 photos and a valid email", () => {
    const b = {
      businessId: "B1", registeredName: "Warung Sari", staffScale: "1-10", location: { address: "Jl. Fatmawati 5", district: "Cilandak", city: "Jakarta Selatan", point: { lat: -6.29, lng: 106.79 } }, description: "", industry: "F&B",
      contactPhone: "81234567890", email: "sari@warung.id", photos: ["1", "2", "3", "4", "5", "6"].map((n) => `https://cdn.gawe.id/b/${n}.jpg`),
      legalDocuments: [{ kind: "NIB", number: "123" }], verifiedAt: null, lastNameChangeAt: null,
    };
    expect(ok(Business, b)).toBe(true);
    expect(ok(Business, { ...b, photos: [...b.photos, "https://cdn.gawe.id/b/7.jpg"] })).toBe(false);
    expect(ok(Business, { ...b, photos: ["javascript:alert(1)"] })).toBe(false);
    expect(ok(Business, { ...b, email: "nope" })).toBe(false);
    expect(ok(Business, { ...b, legalDocuments: [{ kind: "SKCK", number: "1" }] })).toBe(false);
  });
  it("a seeker has at most 5 preferred positions and portfolio items of four kinds", () => {
    const s = {
      userId: "U1", fullName: "Budi", gender: "male", dateOfBirth: "2000-01-01", experience: [], education: [], address: "Depok",
      preferredPositions: ["a", "b", "c", "d", "e"], preferredLocations: [], badges: [], skills: [], assets: [], certificates: [],
      portfolio: [{ kind: "audio", url: "https://cdn.gawe.id/a.m4a", durationSeconds: 30 }, { kind: "image", url: "https://cdn.gawe.id/i.jpg" }, { kind: "link", url: "https://example.com" }, { kind: "video", url: "https://cdn.gawe.id/v.mp4", durationSeconds: 10 }],
      aboutMe: "", expectedMonthlySalary: 5000000, minimumMonthlySalary: 4000000, openToOffers: true, cvUrl: null, introVideoId: null,
    };
    expect(ok(SeekerProfile, s)).toBe(true);
    expect(ok(SeekerProfile, { ...s, preferredPositions: [...s.preferredPositions, "f"] })).toBe(false);
    expect(ok(SeekerProfile, { ...s, portfolio: [{ kind: "pdf", url: "https://cdn.gawe.id/x.pdf" }] })).toBe(false);
    expect(ok(SeekerProfile, { ...s, portfolio: [{ kind: "link", url: "javascript:alert(1)" }] })).toBe(false);
    expect(ok(SeekerProfile, { ...s, cvUrl: "javascript:alert(1)" })).toBe(false);
    expect(ok(SeekerProfile, { ...s, fullName: "\u202e\u202e" })).toBe(false);
    expect(ok(SeekerProfile, { ...s, expectedMonthlySalary: 10 ** 15 })).toBe(false);
  });
  it("a seeker's input leaves out every field the platform owns (issue 10 item 6)", () => {
    for (const field of PLATFORM_OWNED_PROFILE_FIELDS) {
      expect(Object.keys(SeekerProfile.fields)).toContain(field);
      expect(Object.keys(SeekerProfileInput.fields)).not.toContain(field);
    }
  });
  it("referral events and reward claims", () => {
    expect(ok(ReferralEvent, { eventId: "E1", phase: "stage2", stageEnds: { stage1: "2025-06-01T00:00:00+07:00", stage2: "2025-07-01T00:00:00+07:00", stage3: "2025-08-01T00:00:00+07:00" }, qualifiedFriends: 3, earned: 150000 })).toBe(true);
    expect(ok(RewardClaim, { rewardId: "R1", amount: 10000, status: "exhausted", offeredAt: "2025-06-01T09:00:00+07:00" })).toBe(true);
    expect(ok(RewardClaim, { rewardId: "R1", amount: 10000, status: "lost", offeredAt: "2025-06-01T09:00:00+07:00" })).toBe(false);
  });
  it("transactions and notifications", () => {
    const line = {
      transactionId: "TRX-20250601-000001", at: 1_748_746_800_000, kind: "payment", entry: "offerFunded", paymentMethod: "virtualAccount",
      totalPayment: 510000, serviceFee: 10000, adminFee: 0, virtualAccountNumber: "8808123456789", salary: 500000, amount: 510000,
      balanceChange: 0, balanceAfter: 0, offerId: "o1", jobTitle: "Barista", workDate: null, withdrawalId: null, withdrawal: null,
    };
    expect(ok(Transaction, line)).toBe(true);
    // Every spec 3 field is there, null where it does not apply (never missing).
    expect(ok(Transaction, { ...line, virtualAccountNumber: undefined })).toBe(false);
    expect(ok(Transaction, { ...line, balanceAfter: -1 })).toBe(false);
    // A withdrawal's line says which attempt it is and how it stands (issue 23).
    const account = { accountId: "acc-1", kind: "bank", provider: "bca", number: "1234567890", holderName: "Siti" };
    const attempt = { attempt: 1, status: "failed", failure: "rejectedByBank", retryable: true, account, fee: 0, receives: 100000, arrivesBy: 1, settledAt: 2 };
    expect(ok(Transaction, { ...line, kind: "withdrawal", entry: "withdrawalReturned", withdrawalId: "w1", withdrawal: attempt })).toBe(true);
    expect(ok(Transaction, { ...line, withdrawal: { ...attempt, status: "returned" } })).toBe(false);
    expect(ok(Notification, { notificationId: "N1", templateId: 54001, params: { phone: "812", amount: 5000 }, at: "2025-06-01T10:00:00Z", read: false })).toBe(true);
  });
});

describe("entity schemas of the money and attendance flows (spec 3)", () => {
  const entities = { Offer, AttendanceDay, CancellationRequest, CancellationState, Payment, Withdrawal, PinStatus, Transaction, Balance, PayoutAccount, Coupon, Notification, ReferralEvent, RewardClaim };
  it.each(Object.entries(entities))("property: every %s the schema generates survives its wire form", (_, schema) => {
    const s = schema as Schema.Codec<unknown, unknown>;
    fc.assert(fc.property(fromSchema(s), (value) => {
      expect(Schema.decodeUnknownSync(s)(Schema.encodeSync(s)(value))).toEqual(value);
    }), { numRuns: 30 });
  });
});
