/** What other mock features may use of the uploads area; they import it from here only (.dependency-cruiser.cjs). */
export { seededCvUrl } from "./seeded-files";
export { sendUpload } from "./upload-files";
export { type UploadedFiles, type UploadOwner } from "./uploaded-files";
