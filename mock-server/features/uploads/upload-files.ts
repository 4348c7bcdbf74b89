import type { Response } from "express";
import { Result } from "effect";
import { checkUpload, FILE_SIGNATURE_BYTES, isUploadKind, UPLOAD_KINDS, UPLOAD_MAX_BYTES, type FileFormat } from "../../../domain/shared/upload.rules";
import { validationFailed } from "../../http/endpoint";
import { domainFailure, type ApiFailure } from "../../http/errors";

/*
 * The checks and the serving of uploaded files (issue 10 item 2), apart from the route's body
 * reading: the multipart fields, the domain's upload rules (kind, extension, content), and the
 * headers a stored file is served with so that no upload ever runs as a page of our origin.
 */

/** The most an upload body may hold: the largest file of any kind plus room for the multipart framing. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

const FILE_NAME_MAX = 200;

export interface MultipartForm {
  /** Text fields by name (the first of each name). */
  readonly fields: ReadonlyMap<string, string>;
  /** The first part with a file name. */
  readonly file: { readonly name: string; readonly bytes: Buffer } | null;
}

const headerParam = (head: string, name: string): string | undefined => new RegExp(`;\\s*${name}="([^"]*)"`, "i").exec(head)?.[1];

/** The parts of a multipart/form-data body (RFC 7578): its text fields and its first file. */
export const parseMultipart = (body: Buffer, boundary: string): MultipartForm => {
  // latin1 maps each byte to one character, so string offsets are byte offsets.
  const text = body.toString("latin1");
  const marker = `--${boundary}`;
  const fields = new Map<string, string>();
  let file: MultipartForm["file"] = null;
  let offset = 0;
  for (const part of text.split(marker)) {
    const start = offset;
    offset += part.length + marker.length;
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const head = part.slice(0, split);
    // The part ends with CRLF before the next boundary.
    const from = start + split + 4;
    const bytes = body.subarray(from, Math.max(from, start + part.length - 2));
    const fileName = headerParam(head, "filename");
    if (fileName !== undefined) {
      file ??= { name: Buffer.from(fileName, "latin1").toString("utf8"), bytes };
      continue;
    }
    const name = headerParam(head, "name");
    if (name !== undefined && !fields.has(name)) fields.set(name, bytes.toString("utf8").slice(0, 100));
  }
  return { fields, file };
};

/** A file name as stored and served: no path, no control or bidi characters, at most 200 characters. */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = Array.from(base.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").trim()).slice(0, FILE_NAME_MAX).join("");
  return clean === "" ? "file" : clean;
};

export interface CheckedUpload {
  readonly name: string;
  readonly format: FileFormat;
  readonly bytes: Buffer;
}

/**
 * The upload as the domain's rules judge it: a known `kind`, a file whose extension and first bytes
 * are a format of that kind and whose size is within the kind's limit; otherwise the refusal
 * (400 VALIDATION_FAILED, 400 INVALID_FILE_FORMAT, 413 FILE_TOO_LARGE). The type the client
 * claimed for the file is never used.
 */
export const checkedUpload = (form: MultipartForm): CheckedUpload | ApiFailure => {
  const kind = form.fields.get("kind");
  if (!isUploadKind(kind)) return validationFailed([{ path: ["kind"], message: `Expected one of ${UPLOAD_KINDS.join(", ")}` }]);
  if (form.file === null) return validationFailed([{ path: ["file"], message: "Expected a file" }]);
  const name = cleanFileName(form.file.name);
  const { bytes } = form.file;
  const checked = checkUpload({ kind, fileName: name, sizeBytes: bytes.length, head: bytes.subarray(0, FILE_SIGNATURE_BYTES) });
  if (Result.isFailure(checked)) return domainFailure(checked.failure);
  return { name, format: checked.success, bytes };
};

/** `filename` for old clients (printable ASCII, no quotes) and `filename*` with the real name (RFC 6266). */
const contentDisposition = (disposition: string, name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * Serves a stored upload with the type its content was recognised as, never sniffed
 * (`nosniff`), downloaded when it is a document and shown inline when it is media, and inside
 * a sandbox without any source allowed, should a browser still try to run it as a page.
 */
export const sendUpload = (res: Response, file: CheckedUpload): void => {
  res
    .status(200)
    .set({
      "Content-Type": file.format.contentType,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": contentDisposition(file.format.disposition, file.name),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
    })
    .end(file.bytes);
};
