import { Schema } from "effect";
import { jobDraftFixture } from "../../../domain/job/job.fixtures";
import { Job } from "../../../domain/job/job.schema";
import { DAY_MS, HOUR_MS, toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { accountByPhone, freshId, paramsOf, StateParamError, type AreaStates, type StateContext } from "../back-office/back-office.public";
import { SEEDED_BUSINESS_IDS } from "../provider-business/provider-business.public";
import { arrangeSeeker } from "../seeker-profile/seeker-profile.public";
import { withQuestionIds } from "../../../domain/job/screening.rules";

/** The questions of a job arranged with `screening` (issue 24), and its applicant's answers to them. */
const SCREENING = [
  { text: "Can you work on weekends?", kind: "choice", required: true, choices: ["Yes", "No"] },
  { text: "Which station is nearest to you?", kind: "shortAnswer", required: false, choices: [] },
] as const;
const SCREENING_ANSWERS = ["Yes", "Tebet"] as const;

const decodeJob = Schema.decodeUnknownSync(Job);

/** The point of a job without `at`: Tebet, Jakarta Selatan. */
const TEBET = { lat: -6.2264, lng: 106.8539 } as const;

const point = (raw: unknown): { lat: number; lng: number } => {
  if (raw === undefined || raw === null) return TEBET;
  const p = raw as { lat?: unknown; lng?: unknown };
  if (typeof p.lat !== "number" || typeof p.lng !== "number") throw new StateParamError("at", "params.at must be { lat, lng }");
  return { lat: p.lat, lng: p.lng };
};

const ageLimitOf = (raw: unknown): { min: number; max: number } | null => {
  if (raw === undefined || raw === null) return null;
  const a = raw as { min?: unknown; max?: unknown };
  if (typeof a.min !== "number" || typeof a.max !== "number") throw new StateParamError("ageLimit", "params.ageLimit must be { min, max } or null");
  return { min: a.min, max: a.max };
};

/** The business a job state posts for, and who created it: the owner's, or a seeded business nobody in a pact belongs to. */
const postingBusiness = (db: Db, owner: string | undefined): { businessId: string; createdBy: string } => {
  if (owner === undefined) {
    const toko = db.businesses.find((b) => b.businessId === SEEDED_BUSINESS_IDS.toko);
    if (toko === undefined) throw new Error("the seed has no Toko Serba Ada");
    return { businessId: toko.businessId, createdBy: toko.ownerUserId };
  }
  const account = accountByPhone(db, owner);
  if (account?.companyId === undefined) throw new StateParamError("owner", `params.owner ${owner}: no provider with a business (set up "a provider is logged in" first)`);
  return { businessId: account.companyId, createdBy: account.userId };
};

const arrangeJob = (db: Db, ctx: StateContext) => {
  const { now } = ctx;
  const p = paramsOf(ctx.params);
  const { businessId, createdBy } = postingBusiness(db, p.has("owner") ? p.phone("owner") : undefined);
  const jobType = p.oneOf("jobType", ["partTime", "fullTime"], "partTime");
  const jobId = freshId("j-s", db.jobs.map((j) => j.jobId));
  const job = decodeJob({
    ...jobDraftFixture({
      jobType,
      period: jobType === "partTime" ? { start: "2029-12-01", end: "2030-01-31" } : { start: "2029-12-01", end: null },
      paymentSchedule: jobType === "partTime" ? "daily" : "monthly",
      salary: jobType === "partTime" ? { minimum: 250_000, maximum: 300_000, confidential: false, unit: "day" } : { minimum: 4_500_000, maximum: 5_500_000, confidential: false, unit: "month" },
      location: { address: "Jl. Contoh No. 1", district: "Tebet", city: "Jakarta Selatan", point: point(p.raw("at")) },
      ageLimit: ageLimitOf(p.raw("ageLimit")),
      genderLimit: p.oneOf("genderLimit", ["all", "male", "female"], "all"),
      priority: p.boolean("priority", false),
      expiresAt: toWibIso(now + p.number("expiresInHours", 30 * 24) * HOUR_MS),
      photos: ["/app/job-photos/fnb.svg"],
    }),
    jobId,
    businessId,
    companyId: businessId,
    createdBy,
    assignedTo: [],
    status: p.oneOf("status", ["draft", "open", "closed"], "open"),
  });
  const questions = p.boolean("screening", false) ? withQuestionIds(jobId, SCREENING.map((q) => ({ ...q, choices: [...q.choices] }))) : [];
  let next: Db = { ...db, jobs: [...db.jobs, questions.length === 0 ? job : { ...job, screeningQuestions: questions }] };
  if (p.has("applicant")) {
    const seeker = arrangeSeeker(next, { ...ctx, params: { phone: p.phone("applicant") } });
    const applicationId = freshId("a-s", seeker.db.applications.map((a) => a.applicationId));
    const answers = questions.map((q, i) => ({ questionId: q.questionId, answer: SCREENING_ANSWERS[i] ?? "" }));
    const application = { applicationId, jobId, seekerUserId: seeker.account.userId, status: "applied" as const, createdAt: toWibIso(now - DAY_MS), ...(answers.length === 0 ? {} : { answers }) };
    next = { ...seeker.db, applications: [...seeker.db.applications, application] };
  }
  if (p.has("savedBy")) {
    const saver = accountByPhone(next, p.phone("savedBy"));
    if (saver === undefined) throw new StateParamError("savedBy", `params.savedBy: no account with this phone (set up "a seeker is logged in" first)`);
    next = { ...next, savedJobs: [...next.savedJobs, { userId: saver.userId, jobId, savedAt: toWibIso(now) }] };
  }
  return { db: next, values: { jobId, businessId } };
};

/** The jobs the contracts act on (contracts/consumer/seeker.pact.test.ts and provider.pact.test.ts). */
export const JOBS_PROVIDER_STATES = {
  [PROVIDER_STATE.jobExists]: {
    arranges:
      "A new job (a waiter in Tebet with one job photo; part-time Rp250.000-300.000 a day, 1 Dec 2029 to 31 Jan 2030, or full-time Rp4.500.000-5.500.000 a month from 1 Dec 2029), with an applicant or saved by a seeker when asked.",
    params: {
      owner: "phone of the provider whose business posts it (set up before as `a provider is logged in`); default: a verified business nobody in the pacts belongs to",
      status: "draft | open | closed (default open)",
      jobType: "partTime | fullTime (default partTime)",
      expiresInHours: "hours from now to its expiry (default 720; negative: expired)",
      priority: "a priority job (default false)",
      ageLimit: "{ min, max } or null (default null)",
      genderLimit: "all | male | female (default all)",
      at: "{ lat, lng } of its place (default Tebet -6.2264, 106.8539)",
      applicant: "phone of a seeker (complete profile; created when there is none) whose application `applied` it has; default none",
      savedBy: "phone of a seeker (set up before) who saved it; default none",
      screening:
        "true: it asks two screening questions, `${jobId}-q1` 'Can you work on weekends?' (choice Yes | No, required) and `${jobId}-q2` 'Which station is nearest to you?' (short answer, optional); its applicant, if any, answered 'Yes' and 'Tebet' (default false)",
    },
    values: { jobId: "the job's id", businessId: "the id of the business that posts it (its business page)" },
    arrange: arrangeJob,
  },
} satisfies AreaStates;
