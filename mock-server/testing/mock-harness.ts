import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEV_APP_SECRET, signatureOf } from "../http/signature";
import { startMockServer, type MockServer, type MockServerOptions } from "../server";

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
  /** The parsed body, or undefined when it is not JSON. */
  readonly json: unknown;
}

/** The `error.code` of an answer's envelope, if it has one. */
export const errorCodeOf = (res: RawResponse): string | undefined => (res.json as { error?: { code?: string } } | undefined)?.error?.code;

export interface RawRequest {
  readonly method?: string;
  /** Sent as is (strings, bytes) or JSON-encoded (anything else). */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly token?: string;
  /** Leave out the `nonce` and `signature` headers the app sends (they are sent by default; `headers` may override them). */
  readonly unsigned?: boolean;
}

/** The signed headers as the app sends them (adapters/http/request-signature.ts): a fresh nonce and its HMAC. */
export const signedHeaders = (secret: string = DEV_APP_SECRET): { nonce: string; signature: string } => {
  const nonce = randomBytes(16).toString("hex");
  return { nonce, signature: signatureOf(secret, nonce) };
};

/**
 * node:http rather than fetch: fetch refuses bodies on GET and rewrites some headers, and the
 * bad-input tests need to send exactly those. An event stream (text/event-stream) never ends: it
 * is answered with its first event, and the connection is then closed.
 */
export const rawRequest = (baseUrl: string, path: string, init: RawRequest = {}): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const payload =
      init.body === undefined ? undefined : typeof init.body === "string" || init.body instanceof Uint8Array ? init.body : JSON.stringify(init.body);
    const headers: Record<string, string> = {
      ...(init.unsigned === true ? {} : signedHeaders()),
      ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }),
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
      ...init.headers,
    };
    const req = httpRequest(new URL(path, baseUrl), { method: init.method ?? "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      const done = () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown;
        try {
          json = text === "" ? undefined : JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      };
      const streaming = String(res.headers["content-type"] ?? "").startsWith("text/event-stream");
      res.on("data", (c: Buffer) => {
        chunks.push(c);
        if (!streaming) return;
        done();
        closedOnPurpose = true;
        req.destroy();
      });
      res.on("end", done);
      res.on("error", () => undefined);
    });
    let closedOnPurpose = false;
    req.on("error", (error) => (closedOnPurpose ? undefined : reject(error)));
    if (payload !== undefined) req.write(payload);
    req.end();
  });

export interface Harness {
  readonly server: MockServer;
  readonly url: string;
  readonly dataFile: string;
  /** Everything the server logged (OTP lines, events). */
  readonly logLines: string[];
  call(method: string, path: string, init?: Omit<RawRequest, "method">): Promise<RawResponse>;
  /** A bearer token for the account with this phone, through the back office (no OTP round). */
  logIn(phone: string): Promise<string>;
  readData(): string;
  /** Stops the server; keeps the data file unless `removeData`. */
  stop(removeData?: boolean): Promise<void>;
}

/** A mock on a random loopback port with its own data file in a temporary folder. */
export const startHarness = async (options: MockServerOptions & { readonly dataDir?: string } = {}): Promise<Harness> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "gawe-mock-"));
  const dataFile = options.dataFile ?? join(dataDir, "db.json");
  const logLines: string[] = [];
  const server = await startMockServer({
    quiet: true,
    log: (line) => logLines.push(line),
    strict: false,
    signatureCheck: true,
    appSecret: DEV_APP_SECRET,
    ...options,
    dataFile,
    port: 0,
  });
  return {
    server,
    url: server.url,
    dataFile,
    logLines,
    call: (method, path, init = {}) => rawRequest(server.url, path, { ...init, method }),
    logIn: async (phone) => ((await rawRequest(server.url, "/__dev/sessions", { method: "POST", body: { phone } })).json as { token: string }).token,
    readData: () => readFileSync(dataFile, "utf8"),
    stop: async (removeData = true) => {
      await server.close();
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
