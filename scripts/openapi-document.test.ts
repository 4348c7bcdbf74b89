import { readFileSync } from "node:fs";
import { compileErrors, validate } from "@readme/openapi-parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Schema } from "effect";
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../domain/errors/error-codes";
import { ENDPOINT_PERMISSIONS } from "../mock-server/testing/endpoint-permissions";
import type { EndpointInfo } from "../mock-server/http/endpoint";
import { apiEndpoints, buildOpenApiDocument, generateOpenApi, OPENAPI_FILE, templateOf } from "./openapi-document";

interface Operation {
  readonly requestBody?: { readonly content: Readonly<Record<string, { readonly schema: object }>> };
  readonly responses: Readonly<Record<string, { readonly content?: Readonly<Record<string, { readonly schema: object }>> }>>;
}
interface Document {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, object>> };
}
interface PactInteraction {
  readonly description: string;
  readonly request: { readonly method: string; readonly path: string; readonly body?: { readonly content?: unknown } };
  readonly response: { readonly status: number; readonly body?: { readonly content?: unknown } };
}

const committed = readFileSync(OPENAPI_FILE, "utf8");
const document = JSON.parse(committed) as Document;
const pact = JSON.parse(readFileSync(new URL("../contracts/pacts/gawe-web-gawe-api.json", import.meta.url), "utf8")) as {
  readonly interactions: readonly PactInteraction[];
};

/** Interactions about a route the API does not have (an unknown path, another method) are not about the document. */
const ROUTE_ERRORS = new Set(["NOT_FOUND", "METHOD_NOT_ALLOWED"]);
const aboutTheApi = (i: PactInteraction): boolean => {
  const code = (i.response.body?.content as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code !== "string" || !ROUTE_ERRORS.has(code);
};
const interactions = pact.interactions.filter(aboutTheApi);

/** The operation whose path template matches a concrete path (a literal segment beats a parameter). */
const operationFor = (method: string, path: string): { template: string; operation: Operation } | undefined => {
  const matches = Object.entries(document.paths)
    .filter(([template]) => new RegExp(`^${template.replace(/\{[^/]+\}/g, "[^/]+")}$`).test(path))
    .sort(([a], [b]) => (a.match(/\{/g) ?? []).length - (b.match(/\{/g) ?? []).length);
  for (const [template, operations] of matches) {
    const operation = operations[method.toLowerCase()];
    if (operation !== undefined) return { template, operation };
  }
  return undefined;
};

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect), strict: the components as one document. */
const ajv = new Ajv2020({ strict: true, allErrors: true, strictTypes: false });
const asDefs = (schema: object): object => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi.json#/$defs/')) as object;
ajv.addSchema({ $id: "openapi.json", $defs: asDefs(document.components.schemas) });
const validatorOf = (schema: object) => ajv.compile(asDefs(schema));

describe("contracts/openapi.json", () => {
  let generated = "";
  beforeAll(async () => {
    generated = await generateOpenApi();
  }, 30_000);

  it("is what `npm run contracts:openapi` writes from the endpoint table and the Effect schemas", () => {
    expect(committed === generated, "contracts/openapi.json is stale: run `npm run contracts:openapi`").toBe(true);
  });

  it("is a valid OpenAPI 3.1 document (@readme/openapi-parser), without warnings", async () => {
    const result = await validate(structuredClone(JSON.parse(generated) as Parameters<typeof validate>[0]));
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(result.warnings).toEqual([]);
    expect((JSON.parse(generated) as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("has schemas that compile as JSON Schema 2020-12 (ajv, strict)", () => {
    for (const name of Object.keys(document.components.schemas)) expect(() => validatorOf({ $ref: `#/components/schemas/${name}` }), name).not.toThrow();
  });

  it("has every path and method of the pact", () => {
    const missing = interactions.filter((i) => operationFor(i.request.method, i.request.path) === undefined).map((i) => `${i.request.method} ${i.request.path}`);
    expect(missing).toEqual([]);
    expect(interactions.length).toBeGreaterThan(0);
  });

  it("describes every request body, answer and error code of the pact", () => {
    const wrong: string[] = [];
    for (const i of interactions) {
      const found = operationFor(i.request.method, i.request.path);
      if (found === undefined) continue;
      const label = `${i.request.method} ${found.template} (${i.description})`;
      const requestSchema = found.operation.requestBody?.content["application/json"]?.schema;
      // A refused request may be wrong on purpose; an accepted one must match.
      if (requestSchema !== undefined && i.request.body?.content !== undefined && i.response.status < 300) {
        const check = validatorOf(requestSchema);
        if (!check(i.request.body.content)) wrong.push(`${label} request: ${ajv.errorsText(check.errors)}`);
      }
      const response = found.operation.responses[String(i.response.status)];
      if (response === undefined) {
        wrong.push(`${label}: no ${i.response.status} answer`);
        continue;
      }
      const responseSchema = response.content?.["application/json"]?.schema;
      if (responseSchema === undefined) continue;
      const check = validatorOf(responseSchema);
      if (!check(i.response.body?.content)) wrong.push(`${label} ${i.response.status}: ${ajv.errorsText(check.errors)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses an endpoint that names no success answer", async () => {
    const bare: EndpointInfo = { method: "GET", path: "/api/nothing/:id", auth: "none", hasBody: false, area: "api", summary: "nothing" };
    await expect(buildOpenApiDocument([bare], new Map())).rejects.toThrow("GET /api/nothing/:id");
    const named = await buildOpenApiDocument([{ ...bare, success: { status: 200, schema: Schema.Struct({ id: Schema.String }) } }], new Map());
    expect(Object.keys((named.document as unknown as Document).paths)).toEqual([templateOf(bare.path)]);
  });
});

describe("the error codes of the endpoint table", () => {
  it("cover every refusal the permission matrix expects (a 403 or 404 needs a code with that status)", async () => {
    const endpoints = await apiEndpoints();
    let checked = 0;
    const uncovered: string[] = [];
    for (const [key, row] of Object.entries(ENDPOINT_PERMISSIONS)) {
      const endpoint = endpoints.find((e) => `${e.method} ${e.path}` === key.replace(/ \[(open|draft)\]$/, ""));
      if (endpoint === undefined) continue;
      const statuses = new Set((endpoint.errors ?? []).map((code) => ERROR_CODES[code].status));
      for (const expected of new Set(row)) {
        if (expected !== 403 && expected !== 404) continue;
        checked += 1;
        if (!statuses.has(expected)) uncovered.push(`${key}: ${expected}`);
      }
    }
    expect(uncovered).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  }, 30_000);
});
