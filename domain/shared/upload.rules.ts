import { Data, Result } from "effect";
import {
  AUDIO_MAX_BYTES,
  AUDIO_RECORDING_MAX_SECONDS,
  BUSINESS_PHOTOS_MAX,
  CV_EXTENSIONS,
  CV_MAX_BYTES,
  INTRO_VIDEO_MAX_BYTES,
  INTRO_VIDEO_MAX_SECONDS,
  PORTFOLIO_IMAGE_MAX_BYTES,
  VIDEO_ANSWERS_TOTAL_MAX_SECONDS,
} from "../policy/business-constants";
import { i18nKeyOf } from "../errors/error-codes";

/** 'Invalid file format.' */
export class InvalidFileFormat extends Data.TaggedError("InvalidFileFormat")<{
  readonly fileName: string;
  readonly allowed: readonly string[];
}> {
  readonly code = "INVALID_FILE_FORMAT";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class FileTooLarge extends Data.TaggedError("FileTooLarge")<{ readonly sizeBytes: number; readonly maxBytes: number }> {
  readonly code = "FILE_TOO_LARGE";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** 'Upload Failed' (the transfer itself broke; raised by adapters, defined here for one text). */
export class UploadFailed extends Data.TaggedError("UploadFailed")<{ readonly reason?: string }> {
  readonly code = "UPLOAD_FAILED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class TooManyPhotos extends Data.TaggedError("TooManyPhotos")<{ readonly count: number; readonly max: number }> {
  readonly code = "TOO_MANY_PHOTOS";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class RecordingTooLong extends Data.TaggedError("RecordingTooLong")<{
  readonly seconds: number;
  readonly maxSeconds: number;
}> {
  readonly code = "RECORDING_TOO_LONG";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
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

/*
 * What POST /api/uploads accepts, by kind (issue 10 item 2): the one table the server checks a file
 * with (its extension and its first bytes) and the app's pickers agree with (CV_EXTENSIONS). A file
 * is judged by its content, never by the type the client claims, and is served with the type its
 * content was recognised as.
 */

/** The `kind` field of an upload, as the app sends it (application/ports/native-bridge.port.ts MediaKind). */
export const UPLOAD_KINDS = ["image", "video", "audio", "pdf"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const isUploadKind = (value: unknown): value is UploadKind => UPLOAD_KINDS.some((k) => k === value);

/** A file format the platform stores and serves. */
export interface FileFormat {
  readonly contentType: string;
  /** Lower-case extensions a file of this format may carry. */
  readonly extensions: readonly string[];
  /** Documents are downloaded (attachment); images, video and audio are shown in the page (inline). */
  readonly disposition: "attachment" | "inline";
  /** Whether the first bytes of a file are this format's signature. */
  readonly matches: (head: Uint8Array) => boolean;
}

/** How many first bytes `matches` looks at. */
export const FILE_SIGNATURE_BYTES = 16;

const ascii = (text: string): readonly number[] => Array.from(text, (c) => c.charCodeAt(0));
const hasAt = (head: Uint8Array, at: number, bytes: readonly number[]): boolean => bytes.every((b, i) => head[at + i] === b);
/** ISO base media (MP4, MOV, M4A): a box of type 'ftyp' first, then the major brand. */
const isoBrand = (head: Uint8Array): string | null =>
  hasAt(head, 4, ascii("ftyp")) && head.length >= 12 ? String.fromCharCode(...head.subarray(8, 12)) : null;
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const riff = (head: Uint8Array, form: string): boolean => hasAt(head, 0, ascii("RIFF")) && hasAt(head, 8, ascii(form));
/** An MPEG audio frame header: 11 sync bits, and a layer (bits 1-2 of the second byte) that is not 00 (ADTS AAC). */
const mpegAudioFrame = (head: Uint8Array): boolean => head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) !== 0;
const adtsAac = (head: Uint8Array): boolean => head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0;

const format = (contentType: string, extensions: readonly string[], matches: FileFormat["matches"]): FileFormat => ({
  contentType,
  extensions,
  disposition: contentType.startsWith("application/") ? "attachment" : "inline",
  matches,
});

export const FILE_FORMATS = {
  pdf: format("application/pdf", ["pdf"], (h) => hasAt(h, 0, ascii("%PDF-"))),
  doc: format("application/msword", ["doc"], (h) => hasAt(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  docx: format("application/vnd.openxmlformats-officedocument.wordprocessingml.document", ["docx"], (h) => hasAt(h, 0, [0x50, 0x4b, 0x03, 0x04])),
  jpeg: format("image/jpeg", ["jpg", "jpeg"], (h) => hasAt(h, 0, [0xff, 0xd8, 0xff])),
  png: format("image/png", ["png"], (h) => hasAt(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: format("image/webp", ["webp"], (h) => riff(h, "WEBP")),
  mp4: format("video/mp4", ["mp4", "m4v"], (h) => {
    const brand = isoBrand(h);
    return brand !== null && brand !== "qt  " && !brand.startsWith("M4A") && !brand.startsWith("M4B");
  }),
  mov: format("video/quicktime", ["mov"], (h) => isoBrand(h) === "qt  "),
  webm: format("video/webm", ["webm"], (h) => hasAt(h, 0, EBML)),
  mp3: format("audio/mpeg", ["mp3"], (h) => hasAt(h, 0, ascii("ID3")) || mpegAudioFrame(h)),
  aac: format("audio/aac", ["aac"], adtsAac),
  m4a: format("audio/mp4", ["m4a"], (h) => isoBrand(h) !== null),
  ogg: format("audio/ogg", ["ogg", "oga", "opus"], (h) => hasAt(h, 0, ascii("OggS"))),
  wav: format("audio/wav", ["wav"], (h) => riff(h, "WAVE")),
  weba: format("audio/webm", ["webm", "weba"], (h) => hasAt(h, 0, EBML)),
  amr: format("audio/amr", ["amr"], (h) => hasAt(h, 0, ascii("#!AMR"))),
} as const satisfies Record<string, FileFormat>;

export interface UploadKindRule {
  readonly formats: readonly FileFormat[];
  readonly maxBytes: number;
}

/**
 * Decision (docs/business-rules.md): per kind, the formats and the largest file. "pdf" is the CV
 * kind (PDF, DOC, DOCX, CV_EXTENSIONS); an image may be as large as a portfolio image (a logo or
 * business photo, 5 MB, is checked by the app); HEIC, GIF and SVG are not accepted.
 */
export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadKindRule>> = {
  pdf: { formats: [FILE_FORMATS.pdf, FILE_FORMATS.doc, FILE_FORMATS.docx], maxBytes: CV_MAX_BYTES },
  image: { formats: [FILE_FORMATS.jpeg, FILE_FORMATS.png, FILE_FORMATS.webp], maxBytes: PORTFOLIO_IMAGE_MAX_BYTES },
  video: { formats: [FILE_FORMATS.mp4, FILE_FORMATS.mov, FILE_FORMATS.webm], maxBytes: INTRO_VIDEO_MAX_BYTES },
  audio: {
    formats: [FILE_FORMATS.mp3, FILE_FORMATS.aac, FILE_FORMATS.m4a, FILE_FORMATS.ogg, FILE_FORMATS.wav, FILE_FORMATS.weba, FILE_FORMATS.amr],
    maxBytes: AUDIO_MAX_BYTES,
  },
};

/** The largest file of any kind: what an upload body may hold at most (plus its multipart framing). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

/** Extensions a kind accepts, in the table's order (for the refusal's `allowed`). */
export const extensionsOf = (kind: UploadKind): readonly string[] => UPLOAD_RULES[kind].formats.flatMap((f) => f.extensions);

/** What a file picker offers for a kind (its `accept`): the kind's extensions and content types, from the same table the server checks. */
export const acceptOf = (kind: UploadKind): readonly string[] => [
  ...extensionsOf(kind).map((extension) => `.${extension}`),
  ...new Set(UPLOAD_RULES[kind].formats.map((f) => f.contentType)),
];

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
