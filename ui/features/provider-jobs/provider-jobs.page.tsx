import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import { NATIVE_BRIDGE } from "../../../application/ports/native-bridge.port";
import type { ProviderJob } from "../../../domain/job/job-api.schema";
import { jobListTab } from "../../../domain/job/job-list.rules";
import { useService } from "../../app/container-context";
import { useSession } from "../../app/session-context";
import { onFirstInput } from "../../app/first-input";
import { StatePanel } from "../../design-system/state-panel";
import { NO_POSTED_JOBS } from "../../design-system/drawings/no-posted-jobs";
import { lazyComponent } from "../../design-system/lazy-component";
import { Tabs } from "../../design-system/tabs";
import { useToast } from "../../design-system/toast";
import { FailureAlert } from "../../shared/failure-alert";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useSubmit } from "../../shared/use-submit";
import { isNoBusiness } from "../../shared/no-business";
import { LoadState } from "../../shared/page-state";
import type * as ShareJobModule from "./share-job";
import { HomeShell } from "../../shared/home-shell";
import { PROVIDER_TABS } from "../../shared/provider-tabs";
import { ProviderJobCard, type JobCardAction } from "./provider-job-card";
import { loadProviderHome, PROVIDER_HOME_KEY } from "./provider-home.data";
import "../../design-system/form-controls.css";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { RoutePart } from "../../app/route-part";
import type { PageProps } from "../../routes/route-def";

const DONE_TOAST = { close: "job.closedToast", post: "job.postedToast", delete: "job.deletedToast" } as const;

// The dialogs (the modal, the priority alerts) load when one is first opened: the home's first
// paint does not need them (issue 12: 1.2 KB gzip of the provider home).
const Dialog = lazyComponent(() => import("../../design-system/dialog"), (m) => m.Dialog);
const PriorityDialog = lazyComponent(() => import("./provider-priority-dialog"), (m) => m.PriorityDialog);

// Share's code loads on the page's first touch or key (a tap on Share starts it on its pointerdown),
// so the tap finds it here and opens the share sheet in the same task, as Web Share needs; only
// when it is not in yet does the tap wait for it.
let shareModule: typeof ShareJobModule | undefined;
const loadShare = async (): Promise<typeof ShareJobModule> => (shareModule ??= await import("./share-job"));

