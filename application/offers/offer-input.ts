import { Result, Schema } from "effect";
import { validateJobPeriod } from "../../domain/job/job-period.rules";
import type { JobType } from "../../domain/job/job.schema";
import { CreateOfferRequest, OFFER_PLACE_MAX_CHARACTERS, type CreateOfferRequest as Request } from "../../domain/offer/offer-api.schema";
import { errorTextOf } from "../../domain/errors/error-codes";
import { checkWageFloor, dailyWageFloor, offerPrice, type OfferPrice, type OfferWage } from "../../domain/offer/offer-price.rules";
import { checkOfferSchedule, checkWorkingDays, ClockTime, type OfferHours, type OfferSchedule } from "../../domain/offer/offer-schedule.rules";
import { MINIMUM_WAGE_YEAR } from "../../domain/policy/business-constants";
import type { PaymentChoice } from "../../domain/payment/payment-api.schema";
import { SalaryRupiah } from "../../domain/shared/money";

/** What the offer form holds, as plain values: the provider's choices before they are checked. */
export interface OfferInput {
  readonly jobId: string;
  readonly seekerId: string;
  /** The job's type: a part-time offer lasts at most 90 days (the job period rule). */
  readonly jobType: JobType;
  readonly period: { readonly start: string; readonly end: string };
  readonly workingDays: readonly string[];
  readonly hours: { readonly start: string; readonly end: string };
  readonly wage: { readonly kind: OfferWage["kind"]; readonly amount: number };
  readonly place: string;
  readonly choice: PaymentChoice;
}

/** The form's places for a refusal; `form` is the whole request. */
export type OfferField = "period" | "workingDays" | "hours" | "wage" | "place" | "form";

