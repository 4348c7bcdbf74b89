import { Result, Schema } from "effect";
import type { BridgeFailure, MediaKind, UploadRequest, UploadedMedia } from "../../application/ports/native-bridge.port";
import { UploadedMediaPayload } from "./bridge-message.schema";

const DEFAULT_ACCEPT: Readonly<Record<MediaKind, readonly string[]>> = {
  image: ["image/*"],
  video: ["video/*"],
  audio: ["audio/*"],
  pdf: ["application/pdf", ".pdf"],
};

export const acceptFor = (request: UploadRequest): readonly string[] => request.accept ?? DEFAULT_ACCEPT[request.kind];

export interface PickedFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** `accept` entries are MIME types ("image/png"), wildcards ("image/*") or extensions (".docx"). */
export const matchesAccept = (file: PickedFile, accept: readonly string[]): boolean =>
  accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith(".")) return file.name.toLowerCase().endsWith(r);
    if (r.endsWith("/*")) return file.type.toLowerCase().startsWith(r.slice(0, -1));
    return file.type.toLowerCase() === r;
  });

/** Checked before a single byte leaves the phone. */
export const checkFile = (file: PickedFile, request: UploadRequest): BridgeFailure | null => {
  if (!matchesAccept(file, acceptFor(request))) return { _tag: "InvalidFileFormat" };
  if (request.maxBytes !== undefined && file.size > request.maxBytes) {
    return { _tag: "FileTooLarge", maxBytes: request.maxBytes };
  }
  return null;
};

export interface UploadTarget {
  readonly url: string;
  readonly headers: () => Promise<Record<string, string>>;
}

export interface UploadDocument {
  createElement(tag: "input"): HTMLInputElement;
}

/** Opens the system file picker; resolves null when the user cancels. */
export const pickFile = (doc: UploadDocument, accept: readonly string[]): Promise<File | null> =>
  new Promise((resolve) => {
    const input = doc.createElement("input");
    input.type = "file";
    input.accept = accept.join(",");
    input.addEventListener("change", () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener("cancel", () => resolve(null), { once: true });
    input.click();
  });

const decodeMedia = Schema.decodeUnknownResult(UploadedMediaPayload);

/** XHR rather than fetch: fetch still cannot report upload progress. */
export const sendFile = (
  makeXhr: () => XMLHttpRequest,
  target: UploadTarget,
  file: File,
  kind: MediaKind,
  onProgress?: (fraction: number) => void,
): Promise<Result.Result<UploadedMedia, BridgeFailure>> =>
  target.headers().then(
    (headers) =>
      new Promise<Result.Result<UploadedMedia, BridgeFailure>>((resolve) => {
        const xhr = makeXhr();
        xhr.open("POST", target.url);
        for (const [name, value] of Object.entries(headers)) {
          // The browser writes the multipart boundary itself.
          if (name.toLowerCase() !== "content-type") xhr.setRequestHeader(name, value);
        }
        xhr.upload.addEventListener("progress", (event) => {
          if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
        });
        const failed = (): void => resolve(Result.fail({ _tag: "UploadFailed" }));
        xhr.addEventListener("error", failed);
        xhr.addEventListener("abort", failed);
        xhr.addEventListener("timeout", () => resolve(Result.fail({ _tag: "Timeout" })));
        xhr.addEventListener("load", () => {
          if (xhr.status < 200 || xhr.status >= 300) return failed();
          let body: unknown;
          try {
            body = JSON.parse(xhr.responseText) as unknown;
          } catch {
            return failed();
          }
          const media = decodeMedia(body);
          if (Result.isFailure(media)) return failed();
          onProgress?.(1);
          resolve(Result.succeed(media.success));
        });
        const form = new FormData();
        form.append("kind", kind);
        form.append("file", file, file.name);
        xhr.send(form);
      }),
  ).catch((): Result.Result<UploadedMedia, BridgeFailure> => Result.fail({ _tag: "UploadFailed" }));
