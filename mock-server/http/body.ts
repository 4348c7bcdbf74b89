import type { NextFunction, Request, Response } from "express";
import { apiFailure, sendFailure } from "./errors";

/** docs/api.md: bodies over 1 MB are refused with 413 PAYLOAD_TOO_LARGE. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Past this we stop draining and drop the connection: nobody legitimate sends that much. */
const MAX_DRAIN_BYTES = 32 * MAX_BODY_BYTES;

export type BodyKind = "none" | "json" | "form";

/** What the body reader leaves on `res.locals`. */
export interface ParsedBody {
  readonly kind: BodyKind;
  readonly value: unknown;
}

const isForm = (req: Request): boolean =>
  (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

const parse = (req: Request, text: string, forms: boolean): ParsedBody | "malformed" => {
  if (text.trim() === "") return { kind: "none", value: undefined };
  if (forms && isForm(req)) return { kind: "form", value: Object.fromEntries(new URLSearchParams(text)) };
  try {
    return { kind: "json", value: JSON.parse(text) };
  } catch {
    return "malformed";
  }
};

/**
 * Reads the request body ourselves instead of json-server's body-parser (10 MB limit, errors as
 * HTML stack traces). JSON whatever the content type says; HTML forms only where `forms` is set
 * (the back office). An oversized body is drained before answering 413, so the client reads the
 * answer instead of a reset connection.
 */
export const bodyReader = (options: { readonly forms: boolean }) => (req: Request, res: Response, next: NextFunction): void => {
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    else if (size > MAX_DRAIN_BYTES) {
      done = true;
      req.destroy();
    }
  });
  req.on("error", () => {
    done = true;
  });
  req.on("end", () => {
    if (done) return;
    done = true;
    if (size > MAX_BODY_BYTES) {
      sendFailure(res, apiFailure("PAYLOAD_TOO_LARGE", `Body over ${MAX_BODY_BYTES} bytes`, { maxBytes: MAX_BODY_BYTES }));
      return;
    }
    const parsed = parse(req, Buffer.concat(chunks).toString("utf8"), options.forms);
    if (parsed === "malformed") {
      sendFailure(res, apiFailure("MALFORMED_JSON", "The body is not JSON"));
      return;
    }
    res.locals.body = parsed;
    // Tells body-parser (inside json-server's router) the body has been read already.
    (req as Request & { _body?: boolean })._body = true;
    next();
  });
};

export const parsedBody = (res: Response): ParsedBody =>
  (res.locals.body as ParsedBody | undefined) ?? { kind: "none", value: undefined };
