import type { NextFunction, Request, Response } from "express";
import { apiFailure } from "./errors";
import { refuseUnread } from "./body";

/** True when a segment of the path is not valid percent-encoding of UTF-8 (`%zz`, `%`, `%C0%AF`, `%FF%FE`). */
export const isMalformedPath = (path: string): boolean => {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
};

export const malformedPath = () => apiFailure("MALFORMED_PATH", "The path is not valid percent-encoded UTF-8");

/**
 * Refuses a path Express could not decode into its parameters (it would throw URIError from the
 * route, a 500) before any route or body reader runs.
 */
export const rejectMalformedPath = (req: Request, res: Response, next: NextFunction): void => {
  if (isMalformedPath(req.path)) return refuseUnread(req, res, malformedPath());
  next();
};
