import { formatThousands, parseThousands } from "../../../domain/format/number.format";
import type { Job, JobDraft } from "../../../domain/job/job.schema";
import { pinFor } from "../../../domain/shared/place-pin.rules";
import type { Place } from "../../../domain/shared/place.schema";

/** What the job form holds while it is being edited: strings as typed, choices as chosen. */
export interface JobForm {
  readonly position: string;
  readonly category: string;
  readonly jobType: "fullTime" | "partTime";
  readonly description: string;
  readonly confidential: boolean;
  readonly salaryMin: string;
  readonly salaryMax: string;
  readonly unit: "hour" | "day" | "week" | "month" | "project";
  readonly vacancies: string;
  readonly city: Place["city"];
  readonly district: string;
  readonly address: string;
  readonly point: Place["point"] | null;
  readonly workHours: string;
  readonly dayOff: string;
  readonly workFromHome: boolean;
  readonly allAges: boolean;
  readonly ageMin: string;
  readonly ageMax: string;
  readonly genderLimit: "all" | "male" | "female";
  readonly start: string;
  readonly end: string;
  readonly paymentSchedule: "daily" | "weekly" | "monthly" | "afterCompletion";
  readonly closingDate: string;
  readonly priority: boolean;
  readonly photos: readonly string[];
}

export type JobFormField = "position" | "description" | "vacancies" | "district" | "address" | "workHours" | "dayOff" | "start" | "closingDate";

export const emptyJobForm = (place: Place | null): JobForm => ({
  position: "",
  // The first industry the platform lists, once the categories arrive (CategoryField).
  category: "",
  jobType: "partTime",
  description: "",
  confidential: false,
  salaryMin: "",
  salaryMax: "",
  unit: "day",
  vacancies: "1",
  city: place?.city ?? "Jakarta Selatan",
  district: place?.district ?? "",
  address: place?.address ?? "",
  point: place?.point ?? null,
  workHours: "",
  dayOff: "",
  workFromHome: false,
  allAges: true,
  ageMin: "18",
  ageMax: "40",
  genderLimit: "all",
  start: "",
  end: "",
  paymentSchedule: "daily",
  closingDate: "",
  priority: false,
  photos: [],
});

const amount = (text: string): number | null => (parseThousands(text) > 0 ? parseThousands(text) : null);
const money = (n: number | null): string => (n === null ? "" : formatThousands(n));

/** The closing date is the last day a job takes applications, to this WIB time (the form's hint says it). */
export const CLOSING_TIME = "23:59";
export const closingInstant = (date: string): string => `${date}T${CLOSING_TIME}:00+07:00`;

/**
 * The form's strings as a JobDraft for the domain rules and the API (the schema checks the rest).
 * The position field shows positions in the user's language: `positionOf` gives back the
 * platform's name of what was typed.
 */
export const draftFromForm = (f: JobForm, positionOf: (text: string) => string): JobDraft =>
  ({
    position: positionOf(f.position),
    description: f.description.trim(),
    salary: { minimum: amount(f.salaryMin), maximum: amount(f.salaryMax), confidential: f.confidential, unit: f.unit },
    location: { address: f.address.trim(), district: f.district.trim(), city: f.city, point: pinFor({ city: f.city, district: f.district }, f.point) },
    vacancies: Number.parseInt(f.vacancies, 10),
    category: f.category,
    workHours: f.workHours.trim(),
    dayOff: f.dayOff.trim(),
    workFromHome: f.workFromHome,
    ageLimit: f.allAges ? null : { min: Number.parseInt(f.ageMin, 10), max: Number.parseInt(f.ageMax, 10) },
    genderLimit: f.genderLimit,
    period: { start: f.start, end: f.end === "" ? null : f.end },
    paymentSchedule: f.paymentSchedule,
    jobType: f.jobType,
    expiresAt: closingInstant(f.closingDate),
    priority: f.priority,
    photos: f.photos,
  }) as JobDraft;

/** An existing job back into the form (edit), its position as seekers read it (`positionLabel`). */
export const formFromJob = (job: Job, positionLabel: (position: string) => string): JobForm => ({
  position: positionLabel(job.position),
  category: job.category,
  jobType: job.jobType,
  description: job.description,
  confidential: job.salary.confidential,
  salaryMin: money(job.salary.minimum),
  salaryMax: money(job.salary.maximum),
  unit: job.salary.unit,
  vacancies: String(job.vacancies),
  city: job.location.city,
  district: job.location.district,
  address: job.location.address,
  point: job.location.point,
  workHours: job.workHours,
  dayOff: job.dayOff,
  workFromHome: job.workFromHome,
  allAges: job.ageLimit === null,
  ageMin: String(job.ageLimit?.min ?? 18),
  ageMax: String(job.ageLimit?.max ?? 40),
  genderLimit: job.genderLimit,
  start: job.period.start,
  end: job.period.end ?? "",
  paymentSchedule: job.paymentSchedule,
  closingDate: job.expiresAt.slice(0, 10),
  priority: job.priority,
  photos: job.photos,
});

/** Required texts and numbers the schema would refuse, named by field for the form. */
export const missingFields = (f: JobForm): readonly JobFormField[] => {
  const missing: JobFormField[] = [];
  const blank = (s: string) => s.trim() === "";
  if (blank(f.position)) missing.push("position");
  if (blank(f.description)) missing.push("description");
  const v = Number.parseInt(f.vacancies, 10);
  if (!(v >= 1 && v <= 999)) missing.push("vacancies");
  if (blank(f.district)) missing.push("district");
  if (blank(f.address)) missing.push("address");
  if (blank(f.workHours)) missing.push("workHours");
  if (blank(f.dayOff)) missing.push("dayOff");
  if (blank(f.start)) missing.push("start");
  if (blank(f.closingDate)) missing.push("closingDate");
  return missing;
};
