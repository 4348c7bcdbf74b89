import { PROVIDER_STATE } from "../../provider-state-names";
import type { OfferTerms } from "../../../domain/offer/offer-api.schema";
import type { EpochMillis } from "../../../domain/shared/ids.schema";
import { rupiah } from "../../../domain/shared/money";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { accountByPhone, paramsOf, StateParamError, type AreaStates, type ProviderState, type StateContext } from "../back-office/back-office.public";
import { BUSINESS_PROVIDER_STATES } from "../provider-business/provider-business.public";
import { JOBS_PROVIDER_STATES } from "../provider-jobs/provider-jobs.public";
import { SEEKER_PROFILE_PROVIDER_STATES } from "../seeker-profile/seeker-profile.public";
import { arrangeOffer, EWALLET_CHOICE, exampleTerms, VA_CHOICE, type OfferStage } from "./offers.arrange";

const PARTIES = {
  provider: "phone of the provider who offers: the Admin of a verified business (made when there is none); default 81200000002 (Budi Santoso)",
  seeker: "phone of the seeker offered to (complete profile, made when there is none); default 81200000001 (Siti Rahmawati)",
} as const;
const METHOD = "virtualAccount (BCA) | ewallet (GoPay): how the offer is paid (default virtualAccount)";

const PARTY_VALUES = {
  providerToken: "the provider's bearer token (a new session)",
  providerUserId: "the provider's user id",
  businessId: "the provider's business",
  seekerToken: "the seeker's bearer token (a new session)",
  seekerId: "the seeker's user id",
  jobId: "the offer's job (a new open part-time job of the provider's business, the seeker its applicant)",
} as const;
const OFFER_VALUES = { ...PARTY_VALUES, offerId: "the offer's id", paymentId: "its (latest) payment's id" } as const;

const TERMS =
  "The offer (`exampleTerms`): 2, 3 and 4 Dec 2029 (period 1-5 Dec 2029), 08:00-16:00 WIB, Rp250.000 a day (above the wage floor of Rp229.196, the lowest the job posts) at Jl. Contoh No. 1, Tebet: salary Rp750.000 + service fee Rp37.500 + admin fee Rp4.000 = Rp791.500.";

/** Both sides logged in and an open job of the provider's with the seeker as its applicant (`job`: what else that job is). */
const arrangeParties = (db: Db, ctx: StateContext, job: { readonly status?: "draft" | "closed"; readonly expiresInHours?: number } = {}): { db: Db; values: Record<string, string> } => {
  const p = paramsOf(ctx.params);
  const provider = p.phone("provider", DEMO_ACCOUNTS.providerAdmin.phone);
  const seeker = p.phone("seeker", DEMO_ACCOUNTS.seeker.phone);
  if (provider === seeker) throw new StateParamError("seeker", "params.seeker must be another phone than params.provider");
  const withProvider = BUSINESS_PROVIDER_STATES[PROVIDER_STATE.providerLoggedIn].arrange(db, { ...ctx, params: { phone: provider, business: "verified" } });
  const seekerParams = { phone: seeker, ...(p.has("seekerAge") ? { age: p.number("seekerAge") } : {}) };
  const withSeeker = SEEKER_PROFILE_PROVIDER_STATES[PROVIDER_STATE.seekerLoggedIn].arrange(withProvider.db, { ...ctx, params: seekerParams });
  const withJob = JOBS_PROVIDER_STATES[PROVIDER_STATE.jobExists].arrange(withSeeker.db, { ...ctx, params: { owner: provider, applicant: seeker, ...job } });
  const pv: Readonly<Record<string, string>> = withProvider.values ?? {};
  const sv: Readonly<Record<string, string>> = withSeeker.values ?? {};
  return {
    db: withJob.db,
    values: {
      providerToken: pv.token ?? "",
      providerUserId: pv.userId ?? "",
      businessId: pv.businessId ?? "",
      seekerToken: sv.token ?? "",
      seekerId: sv.userId ?? "",
      jobId: withJob.values?.jobId ?? "",
    },
  };
};

const SEEKER_IN_BUSINESS = "the seeker is also an accepted Member of the provider's business (her account has both roles; default false)";

