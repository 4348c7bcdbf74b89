import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import jsonServer from "json-server";
import { applicationEndpoints } from "./features/applying/applying.routes";
import { authEndpoints } from "./features/auth/auth.routes";
import { devEndpoints } from "./features/back-office/dev.routes";
import { businessProfileEndpoints } from "./features/business/business-profile.routes";
import { businessReviewEndpoints } from "./features/business/business-review.routes";
import { businessEndpoints } from "./features/business/business.routes";
import { introVideoReviewEndpoints } from "./features/intro-video/intro-video-review.routes";
import { introVideoEndpoints } from "./features/intro-video/intro-video.routes";
import { jobSearchEndpoints } from "./features/job-search/job-search.routes";
import { jobsEndpoints } from "./features/jobs/jobs.routes";
import { platformEndpoints } from "./features/platform/platform.routes";
import { mountReferenceData, referenceEndpoints } from "./features/reference/reference.routes";
import { seekerProfileEndpoints } from "./features/seeker-profile/seeker-profile.routes";
import { mountUploads, uploadEndpoints } from "./features/uploads/uploads.routes";
import { createMockClock, type MockClock } from "./http/clock";
import type { Endpoint, EndpointInfo } from "./http/endpoint";
import { mountEndpoints, mountFallbacks } from "./http/mount";
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
}

export interface MockServer {
  /** e.g. http://127.0.0.1:4010 (no trailing slash) */
  readonly url: string;
  /** Every endpoint the server answers, for docs and the bad-input test. */
  readonly endpoints: readonly EndpointInfo[];
  readonly clock: MockClock;
  close(): Promise<void>;
}

/** json-server's `defaults` always serves a static folder; point it at one that does not exist. */
const NO_STATIC_DIR = fileURLToPath(new URL("./no-static-files", import.meta.url));

const info = ({ method, path, auth, hasBody, area, summary }: Endpoint): EndpointInfo => ({ method, path, auth, hasBody, area, summary });

export const startMockServer = async (options: MockServerOptions = {}): Promise<MockServer> => {
  const strict = options.strict ?? process.env.MOCK_STRICT === "1";
  const log = options.log ?? (options.quiet === true ? () => undefined : (line: string) => console.log(line));
  const clock = createMockClock();
  const store = createStore({ dataFile: options.dataFile, now: () => clock.now(), log });

  const app = jsonServer.create();
  app.disable("x-powered-by");
  // No CORS: the app reaches the mock through the Vite proxy (same origin), and a page from
  // elsewhere must not read /__dev/otps from a developer's browser.
  app.use(jsonServer.defaults({ logger: options.quiet !== true, bodyParser: false, noCors: true, static: NO_STATIC_DIR }));

  const endpoints: Endpoint[] = [
    ...authEndpoints({ log }),
    ...platformEndpoints({ log }),
    ...seekerProfileEndpoints(),
    ...jobSearchEndpoints(),
    ...applicationEndpoints(),
    ...introVideoEndpoints(),
    ...(strict ? [] : introVideoReviewEndpoints()),
    ...businessEndpoints(),
    ...businessProfileEndpoints(),
    ...jobsEndpoints(),
    ...(strict ? [] : devEndpoints({ clock, log })),
    ...(strict ? [] : businessReviewEndpoints()),
  ];
  mountReferenceData(app, store);
  mountUploads(app, store);
  mountEndpoints(app, endpoints, { store, clock, log });
  mountFallbacks(app, log);

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve(s));
    s.once("error", reject);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    endpoints: [...endpoints.map(info), ...referenceEndpoints, ...uploadEndpoints],
    clock,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
};
