import { useTranslation } from "react-i18next";
import { NATIVE_BRIDGE } from "../../../application/ports/native-bridge.port";
import { useService } from "../../app/container-context";

/** The public page of a job: what a share link opens (the app's base path is /app/). */
export const jobShareUrl = (origin: string, jobId: string): string => `${origin}/app/jobDetailShare?jobId=${encodeURIComponent(jobId)}`;

/** Shares a job through the bridge (native share sheet; browser: Web Share, else copies the link). */
export const useShareJob = () => {
  const bridge = useService(NATIVE_BRIDGE);
  const { t } = useTranslation("provider");
  return async (jobId: string): Promise<void> => {
    await bridge.share({ title: t("job.shareTitle"), url: jobShareUrl(window.location.origin, jobId) });
  };
};
