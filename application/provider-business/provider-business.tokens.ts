/**
 * The tokens of the provider-business use cases (issue 4), apart from the classes: the
 * composition root registers them without importing the use cases, which load on first use (they
 * bring the domain's schemas and rules, which the first screen does not need).
 */
import type { UploadPhoto } from "./upload-photo.use-case";
import { token } from "../ports/token";

export const UPLOAD_PHOTO = token<UploadPhoto>("UploadPhoto");
