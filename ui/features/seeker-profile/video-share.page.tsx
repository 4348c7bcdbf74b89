import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import { useService } from "../../app/container-context";
import type { PageProps } from "../../routes/route-def";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { safeUrl } from "../../../domain/shared/safe-url.rules";

/** /videoShare?videoId=: an approved intro video, for anyone with the link. */
export default function VideoSharePage(_props: PageProps) {
  const { t } = useTranslation("seeker");
  const [params] = useSearchParams();
  const videoId = params.get("videoId") ?? "";
  const seeker = useService(SEEKER_API);
  const { state, reload } = useServerData(["public-video", videoId], () => seeker.publicIntroVideo(videoId));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  return (
    <main className="page stack">
      <h1>{t("video.shareTitle", { name: state.value.fullName })}</h1>
      <video src={safeUrl(state.value.url)} controls preload="none" width={328} height={184} style={{ width: "100%", height: "auto", background: "#000" }} aria-label={t("video.player")} />
    </main>
  );
}
