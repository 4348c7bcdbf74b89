import { Result } from "effect";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { checkOfferInput, previewPrice, wageFloorOf, type OfferField } from "../../../application/offers/offer-input";
import { PROVIDER_OFFERS } from "../../../application/offers/offers.tokens";
import { ApiRejected } from "../../../application/ports/api-error";
import { CLOCK } from "../../../application/ports/clock.port";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import { APPLICATIONS_API } from "../../../application/ports/applying-api.port";
import type { ProviderJob } from "../../../domain/job/job-api.schema";
import { OFFER_PLACE_MAX_CHARACTERS } from "../../../domain/offer/offer-api.schema";
import { formatRupiah } from "../../../domain/format/number.format";
import { useService } from "../../app/container-context";
import { TopBar } from "../../shared/top-bar";
import { Button } from "../../design-system/button";
import { MoneyField } from "../../design-system/money-field";
import { TextField } from "../../design-system/text-field";
import { TextareaField } from "../../design-system/textarea-field";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { isDefinitiveRefusal, newActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { LoadState } from "../../shared/page-state";
import { PaymentChoiceField, usePaymentPin } from "../../shared/payment-choice-field";
import { useServerData } from "../../shared/server-state/use-server-data";
import { clearDraft, readDraft, writeDraft } from "../../shared/session-draft";
import { useSubmit } from "../../shared/use-submit";
import { daysOfPeriod, initialOfferDraft, isOfferDraft, offerDraftName, offerInputOf, workingDaysAfter, type OfferDraft } from "./offer-draft";
import { PriceRows, PriceTitle } from "./offer-parts";
import { WorkingDaysField } from "./working-days-field";
import "./offers.css";

const notFound = (code: string) => Result.fail(new ApiRejected({ status: 404, code, details: {} }));

/**
 * /provider/offer?jobId=&seekerId=: the paid offer to one seeker for one job. Dates, working days,
 * wage, hours and place, checked live with the domain's rules; the total to pay with each fee
 * named; the payment method; then the offer and its payment in one request and on to its payment page.
 */
export default function OfferFormPage(_props: PageProps) {
  const { t } = useTranslation(["offers", "payments", "errors", "common"]);
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  const seekerId = params.get("seekerId") ?? "";
  const jobs = useService(JOBS_API);
  const applications = useService(APPLICATIONS_API);
  const { state, reload } = useServerData(["offer-form", jobId, seekerId], async () => {
    if (jobId === "") return notFound("JOB_NOT_FOUND");
    if (seekerId === "") return notFound("SEEKER_NOT_FOUND");
    const [list, applicants] = await Promise.all([jobs.myJobs(), applications.applicants(jobId)]);
    if (Result.isFailure(list)) return Result.fail(list.failure);
    const job = list.success.items.find((j) => j.jobId === jobId);
    if (job === undefined) return notFound("JOB_NOT_FOUND");
    // The name as the applicant list has it; a seeker found elsewhere (talent pool, chat) may not be there.
    const seekerName = Result.isSuccess(applicants) ? (applicants.success.items.find((a) => a.application.seekerUserId === seekerId)?.fullName ?? null) : null;
    return Result.succeed({ job, seekerName });
  });
  return (
    <main className="page stack">
      <TopBar title={t("form.title")} up={jobId === "" ? undefined : href.jobApplicants({ jobId })} />
      {state.status === "ready" ? <OfferForm job={state.value.job} seekerId={seekerId} seekerName={state.value.seekerName} /> : <LoadState state={state} reload={reload} />}
    </main>
  );
}

const FIELD_IDS: Readonly<Record<Exclude<OfferField, "form">, string>> = {
  period: "offer-end",
  workingDays: "offer-working-days",
  hours: "offer-hours-start",
  wage: "offer-wage",
  place: "offer-place",
};

function OfferForm({ job, seekerId, seekerName }: { readonly job: ProviderJob; readonly seekerId: string; readonly seekerName: string | null }) {
  const { t } = useTranslation(["offers", "payments", "errors", "common"]);
  const positionLabel = usePositionLabel();
  const offers = useService(PROVIDER_OFFERS);
  const clock = useService(CLOCK);
  const navigate = useNavigate();
  const id = useId();
  const name = offerDraftName(job.jobId, seekerId);
  const [draft, setDraft] = useState<OfferDraft>(() => readDraft(name, isOfferDraft) ?? initialOfferDraft(job, clock.now()));
  // Kept as it changes, the idempotency key with it (written at once, so a reload before any edit keeps it too).
  useEffect(() => writeDraft(name, draft), [name, draft]);
  const [touched, setTouched] = useState<ReadonlySet<OfferField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const { formError, pending, send } = useSubmit();
  // Never in the draft: the PIN lives in this form alone and goes only inside the request.
  const pin = usePaymentPin(draft.choice);

  const touch = (field: OfferField) => setTouched((s) => (s.has(field) ? s : new Set([...s, field])));
  const update = (patch: Partial<OfferDraft>, ...fields: OfferField[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    for (const field of fields) touch(field);
  };
  const setPeriod = (start: string, end: string) => update({ periodStart: start, periodEnd: end, workingDays: workingDaysAfter(draft, start, end) }, "period");

  const input = offerInputOf(draft, job, seekerId);
  const checked = checkOfferInput(input, clock.now());
  const problems = Result.isFailure(checked) ? checked.failure.fields : {};
  const errorOf = (field: OfferField): string | null => {
    const text = problems[field];
    return text === undefined || !(submitted || touched.has(field)) ? null : t(text.key, { ns: text.ns, ...text.values });
  };
  const price = previewPrice(input);
  const days = daysOfPeriod(draft.periodStart, draft.periodEnd);
  // The wage floor of these hours, told as the form is filled in (issue 19); per working day, or for all of them with a total wage.
  const floor = wageFloorOf(input);
  const floorHint =
    floor === null
      ? undefined
      : draft.wageKind === "total" && floor.total > 0
        ? t("form.wageFloorTotal", { amount: formatRupiah(floor.total), count: draft.workingDays.length, year: floor.year })
        : t("form.wageFloor", { amount: formatRupiah(floor.perDay), year: floor.year });

  const submit = async () => {
    setSubmitted(true);
    if (Result.isFailure(checked)) {
      const first = (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).find((f) => checked.failure.fields[f] !== undefined);
      if (first !== undefined) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    pin.clearError();
    const offer = await send(
      // A new offer, and its payment when it is paid from the balance.
      ["offers", "business-balance", "wallet-balance"],
      () => offers.send(input, draft.idempotencyKey, pin.toSend),
      (failure, text) => {
        if (failure._tag === "OfferInputInvalid") return failure.fields.form === undefined;
        // Refused for good: the next press is a new action. No answer or a 5xx keeps the key for the retry.
        if (isDefinitiveRefusal(failure)) update({ idempotencyKey: newActionKey() });
        return pin.refused(failure, text);
      },
    );
    pin.forget();
    if (offer === null) return;
    clearDraft(name);
    const payment = offer.payments.at(-1);
    navigate(payment === undefined ? href.providerOffer({ offerId: offer.offerId }) : href.paymentPage({ paymentId: payment.paymentId }), { replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-describedby={`${id}-to`}>
      <p id={`${id}-to`} className="muted">
        {seekerName === null ? positionLabel(job.position) : t("form.to", { position: positionLabel(job.position), name: seekerName })}
      </p>
      <fieldset className="stack">
        <legend>{t("form.period")}</legend>
        <p className="muted">{job.jobType === "partTime" ? t("form.partTimeRule") : t("form.fullTimeRule")}</p>
        <div className="ds-grid-2">
          <TextField id="offer-start" type="date" label={t("form.start")} value={draft.periodStart} onChange={(e) => setPeriod(e.target.value, draft.periodEnd < e.target.value ? e.target.value : draft.periodEnd)} />
          <TextField id="offer-end" type="date" label={t("form.end")} value={draft.periodEnd} min={draft.periodStart} onChange={(e) => setPeriod(draft.periodStart, e.target.value)} error={errorOf("period")} />
        </div>
      </fieldset>
      <WorkingDaysField days={days} selected={draft.workingDays} onChange={(workingDays) => update({ workingDays }, "workingDays")} error={errorOf("workingDays")} />
      <fieldset className="stack" aria-describedby={`${id}-hours-hint`}>
        <legend>{t("form.hours")}</legend>
        <div className="ds-grid-2">
          <TextField id="offer-hours-start" type="time" label={t("form.hoursStart")} value={draft.hoursStart} onChange={(e) => update({ hoursStart: e.target.value }, "hours")} />
          <TextField id="offer-hours-end" type="time" label={t("form.hoursEnd")} value={draft.hoursEnd} onChange={(e) => update({ hoursEnd: e.target.value }, "hours")} error={errorOf("hours")} />
        </div>
        <span className="ds-field__hint" id={`${id}-hours-hint`}>
          {t("form.hoursHint")}
        </span>
      </fieldset>
      <fieldset className="stack">
        <legend>{t("form.wage")}</legend>
        <div className="row">
          {(["daily", "total"] as const).map((kind) => (
            <label key={kind} className="ds-choice">
              {/* Choosing the kind is not typing an amount: the field's error waits until it is left (issue 19). */}
              <input type="radio" name={`${id}-wage-kind`} value={kind} checked={draft.wageKind === kind} onChange={() => update({ wageKind: kind })} />
              {t(`form.wageKind.${kind}`)}
            </label>
          ))}
        </div>
        <MoneyField
          id="offer-wage"
          label={t(draft.wageKind === "daily" ? "form.dailyWage" : "form.totalWage")}
          value={draft.wage}
          onChange={(wage) => update({ wage })}
          onBlur={() => touch("wage")}
          {...(floorHint === undefined ? {} : { hint: floorHint })}
          error={errorOf("wage")}
        />
      </fieldset>
      <TextareaField id="offer-place" rows={2} label={t("form.place")} value={draft.place} max={OFFER_PLACE_MAX_CHARACTERS} maxLength={OFFER_PLACE_MAX_CHARACTERS} autoComplete="street-address" onChange={(e) => update({ place: e.target.value.replace(/\n/g, " ") }, "place")} error={errorOf("place")} />
      <section className="ds-card" aria-labelledby={`${id}-total`}>
        <h2 id={`${id}-total`} className="ds-card__title">
          <PriceTitle status="paymentPending" />
        </h2>
        <div aria-live="polite">{price === null ? <p className="muted">{t("price.incomplete")}</p> : <PriceRows price={price} {...(seekerName === null ? {} : { seekerName })} />}</div>
        <p className="muted">{t("price.salaryInFull")}</p>
      </section>
      <PaymentChoiceField value={draft.choice} onChange={(choice) => update({ choice })} pin={pin.field} />
      <FailureAlert text={formError} onRetry={() => void submit()} />
      <Button type="submit" block pending={pending} pendingLabel={t("form.paying")}>
        {price === null ? t("form.pay") : t("form.payAmount", { amount: formatRupiah(price.total) })}
      </Button>
      <p className="muted">{t("form.sentWhenPaid")}</p>
    </form>
  );
}
