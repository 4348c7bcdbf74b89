import { Result, Schema } from "effect";
import type { BridgeFailure, MediaKind, UploadedMedia } from "../../application/ports/native-bridge.port";
import { UploadedMediaPayload } from "./bridge-message.schema";
import type { UploadTarget } from "./browser-file-pick";

const decodeMedia = Schema.decodeUnknownResult(UploadedMediaPayload);

/** The server's refusal of a file (docs/api.md "Uploads"), as the bridge's failure; anything else failed on the way. */
const refusalOf = (responseText: string): BridgeFailure => {
  try {
    const { error } = JSON.parse(responseText) as { error?: { code?: unknown; details?: { maxBytes?: unknown } } };
    if (error?.code === "INVALID_FILE_FORMAT") return { _tag: "InvalidFileFormat" };
    if (error?.code === "FILE_TOO_LARGE" && typeof error.details?.maxBytes === "number") return { _tag: "FileTooLarge", maxBytes: error.details.maxBytes };
  } catch {
    // Not our envelope (a proxy's error page): the upload failed on the way.
  }
  return { _tag: "UploadFailed" };
};

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
          if (xhr.status < 200 || xhr.status >= 300) return resolve(Result.fail(refusalOf(xhr.responseText)));
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
