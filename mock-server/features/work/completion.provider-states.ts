import { Result } from "effect";
import { HOUR_MS } from "../../../domain/shared/wib-time";
import type { PunchRequest } from "../../../domain/work/work-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import { paramsOf, type AreaStates } from "../back-office/back-office.public";
import { issueCertificate } from "./certificate.logic";
import { completeHire, rateHire } from "./completion.logic";
import { arrangeHire } from "./work.provider-states";
import { confirmDay, dayById, declineDay, hireById, punch, type WorkChanged } from "./work.logic";

const must = <A>(changed: WorkChanged<A>, what: string): Db => {
  if (Result.isFailure(changed)) throw new Error(`could not arrange ${what}: ${changed.failure.code} ${changed.failure.message}`);
  return changed.success.db;
};

const STAGES = ["ended", "completed", "ratedBySeeker", "ratedByProvider"] as const;

/** Completion and ratings (issue 22): a hire whose days are over, finished and rated as `stage` says. */
export const COMPLETION_PROVIDER_STATES = {
  [PROVIDER_STATE.hireEnded]: {
    arranges:
      "Both sides logged in; the seeker was hired for three working days that ended (4, 3 and 2 days ago, WIB, 8 hours each from this hour, Rp250.000 a day): day 1 clocked in and out at the place and confirmed (paid), day 2 clocked and declined ('Came two hours late'), day 3 never clocked (absent; its offline punches can no longer arrive). The hire is ready to finish; taken to `stage` through the API's own steps.",
    params: {
      provider: "phone of the provider who hires: the Admin of a verified business (made when there is none); default 81200000002 (Budi Santoso)",
      seeker: "phone of the seeker hired (complete profile, made when there is none); default 81200000001 (Siti Rahmawati)",
      stage:
        "ended | completed | ratedBySeeker | ratedByProvider (default ended): finished by the seeker now (Rp500.000 back to the provider's balance), then rated by the seeker (4 stars, paidOnTime) or by the provider (5 stars, punctual)",
    },
    values: {
      providerToken: "the provider's bearer token (a new session)",
      businessId: "the provider's business",
      seekerToken: "the seeker's bearer token (a new session)",
      seekerId: "the seeker's user id",
      hireId: "the hire's id (the accepted offer's)",
      orderId: "the order's id",
      certificateCode: "once completed: the code of the hire's work certificate (issued as if the seeker had opened it); empty before",
    },
    arrange: (db, ctx) => {
      const stage = paramsOf(ctx.params).oneOf("stage", STAGES, "ended");
      const hired = arrangeHire(db, ctx, -4);
      let next = hired.db;
      let certificateCode = "";
      const day = (id: string | undefined) => {
        const found = dayById(next, id);
        if (found === undefined) throw new Error("a working day is missing");
        return found;
      };
      const hire = hireById(next, hired.values.hireId);
      const place = next.jobs.find((j) => j.jobId === hire?.jobId)?.location.point ?? { lat: 0, lng: 0 };
      const worked = (dayId: string | undefined): void => {
        const { shift } = day(dayId);
        for (const [kind, at] of [["in", shift.start], ["out", shift.end - HOUR_MS]] as const) {
          const request: PunchRequest = { punchId: `state-${dayId}-${kind}` as PunchRequest["punchId"], kind, phoneTime: at, clockOffsetMs: 0, offline: false, location: { point: place, accuracyMeters: 15, source: "browser" } };
          next = must(punch(next, day(dayId), request, place, at), `the clock-${kind}`);
        }
      };
      worked(hired.values.day1Id);
      next = must(confirmDay(next, day(hired.values.day1Id), day(hired.values.day1Id).shift.end), "the confirmation");
      worked(hired.values.day2Id);
      next = must(declineDay(next, day(hired.values.day2Id), "Came two hours late", day(hired.values.day2Id).shift.end), "the decline");
      if (stage !== "ended") {
        const current = hireById(next, hired.values.hireId);
        if (current === undefined) throw new Error("the hire is missing");
        next = must(completeHire(next, current, ctx.now), "the completion");
        const done = hireById(next, hired.values.hireId) ?? current;
        if (stage === "ratedBySeeker") next = must(rateHire(next, done, "seeker", { stars: 4, tags: ["paidOnTime"], comment: null }, ctx.now), "the seeker's rating");
        if (stage === "ratedByProvider") next = must(rateHire(next, done, "provider", { stars: 5, tags: ["punctual"], comment: null }, ctx.now), "the provider's rating");
        const certified = issueCertificate(next, done, ctx.now);
        next = certified.db;
        certificateCode = certified.hire.certificate.code;
      }
      const v = hired.values;
      return {
        db: next,
        values: { providerToken: v.providerToken ?? "", businessId: v.businessId ?? "", seekerToken: v.seekerToken ?? "", seekerId: v.seekerId ?? "", hireId: v.hireId ?? "", orderId: v.orderId ?? "", certificateCode },
      };
    },
  },
} satisfies AreaStates;
