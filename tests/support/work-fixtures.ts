import { Schema } from "effect";
import { wibInstant } from "../../domain/shared/wib-time";
import { OrderDetail, type WorkDay } from "../../domain/work/work-api.schema";

/*
 * An order as the seeker's API answers it (domain/work/work-api.schema.ts), decoded by its schema so
 * a fixture can never drift from the contract: for unit tests of the work screens, and for looking at
 * them before the mock answers.
 */

type DayInput = Partial<Omit<WorkDay, "dayId" | "date" | "shift">> & { readonly date: string };

const HOUR = 3_600_000;

/** A day of `date` (YYYY-MM-DD), shift 08:00-16:00 WIB, scheduled unless told otherwise. */
export const workDay = (orderId: string, index: number, input: DayInput) => {
  const [year, month, day] = input.date.split("-").map(Number) as [number, number, number];
  const start = wibInstant(year, month, day, 8);
  return {
    dayId: `${orderId}-d${index}`,
    orderId,
    hireId: `${orderId}-hire`,
    seekerId: "u-seeker",
    shift: { start, end: start + 8 * HOUR },
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
    ...input,
  };
};

/** An order of the seeker's with these days (its hire's status `upcoming` unless told). */
export const seekerOrder = (orderId: string, days: readonly DayInput[], hire: { readonly status?: string; readonly serverNow?: number } = {}): OrderDetail =>
  Schema.decodeUnknownSync(OrderDetail)({
    orderId,
    jobId: `job-${orderId}`,
    jobTitle: "Barista",
    businessId: "biz-1",
    businessName: "Kopi Senja",
    place: { address: "Jl. Kemang Raya 12", district: "Mampang Prapatan", city: "Jakarta Selatan", point: { lat: -6.26, lng: 106.81 } },
    period: { start: days[0]?.date ?? "2026-11-26", end: days.at(-1)?.date ?? "2026-11-26" },
    hours: { start: "08:00", end: "16:00" },
    workingDays: days.length,
    attendedDays: 0,
    absentDays: 0,
    totalPayment: 150_000 * days.length,
    staff: [
      {
        hireId: `${orderId}-hire`,
        seekerId: "u-seeker",
        seekerName: "Siti Rahma",
        status: hire.status ?? "upcoming",
        dailyWage: 150_000,
        money: { salary: 150_000 * days.length, released: 0, held: 150_000 * days.length, waiting: 0, refunded: 0 },
        attendedDays: 0,
        absentDays: 0,
        days: days.map((d, i) => workDay(orderId, i + 1, d)),
        withdrawal: null,
      },
    ],
    serverNow: hire.serverNow ?? Date.now(),
  });
