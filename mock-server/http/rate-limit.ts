import type { NextFunction, Request, Response } from "express";
import { refuseUnread } from "./body";
import { apiFailure } from "./errors";
import { needsSignature } from "./signature";

/**
 * docs/api.md lists 429 RATE_LIMITED among the errors of every endpoint, but the mock limits only
 * OTP sends. This stand-in answers it on demand, so the contracts can show what a limited request
 * gets: the Pact state "the client has sent too many requests" arms it, and the next request to
 * /api or /event answers 429 RATE_LIMITED with `details.retryAfterSeconds` (once). Held in memory;
 * a state teardown or /__dev/reset disarms it.
 */
export interface RateLimitStandIn {
  arm(retryAfterSeconds: number): void;
  /** The seconds to answer when armed (and disarms), else null. */
  take(): number | null;
  reset(): void;
}

export const createRateLimitStandIn = (): RateLimitStandIn => {
  let armed: number | null = null;
  return {
    arm: (seconds) => {
      armed = seconds;
    },
    take: () => {
      const seconds = armed;
      armed = null;
      return seconds;
    },
    reset: () => {
      armed = null;
    },
  };
};

/** After the signature check: a signed request the stand-in was armed for answers 429 unread. */
export const rateLimitGuard = (standIn: RateLimitStandIn) => (req: Request, res: Response, next: NextFunction): void => {
  if (!needsSignature(req.method, req.path)) return next();
  const retryAfterSeconds = standIn.take();
  if (retryAfterSeconds === null) return next();
  refuseUnread(req, res, apiFailure("RATE_LIMITED", "Too many requests from this client", { retryAfterSeconds }));
};
