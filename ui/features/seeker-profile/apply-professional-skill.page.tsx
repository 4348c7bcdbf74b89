import { Result } from "effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UPLOAD_SEEKER_MEDIA } from "../../../application/seeker/seeker.tokens";
import type { UploadError } from "../../../application/seeker/upload-media.use-case";
import type { UploadedMedia } from "../../../application/ports/native-bridge.port";
import { formatFileSize } from "../../../domain/format/media.format";
import type { PortfolioItem } from "../../../domain/seeker/seeker.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { ChipsField } from "../../design-system/chips-field";
import type { PageProps } from "../../routes/route-def";
import { SeekerAlert } from "../../shared/seeker-alert";
import type { SeekerText } from "../../shared/seeker-text";
import { useProfileStep } from "./use-profile-step";
import { usePageFallback } from "../../shared/page-fallback";
import "../../shared/seeker.css";

const SKILLS = ["Customer service", "Cash handling", "Latte art", "Food safety", "Cleaning", "Stock taking", "Driving", "English"];

type Kind = "cv" | "image" | "audio";
interface UploadState {
  readonly kind: Kind | null;
  readonly progress: number;
  readonly error: { readonly kind: Kind; readonly text: SeekerText } | null;
}

const uploadText = (error: Exclude<UploadError, { _tag: "Cancelled" }>): SeekerText => ({
  key: error.i18nKey,
  ns: "errors",
  retryable: error._tag === "UploadFailed",
});

/**
 * /applyProfessionalSkill: skills, the CV (PDF / DOC / DOCX up to 20 MB) and portfolio items
 * (image, audio up to 1 minute), uploaded through the native bridge with progress and Retry.
 */
export default function ApplyProfessionalSkillPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors", "common"]);
  const uploads = useService(UPLOAD_SEEKER_MEDIA);
  const { state, reload, saving, error, save } = useProfileStep("apply-professional-skill");
  const fallback = usePageFallback(state, reload);
  const [skills, setSkills] = useState<readonly string[] | null>(null);
  const [cv, setCv] = useState<UploadedMedia | null>(null);
  const [added, setAdded] = useState<readonly PortfolioItem[]>([]);
  const [upload, setUpload] = useState<UploadState>({ kind: null, progress: 0, error: null });

  if (state.status !== "ready") return fallback;
  const profile = state.value.profile;
  const chosenSkills = skills ?? profile?.skills ?? [];
  const cvUrl = cv?.url ?? profile?.cvUrl ?? null;
  const portfolio = [...(profile?.portfolio ?? []), ...added];

  const pick = async (kind: Kind) => {
    if (upload.kind !== null) return;
    setUpload({ kind, progress: 0, error: null });
    const onProgress = (fraction: number) => setUpload((u) => ({ ...u, progress: fraction }));
    const result = await (kind === "cv" ? uploads.cv(onProgress) : kind === "image" ? uploads.image(onProgress) : uploads.audio(onProgress));
    if (Result.isSuccess(result)) {
      setUpload({ kind: null, progress: 0, error: null });
      const media = result.success;
      if (kind === "cv") setCv(media);
      else if (kind === "image") setAdded((a) => [...a, { kind: "image", url: media.url }]);
      else setAdded((a) => [...a, { kind: "audio", url: media.url, durationSeconds: media.durationSeconds ?? 0 }]);
      return;
    }
    const failure = result.failure;
    setUpload({ kind: null, progress: 0, error: failure._tag === "Cancelled" ? null : { kind, text: uploadText(failure) } });
  };


  const uploadButton = (kind: Kind, label: string) => (
    <div className="stack" style={{ gap: "var(--space-2)" }}>
      <Button variant="secondary" block pending={upload.kind === kind} pendingLabel={t("upload.progress", { percent: Math.round(upload.progress * 100) })} disabled={upload.kind !== null} onClick={() => void pick(kind)}>
        {label}
      </Button>
      {upload.kind === kind && <progress max={1} value={upload.progress} aria-label={t("upload.progressLabel")} />}
      {upload.error?.kind === kind && <SeekerAlert text={upload.error.text} onRetry={() => void pick(kind)} />}
    </div>
  );

  return (
    <main className="page stack">
      <h1>{t("skill.title")}</h1>
      <ChipsField label={t("skill.skills")} options={SKILLS} selected={chosenSkills} max={20} onChange={setSkills} />
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
      <SeekerAlert text={error} />
      <Button block pending={saving} pendingLabel={t("profile.saving")} disabled={upload.kind !== null} onClick={() => void save((input) => ({ ...input, skills: chosenSkills, cvUrl, portfolio }))}>
        {t("skill.save")}
      </Button>
    </main>
  );
}