/** The seeker joins the provider's business as an accepted Member (issue 19: no paid offer to one's own people). */
const joinBusiness = (db: Db, seekerId: string, businessId: string): Db => {
  const seeker = db.accounts.find((a) => a.userId === seekerId);
  if (seeker?.companyId !== undefined && seeker.companyId !== businessId) throw new StateParamError("seeker", "params.seeker already belongs to another business");
  return { ...db, accounts: db.accounts.map((a) => (a.userId === seekerId ? { ...a, companyId: businessId, companyRole: "member" as const } : a)) };
};

/** After the state's own arrangement: the seeker joined the business (`seekerInBusiness`). */
const withSeekerInBusiness = (arranged: { db: Db; values: Record<string, string> }, ctx: StateContext): { db: Db; values: Record<string, string> } =>
  paramsOf(ctx.params).boolean("seekerInBusiness", false)
    ? { ...arranged, db: joinBusiness(arranged.db, arranged.values.seekerId ?? "", arranged.values.businessId ?? "") }
    : arranged;

/** The other week the states offer when a second offer of the job to the seeker is asked for: 9 and 10 Dec 2029. */
const OTHER_WEEK = { period: { start: "2029-12-08", end: "2029-12-12" }, workingDays: ["2029-12-09", "2029-12-10"], hours: { start: "08:00", end: "16:00" } };

const jobOf = (db: Db, jobId: string) => {
  const job = db.jobs.find((j) => j.jobId === jobId);
  if (job === undefined) throw new Error(`the arranged job ${jobId} is missing`);
  return job;
};

/** The parties, then an offer of the standard terms (or another daily wage) taken to `stage`. */
const arrangeStage = (db: Db, ctx: StateContext, stage: OfferStage, wage?: Pick<OfferTerms, "wage">): { db: Db; values: Record<string, string> } => {
  const parties = arrangeParties(db, ctx);
  const p = paramsOf(ctx.params);
  const choice = p.oneOf("method", ["virtualAccount", "ewallet"], "virtualAccount") === "ewallet" ? EWALLET_CHOICE : VA_CHOICE;
  const { values } = parties;
  const offer = arrangeOffer(parties.db, {
    job: jobOf(parties.db, values.jobId ?? ""),
    createdBy: values.providerUserId ?? "",
    terms: exampleTerms(values.jobId ?? "", values.seekerId ?? "", wage),
    choice,
    now: ctx.now,
    ...stage,
  });
  return { db: offer.db, values: { ...values, offerId: offer.offerId, paymentId: offer.paymentId } };
};

const offerState = (arranges: string, params: Readonly<Record<string, string>>, stage: (ctx: StateContext) => OfferStage): ProviderState => ({
  arranges: `${arranges} ${TERMS}`,
  params: { ...PARTIES, ...params },
  values: OFFER_VALUES,
  arrange: (db, ctx) => arrangeStage(db, ctx, stage(ctx)),
});

