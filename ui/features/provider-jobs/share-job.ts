import { useTranslation } from "react-i18next";
import { NATIVE_BRIDGE } from "../../../application/ports/native-bridge.port";
import { useService } from "../../app/container-context";
import { href, shareableUrl } from "../../routes/href";

/** Shares a job through the bridge (native share sheet; browser: Web Share, else copies the link). */
export const useShareJob = () => {
  const bridge = useService(NATIVE_BRIDGE);
  const { t } = useTranslation("provider");
  return async (jobId: string): Promise<void> => {
    await bridge.share({ title: t("job.shareTitle"), url: shareableUrl(href.jobDetailShare({ jobId })) });
  };
};
