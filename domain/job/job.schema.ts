import { Schema } from "effect";
import { CompanyId, UserId } from "../identity/session.schema";
import { BusinessId, CalendarDate, IsoInstant, JobId, OrderId, UserIdList } from "./job-ids.schema";
import { Rupiah } from "../shared/money";
import { Place } from "../shared/place.schema";

export const JobStatus = Schema.Literals(["draft", "open", "closed", "deleted"]);
export type JobStatus = typeof JobStatus.Type;
export const JobType = Schema.Literals(["fullTime", "partTime"]);
export type JobType = typeof JobType.Type;
export const SalaryUnit = Schema.Literals(["hour", "day", "week", "month", "project"]);
export type SalaryUnit = typeof SalaryUnit.Type;

export const JobSalary = Schema.Struct({
  minimum: Schema.NullOr(Rupiah),
  maximum: Schema.NullOr(Rupiah),
  confidential: Schema.Boolean,
  unit: SalaryUnit,
});
export type JobSalary = typeof JobSalary.Type;

/** Spec section 3, Job. */
export const Job = Schema.Struct({
  jobId: JobId,
  businessId: BusinessId,
  companyId: Schema.optional(CompanyId),
  createdBy: UserId,
  assignedTo: UserIdList,
  position: Schema.String,
  description: Schema.String,
  salary: JobSalary,
  location: Place,
  vacancies: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1))),
  category: Schema.String,
  workHours: Schema.String,
  dayOff: Schema.String,
  workFromHome: Schema.Boolean,
  /** null: all ages */
  ageLimit: Schema.NullOr(Schema.Struct({ min: Schema.Int, max: Schema.Int })),
  genderLimit: Schema.Literals(["all", "male", "female"]),
  period: Schema.Struct({ start: CalendarDate, end: Schema.NullOr(CalendarDate) }),
  paymentSchedule: Schema.Literals(["daily", "weekly", "monthly", "afterCompletion"]),
  jobType: JobType,
  expiresAt: IsoInstant,
  priority: Schema.Boolean,
  photos: Schema.Array(Schema.String),
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