/** A catalogue text: `errors` for the domain's refusals, `offers` for the form's own, `common` for the generic ones. */
export interface FieldText {
  readonly ns: "errors" | "offers" | "common";
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The offer as typed breaks the domain's rules: each field's first refusal. */
export class OfferInputInvalid {
  readonly _tag = "OfferInputInvalid";
  constructor(readonly fields: Readonly<Partial<Record<OfferField, FieldText>>>) {}
}

const errorsText = (error: { readonly i18nKey: string }): FieldText => ({ ns: "errors", key: error.i18nKey });
const MONEY_INVALID: FieldText = { ns: "errors", key: "error.money.invalid" };

const wageOf = (input: OfferInput): OfferWage | null => {
  const { kind, amount } = input.wage;
  if (!Schema.is(SalaryRupiah)(amount) || amount < 1) return null;
  return kind === "daily" ? { kind, dailyWage: amount } : { kind, totalWage: amount };
};

const isTime = Schema.is(ClockTime);
/** The hours as typed when they make a shift (both times, an end other than the start); null otherwise. */
const shiftOf = (input: Pick<OfferInput, "hours">): OfferHours | null =>
  isTime(input.hours.start) && isTime(input.hours.end) && input.hours.start !== input.hours.end ? input.hours : null;

/** The wage floor to tell while the form is filled in: per working day of these hours, for all the working days chosen; null until the hours make a shift. */
export const wageFloorOf = (input: Pick<OfferInput, "hours" | "workingDays">): { readonly perDay: number; readonly total: number; readonly year: number } | null => {
  const hours = shiftOf(input);
  if (hours === null) return null;
  const perDay = dailyWageFloor(hours);
  return { perDay, total: perDay * input.workingDays.length, year: MINIMUM_WAGE_YEAR };
};

/** The price to show while the form is filled in: salary, each fee, total; null until it can be worked out. */
export const previewPrice = (input: Pick<OfferInput, "wage" | "workingDays">): OfferPrice | null => {
  const wage = wageOf(input as OfferInput);
  if (wage === null || (wage.kind === "daily" && input.workingDays.length === 0)) return null;
  const price = offerPrice(wage, input.workingDays.length);
  return Result.isSuccess(price) ? price.success : null;
};

/**
 * The domain's rules on the offer as typed, every field at once (for live validation): the place,
 * the hours, the wage and its price, the dates (job period rule), the working days, and that the
 * offer's own shifts keep apart (the seeker's other jobs are the server's to check). Success is
 * the request to send, with its price.
 */
export const checkOfferInput = (input: OfferInput, now: number): Result.Result<{ readonly request: Request; readonly price: OfferPrice }, OfferInputInvalid> => {
  const fields: Partial<Record<OfferField, FieldText>> = {};
  const place = input.place.trim();
  if (place === "") fields.place = { ns: "offers", key: "form.required" };
  else if (place.length > OFFER_PLACE_MAX_CHARACTERS) fields.place = { ns: "offers", key: "form.tooLong", values: { max: OFFER_PLACE_MAX_CHARACTERS } };

  const hoursValid = isTime(input.hours.start) && isTime(input.hours.end);
  if (!hoursValid) fields.hours = { ns: "offers", key: "form.hoursRequired" };
  else if (input.hours.start === input.hours.end) fields.hours = { ns: "offers", key: "form.hoursSame" };

  const wage = wageOf(input);
  const price = wage === null ? null : offerPrice(wage, input.workingDays.length);
  if (wage === null || (wage.kind === "total" && price !== null && Result.isFailure(price))) fields.wage = MONEY_INVALID;
  // The wage floor of these hours (issue 19), once the hours make a shift.
  const shift = shiftOf(input);
  if (fields.wage === undefined && wage !== null && shift !== null) {
    const floor = checkWageFloor(wage, { workingDays: input.workingDays, hours: shift });
    const text = Result.isFailure(floor) ? errorTextOf(floor.failure.code, floor.failure as unknown as Readonly<Record<string, unknown>>) : undefined;
    if (text !== undefined) fields.wage = { ns: "errors", key: text.key, ...(text.values === undefined ? {} : { values: text.values }) };
  }

  const schedule: OfferSchedule = {
    period: { start: input.period.start, end: input.period.end },
    workingDays: [...input.workingDays],
    // Hours still being typed: the working-day rules are checked from the start of each day.
    hours: fields.hours === undefined ? input.hours : { start: "00:00", end: "23:59" },
  };
  if (input.period.start === "" || input.period.end === "") fields.period = { ns: "offers", key: "form.periodRequired" };
  else {
    const period = validateJobPeriod(input.jobType, input.period.start, input.period.end);
    if (Result.isFailure(period)) fields.period = errorsText(period.failure);
    else {
      const days = checkWorkingDays(schedule, now);
      if (Result.isFailure(days)) fields.workingDays = errorsText(days.failure);
      else if (fields.hours === undefined) {
        const all = checkOfferSchedule({ jobType: input.jobType, schedule, confirmed: [], now });
        if (Result.isFailure(all)) {
          const failure = all.failure;
          if (failure._tag === "ScheduleConflict") fields.hours = errorsText(failure);
          else if (failure._tag === "OfferWorkingDaysInvalid") fields.workingDays = errorsText(failure);
          else fields.period = errorsText(failure);
        }
      }
    }
  }
  // A daily wage over days that cannot be worked out yet is the days' problem, not the wage's.
  if (fields.wage === undefined && price !== null && Result.isFailure(price) && input.workingDays.length > 0) fields.wage = MONEY_INVALID;
  if (Object.keys(fields).length > 0 || price === null || Result.isFailure(price)) return Result.fail(new OfferInputInvalid(fields));

  const decoded = Schema.decodeUnknownResult(CreateOfferRequest)({
    terms: { jobId: input.jobId, seekerId: input.seekerId, schedule, wage, place },
    choice: input.choice,
  });
  if (Result.isFailure(decoded)) return Result.fail(new OfferInputInvalid({ form: { ns: "common", key: "api.validationFailed" } }));
  return Result.succeed({ request: decoded.success, price: price.success });
};
