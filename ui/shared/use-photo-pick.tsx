import { useTranslation } from "react-i18next";
import { usePhotoUpload } from "./use-photo-upload";

/** The photo picker of the provider forms, with their texts. */
export const usePhotoPick = () => {
  const pick = usePhotoUpload();
  const { t } = useTranslation("provider");
  const texts = {
    add: t("provider:photo.add"),
    retry: t("provider:photo.retry"),
    uploading: t("provider:photo.uploading"),
    remove: t("provider:photo.remove"),
    photo: t("provider:photo.photo"),
  };
  return { pick, texts };
};
