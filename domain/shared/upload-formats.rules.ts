import { AUDIO_MAX_BYTES, CV_MAX_BYTES, INTRO_VIDEO_MAX_BYTES, PORTFOLIO_IMAGE_MAX_BYTES } from "../policy/business-constants";

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
