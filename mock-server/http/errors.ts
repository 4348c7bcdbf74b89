import type { Response } from "express";

/** An expected failure of a request: becomes the error envelope of docs/api.md. */
export interface ApiFailure {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export const apiFailure = (
  status: number,
  code: string,
  message: string,
  details?: Readonly<Record<string, unknown>>,
): ApiFailure => (details === undefined ? { status, code, message } : { status, code, message, details });

export const envelopeOf = (failure: ApiFailure) => ({
  error: {
    code: failure.code,
    message: failure.message,
    ...(failure.details === undefined ? {} : { details: failure.details }),
  },
});

export const sendFailure = (res: Response, failure: ApiFailure): void => {
  if (res.headersSent) return;
  res.status(failure.status).json(envelopeOf(failure));
};

export const notFound = (method: string, path: string): ApiFailure =>
  apiFailure(404, "NOT_FOUND", `No route ${method} ${path}`);

export const unauthenticated = (): ApiFailure =>
  apiFailure(401, "UNAUTHENTICATED", "Missing, unknown or revoked bearer token");
