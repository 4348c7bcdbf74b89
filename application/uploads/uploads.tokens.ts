/**
 * The tokens of the upload use cases, apart from the classes: the composition root registers them
 * without importing the use cases, which load with the first pick (they bring the domain's upload
 * formats, which no first screen needs).
 */
import type { UploadPhoto } from "./upload-photo.use-case";
import { token } from "../ports/token";

export const UPLOAD_PHOTO = token<UploadPhoto>("UploadPhoto");
