import { Result } from "effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import type { ProviderJob } from "../../../domain/job/job-api.schema";
import { PRIORITY_PERIOD_DAYS } from "../../../domain/policy/business-constants";
import { useService } from "../../app/container-context";
import { Dialog } from "../../design-system/dialog";
import { useFormat } from "../../shared/format/use-format";
import { loadErrorText } from "../../shared/error-text.lazy";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { CatalogueText, type TextKey } from "../../shared/catalogue-text";

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
  const [error, setError] = useState<TextKey | null>(null);
  if (job === null || job.priorityAlert === null) return null;
  const alert = job.priorityAlert;
  const pays = alert === "extendWithCoupon" || alert === "expiredReactivate";
  const values = { date: format.dateTime(job.expiresAt), coupons, count: PRIORITY_PERIOD_DAYS, position: positionLabel(job.position) };
  const close = () => {
    setError(null);
    onClose();
  };
  const extend = async () => {
    const result = await jobs.extendPriority(job.jobId);
    if (Result.isSuccess(result)) {
      setError(null);
      return onExtended();
    }
    // The error-code table loads only now: the provider home shows this dialog, and its first paint must not carry the table.
    setError(await loadErrorText(result.failure));
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
