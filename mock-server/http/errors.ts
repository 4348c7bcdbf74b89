import type { Response } from "express";
import { ERROR_CODES, type CodedError, type ErrorCode } from "../../domain/errors/error-codes";
import { toWibIso } from "../../domain/shared/wib-time";

/** An expected failure of a request: becomes the error envelope of docs/api.md. */
export interface ApiFailure {
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export const isApiFailure = (x: object): x is ApiFailure => "code" in x && "status" in x && "message" in x;

/** A failure with a code of the error-code table; the status is the table's. */
export const apiFailure = (code: ErrorCode, message: string, details?: Readonly<Record<string, unknown>>): ApiFailure => {
  const { status } = ERROR_CODES[code];
  return details === undefined ? { status, code, message } : { status, code, message, details };
};

/** Instants of domain errors are epoch milliseconds in fields named `...At`; the API writes them as ISO with +07:00. */
const wireValue = (name: string, value: unknown): unknown =>
  name.endsWith("At") && typeof value === "number" && Number.isFinite(value) ? toWibIso(value) : value;

/** "JobNotEditable" -> "Job not editable": the developer-facing message of a refused rule. */
const sentenceOf = (tag: string): string => {
  const words = tag.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Any domain error as the envelope: its code, the table's status, its own fields as details. */
export const domainFailure = (error: CodedError): ApiFailure => {
  const details = Object.fromEntries(
    Object.entries(error)
      .filter(([name]) => name !== "_tag" && name !== "code")
      .map(([name, value]) => [name, wireValue(name, value)]),
  );
  return apiFailure(error.code, sentenceOf(error._tag), Object.keys(details).length === 0 ? undefined : details);
};

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

export const notFound = (method: string, path: string): ApiFailure => apiFailure("NOT_FOUND", `No route ${method} ${path}`);

export const unauthenticated = (): ApiFailure => apiFailure("UNAUTHENTICATED", "Missing, unknown or revoked bearer token");

export const forbidden = (why: string): ApiFailure => apiFailure("FORBIDDEN", why);

/** Unknown, deleted, or not the caller's to see: one answer, so an outsider learns nothing. */
export const jobNotFound = (): ApiFailure => apiFailure("JOB_NOT_FOUND", "No such job");
