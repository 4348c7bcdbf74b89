import { Result } from "effect";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { orUnreachable } from "../../../application/ports/api-error";
import { UPLOAD_SEEKER_MEDIA } from "../../../application/seeker-profile/seeker-profile.tokens";
import type { UploadedMedia } from "../../../application/ports/native-bridge.port";
import { formatFileSize } from "../../../domain/format/media.format";
import type { PortfolioItem } from "../../../domain/seeker/seeker.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { ChipsField } from "../../design-system/chips-field";
import type { PageProps } from "../../routes/route-def";
import { type ErrorTextView } from "../../shared/error-text-view";
import { errorText } from "../../shared/error-text";
import { FailureAlert } from "../../shared/failure-alert";
import { usePageFallback } from "../../shared/page-state";
import { labelledChoices, useSkillLabel } from "../../shared/format/reference-labels";
import { StepAlert } from "./step-alert";
import { useProfileStep } from "./use-profile-step";
import "../../shared/seeker.css";
import { TopBar } from "../../shared/top-bar";

/** The skills offered as chips: stored by these names, shown through `labels:skill.option.<name>`. */
const SKILLS = ["Customer service", "Cash handling", "Latte art", "Food safety", "Cleaning", "Stock taking", "Driving", "English"];

type Kind = "cv" | "image" | "audio";
interface UploadState {
  readonly kind: Kind | null;
  readonly progress: number;
  readonly error: { readonly kind: Kind; readonly text: ErrorTextView } | null;
}

/**
 * /applyProfessionalSkill: skills, the CV (PDF / DOC / DOCX up to 20 MB) and portfolio items
 * (image, audio up to 1 minute), uploaded through the native bridge with progress and Retry.
 */
export default function ApplyProfessionalSkillPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors", "common"]);
  const uploads = useService(UPLOAD_SEEKER_MEDIA);
  const skillLabel = useSkillLabel();
  const { state, reload, pending, error, profileFirst, save } = useProfileStep("apply-professional-skill");
  const fallback = usePageFallback(state, reload);
  const [skills, setSkills] = useState<readonly string[] | null>(null);
  const [cv, setCv] = useState<UploadedMedia | null>(null);
  const [added, setAdded] = useState<readonly PortfolioItem[]>([]);
  const [upload, setUpload] = useState<UploadState>({ kind: null, progress: 0, error: null });
  // One upload at a time: a ref, so two taps in one frame cannot both start one.
  const uploading = useRef(false);

  if (state.status !== "ready") return fallback;
  const profile = state.value.profile;
  const chosenSkills = skills ?? profile?.skills ?? [];
  const cvUrl = cv?.url ?? profile?.cvUrl ?? null;
  const portfolio = [...(profile?.portfolio ?? []), ...added];

  const pick = async (kind: Kind) => {
    if (uploading.current) return;
    uploading.current = true;
    setUpload({ kind, progress: 0, error: null });
    const onProgress = (fraction: number) => setUpload((u) => ({ ...u, progress: fraction }));
    const result = await orUnreachable(kind === "cv" ? uploads.cv(onProgress) : kind === "image" ? uploads.image(onProgress) : uploads.audio(onProgress));
    uploading.current = false;
    if (Result.isSuccess(result)) {
      setUpload({ kind: null, progress: 0, error: null });
      const media = result.success;
      if (kind === "cv") setCv(media);
      else if (kind === "image") setAdded((a) => [...a, { kind: "image", url: media.url }]);
      else setAdded((a) => [...a, { kind: "audio", url: media.url, durationSeconds: media.durationSeconds ?? 0 }]);
      return;
    }
    const failure = result.failure;
    setUpload({ kind: null, progress: 0, error: failure._tag === "Cancelled" ? null : { kind, text: errorText(failure) } });
  };
  const submit = () => void save((input) => ({ ...input, skills: chosenSkills, cvUrl, portfolio }));

  const uploadButton = (kind: Kind, label: string) => (
    <div className="stack" style={{ gap: "var(--space-2)" }}>
      <Button variant="secondary" block pending={upload.kind === kind} pendingLabel={t("upload.progress", { percent: Math.round(upload.progress * 100) })} disabled={upload.kind !== null} onClick={() => void pick(kind)}>
        {label}
      </Button>
      {upload.kind === kind && <progress max={1} value={upload.progress} aria-label={t("upload.progressLabel")} />}
      {upload.error?.kind === kind && <FailureAlert text={upload.error.text} onRetry={() => void pick(kind)} />}
    </div>
  );

  return (
    <main className="page stack">
      <TopBar title={t("skill.title")} />
      <ChipsField label={t("skill.skills")} max={20} {...labelledChoices(SKILLS, chosenSkills, skillLabel, setSkills)} />
      <section className="stack" aria-labelledby="cv-heading">
        <h2 id="cv-heading">{t("skill.cv")}</h2>
        <p className="muted">{t("skill.cvHint")}</p>
        {cvUrl !== null && <p className="ds-alert ds-alert--info">{cv === null ? t("skill.cvOnFile") : t("skill.cvUploaded", { name: cv.fileName, size: formatFileSize(cv.sizeBytes) })}</p>}
        {uploadButton("cv", t(cvUrl === null ? "skill.cvUpload" : "skill.cvReplace"))}
      </section>
      <section className="stack" aria-labelledby="portfolio-heading">
        <h2 id="portfolio-heading">{t("skill.portfolio")}</h2>
        <p className="muted">{t("skill.portfolioCount", { count: portfolio.length })}</p>
        {uploadButton("image", t("skill.addImage"))}
        {uploadButton("audio", t("skill.addAudio"))}
      </section>
      <StepAlert error={error} profileFirst={profileFirst} onRetry={submit} />
      <Button block pending={pending} pendingLabel={t("profile.saving")} disabled={upload.kind !== null} onClick={submit}>
        {t("skill.save")}
      </Button>
    </main>
  );
}
