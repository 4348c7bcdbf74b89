import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../testing/mock-harness";

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const committed = readFileSync(new URL("../../../contracts/openapi.json", import.meta.url), "utf8");

describe("the API reference of the dev area", () => {
  it("serves contracts/openapi.json and a page that renders it with swagger-ui-dist from node_modules", async () => {
    h = await startHarness();
    const document = await h.call("GET", "/__dev/openapi.json", { unsigned: true });
    expect(document.status).toBe(200);
    expect(document.headers["content-type"]).toMatch(/^application\/json/);
    expect(document.json).toEqual(JSON.parse(committed));

    const page = await h.call("GET", "/__dev/api", { unsigned: true });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const scripts = [...page.text.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(scripts).toEqual(["/__dev/api/swagger-ui.css", "/__dev/api/swagger-ui-bundle.js", "/__dev/api/init.js"]);
    for (const path of scripts) {
      const file = await h.call("GET", path, { unsigned: true });
      expect([path, file.status]).toEqual([path, 200]);
      expect(file.headers["content-type"]).toMatch(path.endsWith(".css") ? /^text\/css/ : /^text\/javascript/);
    }
    expect((await h.call("GET", "/__dev/api/init.js", { unsigned: true })).text).toContain('url: "/__dev/openapi.json"');
  });

  it("serves no other file of node_modules", async () => {
    h = await startHarness();
    for (const path of ["/__dev/api/package.json", "/__dev/api/index.html", "/__dev/api/..%2Fpackage.json", "/__dev/api/swagger-ui-bundle.js.map"])
      expect([path, (await h.call("GET", path, { unsigned: true })).status]).toEqual([path, 404]);
  });

  it("is absent in strict mode", async () => {
    h = await startHarness({ strict: true });
    for (const path of ["/__dev/api", "/__dev/openapi.json", "/__dev/api/swagger-ui-bundle.js"]) expect([path, (await h.call("GET", path, { unsigned: true })).status]).toEqual([path, 404]);
  });

  it("is the only code that names the renderer: the app's build (from ui/) cannot reach it", () => {
    const root = new URL("../../../", import.meta.url);
    const naming = ["ui", "adapters", "application", "domain", "mock-server"]
      .flatMap((dir) => readdirSync(new URL(`${dir}/`, root), { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f}`))
      .filter((f) => /\.(ts|tsx|js|mjs|css|html)$/.test(f) && !f.endsWith(".test.ts"))
      .filter((f) => readFileSync(new URL(f, root), "utf8").includes("swagger-ui"));
    expect(naming).toEqual(["mock-server/features/back-office/api-reference.routes.ts"]);
  });
});
