import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CHAT_MESSAGE_MAX_CHARACTERS } from "../../../domain/policy/business-constants";
import { uploadIdOf } from "../../../domain/shared/upload-url.rules";
import { Button } from "../../design-system/button";
import type { FieldError } from "../../design-system/field-frame";
import { CameraIcon } from "../../design-system/icons/camera";
import { CatalogueText } from "../../shared/catalogue-text";
import { usePhotoUpload } from "../../shared/use-photo-upload";

/* The conversation's composer (issue 24): text with its counter, and a photo picked, uploaded and sent. */

/** A photo on its way from the picker to the server (before its message joins the outbox), or why it did not get there. */
type PhotoState = { readonly kind: "idle" } | { readonly kind: "uploading"; readonly progress: number } | { readonly kind: "failed"; readonly message: FieldError };

/**
 * Sending a photo: picked and uploaded (the native bridge, or a file input in a browser) with its
 * progress, then sent as a message through the outbox like a text. The upload needs the signal
 * (the native picker uploads as it picks; the phone keeps no copy): a failed one says why, with Try
 * again; once uploaded, the message waits for the signal like any other.
 */
const usePhotoSender = (send: (uploadId: string, url: string) => void) => {
  const upload = usePhotoUpload();
  const [photo, setPhoto] = useState<PhotoState>({ kind: "idle" });
  const pick = async () => {
    if (photo.kind === "uploading") return;
    setPhoto({ kind: "uploading", progress: 0 });
    const picked = await upload((progress) => setPhoto({ kind: "uploading", progress }));
    if (!picked.ok) return setPhoto(picked.message === null ? { kind: "idle" } : { kind: "failed", message: picked.message });
    const uploadId = uploadIdOf(picked.url);
    if (uploadId === null) return setPhoto({ kind: "failed", message: <CatalogueText text={{ key: "error.chat.photoInvalid", ns: "errors" }} /> });
    setPhoto({ kind: "idle" });
    send(uploadId, picked.url);
  };
  return { photo, pick, dismiss: () => setPhoto({ kind: "idle" }) };
};

function PhotoStatus({ photo, onRetry, onDismiss }: { readonly photo: PhotoState; readonly onRetry: () => void; readonly onDismiss: () => void }) {
  const { t } = useTranslation(["chat", "common"]);
  if (photo.kind === "uploading")
    return (
      <div className="chat-composer__photo-status" role="status">
        <span>{t("chat:composer.photoSending", { percent: Math.round(photo.progress * 100) })}</span>
        <progress max={1} value={photo.progress} aria-hidden="true" />
      </div>
    );
  if (photo.kind === "failed")
    return (
      <div className="chat-composer__photo-status chat-composer__photo-status--failed">
        <p role="alert">{photo.message}</p>
        <div className="chat-composer__photo-actions">
          <Button variant="secondary" onClick={onRetry}>
            {t("chat:composer.photoRetry")}
          </Button>
          <Button variant="ghost" onClick={onDismiss}>
            {t("common:action.close")}
          </Button>
        </div>
      </div>
    );
  return null;
}

export function Composer({ onSend, onPhoto }: { readonly onSend: (text: string) => void; readonly onPhoto: (uploadId: string, url: string) => void }) {
  const { t } = useTranslation("chat");
  const photos = usePhotoSender(onPhoto);
  const [text, setText] = useState("");
  // UTF-16 units, as the server counts (domain/chat/chat-api.schema.ts ChatText).
  const length = text.length;
  const tooLong = length > CHAT_MESSAGE_MAX_CHARACTERS;
  const empty = text.trim() === "";
  const send = () => {
    if (empty || tooLong) return;
    onSend(text);
    setText("");
  };
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <PhotoStatus photo={photos.photo} onRetry={() => void photos.pick()} onDismiss={photos.dismiss} />
      <button type="button" className="chat-composer__photo" aria-label={t("composer.photo")} disabled={photos.photo.kind === "uploading"} onClick={() => void photos.pick()}>
        <CameraIcon />
      </button>
      <div className="chat-composer__field">
        <label className="visually-hidden" htmlFor="chat-text">
          {t("composer.label")}
        </label>
        <textarea
          id="chat-text"
          className="chat-composer__input"
          rows={1}
          value={text}
          placeholder={t("composer.label")}
          aria-invalid={tooLong || undefined}
          aria-describedby="chat-count"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends from a keyboard; Enter alone is a new line, as on a phone.
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
        />
        <p id="chat-count" className={tooLong ? "chat-composer__count chat-composer__count--over" : "chat-composer__count"}>
          {tooLong ? `${t("composer.tooLong")} · ` : ""}
          {`${length}/${CHAT_MESSAGE_MAX_CHARACTERS}`}
        </p>
      </div>
      <Button type="submit" disabled={empty || tooLong}>
        {t("composer.send")}
      </Button>
    </form>
  );
}
