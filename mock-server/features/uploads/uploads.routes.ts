import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import type { Application, Request, Response } from "express";
import { UPLOAD_KINDS } from "../../../domain/shared/upload.rules";
import { MAX_BODY_BYTES } from "../../http/body";
import { findCaller } from "../../http/caller";
import type { EndpointInfo } from "../../http/endpoint";
import { apiFailure, isApiFailure, sendFailure, unauthenticated } from "../../http/errors";
import type { Store } from "../../store/store";
import { checkedUpload, parseMultipart, sendUpload, UPLOAD_BODY_MAX_BYTES } from "./upload-files";
import type { UploadedFiles } from "./uploaded-files";

/** The largest file of any kind (a video, 50 MB; domain/shared/upload.rules.ts) plus the multipart framing. */
const MAX_UPLOAD_BYTES = UPLOAD_BODY_MAX_BYTES;

/** The form's fields (docs/api.md "Uploads"). */
export const UploadForm = Schema.Struct({
  kind: Schema.Literals(UPLOAD_KINDS),
  file: Schema.String.annotate({ contentMediaType: "application/octet-stream", description: "The file, with its name (its extension must be one of the kind's)" }),
});

/** The answer: where the file is served, and the type its content was recognised as. */
export const UploadedFile = Schema.Struct({ url: Schema.String, fileName: Schema.String, mimeType: Schema.String, sizeBytes: Schema.Int });

export const uploadEndpoints: readonly EndpointInfo[] = [
  {
    method: "POST",
    path: "/api/uploads",
    auth: "bearer",
    hasBody: false,
    area: "api",
    maxBodyBytes: MAX_UPLOAD_BYTES,
    summary: "Upload a file (multipart/form-data: kind, file), checked by kind, extension and content; answers its URL",
    formSchema: UploadForm,
    success: { status: 201, schema: UploadedFile },
    errors: ["VALIDATION_FAILED", "INVALID_FILE_FORMAT", "FILE_TOO_LARGE"],
  },
];

/**
 * POST /api/uploads, where the browser bridge sends files (docs/native-bridge.md). Not one of the
 * JSON endpoints: the body is multipart and may be up to 20 MB. Anything else is answered like
 * the JSON endpoints answer it (401, 400 MALFORMED_JSON, 413 over 1 MB, 405). Small files are
 * kept (`files`, uploaded-files.ts) and served back at their URL (a stand-in for the CDN).
 */
/** `publicUrl`: the origin file URLs start with (configuration, never the request's Host header). */
export const mountUploads = (
  app: Application,
  store: Store,
  config: { readonly publicUrl: () => string; readonly now: () => number; readonly files: UploadedFiles },
): void => {
  const { files } = config;
  app.get("/api/uploads/:fileId/:name", (req: Request, res: Response) => {
    const file = files.get(String(req.params.fileId));
    if (file === undefined) return sendFailure(res, apiFailure("NOT_FOUND", "No such uploaded file"));
    sendUpload(res, file);
  });
  app.post("/api/uploads", (req: Request, res: Response) => {
    const multipart = /^multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(req.headers["content-type"] ?? "");
    const limit = multipart === null ? MAX_BODY_BYTES : MAX_UPLOAD_BYTES;
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on("end", () => {
      const caller = findCaller(store.current(), req.headers.authorization, config.now());
      if (caller === undefined) return sendFailure(res, unauthenticated());
      if (over) return sendFailure(res, apiFailure("PAYLOAD_TOO_LARGE", `Body over ${limit} bytes`, { maxBytes: limit }));
      if (multipart === null) {
        const text = Buffer.concat(chunks).toString("utf8");
        try {
          if (text.trim() !== "") JSON.parse(text);
        } catch {
          return sendFailure(res, apiFailure("MALFORMED_JSON", "The body is not JSON"));
        }
        return sendFailure(res, apiFailure("VALIDATION_FAILED", "Send multipart/form-data with a file part", { issues: [{ path: ["file"], message: "Expected a file" }] }));
      }
      const file = checkedUpload(parseMultipart(Buffer.concat(chunks), multipart[2] ?? ""));
      if (isApiFailure(file)) return sendFailure(res, file);
      const fileId = randomUUID();
      files.keep(fileId, file);
      files.own(fileId, { userId: caller.account.userId, contentType: file.format.contentType, sizeBytes: file.bytes.length });
      res.status(201).json({
        url: `${config.publicUrl()}/api/uploads/${fileId}/${encodeURIComponent(file.name)}`,
        fileName: file.name,
        mimeType: file.format.contentType,
        sizeBytes: file.bytes.length,
      });
    });
  });
  app.all("/api/uploads", (req: Request, res: Response) => {
    res.set("Allow", "POST");
    sendFailure(res, apiFailure("METHOD_NOT_ALLOWED", `${req.method} is not allowed on /api/uploads`, { allow: ["POST"] }));
  });
};
