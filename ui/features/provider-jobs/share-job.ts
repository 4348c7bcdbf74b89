import { useTranslation } from "react-i18next";
import { NATIVE_BRIDGE, type NativeBridge } from "../../../application/ports/native-bridge.port";
import { useService } from "../../app/container-context";
import { href, shareableUrl } from "../../routes/href";

/**
 * Shares a job through the bridge (native share sheet; browser: Web Share, else copies the link).
 * The provider home imports it on demand (provider-jobs.page.tsx); /jobPosted through useShareJob.
 */
export const shareJob = (bridge: NativeBridge, title: string, jobId: string): ReturnType<NativeBridge["share"]> =>
  bridge.share({ title, url: shareableUrl(href.jobDetailShare({ jobId })) });

export const useShareJob = () => {
  const bridge = useService(NATIVE_BRIDGE);
  const { t } = useTranslation("provider");
  return async (jobId: string): Promise<void> => {
    await shareJob(bridge, t("job.shareTitle"), jobId);
  };
};
