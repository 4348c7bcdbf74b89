import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Result } from "effect";
import { NATIVE_BRIDGE } from "../../../application/ports/native-bridge.port";
import { acceptOf, extensionsOf, UPLOAD_RULES } from "../../../domain/shared/upload-formats.rules";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { CatalogueText } from "../../shared/catalogue-text";
import { isVideoProof } from "./cancel-flow";
import "./help-center.css";

const MB = 1024 * 1024;

/** "JPG, JPEG, PNG, WEBP": the upload table's extensions of a kind, as the hint names them. */
const formatsOf = (kind: "image" | "video"): string => extensionsOf(kind).map((e) => e.toUpperCase()).join(", ");

/** The proof as thumbnails: a photo as an image, a video as a small player; `remove` adds a Remove button to each. */
export function ProofThumbnails({ media, remove }: { readonly media: readonly string[]; readonly remove?: (url: string) => void }) {
  const { t } = useTranslation("helpCenter");
  return (
    <ul className="hc-media" aria-label={t("detail.proof")}>
      {media.map((url, i) => {
        const name = `${t(isVideoProof(url) ? "detail.video" : "detail.photo")} ${i + 1}`;
        return (
          <li key={url}>
            {isVideoProof(url) ? <video src={safeUrl(url)} controls preload="metadata" aria-label={name} /> : <img src={safeUrl(url)} alt={name} />}
            {remove !== undefined && (
              <Button variant="ghost" onClick={() => remove(url)} aria-label={`${t("detail.remove")} ${name}`}>
                {t("detail.remove")}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Proof photos or videos through the native bridge (browser: file input), as the app's other uploads
 * do: the upload table's formats and sizes checked before a byte leaves the phone, progress while one
 * travels, 'Invalid file format.' / 'Upload Failed' with Try again, at most `max`, each removable.
 */
export function ProofMediaField({ id, media, max, onChange }: { readonly id: string; readonly media: readonly string[]; readonly max: number; readonly onChange: (media: readonly string[]) => void }) {
  const { t } = useTranslation(["helpCenter", "errors"]);
  const bridge = useService(NATIVE_BRIDGE);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ readonly kind: "image" | "video"; readonly message: ReactNode } | null>(null);

  const add = async (kind: "image" | "video") => {
    if (progress !== null) return;
    setFailure(null);
    setProgress(0);
    const maxBytes = UPLOAD_RULES[kind].maxBytes;
    const sent = await bridge.upload({ kind, accept: acceptOf(kind), maxBytes, onProgress: setProgress });
    setProgress(null);
    if (Result.isSuccess(sent)) return onChange([...media, sent.success.url]);
    switch (sent.failure._tag) {
      case "Cancelled":
        return;
      case "InvalidFileFormat":
        return setFailure({ kind, message: <CatalogueText text={{ key: "error.upload.invalidFormat", ns: "errors" }} /> });
      case "FileTooLarge":
        return setFailure({ kind, message: t("detail.tooLarge", { size: Math.round(maxBytes / MB) }) });
      default:
        return setFailure({ kind, message: <CatalogueText text={{ key: "error.upload.failed", ns: "errors" }} /> });
    }
  };

  return (
    <div className="ds-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="ds-field__label" id={`${id}-label`}>{`${t("detail.proof")} (${media.length}/${max})`}</span>
      <span className="ds-field__hint">{t("detail.proofHint", { max, photos: formatsOf("image"), videos: formatsOf("video") })}</span>
      {media.length > 0 && <ProofThumbnails media={media} remove={(url) => onChange(media.filter((m) => m !== url))} />}
      {progress !== null && (
        <div role="status">
          <span className="ds-field__hint">{t("detail.uploading")}</span>
          <progress className="ds-progress" max={1} value={progress} aria-label={t("detail.uploading")} />
        </div>
      )}
      <span className="ds-field__error" role="alert">
        {failure?.message}
      </span>
      {media.length < max && (
        <div className="row">
          {(["image", "video"] as const).map((kind) => (
            <Button key={kind} id={kind === "image" ? id : `${id}-video`} variant="secondary" onClick={() => void add(kind)} pending={progress !== null} pendingLabel={t("detail.uploading")}>
              {failure?.kind === kind ? t("detail.retry") : t(kind === "image" ? "detail.addPhoto" : "detail.addVideo")}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
