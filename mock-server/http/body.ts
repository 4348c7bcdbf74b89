import type { NextFunction, Request, Response } from "express";
import { apiFailure, sendFailure, type ApiFailure } from "./errors";

/**
 * Body limits (docs/api.md "Limits"). Each endpoint of the table carries its own; these are the
 * defaults. A request whose endpoint takes no body may still send a small one (it is parsed, so
 * broken JSON is still 400, then ignored).
 */
export const NO_BODY_MAX_BYTES = 4 * 1024;
/** The least an endpoint with a body takes (and what one with a free-form record takes). */
export const JSON_BODY_MAX_BYTES = 16 * 1024;
/** The most a schema's body gets, however large its largest valid body (docs/api.md "Body limits per endpoint" lists each). */
export const LARGE_JSON_BODY_MAX_BYTES = 128 * 1024;
/** The most any JSON endpoint takes (what uploads allow for a body that is not multipart). */
export const MAX_BODY_BYTES = LARGE_JSON_BODY_MAX_BYTES;
/**
 * A refused body is read and thrown away (never kept) so that the client reads the answer
 * instead of a reset connection; past this we stop and drop the connection.
 */
const MAX_DRAIN_BYTES = 32 * 1024 * 1024;

export type BodyKind = "none" | "json" | "form";

/** What the body reader leaves on `res.locals`. */
export interface ParsedBody {
  readonly kind: BodyKind;
  readonly value: unknown;
}

const isForm = (req: Request): boolean =>
  (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

/** Only JSON's own whitespace makes "no body"; any other character (U+00A0, U+2028, a BOM, ...) is not JSON. */
const JSON_WHITESPACE_ONLY = /^[ \t\n\r]*$/;

const parse = (req: Request, text: string, forms: boolean): ParsedBody | "malformed" => {
  if (JSON_WHITESPACE_ONLY.test(text)) return { kind: "none", value: undefined };
  if (forms && isForm(req)) return { kind: "form", value: Object.fromEntries(new URLSearchParams(text)) };
  try {
    return { kind: "json", value: JSON.parse(text) };
  } catch {
    return "malformed";
  }
};

/**
 * Reads what is left of the body and throws it away, without keeping a byte; a client that keeps
 * sending past MAX_DRAIN_BYTES loses the connection.
 */
export const discardBody = (req: Request, alreadyRead = 0): void => {
  let size = alreadyRead;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_DRAIN_BYTES) req.destroy();
  });
  req.on("error", () => undefined);
  req.resume();
};

/**
 * Answers a request before its body was read (no token, a bad signature, a body declared too
 * large): the answer goes out at once and the body, if any, is discarded as it arrives.
 */
export const refuseUnread = (req: Request, res: Response, failure: ApiFailure): void => {
  discardBody(req);
  sendFailure(res, failure);
};

const tooLarge = (maxBytes: number) => apiFailure("PAYLOAD_TOO_LARGE", `Body over ${maxBytes} bytes`, { maxBytes });

/**
 * Reads the request body ourselves instead of json-server's body-parser (10 MB limit, errors as
 * HTML stack traces). JSON whatever the content type says; HTML forms only where `forms` is set
 * (the back office). A body over `maxBytes` (declared or counted) is answered 413 at once and the
 * rest is discarded, never kept.
 */
export const bodyReader = (options: { readonly forms: boolean; readonly maxBytes: number }) => (req: Request, res: Response, next: NextFunction): void => {
  const { maxBytes } = options;
  const declared = Number(req.headers["content-length"] ?? "0");
  if (Number.isFinite(declared) && declared > maxBytes) return refuseUnread(req, res, tooLarge(maxBytes));
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxBytes) {
      chunks.push(chunk);
      return;
    }
    done = true;
    chunks.length = 0;
    req.off("data", onData);
    discardBody(req, size);
    sendFailure(res, tooLarge(maxBytes));
  };
  req.on("data", onData);
  req.on("error", () => {
    done = true;
  });
  req.on("end", () => {
    if (done) return;
    done = true;
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
