import { Result } from "effect";
import { useTranslation } from "react-i18next";
import { UPLOAD_PHOTO } from "../../application/provider-business/provider-business.tokens";
import { useService } from "../app/container-context";
import type { PhotoPickResult } from "../design-system/photo-upload";
import { CatalogueText } from "./catalogue-text";

/** The photo picker of the provider forms, with the catalogue texts for each failure (by key: they follow a switch of language). */
export const usePhotoPick = () => {
  const upload = useService(UPLOAD_PHOTO);
  const { t } = useTranslation("provider");
  const pick = async (onProgress: (fraction: number) => void): Promise<PhotoPickResult> => {
    const result = await upload.execute(onProgress);
    if (Result.isSuccess(result)) return { ok: true, url: result.success.url };
    switch (result.failure._tag) {
      case "Cancelled":
        return { ok: false, message: null };
      case "InvalidFileFormat":
        return { ok: false, message: <CatalogueText text={{ key: "error.upload.invalidFormat", ns: "errors" }} /> };
      case "FileTooLarge":
        return { ok: false, message: <CatalogueText text={{ key: "photo.tooLarge", ns: "provider" }} /> };
      default:
        return { ok: false, message: <CatalogueText text={{ key: "error.upload.failed", ns: "errors" }} /> };
    }
  };
  const texts = {
    add: t("provider:photo.add"),
    retry: t("provider:photo.retry"),
    uploading: t("provider:photo.uploading"),
    remove: t("provider:photo.remove"),
    photo: t("provider:photo.photo"),
  };
  return { pick, texts };
};
