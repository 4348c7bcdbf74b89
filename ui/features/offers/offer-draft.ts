import { OFFER_WORKING_DAYS_MAX } from "../../../domain/offer/offer-schedule.rules";
import type { PaymentChoice } from "../../../domain/payment/payment-api.schema";
import type { ProviderJob } from "../../../domain/job/job-api.schema";
import { formatThousands, parseThousands } from "../../../domain/format/number.format";
import { parseTimeRange } from "../../../domain/format/date.format";
import { formatPlace } from "../../../domain/format/place.format";
import { DAY_MS, parseCalendarDate, wibDateKey } from "../../../domain/shared/wib-time";
import { wageFloorOf, type OfferInput } from "../../../application/offers/offer-input";
import { isActionKey, newActionKey } from "../../shared/action-key";
import { isRecord } from "../../shared/session-draft";
import { DEFAULT_PAYMENT_CHOICE } from "../../shared/payment-choice-field";

/**
 * The offer form as typed, kept in the session draft `offer.<jobId>.<seekerId>` with the
 * idempotency key of the one "send and pay" action it stands for: a reload brings back both, so
 * pressing Pay again after a reload or a timeout cannot create a second offer.
 */
export interface OfferDraft {
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly workingDays: readonly string[];
  readonly wageKind: "daily" | "total";
  /** As shown: dot-grouped digits. */
  readonly wage: string;
  readonly hoursStart: string;
  readonly hoursEnd: string;
  readonly place: string;
  readonly choice: PaymentChoice;
  readonly idempotencyKey: string;
}

export const offerDraftName = (jobId: string, seekerId: string): string => `offer.${jobId}.${seekerId}`;

const isChoice = (v: unknown): v is PaymentChoice =>
  isRecord(v) && ((v.method === "virtualAccount" && typeof v.bank === "string") || (v.method === "ewallet" && typeof v.wallet === "string") || v.method === "balance");

export const isOfferDraft = (v: unknown): v is OfferDraft =>
  isRecord(v) &&
  ["periodStart", "periodEnd", "wage", "hoursStart", "hoursEnd", "place"].every((k) => typeof v[k] === "string") &&
  Array.isArray(v.workingDays) &&
  v.workingDays.every((d) => typeof d === "string") &&
  (v.wageKind === "daily" || v.wageKind === "total") &&
  isChoice(v.choice) &&
  isActionKey(v.idempotencyKey);


/**
 * A new form for the job: from tomorrow (or the job's start if later), one day, its hours, daily
 * wage and place when the job says them; a daily wage below the wage floor of those hours starts at
 * the floor (the form's hint says why).
 */
export const initialOfferDraft = (job: ProviderJob, now: number): OfferDraft => {
  const tomorrow = wibDateKey(now + DAY_MS);
  const start = job.period.start > tomorrow ? job.period.start : tomorrow;
  const { start: hoursStart, end: hoursEnd } = parseTimeRange(job.workHours) ?? { start: "08:00", end: "17:00" };
  const posted = job.salary.unit === "day" && !job.salary.confidential ? (job.salary.minimum ?? job.salary.maximum) : null;
  const daily = posted === null || posted <= 0 ? null : Math.max(posted, wageFloorOf({ hours: { start: hoursStart, end: hoursEnd }, workingDays: [start] })?.perDay ?? 0);
  return {
    periodStart: start,
    periodEnd: start,
    workingDays: [start],
    wageKind: "daily",
    wage: daily === null ? "" : formatThousands(daily),
    hoursStart,
    hoursEnd,
    place: formatPlace(job.location).slice(0, 200),
    choice: DEFAULT_PAYMENT_CHOICE,
    idempotencyKey: newActionKey(),
  };
};

/** Every date of a period, both ends included; empty when it is not a period (or longer than an offer may be). */
export const daysOfPeriod = (start: string, end: string): readonly string[] => {
  const s = parseCalendarDate(start);
  const e = parseCalendarDate(end);
  if (s === null || e === null) return [];
  const from = Date.UTC(s.year, s.month - 1, s.day);
  const to = Date.UTC(e.year, e.month - 1, e.day);
  const count = Math.round((to - from) / DAY_MS) + 1;
  if (count < 1 || count > OFFER_WORKING_DAYS_MAX) return [];
  return Array.from({ length: count }, (_, i) => new Date(from + i * DAY_MS).toISOString().slice(0, 10));
};

/**
 * The working days after the dates changed: days newly inside the period are working days until
 * the provider says otherwise; days that were inside before keep their choice; days outside go.
 */
export const workingDaysAfter = (draft: OfferDraft, start: string, end: string): readonly string[] => {
  const before = new Set(daysOfPeriod(draft.periodStart, draft.periodEnd));
  const chosen = new Set(draft.workingDays);
  return daysOfPeriod(start, end).filter((d) => !before.has(d) || chosen.has(d));
};

/** One month of the picker: its days with the weekday (1 Monday .. 7 Sunday) of each. */
export interface MonthOfDays {
  readonly month: string;
  readonly days: readonly { readonly date: string; readonly isoWeekday: number }[];
}

export const monthsOf = (days: readonly string[]): readonly MonthOfDays[] => {
  const months: { month: string; days: { date: string; isoWeekday: number }[] }[] = [];
  for (const date of days) {
    const month = date.slice(0, 7);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const last = months.at(-1);
    const entry = last?.month === month ? last : (months[months.push({ month, days: [] }) - 1] as (typeof months)[number]);
    entry.days.push({ date, isoWeekday: weekday === 0 ? 7 : weekday });
  }
  return months;
};

/** The draft as the use case's input. */
export const offerInputOf = (draft: OfferDraft, job: Pick<ProviderJob, "jobId" | "jobType">, seekerId: string): OfferInput => ({
  jobId: job.jobId,
  seekerId,
  jobType: job.jobType,
  period: { start: draft.periodStart, end: draft.periodEnd },
  workingDays: [...draft.workingDays].sort(),
  hours: { start: draft.hoursStart, end: draft.hoursEnd },
  wage: { kind: draft.wageKind, amount: parseThousands(draft.wage) },
  place: draft.place,
  choice: draft.choice,
});
