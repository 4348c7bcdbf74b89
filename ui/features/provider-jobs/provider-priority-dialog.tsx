import { useTranslation } from "react-i18next";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import type { ProviderJob } from "../../../domain/job/job-api.schema";
import { PRIORITY_PERIOD_DAYS } from "../../../domain/policy/business-constants";
import { useService } from "../../app/container-context";
import { Dialog } from "../../design-system/dialog";
import { useFormat } from "../../shared/format/use-format";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { CatalogueText } from "../../shared/catalogue-text";
import { useSubmit } from "../../shared/use-submit";

/**
 * The five priority alerts of spec section 4, each its own dialog. The server decides which one
 * (domain priorityAlert with its clock); two of them offer to spend 1 coupon.
 */
export function PriorityDialog({
  job,
  coupons,
  onClose,
  onExtended,
}: {
  readonly job: ProviderJob | null;
  readonly coupons: number;
  readonly onClose: () => void;
  readonly onExtended: () => void;
}) {
  const { t } = useTranslation(["priority", "common"]);
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const jobs = useService(JOBS_API);
  // The extension spends a coupon and moves the job's expiry: both are in the provider's jobs.
  const { formError: error, setFormError: setError, send } = useSubmit();
  if (job === null || job.priorityAlert === null) return null;
  const alert = job.priorityAlert;
  const pays = alert === "extendWithCoupon" || alert === "expiredReactivate";
  const values = { date: format.dateTime(job.expiresAt), coupons, count: PRIORITY_PERIOD_DAYS, position: positionLabel(job.position) };
  const close = () => {
    setError(null);
    onClose();
  };
  const extend = async () => {
    // On a refusal send loads the error-code table only now (the provider home's first paint must not carry it).
    if ((await send(["provider-jobs"], () => jobs.extendPriority(job.jobId))) !== null) onExtended();
  };
  return (
    <Dialog
      open
      title={t(`priority.${alert}.title`)}
      message={
        <>
          {t(`priority.${alert}.body`, values)}
          {error !== null && (
            <span role="alert" className="ds-field__error" style={{ display: "block" }}>
              <CatalogueText text={error} />
            </span>
          )}
        </>
      }
      confirmLabel={pays ? t(`priority.${alert}.confirm`) : t("common:action.ok")}
      {...(pays ? { cancelLabel: t("common:action.cancel") } : {})}
      onConfirm={() => (pays ? void extend() : close())}
      onCancel={close}
    />
  );
}