/** Provider home: the business's jobs by status (drafts under closed), with their applicants, offers and expiry. */
export default function ProviderJobsScreen({ route }: PageProps) {
  const session = useSession();
  const { t } = useTranslation(["provider", "common"]);
  const positionLabel = usePositionLabel();
  const business = useService(BUSINESS_API);
  const jobs = useService(JOBS_API);
  const toast = useToast();
  const bridge = useService(NATIVE_BRIDGE);
  useEffect(
    () =>
      onFirstInput(window, () => {
        void loadShare().catch(() => undefined);
      }),
    [],
  );
  const { state, reload } = useServerData(PROVIDER_HOME_KEY, loadProviderHome(business, jobs));
  const [deleting, setDeleting] = useState<ProviderJob | null>(null);
  const [priorityJob, setPriorityJob] = useState<ProviderJob | null>(null);
  // A job action is a write like a form's: it names what it changes, and the reads holding that are asked again.
  const { formError: actionError, setFormError: setActionError, send } = useSubmit();

  const act = async (job: ProviderJob, action: JobCardAction) => {
    setActionError(null);
    if (action === "share") return (shareModule ?? (await loadShare())).shareJob(bridge, t("job.shareTitle"), job.jobId);
    if (action === "priority") return setPriorityJob(job);
    if (action === "edit") return;
    if (action === "delete" && deleting === null) return setDeleting(job);
    setDeleting(null);
    const done = await send(["provider-jobs"], () => jobs.act(job.jobId, action));
    if (done !== null) toast(t(DONE_TOAST[action], { position: positionLabel(job.position) }));
  };
  // One function for the life of the screen, so a memoized card re-renders only when its job changes.
  const latestAct = useRef(act);
  useEffect(() => {
    latestAct.current = act;
  });
  const onAction = useCallback((job: ProviderJob, action: JobCardAction) => void latestAct.current(job, action), []);

  const body = () => {
    if (isNoBusiness(state))
      return (
        <StatePanel
          tone="empty"
          title={t("home.noBusiness")}
          line={t("home.noBusinessBody")}
          action={
            <Link className="ds-button ds-button--primary" to={href.createCompany()}>
              {t("home.createBusiness")}
            </Link>
          }
        />
      );
    if (state.status !== "ready") return <LoadState state={state} reload={reload} />;
    const { mine, list } = state.value;
    const businessName = mine.business.brandName ?? mine.business.registeredName;
    // The shifts waiting for her decision (issue 22) come with the job list, each job's on its card:
    // shown before any touch, with no request or decoder of their own (the home's 150 KB budget).
    // The header opens them: the one order's page, or a link per order when several wait.
    const toConfirm = list.items.flatMap((job) => (job.order !== null && job.order.awaitingConfirmation > 0 ? [{ job, order: job.order }] : []));
    const waiting = toConfirm.reduce((n, { order }) => n + order.awaitingConfirmation, 0);
    // A link alone on its line is a target of its own: a touch target's height, not the text's.
    const orderLink = ({ order }: (typeof toConfirm)[number], text: string) => (
      <Link to={href.providerOrder({ orderId: order.orderId })} style={{ display: "inline-flex", alignItems: "center", minHeight: "var(--touch-target)" }}>
        {text}
      </Link>
    );
    const tab = (which: "open" | "closed") => list.items.filter((j) => jobListTab(j.status) === which);
    const listOf = (items: readonly ProviderJob[]) =>
      items.length === 0 ? (
        <StatePanel tone="empty" drawing={NO_POSTED_JOBS} title={t("home.noJobs")} />
      ) : (
        <ul className="stack" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {items.map((job) => (
            <ProviderJobCard key={job.jobId} job={job} onAction={onAction} />
          ))}
        </ul>
      );
    return (
      <>
        <p className="row" style={{ margin: 0, justifyContent: "space-between" }}>
          {/* The header names the business from the session; a name changed since (or none there) is said here. */}
          <span>{businessName !== session?.companyInfo?.name && businessName}</span>
          <span className="ds-links">
            {mine.myRole === "admin" && <Link to={href.editCompany()}>{t("home.editBusiness")}</Link>}
            <Link to={href.providerPersonInfo()}>{t("profile.title")}</Link>
          </span>
        </p>
        {mine.verification.status !== "approved" && (
          <div className="ds-alert ds-alert--info stack" role="status">
            <span>{t(`home.verification.${mine.verification.status}`)}</span>
            <Link to={href.verifyCompany()}>{t("home.verify")}</Link>
          </div>
        )}
        <p className="muted" style={{ margin: 0 }}>
          {t("home.coupons", { count: list.coupons })}
        </p>
        <Link className="ds-button ds-button--primary ds-button--block" to={href.jobPosting()}>
          {t("home.postJob")}
        </Link>
        <FailureAlert text={actionError} />
        {toConfirm.length > 0 && (
          <div className="ds-alert ds-alert--info pw-waiting" style={{ margin: 0 }}>
            <p id="shifts-waiting" style={{ margin: 0 }}>
              {toConfirm.length === 1 && toConfirm[0] !== undefined ? orderLink(toConfirm[0], t("home.waiting.title", { count: waiting })) : t("home.waiting.title", { count: waiting })}
            </p>
            {toConfirm.length > 1 && (
              <ul style={{ margin: 0 }}>
                {toConfirm.map((item) => (
                  <li key={item.order.orderId}>{orderLink(item, `${positionLabel(item.job.position)}: ${t("job.waiting", { count: item.order.awaitingConfirmation })}`)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <Tabs
          label={t("home.tabs")}
          items={[
            { id: "open", label: t("home.open", { count: tab("open").length }), content: listOf(tab("open")) },
            { id: "closed", label: t("home.closed", { count: tab("closed").length }), content: listOf(tab("closed")) },
            // /recuritment's talent pool (issue 24), talent's part: the home's route names none.
            ...(route.parts?.["talent"] === undefined ? [] : [{ id: "talent", label: t("home.talent"), content: <RoutePart load={route.parts["talent"]} fallback={null} /> }]),
          ]}
        />
        {priorityJob !== null && (
          <PriorityDialog
            job={priorityJob}
            coupons={list.coupons}
            onClose={() => setPriorityJob(null)}
            onExtended={() => {
              setPriorityJob(null);
              toast(t("priority.extendedToast"));
            }}
          />
        )}
      </>
    );
  };

  return (
    <HomeShell tabs={PROVIDER_TABS}>
      <div className="stack">
        <h1>{t("home.title")}</h1>
        {body()}
      </div>
      {deleting !== null && (
        <Dialog
          open
          title={t("job.deleteTitle")}
          message={t("job.deleteBody", { position: positionLabel(deleting.position) })}
          confirmLabel={t("job.delete")}
          cancelLabel={t("common:action.cancel")}
          danger
          onConfirm={() => void act(deleting, "delete")}
          onCancel={() => setDeleting(null)}
        />
      )}
    </HomeShell>
  );
}
