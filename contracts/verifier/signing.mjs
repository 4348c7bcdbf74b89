// @ts-check
/**
 * Request signing for the provider verification: the same bytes as the app's
 * adapters/http/request-signature.ts (a nonce of 16 random bytes as 32 lowercase hex characters,
 * its signature the hex HMAC-SHA256 of the nonce keyed with the app secret), in node:crypto so
 * that this folder runs without the app (contracts/verifier/package.json).
 * contracts/verifier/signing.test.ts checks both give the same signatures.
 */
import { createHmac, randomBytes } from "node:crypto";

/** The development secret the pacts' example signatures are made with (adapters/http/app-secret.ts). */
export const DEV_APP_SECRET = "gawe-dev-secret";

/** @param {string} secret @param {string} nonce @returns {string} */
export const signatureOf = (secret, nonce) => createHmac("sha256", secret).update(nonce).digest("hex");

/** @returns {string} */
export const newNonce = () => randomBytes(16).toString("hex");

/**
 * The provider state whose nonce the verifier itself spends before the interaction, so that the
 * interaction's request is a replay (401 NONCE_REPLAYED). Equal to
 * PROVIDER_STATE.nonceUsed of mock-server/provider-state-names.ts (signing.test.ts checks it).
 */
export const NONCE_USED_STATE = "a request with this nonce was accepted";

/**
 * @typedef {object} ResigningOptions
 * @property {string} secret the provider's app secret: every re-signed request is signed with it
 * @property {string} [consumerSecret] the secret the pact's example signatures were made with (the dev secret)
 * @property {ReadonlySet<string>} [replayedNonces] nonces a provider state spent on purpose: kept, only re-signed
 */

/**
 * A pact-js request filter (Express middleware of the verifier's proxy). A request whose
 * `signature` is the consumer secret's signature of its `nonce` (every request the app signed)
 * gets a fresh nonce and the provider secret's signature of it, so a backend can check
 * signatures with its own secret and refuse replayed nonces. Requests signed otherwise (the
 * interactions about SIGNATURE_INVALID: an app built with another secret) go as they are, and a
 * nonce of `replayedNonces` (the NONCE_REPLAYED interactions) is kept and re-signed.
 *
 * @param {ResigningOptions} options
 * @returns {(req: { headers: Record<string, string | string[] | undefined> }, res: unknown, next: () => void) => void}
 */
export const resigningFilter = ({ secret, consumerSecret = DEV_APP_SECRET, replayedNonces = new Set() }) =>
  (req, _res, next) => {
    const { nonce, signature } = req.headers;
    if (typeof nonce === "string" && typeof signature === "string" && signature === signatureOf(consumerSecret, nonce)) {
      const sent = replayedNonces.has(nonce) ? nonce : newNonce();
      req.headers.nonce = sent;
      req.headers.signature = signatureOf(secret, sent);
    }
    next();
  };
