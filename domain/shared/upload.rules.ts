import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import {
  AUDIO_RECORDING_MAX_SECONDS,
  BUSINESS_PHOTOS_MAX,
  CV_EXTENSIONS,
  CV_MAX_BYTES,
  INTRO_VIDEO_MAX_SECONDS,
  VIDEO_ANSWERS_TOTAL_MAX_SECONDS,
} from "../policy/business-constants";

/** 'Invalid file format.' */
export class InvalidFileFormat extends DomainError("InvalidFileFormat")<{
  readonly fileName: string;
  readonly allowed: readonly string[];
}> {
  override readonly code = "INVALID_FILE_FORMAT";
}
export class FileTooLarge extends DomainError("FileTooLarge")<{ readonly sizeBytes: number; readonly maxBytes: number }> {
  override readonly code = "FILE_TOO_LARGE";
}
/** 'Upload Failed' (the transfer itself broke; raised by adapters, defined here for one text). */
export class UploadFailed extends DomainError("UploadFailed")<{ readonly reason?: string }> {
  override readonly code = "UPLOAD_FAILED";
}
export class TooManyPhotos extends DomainError("TooManyPhotos")<{ readonly count: number; readonly max: number }> {
  override readonly code = "TOO_MANY_PHOTOS";
}
export class RecordingTooLong extends DomainError("RecordingTooLong")<{
  readonly seconds: number;
  readonly maxSeconds: number;
}> {
  override readonly code = "RECORDING_TOO_LONG";
}

export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
};

export interface FileFacts {
  readonly name: string;
  readonly sizeBytes: number;
}

/** CV: PDF, DOC or DOCX, at most 20 MB. The format is judged before the size. */
export const validateCvFile = (file: FileFacts): Result.Result<FileFacts, InvalidFileFormat | FileTooLarge> => {
  if (!CV_EXTENSIONS.includes(fileExtension(file.name)))
    return Result.fail(new InvalidFileFormat({ fileName: file.name, allowed: CV_EXTENSIONS }));
  if (!(file.sizeBytes >= 0 && file.sizeBytes <= CV_MAX_BYTES))
    return Result.fail(new FileTooLarge({ sizeBytes: file.sizeBytes, maxBytes: CV_MAX_BYTES }));
  return Result.succeed(file);
};

/** Up to 6 business photos in total (those already there plus those being added). */
export const validateBusinessPhotoCount = (count: number): Result.Result<number, TooManyPhotos> =>
  count <= BUSINESS_PHOTOS_MAX ? Result.succeed(count) : Result.fail(new TooManyPhotos({ count, max: BUSINESS_PHOTOS_MAX }));

/** An audio portfolio recording lasts at most 1 minute. */
export const validateAudioDuration = (seconds: number): Result.Result<number, RecordingTooLong> =>
  seconds <= AUDIO_RECORDING_MAX_SECONDS
    ? Result.succeed(seconds)
    : Result.fail(new RecordingTooLong({ seconds, maxSeconds: AUDIO_RECORDING_MAX_SECONDS }));

/** All video answers of one interview together last about 5 minutes at most. */
export const validateVideoAnswersTotal = (answerSeconds: readonly number[]): Result.Result<number, RecordingTooLong> => {
  const seconds = answerSeconds.reduce((a, b) => a + b, 0);
  return seconds <= VIDEO_ANSWERS_TOTAL_MAX_SECONDS
    ? Result.succeed(seconds)
    : Result.fail(new RecordingTooLong({ seconds, maxSeconds: VIDEO_ANSWERS_TOTAL_MAX_SECONDS }));
};

/** An intro video lasts at most 1 minute (INTRO_VIDEO_MAX_SECONDS); the server checks what the app declares. */
export const validateIntroVideoDuration = (seconds: number): Result.Result<number, RecordingTooLong> =>
  seconds <= INTRO_VIDEO_MAX_SECONDS
    ? Result.succeed(seconds)
    : Result.fail(new RecordingTooLong({ seconds, maxSeconds: INTRO_VIDEO_MAX_SECONDS }));

// The formats table is Effect-free and error-free in upload-formats.rules.ts (a picker's `accept`
// must not bring the error-code table to a first screen); re-exported here for the checks below.
import { extensionsOf, UPLOAD_RULES, type FileFormat, type UploadKind } from "./upload-formats.rules";
export {
  acceptOf,
  extensionsOf,
  FILE_FORMATS,
  FILE_SIGNATURE_BYTES,
  isUploadKind,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_RULES,
  type FileFormat,
  type UploadKind,
  type UploadKindRule,
} from "./upload-formats.rules";

export interface UploadedFileFacts {
  readonly kind: UploadKind;
  readonly fileName: string;
  readonly sizeBytes: number;
  /** The file's first bytes (FILE_SIGNATURE_BYTES are enough). */
  readonly head: Uint8Array;
}

/**
 * Whether a file may be stored as `kind`: its extension is one of the kind's, its content carries
 * the signature of a format of the kind that has that extension (cv.pdf must be a PDF), and it is
 * within the kind's size. The format is judged before the size; the answer is the format found.
 */
export const checkUpload = (file: UploadedFileFacts): Result.Result<FileFormat, InvalidFileFormat | FileTooLarge> => {
  const rule = UPLOAD_RULES[file.kind];
  const extension = fileExtension(file.fileName);
  const found = rule.formats.find((f) => f.extensions.includes(extension) && f.matches(file.head));
  if (found === undefined) return Result.fail(new InvalidFileFormat({ fileName: file.fileName, allowed: extensionsOf(file.kind) }));
  if (!(file.sizeBytes >= 0 && file.sizeBytes <= rule.maxBytes)) return Result.fail(new FileTooLarge({ sizeBytes: file.sizeBytes, maxBytes: rule.maxBytes }));
  return Result.succeed(found);
};
