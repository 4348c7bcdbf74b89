import { Result } from "effect";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { INTRO_VIDEO } from "../../../application/seeker/seeker.tokens";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import type { PageProps } from "../../routes/route-def";
import { readApplyDraft } from "../../shared/apply-draft";
import { usePageFallback } from "../../shared/page-fallback";
import { SeekerAlert } from "../../shared/seeker-alert";
import { seekerErrorText, type SeekerText } from "../../shared/seeker-text";
import { useLoad } from "../../shared/use-load";
import "../../shared/seeker.css";
import { href } from "../../routes/href";

/** /videoEntry: record or upload the intro video; its status (in review, approved, hidden or deleted with the reason). */
export default function VideoEntryPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "common", "errors"]);
  const intro = useService(INTRO_VIDEO);
  const { state, reload, set } = useLoad(useCallback(() => intro.mine(), [intro]));
  const fallback = usePageFallback(state, reload);
  const [progress, setProgress] = useState<number | null>(null);
  // As the apply step /applyVideoProfile, the way back to the application in progress.
  const [applyingTo] = useState(() => readApplyDraft()?.jobId ?? null);
  const [error, setError] = useState<SeekerText | null>(null);
  if (state.status !== "ready") return fallback;
  const video = state.value.video;

  const record = async () => {
    if (progress !== null) return;
    setProgress(0);
    setError(null);
    const result = await intro.record(setProgress);
    setProgress(null);
    if (Result.isSuccess(result)) {
      if (result.success !== null) set({ video: result.success });
      return;
    }
    setError({ ...seekerErrorText(result.failure), retryable: true });
  };

  return (
    <main className="page stack">
      {applyingTo !== null && <Link to={href.applyIntercep({ jobId: applyingTo })}>{t("video.backToApply")}</Link>}
      <h1>{t("video.title")}</h1>
      <p>{t("video.intro")}</p>
      <p className="sk-actions">
        <Link to={href.recordGuidelines()}>{t("video.guidelines")}</Link>
        <Link to={href.recordingTips()}>{t("video.tips")}</Link>
      </p>
      {video === null ? (
        <p className="ds-alert ds-alert--info">{t("video.none")}</p>
      ) : (
        <section className="stack" aria-labelledby="video-status">
          <h2 id="video-status">{t(`video.status.${video.status}`)}</h2>
          {video.reason !== undefined && <p className="ds-alert ds-alert--error">{t("video.reason", { reason: video.reason })}</p>}
          {video.status !== "deleted" && <video src={video.url} controls preload="none" width={328} height={184} style={{ width: "100%", height: "auto", background: "#000" }} aria-label={t("video.player")} />}
          {video.status === "approved" && <Link to={href.videoShare({ videoId: video.videoId })}>{t("video.publicPage")}</Link>}
        </section>
      )}
      {progress !== null && <progress max={1} value={progress} aria-label={t("upload.progressLabel")} />}
      <SeekerAlert text={error} onRetry={() => void record()} />
      <Button block pending={progress !== null} pendingLabel={t("upload.progress", { percent: Math.round((progress ?? 0) * 100) })} disabled={video?.status === "inReview"} onClick={() => void record()}>
        {t(video === null ? "video.record" : "video.recordAgain")}
      </Button>
    </main>
  );
}
