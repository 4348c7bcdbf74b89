import { createHmac, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { refuseUnread } from "./body";
import { apiFailure, type ApiFailure } from "./errors";

/**
 * The signed headers of every app request (docs/api.md "Signature and nonce"): `nonce`, 16 random
 * bytes as 32 lowercase hex characters, and `signature`, the hex HMAC-SHA256 of the nonce with
 * the app secret. The mock checks them like the real backend: a missing, malformed or wrong pair
 * is 401 SIGNATURE_INVALID, a nonce it accepted in the last NONCE_REPLAY_WINDOW_SECONDS is 401
 * NONCE_REPLAYED.
 */

/** The development secret; the same as adapters/http/app-secret.ts (the app's builds without VITE_APP_SECRET). */
export const DEV_APP_SECRET = "gawe-dev-secret";
/** A nonce is refused when seen again within this window (the spec has no timestamp to bound it further). */
export const NONCE_REPLAY_WINDOW_SECONDS = 10 * 60;
/** The most nonces remembered; past it the oldest are forgotten first (memory stays bounded). */
export const MAX_REMEMBERED_NONCES = 100_000;

const NONCE = /^[0-9a-f]{32}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The signature the app sends for a nonce (node:crypto; the app uses WebCrypto, same bytes). */
export const signatureOf = (secret: string, nonce: string): string => createHmac("sha256", secret).update(nonce).digest("hex");

/**
 * /api and /event are signed. Not signed: the dev area (/__dev, dev-only, absent in strict mode;
 * the back office posts plain HTML forms), uploaded files served back at their URL (a stand-in
 * for the CDN: <img> and <video> fetch them without headers), and the applicants' CVs behind their
 * signed links (a browser downloads them; features/applying/applicant-cv.ts checks the link).
 */
export const needsSignature = (method: string, path: string): boolean => {
  if (!/^\/(api|event)(\/|$)/.test(path)) return false;
  const servedFile = (method === "GET" || method === "HEAD") && /^\/api\/(uploads|cv-files)\/[^/]+\/[^/]+\/?$/.test(path);
  return !servedFile;
};

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
};

export interface SignatureChecker {
  /** undefined when the request is signed and its nonce is fresh (the nonce is then remembered). */
  check(nonce: string | undefined, signature: string | undefined): ApiFailure | undefined;
}

export const createSignatureChecker = (options: { readonly secret: string; readonly now: () => number }): SignatureChecker => {
  /** nonce -> when it was accepted; insertion order is (about) time order, so the oldest come first. */
  const seen = new Map<string, number>();
  const windowMs = NONCE_REPLAY_WINDOW_SECONDS * 1000;
  const forgetOld = (now: number): void => {
    for (const [nonce, at] of seen) {
      if (now - at < windowMs && seen.size < MAX_REMEMBERED_NONCES) break;
      seen.delete(nonce);
    }
  };
  return {
    check: (nonce, signature) => {
      if (nonce === undefined || signature === undefined)
        return apiFailure("SIGNATURE_INVALID", "The nonce and signature headers are required", { reason: "missing" });
      if (!NONCE.test(nonce) || !SIGNATURE.test(signature))
        return apiFailure("SIGNATURE_INVALID", "nonce: 32 lowercase hex characters; signature: 64", { reason: "malformed" });
      const expected = Buffer.from(signatureOf(options.secret, nonce), "utf8");
      if (!timingSafeEqual(expected, Buffer.from(signature, "utf8")))
        return apiFailure("SIGNATURE_INVALID", "The signature does not match the nonce", { reason: "mismatch" });
      const now = options.now();
      forgetOld(now);
      const at = seen.get(nonce);
      if (at !== undefined && now - at < windowMs)
        return apiFailure("NONCE_REPLAYED", "This nonce was used already; send a new one with every request", {
          windowSeconds: NONCE_REPLAY_WINDOW_SECONDS,
        });
      seen.delete(nonce);
      seen.set(nonce, now);
      return undefined;
    },
  };
};

/** Express middleware: refuses an unsigned, wrongly signed or replayed request before reading its body. */
export const signatureGuard = (checker: SignatureChecker) => (req: Request, res: Response, next: NextFunction): void => {
  if (!needsSignature(req.method, req.path)) return next();
  const failure = checker.check(header(req, "nonce"), header(req, "signature"));
  if (failure !== undefined) return refuseUnread(req, res, failure);
  next();
};
