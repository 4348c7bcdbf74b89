import { Result } from "effect";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { orUnreachable } from "../../../application/ports/api-error";
import { UPLOAD_SEEKER_MEDIA } from "../../../application/seeker-profile/seeker-profile.tokens";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import type { PageProps } from "../../routes/route-def";
import { type ErrorTextView } from "../../shared/error-text-view";
import { errorText } from "../../shared/error-text";
import { FailureAlert } from "../../shared/failure-alert";
import { usePageFallback } from "../../shared/page-state";
import { StepAlert } from "./step-alert";
import { useProfileStep } from "./use-profile-step";
import "../../shared/seeker.css";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { TopBar } from "../../shared/top-bar";

/** /JSPortraitInfo and the apply step /applyAvatar: the seeker's profile photo. */
export function PortraitStep(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors", "common"]);
  const uploads = useService(UPLOAD_SEEKER_MEDIA);
  const { state, reload, pending, error, profileFirst, save } = useProfileStep("portrait");
  const fallback = usePageFallback(state, reload);
  const [photo, setPhoto] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<ErrorTextView | null>(null);
  // One upload at a time: a ref, so two taps in one frame cannot both start one.
  const uploading = useRef(false);
  if (state.status !== "ready") return fallback;
  const profile = state.value.profile;
  const shown = photo ?? profile?.photoUrl ?? null;

  const pick = async () => {
    if (uploading.current) return;
    uploading.current = true;
    setUploadError(null);
    setProgress(0);
    const result = await orUnreachable(uploads.image(setProgress));
    uploading.current = false;
    setProgress(null);
    if (Result.isSuccess(result)) setPhoto(result.success.url);
    else if (result.failure._tag !== "Cancelled") setUploadError(errorText(result.failure));
  };
  const submit = () => shown !== null && void save((input) => ({ ...input, photoUrl: shown }));

  return (
    <main className="page stack">
      <TopBar title={t("portrait.title")} />
      <p>{t("portrait.hint")}</p>
      {shown === null ? (
        <span className="sk-card__photo" style={{ width: 120, height: 120 }} aria-hidden="true" />
      ) : (
        <img src={safeUrl(shown)} alt={t("portrait.alt")} width={120} height={120} className="sk-card__photo" style={{ width: 120, height: 120 }} />
      )}
      {progress !== null && <progress max={1} value={progress} aria-label={t("upload.progressLabel")} />}
      <FailureAlert text={uploadError} onRetry={() => void pick()} />
      <Button variant="secondary" block disabled={progress !== null} onClick={() => void pick()}>
        {t(shown === null ? "portrait.upload" : "portrait.replace")}
      </Button>
      <StepAlert error={error} profileFirst={profileFirst} onRetry={submit} />
      <Button block pending={pending} pendingLabel={t("profile.saving")} disabled={shown === null || progress !== null} onClick={submit}>
        {t("profile.save")}
      </Button>
    </main>
  );
}
