import path from "node:path";
import { fileURLToPath } from "node:url";
import { MatchersV3, PactV4 } from "@pact-foundation/pact";
import { Result } from "effect";
import { expect } from "vitest";
import { DEV_APP_SECRET } from "../../adapters/http/app-secret";
import { createHttpClient } from "../../adapters/http/http-client";
import { signNonce } from "../../adapters/http/request-signature";
import type { ApiError } from "../../application/ports/api-error";

const { like, regex, string } = MatchersV3;

/** The shared pact of gawe-web and gawe-api: every consumer test adds its interactions to it. */
export const gawePact = () =>
  new PactV4({
    consumer: "gawe-web",
    provider: "gawe-api",
    dir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../pacts"),
    logLevel: "warn",
  });

const EXAMPLE_NONCE = "0123456789abcdef0123456789abcdef";
const EXAMPLE_SIGNATURE = await signNonce(DEV_APP_SECRET, EXAMPLE_NONCE);

/** The signed headers every call carries (see contracts/README.md), with an optional bearer. */
export const signedHeaders = (bearer?: string) => ({
  "Content-Type": "application/json",
  "Accept-Language": regex(/^(en|id)$/, "en"),
  device: regex(/^(android|ios|web)$/, "web"),
  platform: string("home"),
  nonce: regex(/^[0-9a-f]{32}$/, EXAMPLE_NONCE),
  signature: regex(/^[0-9a-f]{64}$/, EXAMPLE_SIGNATURE),
  ...(bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` }),
});

export const errorEnvelope = (code: string, details?: Record<string, unknown>) => ({
  error: { code, message: like("developer-facing text"), ...(details === undefined ? {} : { details }) },
});

export const clientFor = (baseUrl: string) =>
  createHttpClient({
    apiBase: `${baseUrl}/api`,
    secret: DEV_APP_SECRET,
    fetch: (input, init) => globalThis.fetch(input, init),
    device: () => "web",
    language: () => "en",
  });

export const expectRefused = <A>(result: Result.Result<A, ApiError>, status: number, code: string): void => {
  expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ApiRejected", status, code });
};