/** The offers and payments the contracts act on (issue 14). */
export const OFFERS_PROVIDER_STATES = {
  [PROVIDER_STATE.jobHasApplicant]: {
    arranges: `Both sides logged in; a new open part-time job of the provider's business (as \`a job exists\`) whose applicant is the seeker; no offer yet. ${TERMS.replace("The offer", "An offer that passes every check")}`,
    params: {
      ...PARTIES,
      seekerInBusiness: `${SEEKER_IN_BUSINESS}: an offer to her answers 403 OWN_BUSINESS_JOB`,
      seekerAge: "the seeker's age in years (default: the profile's; under 18 makes the offer 422 SEEKER_TOO_YOUNG)",
      jobStatus:
        "open | draft | closed | expired (default open; expired: still open, its expiry an hour ago): an offer of a draft or closed job answers 409 JOB_NOT_OPEN, of an expired one 409 JOB_EXPIRED",
    },
    values: PARTY_VALUES,
    arrange: (db, ctx) => {
      const jobStatus = paramsOf(ctx.params).oneOf("jobStatus", ["open", "draft", "closed", "expired"], "open");
      return withSeekerInBusiness(arrangeParties(db, ctx, jobStatus === "open" ? {} : jobStatus === "expired" ? { expiresInHours: -1 } : { status: jobStatus }), ctx);
    },
  },
  [PROVIDER_STATE.offerAwaitingPayment]: offerState(
    "An offer of the job to the seeker, its first payment pending (a BCA virtual account number, or a GoPay checkout URL; 3 hours or 30 minutes from now); the seeker does not see it yet.",
    { method: METHOD },
    () => ({ stage: "awaitingPayment" }),
  ),
  [PROVIDER_STATE.offerPaymentFailed]: {
    arranges: `An offer whose only payment failed with the cause asked for (\`expired\`: its window closed); the offer is \`paymentFailed\` and takes a new payment. With \`paidLate\` the money then arrived anyway and was credited to the provider's balance (refund due in 10 working days). With \`anotherOfferSent\` the provider then made another offer of the job to the seeker (9 and 10 Dec 2029, the same wage and place), paid and sent: paying the failed one again answers 409 OFFER_ALREADY_SENT. With \`seekerInBusiness\` the seeker then joined the provider's business: paying again answers 403 OWN_BUSINESS_JOB. ${TERMS}`,
    params: {
      ...PARTIES,
      method: METHOD,
      cause: "insufficientBalance | noEwallet | wrongPin | connection | paidByAnotherMethod | expired (default expired)",
      paidLate: "the money arrived after the failure (default false)",
      anotherOfferSent: "another offer of the job to the seeker was made and paid since (default false)",
      seekerInBusiness: `since the failure, ${SEEKER_IN_BUSINESS}`,
    },
    values: OFFER_VALUES,
    arrange: (db, ctx) => {
      const p = paramsOf(ctx.params);
      const cause = p.oneOf("cause", ["insufficientBalance", "noEwallet", "wrongPin", "connection", "paidByAnotherMethod", "expired"], "expired");
      const failed = arrangeStage(db, ctx, { stage: "paymentFailed", cause, paidLate: p.boolean("paidLate", false) });
      if (!p.boolean("anotherOfferSent", false)) return withSeekerInBusiness(failed, ctx);
      const { values } = failed;
      const other = arrangeOffer(failed.db, {
        job: jobOf(failed.db, values.jobId ?? ""),
        createdBy: values.providerUserId ?? "",
        terms: exampleTerms(values.jobId ?? "", values.seekerId ?? "", { schedule: OTHER_WEEK }),
        choice: VA_CHOICE,
        now: ctx.now,
        stage: "sent",
      });
      return withSeekerInBusiness({ db: other.db, values }, ctx);
    },
  },
  [PROVIDER_STATE.offerSent]: {
    arranges: `An offer paid just now and sent to the seeker, waiting for the answer for 24 hours; its escrow holds the whole payment. With \`headcountFilled\` the job has one place, which another seeker (Rina Wulandari 81200000005, or Agus Pratama 81200000004 when she is the seeker) took by accepting an offer of her own: the job is closed and accepting answers 409 JOB_HEADCOUNT_FILLED. ${TERMS}`,
    params: {
      ...PARTIES,
      method: METHOD,
      headcountFilled: "the job's places are all taken by another seeker (default false)",
      dailyWage: "the offer's daily wage in Rupiah (default 250000; at least the wage floor, 229196; below the job's 250000 the seeker is shown the posted salary)",
    },
    values: OFFER_VALUES,
    arrange: (db, ctx) => {
      const p = paramsOf(ctx.params);
      const wage = p.has("dailyWage") ? { wage: { kind: "daily" as const, dailyWage: rupiah(p.number("dailyWage")) } } : undefined;
      const sent = arrangeStage(db, ctx, { stage: "sent" }, wage);
      if (!paramsOf(ctx.params).boolean("headcountFilled", false)) return sent;
      const values = sent.values ?? {};
      const seekerPhone = paramsOf(ctx.params).phone("seeker", DEMO_ACCOUNTS.seeker.phone);
      const otherPhone = seekerPhone === DEMO_ACCOUNTS.rina.phone ? DEMO_ACCOUNTS.seekerSmsOnly.phone : DEMO_ACCOUNTS.rina.phone;
      const other = SEEKER_PROFILE_PROVIDER_STATES[PROVIDER_STATE.seekerExists].arrange(sent.db, { ...ctx, params: { phone: otherPhone } });
      const oneVacancy: Db = { ...other.db, jobs: other.db.jobs.map((j) => (j.jobId === values.jobId ? { ...j, vacancies: 1 } : j)) };
      const taken = arrangeOffer(oneVacancy, {
        job: jobOf(oneVacancy, values.jobId ?? ""),
        createdBy: values.providerUserId ?? "",
        terms: exampleTerms(values.jobId ?? "", other.values?.userId ?? ""),
        choice: VA_CHOICE,
        now: ctx.now,
        stage: "accepted",
      });
      return { db: taken.db, values };
    },
  },
  [PROVIDER_STATE.offerAnswered]: offerState(
    "A sent offer the seeker has answered: accepted (fees earned, the salary in escrow; one of the job's two places taken) or declined (the whole payment back on the provider's balance).",
    { answer: "accepted | declined (default accepted)" },
    (ctx) => ({ stage: paramsOf(ctx.params).oneOf("answer", ["accepted", "declined"], "accepted") }),
  ),
  [PROVIDER_STATE.offerExpired]: offerState(
    "A sent offer that expired just now without an answer; its whole payment is back on the provider's balance.",
    {},
    () => ({ stage: "expired" }),
  ),
  [PROVIDER_STATE.paymentSucceeded]: offerState(
    "An offer paid just now and sent: its payment has a Transaction ID (the receipt). With `paidTwice` the same bill was paid a second time and credited to the provider's balance (refund due in 10 working days).",
    { method: METHOD, paidTwice: "the payment was paid twice (default false)" },
    (ctx) => ({ stage: "sent", paidTwice: paramsOf(ctx.params).boolean("paidTwice", false) }),
  ),
  [PROVIDER_STATE.seekerHasClashingJob]: {
    arranges: `A sent offer of the standard terms (\`offerId\`), and a confirmed job of the seeker at the same time: another offer of the provider's, accepted (\`confirmedOfferId\`), 12:00-20:00 (overlap) or 17:30-21:00 (tooClose: less than 2 hours after) on the same days. Accepting the sent offer, or offering those days again, answers 409 SCHEDULE_CONFLICT. ${TERMS}`,
    params: { ...PARTIES, clash: "overlap | tooClose (default overlap)" },
    values: { ...OFFER_VALUES, confirmedOfferId: "the accepted offer that clashes" },
    arrange: (db, ctx) => {
      const sent = arrangeStage(db, ctx, { stage: "sent" });
      const values = sent.values ?? {};
      const clash = paramsOf(ctx.params).oneOf("clash", ["overlap", "tooClose"], "overlap");
      const other = JOBS_PROVIDER_STATES[PROVIDER_STATE.jobExists].arrange(sent.db, { ...ctx, params: { owner: paramsOf(ctx.params).phone("provider", DEMO_ACCOUNTS.providerAdmin.phone) } });
      const otherJobId = other.values?.jobId ?? "";
      const base = exampleTerms(otherJobId, values.seekerId ?? "");
      const confirmed = arrangeOffer(other.db, {
        job: jobOf(other.db, otherJobId),
        createdBy: values.providerUserId ?? "",
        terms: { ...base, schedule: { ...base.schedule, hours: clash === "overlap" ? { start: "12:00", end: "20:00" } : { start: "17:30", end: "21:00" } } },
        choice: VA_CHOICE,
        now: ctx.now,
        stage: "accepted",
      });
      return { db: confirmed.db, values: { ...values, confirmedOfferId: confirmed.offerId } };
    },
  },
  [PROVIDER_STATE.idempotencyKeyUsed]: {
    arranges:
      "The account of `phone` (set up before, e.g. by an offer state) has sent a money-moving POST with this `Idempotency-Key` that was accepted, and that request was another one than any the pacts send: the same key on any request of that account answers 422 IDEMPOTENCY_CONFLICT.",
    params: { phone: "phone of the account whose key it is (it must exist)", key: "the Idempotency-Key (1-255 characters)" },
    values: {},
    arrange: (db, ctx) => {
      const p = paramsOf(ctx.params);
      const account = accountByPhone(db, p.phone("phone"));
      if (account === undefined) throw new StateParamError("phone", "params.phone: no account with this phone (set up an offer state first)");
      const key = p.string("key");
      if (key.length > 255) throw new StateParamError("key", "params.key must be at most 255 characters");
      const record = { scope: `${account.userId}:${key}`, request: "POST /api/offers", fingerprint: `provider-state:${key}`, status: 201, response: {}, at: ctx.now as EpochMillis };
      return { db: { ...db, idempotency: [...db.idempotency.filter((r) => r.scope !== record.scope), record] } };
    },
  },
} satisfies AreaStates;
