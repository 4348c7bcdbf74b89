import { Result } from "effect";
import { useCallback, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import { APPLICATIONS_API } from "../../../application/ports/applying-api.port";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import { PROVIDER_JOBS } from "../../../application/provider-jobs/provider-jobs.tokens";
import { jobDraftErrorField } from "../../../domain/job/job-draft.rules";
import { JOB_DESCRIPTION_MAX_CHARACTERS, JOB_POSITION_MAX_CHARACTERS } from "../../../domain/job/job.schema";
import { checkCanPost } from "../../../domain/job/posting.rules";
import { BUSINESS_PHOTOS_MAX } from "../../../domain/policy/business-constants";
import { JABODETABEK_CITIES } from "../../../domain/shared/place.schema";
import { useService } from "../../app/container-context";
import { ActionBar } from "../../design-system/action-bar";
import { Button } from "../../design-system/button";
import { MoneyField } from "../../design-system/money-field";
import { PhotoUpload } from "../../design-system/photo-upload";
import { SelectField } from "../../design-system/select-field";
import { SwitchField } from "../../design-system/switch-field";
import { TextField } from "../../design-system/text-field";
import { TextareaField } from "../../design-system/textarea-field";
import { BusinessPage } from "../../shared/business-page";
import { CategoryField, usePositions } from "../../shared/reference-data";
import { positionOf, usePositionLabel } from "../../shared/format/reference-labels";
import { FailureAlert } from "../../shared/failure-alert";
import { useFormat } from "../../shared/format/use-format";
import { useSubmit } from "../../shared/use-submit";
import { useServerData } from "../../shared/server-state/use-server-data";
import { usePhotoPick } from "../../shared/use-photo-pick";
import { CLOSING_TIME, draftFromForm, emptyJobForm, formFromJob, missingFields, type JobForm } from "./job-draft-form";
import { href } from "../../routes/href";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";
import { questionsFromForm, questionsToForm, ScreeningQuestionsField, type QuestionForm } from "./screening-questions-field";

type ErrorField = "position" | "description" | "vacancies" | "district" | "address" | "workHours" | "dayOff" | "start" | "closingDate" | "salary" | "period" | "expiresAt" | "ageLimit";

/** Loads the business (posting rules) and, when editing, the job; then shows the form. */
export function JobPostingScreen({ variant }: { readonly variant: "new" | "old" }) {
  const { t } = useTranslation(["posting", "provider", "errors", "common"]);
  const positionLabel = usePositionLabel();
  const business = useService(BUSINESS_API);
  const jobs = useService(JOBS_API);
  const applications = useService(APPLICATIONS_API);
  const [params] = useSearchParams();
  const jobId = params.get("jobId");
  const { state, reload } = useServerData(["job-posting", jobId], async () => {
    const mine = await business.myBusiness();
    if (Result.isFailure(mine)) return Result.fail(mine.failure);
    if (jobId === null) return Result.succeed({ mine: mine.success, job: null, questions: [] });
    const [list, screening] = await Promise.all([jobs.myJobs(), applications.screeningQuestions(jobId)]);
    if (Result.isFailure(list)) return Result.fail(list.failure);
    const job = list.success.items.find((j) => j.jobId === jobId) ?? null;
    // The job's questions are read apart from the job (docs/api.md "Screening questions"); a job not found says so below.
    if (job !== null && Result.isFailure(screening)) return Result.fail(screening.failure);
    return Result.succeed({ mine: mine.success, job, questions: Result.isSuccess(screening) ? screening.success.questions : [] });
  });

  const title = jobId === null ? t("posting.title") : t("posting.editTitle");
  return (
    <BusinessPage title={title} variant={variant} state={state} reload={reload}>
      {({ mine, job, questions }) => {
        if (jobId !== null && (job === null || !job.editable))
          return (
            <>
              <div className="ds-alert ds-alert--error" role="alert">
                {job === null ? t("errors:error.job.notFound") : t("errors:error.job.notEditable")}
              </div>
              <Link to={href.providerHome()}>{t("provider:home.backToJobs")}</Link>
            </>
          );
        const actor = {
          userId: "me",
          activeRole: "provider" as const,
          membership: { businessId: mine.business.businessId, role: mine.myRole, status: mine.myStatus },
        };
        const postBlock = checkCanPost({ actor, businessVerified: mine.verification.status === "approved" });
        const draftBlock = checkCanPost({ actor, businessVerified: true });
        return (
          <JobPostingForm
            initial={job === null ? emptyJobForm(mine.business.location) : formFromJob(job, positionLabel)}
            initialQuestions={questionsToForm(questions)}
            jobPosition={job?.position ?? null}
            jobId={jobId}
            postBlocked={Result.isFailure(postBlock) ? postBlock.failure : null}
            draftAllowed={Result.isSuccess(draftBlock)}
          />
        );
      }}
    </BusinessPage>
  );
}

interface FormProps {
  readonly initial: JobForm;
  readonly initialQuestions: readonly QuestionForm[];
  /** The position of the job being edited, as the platform stores it. */
  readonly jobPosition: string | null;
  readonly jobId: string | null;
  readonly postBlocked: { readonly reason: string; readonly i18nKey: string } | null;
  readonly draftAllowed: boolean;
}

function JobPostingForm({ initial, initialQuestions, jobPosition, jobId, postBlocked, draftAllowed }: FormProps) {
  const { t } = useTranslation(["posting", "provider", "errors", "common"]);
  const format = useFormat();
  const positionLabel = usePositionLabel();
  const allPositions = usePositions();
  const jobs = useService(PROVIDER_JOBS);
  const navigate = useNavigate();
  const photoPick = usePhotoPick();
  const id = useId();
  const [form, setForm] = useState<JobForm>(initial);
  const [questions, setQuestions] = useState(initialQuestions);
  const [questionErrors, setQuestionErrors] = useState<readonly (TextKey | null)[]>([]);
  // Keys, not words: a switch of language redraws them.
  const [errors, setErrors] = useState<Partial<Record<ErrorField, TextKey>>>({});
  const { formError, pending, send } = useSubmit();
  // Which button sent: its label shows pending.
  const [sentAs, setSentAs] = useState<"draft" | "post">("post");
  const set = <K extends keyof JobForm>(key: K) => (value: JobForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setCategory = useCallback((category: string) => setForm((f) => ({ ...f, category })), []);
  const err = (field: ErrorField) => fieldErrorOf(errors[field]);
  // Positions by the labels seekers see (issue 19): the industry's as suggestions; any the platform knows when saving.
  const suggestions = usePositions(form.category);
  const platformPosition = (text: string) => positionOf(text, jobPosition === null ? allPositions : [jobPosition, ...allPositions], positionLabel);

  const submit = async (post: boolean) => {
    const found: Partial<Record<ErrorField, TextKey>> = {};
    for (const field of missingFields(form)) found[field] = { key: "form.required", ns: "provider" };
    const screening = questionsFromForm(questions);
    setQuestionErrors(Result.isFailure(screening) ? screening.failure : []);
    if (Object.keys(found).length > 0 || Result.isFailure(screening)) return setErrors(found);
    setErrors({});
    setSentAs(post ? "post" : "draft");
    const saved = await send(
      ["provider-jobs"],
      () => jobs.save(draftFromForm(form, platformPosition), { ...(jobId === null ? {} : { jobId }), post, screeningQuestions: screening.success }),
      (failure) => {
        if (failure._tag !== "JobDraftErrors") return false;
        // The domain's rules name the field each refusal belongs under.
        const ruleErrors: Partial<Record<ErrorField, TextKey>> = {};
        for (const e of failure.errors) ruleErrors[jobDraftErrorField(e)] = { key: e.i18nKey, ns: "errors" };
        setErrors(ruleErrors);
        return true;
      },
    );
    if (saved !== null) navigate(href.jobPosted({ jobId: saved.jobId, status: saved.status }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(true);
  };

  const option = (prefix: string) => (v: string) => ({ value: v, label: t(`${prefix}.${v}`) });
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {postBlocked !== null && (
        <div className="ds-alert ds-alert--info stack" role="status">
          <span>{t(postBlocked.i18nKey, { ns: "errors" })}</span>
          {postBlocked.reason === "businessNotVerified" && <Link to={href.verifyCompany()}>{t("posting.goVerify")}</Link>}
          {postBlocked.reason === "memberPending" && <span>{t("posting.waitForAdmin")}</span>}
        </div>
      )}
      <TextField id={`${id}-position`} label={t("posting.position")} value={form.position} maxLength={JOB_POSITION_MAX_CHARACTERS} hint={t("provider:form.maxChars", { max: JOB_POSITION_MAX_CHARACTERS })} list={`${id}-positions`} autoComplete="off" onChange={(e) => set("position")(e.target.value)} error={err("position")} />
      <datalist id={`${id}-positions`}>
        {suggestions.map((p) => (
          <option key={p} value={positionLabel(p)} />
        ))}
      </datalist>
      <Link to={href.nameTips()}>{t("posting.nameTips")}</Link>
      <CategoryField id={`${id}-category`} label={t("posting.category")} value={form.category} onChange={setCategory} />
      <SelectField id={`${id}-type`} label={t("posting.jobType")} value={form.jobType} onChange={(v) => set("jobType")(v as JobForm["jobType"])} options={["partTime", "fullTime"].map(option("jobType"))} />
      <TextareaField id={`${id}-description`} label={t("posting.description")} value={form.description} max={JOB_DESCRIPTION_MAX_CHARACTERS} maxLength={JOB_DESCRIPTION_MAX_CHARACTERS} onChange={(e) => set("description")(e.target.value)} error={err("description")} />
      <fieldset className="stack">
        <legend>{t("posting.salary")}</legend>
        <SwitchField id={`${id}-confidential`} label={t("posting.confidential")} hint={t("posting.confidentialHint")} checked={form.confidential} onChange={set("confidential")} />
        <div className="ds-grid-2">
          <MoneyField id={`${id}-min`} label={t("posting.salaryMin")} value={form.salaryMin} onChange={set("salaryMin")} />
          <MoneyField id={`${id}-max`} label={t("posting.salaryMax")} value={form.salaryMax} onChange={set("salaryMax")} error={err("salary")} />
        </div>
        <SelectField id={`${id}-unit`} label={t("posting.unit")} value={form.unit} onChange={(v) => set("unit")(v as JobForm["unit"])} options={["hour", "day", "week", "month", "project"].map(option("unit"))} />
      </fieldset>
      <TextField id={`${id}-vacancies`} type="number" inputMode="numeric" min={1} max={999} label={t("posting.vacancies")} value={form.vacancies} onChange={(e) => set("vacancies")(e.target.value)} error={err("vacancies")} />
      <fieldset className="stack">
        <legend>{t("posting.location")}</legend>
        <SelectField id={`${id}-city`} label={t("provider:place.city")} value={form.city} onChange={(v) => setForm((f) => ({ ...f, city: v as JobForm["city"], point: null }))} options={JABODETABEK_CITIES.map((c) => ({ value: c, label: c }))} />
        <TextField id={`${id}-district`} label={t("provider:place.district")} value={form.district} maxLength={60} onChange={(e) => setForm((f) => ({ ...f, district: e.target.value, point: null }))} error={err("district")} />
        <TextField id={`${id}-address`} label={t("provider:place.address")} value={form.address} maxLength={200} onChange={(e) => set("address")(e.target.value)} error={err("address")} />
        <SwitchField id={`${id}-wfh`} label={t("posting.workFromHome")} checked={form.workFromHome} onChange={set("workFromHome")} />
      </fieldset>
      <div className="ds-grid-2">
        <TextField id={`${id}-hours`} label={t("posting.workHours")} placeholder={`${format.time("08:00")}-${format.time("17:00")}`} value={form.workHours} maxLength={60} onChange={(e) => set("workHours")(e.target.value)} error={err("workHours")} />
        <TextField id={`${id}-dayoff`} label={t("posting.dayOff")} value={form.dayOff} maxLength={60} onChange={(e) => set("dayOff")(e.target.value)} error={err("dayOff")} />
      </div>
      <fieldset className="stack">
        <legend>{t("posting.period")}</legend>
        <p className="muted">{form.jobType === "partTime" ? t("posting.partTimeRule") : t("posting.fullTimeRule")}</p>
        <div className="ds-grid-2">
          <TextField id={`${id}-start`} type="date" label={t("posting.start")} value={form.start} onChange={(e) => set("start")(e.target.value)} error={err("start")} />
          <TextField id={`${id}-end`} type="date" label={t("posting.end")} value={form.end} onChange={(e) => set("end")(e.target.value)} error={err("period")} />
        </div>
      </fieldset>
      <SelectField id={`${id}-pay`} label={t("posting.paymentSchedule")} value={form.paymentSchedule} onChange={(v) => set("paymentSchedule")(v as JobForm["paymentSchedule"])} options={["daily", "weekly", "monthly", "afterCompletion"].map(option("payment"))} />
      <fieldset className="stack">
        <legend>{t("posting.requirements")}</legend>
        <SwitchField id={`${id}-allages`} label={t("posting.allAges")} checked={form.allAges} onChange={set("allAges")} />
        {!form.allAges && (
          <div className="ds-grid-2">
            <TextField id={`${id}-agemin`} type="number" inputMode="numeric" label={t("posting.ageMin")} value={form.ageMin} onChange={(e) => set("ageMin")(e.target.value)} />
            <TextField id={`${id}-agemax`} type="number" inputMode="numeric" label={t("posting.ageMax")} value={form.ageMax} onChange={(e) => set("ageMax")(e.target.value)} error={err("ageLimit")} />
          </div>
        )}
        <SelectField id={`${id}-gender`} label={t("posting.gender")} value={form.genderLimit} onChange={(v) => set("genderLimit")(v as JobForm["genderLimit"])} options={["all", "male", "female"].map(option("gender"))} />
      </fieldset>
      <TextField id={`${id}-closing`} type="date" label={t("posting.closingDate")} hint={t("posting.closingHint", { time: format.time(CLOSING_TIME) })} value={form.closingDate} onChange={(e) => set("closingDate")(e.target.value)} error={err("closingDate") ?? err("expiresAt")} />
      <SwitchField id={`${id}-priority`} label={t("posting.priority")} hint={t("posting.priorityHint")} checked={form.priority} onChange={set("priority")} />
      <ScreeningQuestionsField value={questions} onChange={setQuestions} errors={questionErrors} />
      <PhotoUpload id={`${id}-photos`} label={t("posting.photos")} photos={form.photos} max={BUSINESS_PHOTOS_MAX} pick={photoPick.pick} onChange={set("photos")} texts={photoPick.texts} />
      <FailureAlert text={formError} />
      {/* The draft is the second way out: in the form, the sticky bar keeps the one primary action
          (two labels side by side would each wrap at 360 px). */}
      <Button variant="secondary" block disabled={!draftAllowed} pending={pending && sentAs === "draft"} pendingLabel={t("provider:form.saving")} onClick={() => void submit(false)}>
        {t("posting.saveDraft")}
      </Button>
      <ActionBar>
        <Button type="submit" disabled={postBlocked !== null} pending={pending && sentAs === "post"} pendingLabel={t("provider:form.saving")}>
          {jobId === null ? t("posting.post") : t("posting.saveAndPost")}
        </Button>
      </ActionBar>
    </form>
  );
}
