import { Result } from "effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UPLOAD_SEEKER_MEDIA } from "../../../application/seeker/seeker.tokens";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import type { PageProps } from "../../routes/route-def";
import { usePageFallback } from "../../shared/page-fallback";
import { SeekerAlert } from "../../shared/seeker-alert";
import { useProfileStep } from "./use-profile-step";
import "../../shared/seeker.css";

/** /JSPortraitInfo and the apply step /applyAvatar: the seeker's profile photo. */
export function PortraitStep(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors", "common"]);
  const uploads = useService(UPLOAD_SEEKER_MEDIA);
  const { state, reload, saving, error, setError, save } = useProfileStep("portrait");
  const fallback = usePageFallback(state, reload);
  const [photo, setPhoto] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  if (state.status !== "ready") return fallback;
  const profile = state.value.profile;
  const shown = photo ?? profile?.photoUrl ?? null;

  const pick = async () => {
    setError(null);
    setProgress(0);
    const result = await uploads.image(setProgress);
    setProgress(null);
    if (Result.isSuccess(result)) setPhoto(result.success.url);
    else if (result.failure._tag !== "Cancelled") setError({ key: result.failure.i18nKey, ns: "errors", retryable: result.failure._tag === "UploadFailed" });
  };

  return (
    <main className="page stack">
      <h1>{t("portrait.title")}</h1>
      <p>{t("portrait.hint")}</p>
      {shown === null ? (
        <span className="sk-card__photo" style={{ width: 120, height: 120 }} aria-hidden="true" />
      ) : (
        <img src={shown} alt={t("portrait.alt")} width={120} height={120} className="sk-card__photo" style={{ width: 120, height: 120 }} />
      )}
      {progress !== null && <progress max={1} value={progress} aria-label={t("upload.progressLabel")} />}
      <SeekerAlert text={error} onRetry={() => void pick()} />
      <Button variant="secondary" block disabled={progress !== null} onClick={() => void pick()}>
        {t(shown === null ? "portrait.upload" : "portrait.replace")}
      </Button>
      <Button block pending={saving} pendingLabel={t("profile.saving")} disabled={shown === null || progress !== null} onClick={() => shown !== null && void save((input) => ({ ...input, photoUrl: shown }))}>
        {t("profile.save")}
      </Button>
    </main>
  );
}
