import { describe, expect, it } from "vitest";
import { endpointsFor, environmentFor } from "./hosts.config";
import { cdnImageUrl } from "./cdn-image";

describe("host selection by the page's hostname", () => {
  it.each([
    ["m.gawe.id", "production"],
    ["m-dev.gawe.id", "dev"],
    ["dev.gawe.id", "dev"],
    ["m-test.gawe.id", "test"],
    ["pre.gawe.id", "pre"],
    ["m-pre.gawe.id", "pre"],
    ["localhost", "local"],
    ["127.0.0.1", "local"],
    ["192.168.1.20", "local"],
    ["10.0.2.2", "local"],
    ["172.20.0.5", "local"],
    ["172.32.0.5", "production"],
  ] as const)("%s -> %s", (hostname, environment) => {
    expect(environmentFor(hostname)).toBe(environment);
  });

  it("uses the page's own origin on local hosts so the dev proxy serves /api and /event", () => {
    expect(endpointsFor({ hostname: "127.0.0.1", origin: "http://127.0.0.1:5173" })).toMatchObject({
      apiBase: "http://127.0.0.1:5173/api",
      eventBase: "http://127.0.0.1:5173/event",
    });
  });

  it("uses absolute hosts elsewhere, so a statically hosted page still reaches its API", () => {
    expect(endpointsFor({ hostname: "m.gawe.id", origin: "https://m.gawe.id" })).toEqual({
      environment: "production",
      apiBase: "https://api.gawe.id/api",
      eventBase: "https://api.gawe.id/event",
      cdn: "https://cdn.gawe.id",
    });
    expect(endpointsFor({ hostname: "m-dev.gawe.id", origin: "https://m-dev.gawe.id" }).apiBase).toBe(
      "https://api-dev.gawe.id/api",
    );
  });
});

describe("CDN image URLs", () => {
  it("adds the fill-mode resize suffix to paths and absolute URLs", () => {
    expect(cdnImageUrl("https://cdn.gawe.id", "/jobs/1.jpg", { width: 120, height: 80 })).toBe(
      "https://cdn.gawe.id/jobs/1.jpg?x-oss-process=image/resize,m_fill,w_120,h_80",
    );
    expect(cdnImageUrl("https://cdn.gawe.id", "https://cdn.gawe.id/a.png?v=2", { width: 10.4, height: 10 })).toBe(
      "https://cdn.gawe.id/a.png?v=2&x-oss-process=image/resize,m_fill,w_10,h_10",
    );
    expect(cdnImageUrl("https://cdn.gawe.id/", "a.png")).toBe("https://cdn.gawe.id/a.png");
  });
});
