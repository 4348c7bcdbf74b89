/**
 * Where the API, event API and image CDN live for each environment. The page's hostname picks
 * the row (spec section 7: hostnames containing dev, test or pre, else production). A page served
 * from a laptop or a phone on the local network talks to its own origin, where Vite (or the
 * preview server) proxies /api and /event to the mock server.
 */
export type Environment = "local" | "dev" | "test" | "pre" | "production";

export interface HostSet {
  /** Absolute origin of the API; "" means the page's own origin. */
  readonly api: string;
  readonly cdn: string;
}

export const HOST_TABLE: Readonly<Record<Exclude<Environment, "local">, HostSet>> = {
  dev: { api: "https://api-dev.gawe.id", cdn: "https://cdn-dev.gawe.id" },
  test: { api: "https://api-test.gawe.id", cdn: "https://cdn-test.gawe.id" },
  pre: { api: "https://api-pre.gawe.id", cdn: "https://cdn-pre.gawe.id" },
  production: { api: "https://api.gawe.id", cdn: "https://cdn.gawe.id" },
};

export const API_BASE_PATH = "/api";
export const EVENT_BASE_PATH = "/event";

const PRIVATE_IPV4 = /^(10\.\d+|127\.\d+|192\.168|172\.(1[6-9]|2\d|3[01]))\.\d+\.\d+$/;

export const isLocalHostname = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || PRIVATE_IPV4.test(host);
};

/** Order matters: a hostname like "pre-dev.gawe.id" is a dev host. */
export const environmentFor = (hostname: string): Environment => {
  if (isLocalHostname(hostname)) return "local";
  const host = hostname.toLowerCase();
  if (host.includes("dev")) return "dev";
  if (host.includes("test")) return "test";
  if (host.includes("pre")) return "pre";
  return "production";
};

export interface Endpoints {
  readonly environment: Environment;
  /** e.g. "https://api.gawe.id/api", or "http://127.0.0.1:5173/api" on a laptop. */
  readonly apiBase: string;
  readonly eventBase: string;
  readonly cdn: string;
}

/** `origin` is the page's own origin, used for local hosts (absolute so it works outside a browser too). */
export const endpointsFor = (location: { readonly hostname: string; readonly origin: string }): Endpoints => {
  const environment = environmentFor(location.hostname);
  const hosts: HostSet =
    environment === "local" ? { api: location.origin, cdn: location.origin } : HOST_TABLE[environment];
  return {
    environment,
    apiBase: `${hosts.api}${API_BASE_PATH}`,
    eventBase: `${hosts.api}${EVENT_BASE_PATH}`,
    cdn: hosts.cdn,
  };
};
