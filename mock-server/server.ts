import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import jsonServer from "json-server";
import { createSeed, mountFeatures } from "./features/registry";
import { JSON_BODY_MAX_BYTES, NO_BODY_MAX_BYTES } from "./http/body";
import { createMockClock, type MockClock } from "./http/clock";
import type { EndpointInfo } from "./http/endpoint";
import { apiFailure, envelopeOf } from "./http/errors";
import { holdIdleConnections } from "./http/keep-alive";
import { mountFallbacks } from "./http/mount";
import { rejectMalformedPath } from "./http/path";
import { createRateLimitStandIn, rateLimitGuard } from "./http/rate-limit";
import { createSignatureChecker, DEV_APP_SECRET, signatureGuard } from "./http/signature";
import type { Db } from "./store/db.schema";
import { createStore } from "./store/store";

export interface MockServerOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Loopback by default; the mock is for this machine only. */
  readonly host?: string;
  /** JSON file that keeps the data across restarts (created from the seed). Without it, memory only. */
  readonly dataFile?: string;
  /** Hide the dev area (/__dev answers 404). Defaults to env MOCK_STRICT=1. */
  readonly strict?: boolean;
  /** No request log and no OTP lines (tests). */
  readonly quiet?: boolean;
  /** Where log lines go (OTPs, events, errors); console.log by default, nowhere when quiet. */
  readonly log?: (line: string) => void;
  /**
   * Verify the `nonce` and `signature` headers of /api and /event (docs/api.md "Signature and
   * nonce"). On unless turned off: env MOCK_SIGNATURE_CHECK=off, or false here. Only for tools that
   * cannot sign (the Pact verification re-signs every request, so it needs no opt-out).
   */
  readonly signatureCheck?: boolean;
  /** The secret signatures are checked with. Defaults to env MOCK_APP_SECRET, then VITE_APP_SECRET, then the dev secret. */
  readonly appSecret?: string;
  /**
   * The origin the URLs of uploaded files and e-wallet checkouts start with, and the e-wallet
   * checkout returns to (its /app/paymentpage). Defaults to env MOCK_PUBLIC_URL, then the server's own URL.
   */
  readonly publicUrl?: string;
  /** Between the keep-alive comments of an event stream (GET /api/events); 15 s unless a test shortens it. */
  readonly eventKeepAliveMs?: number;
}

export interface MockServer {
  /** e.g. http://127.0.0.1:4010 (no trailing slash) */
  readonly url: string;
  /** Every endpoint the server answers, for docs and the bad-input test. */
  readonly endpoints: readonly EndpointInfo[];
  readonly clock: MockClock;
  /** The data as it is now (tests: a refused request must leave the very same state). */
  state(): Db;
  close(): Promise<void>;
}

/** json-server's `defaults` always serves a static folder; point it at one that does not exist. */
const NO_STATIC_DIR = fileURLToPath(new URL("./no-static-files", import.meta.url));

/** Endpoints mounted by hand (reference data, uploads) carry the default limit unless they name one. */
const withBodyLimit = (e: EndpointInfo): EndpointInfo => ({ ...e, maxBodyBytes: e.maxBodyBytes ?? (e.hasBody ? JSON_BODY_MAX_BYTES : NO_BODY_MAX_BYTES) });

/** Node's own parser errors (broken framing, bad header): the envelope too, then the connection closes. */
const malformedRequestAnswer = (): string => {
  const body = JSON.stringify(envelopeOf(apiFailure("MALFORMED_REQUEST", "The request is not valid HTTP/1.1")));
  return `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
};

export const startMockServer = async (options: MockServerOptions = {}): Promise<MockServer> => {
  const strict = options.strict ?? process.env.MOCK_STRICT === "1";
  const log = options.log ?? (options.quiet === true ? () => undefined : (line: string) => console.log(line));
  const signatureCheck = options.signatureCheck ?? process.env.MOCK_SIGNATURE_CHECK !== "off";
  const appSecret = options.appSecret ?? process.env.MOCK_APP_SECRET ?? process.env.VITE_APP_SECRET ?? DEV_APP_SECRET;
  const clock = createMockClock();
  const store = createStore({ dataFile: options.dataFile, now: () => clock.now(), log, seed: createSeed });
  let ownUrl = "";
  const configuredPublicUrl = (options.publicUrl ?? process.env.MOCK_PUBLIC_URL)?.replace(/\/+$/, "");
  const publicUrl = () => configuredPublicUrl ?? ownUrl;

  const app = jsonServer.create();
  app.disable("x-powered-by");
  // No CORS: the app reaches the mock through the Vite proxy (same origin), and a page from
  // elsewhere must not read /__dev/otps from a developer's browser.
  app.use(jsonServer.defaults({ logger: options.quiet !== true, bodyParser: false, noCors: true, static: NO_STATIC_DIR }));
  // A server's Date header is its clock; the mock's clock is its own (moved by /__dev/clock). The
  // app learns its clock offset from this header (issue 22), so it must agree with every time rule.
  app.use((_req, res, next) => {
    res.setHeader("Date", new Date(clock.now()).toUTCString());
    next();
  });
  // Before any route reads a parameter or a body: a path Express cannot decode, then the signature.
  app.use(rejectMalformedPath);
  if (signatureCheck) app.use(signatureGuard(createSignatureChecker({ secret: appSecret, now: () => clock.now() })));
  else log("[signature] not checked (MOCK_SIGNATURE_CHECK=off or signatureCheck: false): for tools only");
  // RATE_LIMITED on demand only (a Pact state arms it): the mock has no general rate limiter.
  const rateLimit = createRateLimitStandIn();
  app.use(rateLimitGuard(rateLimit));

  const endpoints = mountFeatures(app, {
    store,
    clock,
    log,
    strict,
    publicUrl,
    rateLimit,
    ...(options.eventKeepAliveMs === undefined ? {} : { eventKeepAliveMs: options.eventKeepAliveMs }),
  });
  mountFallbacks(app, log);

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve(s));
    s.once("error", reject);
  });
  holdIdleConnections(server);
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    socket.end(malformedRequestAnswer());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  ownUrl = `http://${host}:${address.port}`;

  return {
    url: ownUrl,
    endpoints: endpoints.map(withBodyLimit),
    clock,
    state: () => store.current(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
};
