import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { CV_EXTENSIONS, INTRO_VIDEO_MAX_SECONDS } from "../policy/business-constants";
import {
  checkUpload, extensionsOf, FILE_FORMATS, UPLOAD_KINDS, UPLOAD_RULES, validateIntroVideoDuration, type FileFormat, type UploadKind,
} from "./upload.rules";

const bytes = (...parts: (string | readonly number[])[]): number[] =>
  parts.flatMap((p) => (typeof p === "string" ? Array.from(p, (c) => c.charCodeAt(0)) : [...p]));

/** A real first few bytes of a file of each format. */
const SAMPLE_HEADS: Readonly<Record<keyof typeof FILE_FORMATS, number[]>> = {
  pdf: bytes("%PDF-1.7"),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: bytes("PK", [3, 4, 20, 0, 6, 0]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xdb]),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: bytes("RIFF", [0x10, 0, 0, 0], "WEBPVP8L"),
  mp4: bytes([0, 0, 0, 0x20], "ftypisom"),
  mov: bytes([0, 0, 0, 0x14], "ftypqt  "),
  webm: bytes(EBML()),
  mp3: bytes([0xff, 0xfb, 0x90, 0x64]),
  aac: bytes([0xff, 0xf1, 0x50, 0x80]),
  m4a: bytes([0, 0, 0, 0x20], "ftypM4A "),
  ogg: bytes("OggS", [0, 2]),
  wav: bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "),
  weba: bytes(EBML()),
  amr: bytes("#!AMR\n"),
};
function EBML(): number[] {
  return [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81];
}

const headOf = (format: FileFormat): number[] => {
  const entry = Object.entries(FILE_FORMATS).find(([, f]) => f === format);
  if (entry === undefined) throw new Error("unknown format");
  return SAMPLE_HEADS[entry[0] as keyof typeof FILE_FORMATS];
};

const kind = fc.constantFrom(...UPLOAD_KINDS);
const baseName = fc.stringMatching(/^[A-Za-z0-9 _-]{1,20}$/);
const padding = fc.uint8Array({ maxLength: 24 });

describe("upload check (issue 10 item 2)", () => {
  it("the CV kind accepts exactly the CV extensions the app checks (one rule for both)", () => {
    expect(extensionsOf("pdf")).toEqual(CV_EXTENSIONS);
  });

  it("property: a file with a format's signature and one of its extensions is accepted as that format, within the size", () => {
    const formatOfKind = kind.chain((k) => fc.tuple(fc.constant(k), fc.constantFrom(...UPLOAD_RULES[k].formats)));
    fc.assert(
      fc.property(formatOfKind, baseName, padding, fc.boolean(), (kindAndFormat, name, rest, upper) => {
        const [k, format] = kindAndFormat;
        const ext = format.extensions[0] ?? "";
        const head = Uint8Array.from([...headOf(format), ...rest]);
        const checked = checkUpload({ kind: k, fileName: `${name}.${upper ? ext.toUpperCase() : ext}`, sizeBytes: head.length, head });
        expect(Result.isSuccess(checked)).toBe(true);
        if (Result.isSuccess(checked)) expect(checked.success.contentType).toBe(format.contentType);
        const tooBig = checkUpload({ kind: k, fileName: `${name}.${ext}`, sizeBytes: UPLOAD_RULES[k].maxBytes + 1, head });
        expect(Result.isFailure(tooBig) && tooBig.failure._tag).toBe("FileTooLarge");
      }),
    );
  });

  it("property: markup (HTML, SVG, XML, script) is never accepted, whatever its name or kind", () => {
    const markup = fc.tuple(fc.constantFrom("<html>", "<!doctype html>", "<svg ", "<?xml ", "<script>", " <html>", "\ufeff<html>"), fc.string({ maxLength: 20 }));
    const anyExtension = fc.constantFrom(...Object.values(FILE_FORMATS).flatMap((f) => f.extensions), "html", "svg", "exe", "");
    fc.assert(
      fc.property(kind, markup, baseName, anyExtension, (k, [start, rest], name, ext) => {
        const head = new TextEncoder().encode(start + rest);
        const checked = checkUpload({ kind: k, fileName: `${name}.${ext}`, sizeBytes: head.length, head });
        expect(Result.isFailure(checked) && checked.failure._tag).toBe("InvalidFileFormat");
      }),
    );
  });

  it("property: content of one format under another format's extension is refused (cv.pdf must be a PDF)", () => {
    const pairs = kind.chain((k) => fc.tuple(fc.constant(k), fc.constantFrom(...UPLOAD_RULES[k].formats), fc.constantFrom(...UPLOAD_RULES[k].formats)));
    fc.assert(
      fc.property(pairs, baseName, ([k, content, named], name) => {
        const head = Uint8Array.from(headOf(content));
        const checked = checkUpload({ kind: k, fileName: `${name}.${named.extensions[0] ?? ""}`, sizeBytes: head.length, head });
        expect(Result.isSuccess(checked)).toBe(named.matches(head));
        if (content === named) expect(Result.isSuccess(checked)).toBe(true);
      }),
    );
  });

  it("property: an extension of another kind is refused with the kind's allowed extensions", () => {
    fc.assert(
      fc.property(kind, kind, (k, other) => {
        const foreign = extensionsOf(other).filter((e) => !extensionsOf(k).includes(e));
        fc.pre(foreign.length > 0);
        const format = UPLOAD_RULES[other].formats.find((f) => f.extensions.includes(foreign[0] ?? ""));
        const head = Uint8Array.from(format === undefined ? [] : headOf(format));
        const checked = checkUpload({ kind: k, fileName: `file.${foreign[0] ?? ""}`, sizeBytes: head.length, head });
        expect(Result.isFailure(checked) && checked.failure).toMatchObject({ _tag: "InvalidFileFormat", allowed: extensionsOf(k) });
      }),
    );
  });

  it("documents download, media show inline", () => {
    for (const k of UPLOAD_KINDS as readonly UploadKind[])
      for (const f of UPLOAD_RULES[k].formats) expect(f.disposition).toBe(k === "pdf" ? "attachment" : "inline");
  });

  it("an intro video lasts at most INTRO_VIDEO_MAX_SECONDS", () => {
    expect(Result.isSuccess(validateIntroVideoDuration(INTRO_VIDEO_MAX_SECONDS))).toBe(true);
    expect(Result.isSuccess(validateIntroVideoDuration(0))).toBe(true);
    const refused = validateIntroVideoDuration(600);
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({ code: "RECORDING_TOO_LONG", seconds: 600, maxSeconds: INTRO_VIDEO_MAX_SECONDS });
    expect(Result.isFailure(validateIntroVideoDuration(INTRO_VIDEO_MAX_SECONDS + 0.001))).toBe(true);
  });
});
