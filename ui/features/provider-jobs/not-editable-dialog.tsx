import { useTranslation } from "react-i18next";
import { Dialog } from "../../design-system/dialog";
import { CatalogueText } from "../../shared/catalogue-text";

/**
 * The "cannot be edited" notice of the provider home, loaded when first opened: with it the
 * `errors` text's component, which nothing else on the home's first paint needs.
 */
export function NotEditableDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation(["provider", "common"]);
  return (
    <Dialog
      open
      title={t("job.notEditableTitle")}
      message={<CatalogueText text={{ key: "error.job.notEditable", ns: "errors" }} />}
      confirmLabel={t("common:action.ok")}
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}
