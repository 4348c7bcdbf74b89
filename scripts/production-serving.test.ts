import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { IDLE_CONNECTION_HOLD_MS } from "../mock-server/http/keep-alive";
import { chooseEncoding, productionServing } from "./production-serving";

const has = (...paths: string[]) => (p: string) => paths.includes(p);

describe("choosing the precompressed file", () => {
  it("prefers brotli, then gzip, then the file itself", () => {
    expect(chooseEncoding("a.js", "gzip, deflate, br", has("a.js.br", "a.js.gz"))).toEqual({ path: "a.js.br", encoding: "br" });
    expect(chooseEncoding("a.js", "gzip, deflate", has("a.js.br", "a.js.gz"))).toEqual({ path: "a.js.gz", encoding: "gzip" });
    expect(chooseEncoding("a.js", "br", has("a.js.gz"))).toEqual({ path: "a.js", encoding: null });
    expect(chooseEncoding("a.js", "", has("a.js.br", "a.js.gz"))).toEqual({ path: "a.js", encoding: null });
  });
  it("respects an encoding refused with q=0", () => {
    expect(chooseEncoding("a.js", "br;q=0, gzip", has("a.js.br", "a.js.gz"))).toEqual({ path: "a.js.gz", encoding: "gzip" });
    expect(chooseEncoding("a.js", "br;q=0.5", has("a.js.br"))).toEqual({ path: "a.js.br", encoding: "br" });
  });
});

describe("the preview server (e2e, npm run preview)", () => {
  it("holds an idle keep-alive connection as long as the mock does, longer than a client pools one", () => {
    const httpServer = createServer();
    const configure = productionServing().configurePreviewServer as (server: unknown) => void;
    configure({ httpServer, middlewares: { use: () => undefined } });
    expect(httpServer.keepAliveTimeout).toBe(IDLE_CONNECTION_HOLD_MS);
    expect(httpServer.keepAliveTimeout).toBeGreaterThan(5_000);
    expect(httpServer.headersTimeout).toBeGreaterThan(httpServer.keepAliveTimeout);
  });
});
