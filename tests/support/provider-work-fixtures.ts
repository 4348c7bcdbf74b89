/**
 * A provider's order as GET /api/orders/{orderId} answers it (domain/work/work-api.schema.ts), as
 * plain JSON: a three-day order of one seeker, day 1 confirmed and paid, day 2 clocked and waiting
 * (clock-in far from the place, clock-out captured offline), day 3 declined and under
 * reconfirmation. Unit tests decode it with the schema (so it stays a valid answer); Playwright can
 * answer the API with it.
 */
const HOUR = 3_600_000;
/** 09:00 WIB on 2026-11-24, the first day. */
const DAY1 = Date.UTC(2026, 10, 24, 2, 0);
const DAY = 24 * HOUR;
const NOW = DAY1 + DAY + 10 * HOUR;

const punch = (id: string, at: number, extra: Record<string, unknown> = {}) => ({
  punchId: id,
  at,
  capturedOffline: false,
  location: { point: { lat: -6.2, lng: 106.8 }, accuracyMeters: 12, source: "browser" },
  distanceMeters: 35,
  flagged: null,
  ...extra,
});

const day = (n: number, extra: Record<string, unknown>) => ({
  dayId: `att-${n}`,
  orderId: "ord-1",
  hireId: "off-1",
  seekerId: "u-seeker-1",
  date: `2026-11-${23 + n}`,
  shift: { start: DAY1 + (n - 1) * DAY, end: DAY1 + (n - 1) * DAY + 8 * HOUR },
  status: "scheduled",
  wage: 150_000,
  clockIn: null,
  clockOut: null,
  decidedBy: null,
  decidedAt: null,
  autoConfirmAt: null,
  declineReason: null,
  reconfirmation: null,
  absence: null,
  paidAt: null,
  ...extra,
});

export const providerOrderJson = (overrides: { readonly orderId?: string; readonly jobId?: string } = {}) => ({
  orderId: overrides.orderId ?? "ord-1",
  jobId: overrides.jobId ?? "j-9001",
  jobTitle: "Cashier",
  businessId: "b-1",
  businessName: "Warung Bu Sari",
  place: { address: "Jl. Kemang Raya 10", district: "Mampang Prapatan", city: "Jakarta Selatan", point: { lat: -6.2607, lng: 106.8137 } },
  period: { start: "2026-11-24", end: "2026-11-26" },
  hours: { start: "09:00", end: "17:00" },
  workingDays: 3,
  attendedDays: 2,
  absentDays: 0,
  totalPayment: 450_000,
  staff: [
    {
      hireId: "off-1",
      seekerId: "u-seeker-1",
      seekerName: "Siti Rahmawati",
      status: "working",
      dailyWage: 150_000,
      money: { salary: 450_000, released: 150_000, held: 300_000, waiting: 150_000, refunded: 0 },
      attendedDays: 2,
      absentDays: 0,
      withdrawal: null,
      days: [
        day(1, { status: "confirmed", clockIn: punch("p-1", DAY1 - 5 * 60_000), clockOut: punch("p-2", DAY1 + 8 * HOUR + 2 * 60_000), decidedBy: "provider", decidedAt: DAY1 + 9 * HOUR, paidAt: DAY1 + 9 * HOUR }),
        day(2, {
          status: "awaitingConfirmation",
          clockIn: punch("p-3", DAY1 + DAY + 3 * 60_000, { distanceMeters: 1450, flagged: "far" }),
          clockOut: punch("p-4", DAY1 + DAY + 8 * HOUR, { capturedOffline: true, location: null, distanceMeters: null, flagged: "noLocation" }),
          autoConfirmAt: DAY1 + 2 * DAY + 8 * HOUR,
        }),
        day(3, {
          status: "waitingReconfirm",
          clockIn: punch("p-5", DAY1 + 2 * DAY),
          clockOut: punch("p-6", DAY1 + 2 * DAY + 8 * HOUR),
          decidedBy: "provider",
          decidedAt: DAY1 + 2 * DAY + 9 * HOUR,
          declineReason: "Left the shift two hours early without telling anyone.",
          reconfirmation: { requestedAt: NOW - HOUR, dueAt: NOW + 47 * HOUR },
        }),
      ],
    },
  ],
  serverNow: NOW,
});

export const providerOrdersJson = () => ({ items: [providerOrderJson()], serverNow: NOW });
