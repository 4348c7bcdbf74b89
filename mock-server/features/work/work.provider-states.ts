import { Result } from "effect";
import type { OfferSchedule } from "../../../domain/offer/offer-schedule.rules";
import { toWibIso, wibDateKey, wibParts, DAY_MS, HOUR_MS } from "../../../domain/shared/wib-time";
import type { PunchRequest } from "../../../domain/work/work-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { ensureAccount, loggedIn, paramsOf, replaceAccount, StateParamError, type AreaStates, type ProviderState, type StateContext } from "../back-office/back-office.public";
import { arrangeOffer, exampleTerms, OFFERS_PROVIDER_STATES, VA_CHOICE } from "../offers/offers.public";
import { confirmDay, dayById, declineDay, hireById, punch, requestReconfirmation, withdrawHire, type WorkChanged } from "./work.logic";

const PARTIES = {
  provider: "phone of the provider who hires: the Admin of a verified business (made when there is none); default 81200000002 (Budi Santoso)",
  seeker: "phone of the seeker hired (complete profile, made when there is none); default 81200000001 (Siti Rahmawati)",
  member: "phone of an accepted Member of the provider's business who neither created nor was given the job (made when there is none); default none",
} as const;

const VALUES = {
  providerToken: "the provider's bearer token (a new session)",
  providerUserId: "the provider's user id",
  businessId: "the provider's business",
  seekerToken: "the seeker's bearer token (a new session)",
  seekerId: "the seeker's user id",
  jobId: "the order's job (a new open part-time job of the provider's business)",
  offerId: "the accepted offer's id",
  hireId: "the hire's id (the accepted offer's)",
  orderId: "the order's id",
  day1Id: "the first working day's id",
  day2Id: "the second working day's id",
  day3Id: "the third working day's id",
  memberToken: "with `member`: the Member's bearer token (a new session); otherwise empty",
} as const;

const must = <A>(changed: WorkChanged<A>, what: string): { db: Db; value: A } => {
  if (Result.isFailure(changed)) throw new Error(`could not arrange ${what}: ${changed.failure.code} ${changed.failure.message}`);
  return changed.success;
};

/**
 * The three working days from `first` (0: today, 1: tomorrow, WIB), each from the hour `now` is in
 * (so today's shift has started and its clock-in is open) for 8 hours, Rp250.000 a day.
 */
const threeDays = (now: number, first: number): OfferSchedule => {
  const hour = wibParts(now).hour;
  const dates = [0, 1, 2].map((i) => wibDateKey(now + (first + i) * DAY_MS));
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    period: { start: dates[0] as string, end: dates[2] as string },
    workingDays: dates,
    hours: { start: `${pad(hour)}:00`, end: `${pad((hour + 8) % 24)}:00` },
  };
};

/** An accepted Member of the business who does not manage the job, logged in (`member`). */
const withMember = (db: Db, ctx: StateContext, businessId: string, provider: string): { db: Db; token: string } => {
  const p = paramsOf(ctx.params);
  if (!p.has("member")) return { db, token: "" };
  const phone = p.phone("member");
  if (phone === provider) throw new StateParamError("member", "params.member must be another phone than params.provider");
  const made = ensureAccount(db, phone, "provider", toWibIso(ctx.now));
  if (made.account.companyId !== undefined && made.account.companyId !== businessId) throw new StateParamError("member", "params.member already belongs to another business");
  const member = { ...made.account, roles: [...new Set([...made.account.roles, "provider" as const])], activeRole: "provider" as const, companyId: businessId, companyRole: "member" as const };
  const session = loggedIn(replaceAccount(made.db, member), member, ctx.now);
  return { db: session.db, token: session.values?.token ?? "" };
};

/** Both sides logged in, an offer of three days from `first` made, paid and accepted before the first shift. */
const arrangeHire = (db: Db, ctx: StateContext, first: 0 | 1): { db: Db; values: Record<string, string> } => {
  const schedule = threeDays(ctx.now, first);
  const parties = OFFERS_PROVIDER_STATES[PROVIDER_STATE.jobHasApplicant].arrange(db, { ...ctx, params: { ...(ctx.params.provider === undefined ? {} : { provider: ctx.params.provider }), ...(ctx.params.seeker === undefined ? {} : { seeker: ctx.params.seeker }) } });
  const values: Record<string, string> = { ...parties.values };
  const job = parties.db.jobs.find((j) => j.jobId === values.jobId);
  if (job === undefined) throw new Error("the arranged job is missing");
  // Made and accepted two hours before the first shift, as an offer must be (its days not started).
  const firstStart = Date.parse(`${schedule.workingDays[0]}T${schedule.hours.start}:00+07:00`);
  const offer = arrangeOffer(parties.db, {
    job,
    createdBy: values.providerUserId ?? "",
    terms: exampleTerms(job.jobId, values.seekerId ?? "", { schedule }),
    choice: VA_CHOICE,
    now: Math.min(ctx.now, firstStart - 2 * HOUR_MS),
    stage: "accepted",
  });
  const hire = hireById(offer.db, offer.offerId);
  if (hire === undefined) throw new Error("the accepted offer made no hire");
  const days = offer.db.workDays.filter((d) => d.hireId === hire.hireId).map((d) => d.dayId);
  const member = withMember(offer.db, ctx, values.businessId ?? "", paramsOf(ctx.params).phone("provider", DEMO_ACCOUNTS.providerAdmin.phone));
  return {
    db: member.db,
    values: { ...values, offerId: offer.offerId, hireId: hire.hireId, orderId: hire.orderId, day1Id: days[0] ?? "", day2Id: days[1] ?? "", day3Id: days[2] ?? "", memberToken: member.token },
  };
};

