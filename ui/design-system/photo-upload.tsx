import { useState } from "react";
import type { FieldError } from "./field-frame";
import { Button } from "./button";
import "./form-controls.css";
import { safeUrl } from "../../domain/shared/safe-url.rules";

/** A failed pick's `message` is a FieldError: an element keeps the text's key, so it follows a switch of language. */
export type PhotoPickResult = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: FieldError };

export interface PhotoUploadProps {
  readonly id: string;
  readonly label: string;
  readonly photos: readonly string[];
  readonly max: number;
  /** Picks and uploads one photo; reports progress 0..1. A null message: the user cancelled. */
  readonly pick: (onProgress: (fraction: number) => void) => Promise<PhotoPickResult>;
  readonly onChange: (photos: readonly string[]) => void;
  readonly texts: { readonly add: string; readonly retry: string; readonly uploading: string; readonly remove: string; readonly photo: string };
  readonly hint?: string;
  readonly error?: FieldError;
}

/**
 * Photos through the native bridge (browser: file input): a progress bar while one travels, the
 * failure text with Retry ('Upload Failed', 'Invalid file format.'), and at most `max` photos.
 */
export function PhotoUpload({ id, label, photos, max, pick, onChange, texts, hint, error }: PhotoUploadProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<FieldError>(null);

  const add = async () => {
    if (progress !== null) return;
    setFailure(null);
    setProgress(0);
    const result = await pick((fraction) => setProgress(fraction));
    setProgress(null);
    if (result.ok) onChange([...photos, result.url]);
    else setFailure(result.message);
  };

  const shown = failure ?? error ?? null;
  return (
    <div className="ds-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="ds-field__label" id={`${id}-label`}>{`${label} (${photos.length}/${max})`}</span>
      {hint !== undefined && <span className="ds-field__hint">{hint}</span>}
      {photos.length > 0 && (
        <ul className="ds-photos" aria-label={label} style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {photos.map((url, i) => (
            <li key={url} className="stack" style={{ gap: "var(--space-1)", alignItems: "center" }}>
              <img src={safeUrl(url)} alt={`${texts.photo} ${i + 1}`} />
              <Button variant="ghost" onClick={() => onChange(photos.filter((p) => p !== url))} aria-label={`${texts.remove} ${i + 1}`}>
                {texts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <div role="status">
          <span className="ds-field__hint">{texts.uploading}</span>
          <progress className="ds-progress" max={1} value={progress} aria-label={texts.uploading} />
        </div>
      )}
      <span className="ds-field__error" role="alert">
        {shown}
      </span>
      {photos.length < max && (
        <Button id={id} variant="secondary" onClick={() => void add()} pending={progress !== null} pendingLabel={texts.uploading}>
          {failure !== null ? texts.retry : texts.add}
        </Button>
      )}
    </div>
  );
}
