import { Schema } from "effect";
import { CompanyId, UserId } from "../identity/session.schema";
import { BusinessId, CalendarDate, IsoInstant, JobId, OrderId, UserIdList } from "./job-ids.schema";
import { Rupiah, SalaryRupiah } from "../shared/money";
import { SafeUrl } from "../shared/safe-url.schema";
import { Place } from "../shared/place.schema";

export const JobStatus = Schema.Literals(["draft", "open", "closed", "deleted"]);
export type JobStatus = typeof JobStatus.Type;
export const JobType = Schema.Literals(["fullTime", "partTime"]);
export type JobType = typeof JobType.Type;
export const SalaryUnit = Schema.Literals(["hour", "day", "week", "month", "project"]);
export type SalaryUnit = typeof SalaryUnit.Type;

export const JobSalary = Schema.Struct({
  minimum: Schema.NullOr(SalaryRupiah),
  maximum: Schema.NullOr(SalaryRupiah),
  confidential: Schema.Boolean,
  unit: SalaryUnit,
});
export type JobSalary = typeof JobSalary.Type;

/** A job's text: trimmed, not empty, at most `max` characters. */
const JobText = (max: number) => Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(max)));

export const JOB_POSITION_MAX_CHARACTERS = 30;
/** The most people one job hires: its vacancies (and so the hires of its order). */
export const JOB_VACANCIES_MAX = 999;
export const JOB_DESCRIPTION_MAX_CHARACTERS = 2_000;

/** Everything a provider fills in to post a job (spec section 3, Job, minus ids and status). */
export const JobDraftFields = {
  position: JobText(JOB_POSITION_MAX_CHARACTERS),
  description: JobText(JOB_DESCRIPTION_MAX_CHARACTERS),
  salary: JobSalary,
  location: Place,
  vacancies: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: JOB_VACANCIES_MAX }))),
  category: JobText(40),
  workHours: JobText(60),
  dayOff: JobText(60),
  workFromHome: Schema.Boolean,
  /** null: all ages */
  ageLimit: Schema.NullOr(Schema.Struct({ min: Schema.Int, max: Schema.Int })),
  genderLimit: Schema.Literals(["all", "male", "female"]),
  period: Schema.Struct({ start: CalendarDate, end: Schema.NullOr(CalendarDate) }),
  paymentSchedule: Schema.Literals(["daily", "weekly", "monthly", "afterCompletion"]),
  jobType: JobType,
  expiresAt: IsoInstant,
  priority: Schema.Boolean,
  photos: Schema.Array(SafeUrl).pipe(Schema.check(Schema.isMaxLength(6))),
};
export const JobDraft = Schema.Struct(JobDraftFields);
export type JobDraft = typeof JobDraft.Type;

/**
 * Spec section 3, Job: what is stored and served. Lenient about texts (older or imported jobs may
 * have an empty description); new and edited jobs pass the stricter JobDraft first.
 */
export const Job = Schema.Struct({
  jobId: JobId,
  businessId: BusinessId,
  companyId: Schema.optional(CompanyId),
  createdBy: UserId,
  assignedTo: UserIdList,
  ...JobDraftFields,
  position: Schema.String,
  description: Schema.String,
  category: Schema.String,
  workHours: Schema.String,
  dayOff: Schema.String,
  vacancies: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1))),
  photos: Schema.Array(SafeUrl),
  status: JobStatus,
});
export type Job = typeof Job.Type;

/** Spec section 3, Order. */
export const Order = Schema.Struct({
  orderId: OrderId,
  jobId: JobId,
  period: Schema.Struct({ start: CalendarDate, end: CalendarDate }),
  workingDays: Schema.Int,
  attendedDays: Schema.Int,
  absentDays: Schema.Int,
  totalPayment: Rupiah,
  staff: UserIdList,
});
export type Order = typeof Order.Type;
