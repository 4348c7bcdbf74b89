import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import { INTRO_VIDEO } from "../../../application/seeker-profile/seeker-profile.tokens";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import type { PageProps } from "../../routes/route-def";
import { readApplyDraft } from "../../shared/apply-draft";
import { FailureAlert } from "../../shared/failure-alert";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useSubmit } from "../../shared/use-submit";
import "../../shared/seeker.css";
import { BackLink } from "../../design-system/back-link";
import { href } from "../../routes/href";
import { safeUrl } from "../../../domain/shared/safe-url.rules";

/** /videoEntry: record or upload the intro video; its status (in review, approved, hidden or deleted with the reason). */
export default function VideoEntryPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "common", "errors"]);
  const intro = useService(INTRO_VIDEO);
  const seeker = useService(SEEKER_API);
  const { state, reload, set } = useServerData(["my-intro-video"], () => seeker.introVideo());
  const fallback = usePageFallback(state, reload);
  const [progress, setProgress] = useState<number | null>(null);
  // As the apply step /applyVideoProfile, the way back to the application in progress.
  const [applyingTo] = useState(() => readApplyDraft()?.jobId ?? null);
  const { formError, send } = useSubmit();
  if (state.status !== "ready") return fallback;
  const video = state.value.video;

  const record = async () => {
    // The profile knows its video too (introVideoId).
    const sent = await send(["intro-video", "my-profile"], () => {
      setProgress(0);
      return intro.record(setProgress).finally(() => setProgress(null));
    });
    // Null when refused (the text shows above the button) or when the seeker cancelled the picker.
    if (sent !== null) set({ video: sent });
  };

  return (
    <main className="page stack">
      {applyingTo !== null && <BackLink to={href.applyIntercep({ jobId: applyingTo })}>{t("video.backToApply")}</BackLink>}
      <h1>{t("video.title")}</h1>
      <p>{t("video.intro")}</p>
      <p className="ds-links">
        <Link to={href.recordGuidelines()}>{t("video.guidelines")}</Link>
        <Link to={href.recordingTips()}>{t("video.tips")}</Link>
      </p>
      {video === null ? (
        <p className="ds-alert ds-alert--info">{t("video.none")}</p>
      ) : (
        <section className="stack" aria-labelledby="video-status">
          <h2 id="video-status">{t(`video.status.${video.status}`)}</h2>
          {video.reason !== undefined && <p className="ds-alert ds-alert--error">{t("video.reason", { reason: video.reason })}</p>}
          {video.status !== "deleted" && <video src={safeUrl(video.url)} controls preload="none" width={328} height={184} style={{ width: "100%", height: "auto", background: "#000" }} aria-label={t("video.player")} />}
          {video.status === "approved" && <Link to={href.videoShare({ videoId: video.videoId })}>{t("video.publicPage")}</Link>}
        </section>
      )}
      {progress !== null && <progress max={1} value={progress} aria-label={t("upload.progressLabel")} />}
      <FailureAlert text={formError} onRetry={() => void record()} />
      <Button block pending={progress !== null} pendingLabel={t("upload.progress", { percent: Math.round((progress ?? 0) * 100) })} disabled={video?.status === "inReview"} onClick={() => void record()}>
        {t(video === null ? "video.record" : "video.recordAgain")}
      </Button>
    </main>
  );
}
