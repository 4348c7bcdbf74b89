import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Application, NextFunction, Request, Response } from "express";

/** The committed document (`npm run contracts:openapi`; a test keeps it equal to the schemas). */
const OPENAPI_FILE = fileURLToPath(new URL("../../../contracts/openapi.json", import.meta.url));

/**
 * The renderer: swagger-ui-dist's prebuilt browser bundle, served from node_modules to this page
 * only. It is never imported: the app's build starts from ui/ and cannot reach it.
 */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const RENDERER_FILES: Readonly<Record<string, string>> = { "swagger-ui-bundle.js": "text/javascript", "swagger-ui.css": "text/css" };

/** No inline script; the validator badge would call a server on the internet, so it is off. */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: "/__dev/openapi.json",
  dom_id: "#api-reference",
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  docExpansion: "list",
  tagsSorter: "alpha",
});
`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gawe API reference (mock)</title>
<link rel="stylesheet" href="/__dev/api/swagger-ui.css">
<style>body{margin:0}.gawe-bar{font-family:system-ui,sans-serif;padding:.5rem 1rem;background:#f3f3f3}</style>
</head><body>
<p class="gawe-bar"><a href="/__dev/">Back office</a> · <a href="/__dev/openapi.json">openapi.json</a> (contracts/openapi.json, OpenAPI 3.1). Requests to /api need the <code>nonce</code> and <code>signature</code> headers (docs/api.md "Signature and nonce").</p>
<div id="api-reference"></div>
<script src="/__dev/api/swagger-ui-bundle.js"></script>
<script src="/__dev/api/init.js"></script>
</body></html>
`;

/** GET /__dev/api (the API reference page), its files, and GET /__dev/openapi.json. Dev area only: not mounted in strict mode. */
export const mountApiReference = (app: Application): void => {
  app.get("/__dev/openapi.json", (_req: Request, res: Response) => {
    res.type("application/json").sendFile(OPENAPI_FILE);
  });
  app.get("/__dev/api", (_req: Request, res: Response) => {
    res.type("html").send(PAGE);
  });
  app.get("/__dev/api/init.js", (_req: Request, res: Response) => {
    res.type("text/javascript").send(INIT_SCRIPT);
  });
  app.get("/__dev/api/:file", (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.file);
    const type = Object.hasOwn(RENDERER_FILES, name) ? RENDERER_FILES[name] : undefined;
    if (type === undefined) return next();
    res.type(type).sendFile(join(SWAGGER_UI_DIR, name));
  });
};
