import { Result } from "effect";
import type { CancellationRequest } from "../../../domain/attendance/cancellation.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { paramsOf, type AreaStates } from "../back-office/back-office.public";
import { processRequest, rejectRequest, requestCancellation } from "./cancellation.logic";
import { createOrderRequestLinks } from "./order-request-links";
import { WORK_PROVIDER_STATES } from "./work.provider-states";
import type { WorkChanged } from "./work.logic";

const must = <A>(changed: WorkChanged<A>, what: string): { db: Db; value: A } => {
  if (Result.isFailure(changed)) throw new Error(`could not arrange ${what}: ${changed.failure.code} ${changed.failure.message}`);
  return changed.success;
};

const STATUSES = ["requested", "cancelled", "rejected"] as const;
const SCOPES = ["job", "seeker"] as const;
/** The mock's own link maker: its secret is fixed, so the link handed back opens on the running mock. */
const LINKS = createOrderRequestLinks();

/** Cancellation through the help center (issue 22): a request made through the API's own steps, then decided by support as `status` says. */
export const CANCELLATION_PROVIDER_STATES = {
  [PROVIDER_STATE.cancellationRequested]: {
    arranges:
      "Both sides logged in; the seeker hired for three working days (Rp250.000 a day, salary Rp750.000). `started` true (the default): the order started today, day 1 clocked in and out now and confirmed (Rp250.000 already released), so the split is pay Rp250.000, refund Rp500.000; false: it starts tomorrow, nothing clocked, pay Rp0, refund Rp750.000. The provider then asked support to cancel (`scope`; reason 'others', 'The shop is closed for renovation', no proof, mobile 81200000002), and support decided it as `status` says. The hire takes no clock-in while requested.",
    params: {
      provider: "phone of the provider who hires: the Admin of a verified business (made when there is none); default 81200000002 (Budi Santoso)",
      seeker: "phone of the seeker hired (complete profile, made when there is none); default 81200000001 (Siti Rahmawati)",
      member: "phone of an accepted Member of the provider's business who neither created nor was given the job (made when there is none); default none",
      started: "true (default): the order started today with day 1 confirmed; false: it starts tomorrow",
      scope: "job | seeker (default seeker): the whole job or the seeker's hire",
      status: "requested | cancelled | rejected (default requested): waiting for support; processed (the refund back on the provider's balance, the hire cancelled); or rejected with the note 'Please talk to the seeker first'",
    },
    values: {
      providerToken: "the provider's bearer token (a new session)",
      businessId: "the provider's business",
      seekerToken: "the seeker's bearer token (a new session)",
      seekerId: "the seeker's user id",
      hireId: "the hire's id (the accepted offer's)",
      orderId: "the order's id",
      day1Id: "the first working day's id",
      day2Id: "the second working day's id",
      requestId: "the cancellation request's id",
      linkExpires: "expiresAt of a signed link to the request's public summary (epoch milliseconds, 72 hours from now)",
      linkSignature: "that link's signature",
      memberToken: "with `member`: the Member's bearer token (a new session); otherwise empty",
    },
    arrange: (db, ctx) => {
      const p = paramsOf(ctx.params);
      const started = p.boolean("started", true);
      const scope = p.oneOf("scope", SCOPES, "seeker");
      const status = p.oneOf("status", STATUSES, "requested");
      const hiredState = started ? WORK_PROVIDER_STATES[PROVIDER_STATE.hiredStartedToday] : WORK_PROVIDER_STATES[PROVIDER_STATE.hiredStartingTomorrow];
      const hiredParams = Object.fromEntries(Object.entries(ctx.params).filter(([k]) => ["provider", "seeker", "member"].includes(k)));
      const hired = hiredState.arrange(db, { ...ctx, params: started ? { ...hiredParams, day1: "confirmed" } : hiredParams });
      const v: Record<string, string> = hired.values ?? {};
      const provider = hired.db.sessions.find((s) => s.token === v.providerToken);
      const account = hired.db.accounts.find((a) => a.userId === provider?.userId);
      if (v.orderId === undefined || provider === undefined || account === undefined) throw new Error("the provider's session is missing");
      const body = {
        orderId: v.orderId,
        hireId: scope === "job" ? null : v.hireId,
        reason: "others",
        otherReason: "The shop is closed for renovation",
        proofMedia: [],
        mobile: "81200000002",
      } as unknown as CancellationRequest;
      const asked = must(requestCancellation(hired.db, { token: provider.token, account }, body, () => undefined, ctx.now), "the cancellation request");
      let next = asked.db;
      if (status === "cancelled") next = must(processRequest(next, asked.value, ctx.now), "the processing").db;
      if (status === "rejected") next = must(rejectRequest(next, asked.value, "Please talk to the seeker first", ctx.now), "the rejection").db;
      const link = LINKS.linkFor(asked.value.requestId, ctx.now);
      return {
        db: next,
        values: {
          providerToken: v.providerToken ?? "",
          businessId: v.businessId ?? "",
          seekerToken: v.seekerToken ?? "",
          seekerId: v.seekerId ?? "",
          hireId: v.hireId ?? "",
          orderId: v.orderId ?? "",
          day1Id: v.day1Id ?? "",
          day2Id: v.day2Id ?? "",
          requestId: asked.value.requestId,
          linkExpires: String(link.expiresAt),
          linkSignature: link.signature,
          memberToken: v.memberToken ?? "",
        },
      };
    },
  },
} satisfies AreaStates;
