import { Result } from "effect";
import { UPLOAD_PHOTO } from "../../application/uploads/uploads.tokens";
import { useService } from "../app/container-context";
import type { PhotoPickResult } from "../design-system/photo-upload";
import { CatalogueText } from "./catalogue-text";

/**
 * Picks and uploads one photo (the native bridge, or a file input in a browser) with progress, and
 * the catalogue text of each failure (by key: it follows a switch of language). The provider's
 * forms and both sides' chat.
 */
export const usePhotoUpload = () => {
  const upload = useService(UPLOAD_PHOTO);
  return async (onProgress: (fraction: number) => void): Promise<PhotoPickResult> => {
    const result = await upload.execute(onProgress);
    if (Result.isSuccess(result)) return { ok: true, url: result.success.url };
    switch (result.failure._tag) {
      case "Cancelled":
        return { ok: false, message: null };
      case "InvalidFileFormat":
        return { ok: false, message: <CatalogueText text={{ key: "error.upload.invalidFormat", ns: "errors" }} /> };
      case "FileTooLarge":
        return { ok: false, message: <CatalogueText text={{ key: "error.upload.photoTooLarge", ns: "errors" }} /> };
      default:
        return { ok: false, message: <CatalogueText text={{ key: "error.upload.failed", ns: "errors" }} /> };
    }
  };
};