const DAY1 = ["scheduled", "clockedIn", "awaitingConfirmation", "confirmed", "declined", "waitingReconfirm"] as const;

/** Day 1 taken to `stage` now, the way the API takes it: punched at the job's place, decided by the provider, asked again by the seeker. */
const arrangeDay1 = (db: Db, dayId: string, stage: (typeof DAY1)[number], now: number): Db => {
  const steps = DAY1.indexOf(stage);
  let next = db;
  const day = () => {
    const found = dayById(next, dayId);
    if (found === undefined) throw new Error("day 1 is missing");
    return found;
  };
  const hire = hireById(next, day().hireId);
  const place = next.jobs.find((j) => j.jobId === hire?.jobId)?.location.point ?? { lat: 0, lng: 0 };
  const at = (kind: "in" | "out"): PunchRequest => ({ punchId: `state-${dayId}-${kind}` as PunchRequest["punchId"], kind, phoneTime: now, clockOffsetMs: 0, offline: false, location: { point: place, accuracyMeters: 15, source: "browser" } });
  if (steps >= 1) next = must(punch(next, day(), at("in"), place, now), "the clock-in").db;
  if (steps >= 2) next = must(punch(next, day(), at("out"), place, now), "the clock-out").db;
  if (stage === "confirmed") next = must(confirmDay(next, day(), now), "the confirmation").db;
  if (stage === "declined" || stage === "waitingReconfirm") next = must(declineDay(next, day(), "Came two hours late", now), "the decline").db;
  if (stage === "waitingReconfirm") next = must(requestReconfirmation(next, day(), now), "the reconfirmation request").db;
  return next;
};

const TERMS =
  "The hire: three working days, each from the WIB hour the state is arranged in for 8 hours (a night shift past midnight), Rp250.000 a day (salary Rp750.000, each day's wage Rp250.000; paid Rp791.500 with the fees), at the job's place in Tebet; the offer was made, paid and accepted (its fees earned, the salary in escrow) before the first shift.";

const hiredState = (arranges: string, params: Readonly<Record<string, string>>, first: 0 | 1): ProviderState => ({
  arranges: `${arranges} ${TERMS}`,
  params: { ...PARTIES, ...params },
  values: VALUES,
  arrange: (db, ctx) => {
    const hired = arrangeHire(db, ctx, first);
    if (first === 1) {
      if (!paramsOf(ctx.params).boolean("withdrawn", false)) return hired;
      const hire = hireById(hired.db, hired.values.hireId ?? "");
      if (hire === undefined) throw new Error("the hire is missing");
      return { ...hired, db: must(withdrawHire(hired.db, hire, ctx.now), "the withdrawal").db };
    }
    const stage = paramsOf(ctx.params).oneOf("day1", DAY1, "scheduled");
    return { ...hired, db: arrangeDay1(hired.db, hired.values.day1Id ?? "", stage, ctx.now) };
  },
});

/** The work the contracts and the e2e tests act on (issue 22). */
export const WORK_PROVIDER_STATES = {
  [PROVIDER_STATE.hiredStartingTomorrow]: hiredState(
    "Both sides logged in; the seeker hired (an accepted offer) for a new order of three working days: tomorrow, the day after and the next (WIB), nothing clocked; a withdrawal now is late (under 48 hours before the start) and allowed. With `withdrawn` she has withdrawn already (late): the escrow is back on the provider's balance.",
    { withdrawn: "the seeker has withdrawn from the hire (default false)" },
    1,
  ),
  [PROVIDER_STATE.hiredStartedToday]: hiredState(
    "Both sides logged in; the seeker hired for a new order of three working days from today (WIB): day 1's shift started this hour (its clock-in open), days 2 and 3 follow. Day 1 is taken to `day1` now, through the API's own steps.",
    {
      day1:
        "scheduled | clockedIn | awaitingConfirmation | confirmed | declined | waitingReconfirm (default scheduled): clocked in (and out) now at the job's place, confirmed (paid) or declined ('Came two hours late') by the provider, reconfirmation asked by the seeker",
    },
    0,
  ),
} satisfies AreaStates;
