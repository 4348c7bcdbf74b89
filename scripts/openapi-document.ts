import { existsSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { JsonSchema, Schema, SchemaRepresentation, type SchemaAST } from "effect";
import { ERROR_CODES, type ErrorCode } from "../domain/errors/error-codes";
import { ApiErrorBody } from "../domain/identity/account.schema";
import type { EndpointInfo } from "../mock-server/http/endpoint";
import { startMockServer } from "../mock-server/server";

/**
 * contracts/openapi.json, generated from the mock's endpoint table (`mock-server/http/endpoint.ts`:
 * each endpoint names its body schema, its success answer's schema and its error codes) and the
 * very Effect schemas the client decodes with and the mock validates with. `npm run
 * contracts:openapi` writes it; scripts/openapi-document.test.ts fails when the committed file
 * differs, when it does not validate, or when a path of the pact is missing.
 */

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonObject = { readonly [key: string]: Json };

const ROOT = new URL("../", import.meta.url);

/** Every code a request to any endpoint may meet (docs/api.md "Errors common to every endpoint"). */
const COMMON_CODES: readonly ErrorCode[] = ["MALFORMED_PATH", "MALFORMED_JSON", "SIGNATURE_INVALID", "NONCE_REPLAYED", "PAYLOAD_TOO_LARGE", "RATE_LIMITED", "INTERNAL_ERROR"];

const ERROR_ENVELOPE = "ApiErrorBody";

/** The endpoints of the real API: the mock in strict mode has no dev area. */
export const apiEndpoints = async (): Promise<readonly EndpointInfo[]> => {
  const server = await startMockServer({ strict: true, quiet: true });
  try {
    return server.endpoints.filter((e) => e.area !== "dev");
  } finally {
    await server.close();
  }
};

const builtIns = new Set<SchemaAST.AST>(Object.values(Schema).flatMap((v) => (Schema.isSchema(v) ? [v.ast] : [])));

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;

/** The modules the mock server loads (its relative imports, followed from server.ts), as paths from the root. */
const mockModules = (): string[] => {
  const seen = new Set<string>();
  const queue = ["mock-server/server.ts"];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(new URL(file, ROOT), "utf8");
    for (const [, specifier = ""] of text.matchAll(RELATIVE_IMPORT)) {
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      const candidates = [target, `${target}.ts`, `${target}/index.ts`];
      const found = candidates.find((c) => c.endsWith(".ts") && existsSync(new URL(c, ROOT)));
      if (found !== undefined) queue.push(found);
    }
  }
  return [...seen];
};

/**
 * Component names: a schema exported by a module the mock loads is a component named as its
 * export (domain/ first, then the mock's own, each in path order; a name taken already is not
 * given twice); other schemas stay inline.
 */
export const schemaNames = async (): Promise<ReadonlyMap<SchemaAST.AST, string>> => {
  const modules = mockModules()
    .filter((f) => f.startsWith("domain/") || f.startsWith("mock-server/"))
    .sort((a, b) => Number(a.startsWith("mock-server/")) - Number(b.startsWith("mock-server/")) || a.localeCompare(b));
  const exported = new Map<SchemaAST.AST, Set<string>>();
  for (const file of modules) {
    const module = (await import(new URL(file, ROOT).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b)))
      if (Schema.isSchema(value) && !builtIns.has(value.ast)) exported.set(value.ast, (exported.get(value.ast) ?? new Set()).add(name));
  }
  // One schema under several names (ids that differ by brand only, which is not in the schema) stays inline.
  const names = new Map<SchemaAST.AST, string>();
  const taken = new Set<string>();
  for (const [ast, exports] of exported) {
    const [name] = [...exports];
    if (exports.size !== 1 || name === undefined || taken.has(name)) continue;
    names.set(ast, name);
    taken.add(name);
  }
  return names;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Effect exports a regex check as a `pattern` only when the RegExp has the `u` flag (JSON Schema
 * patterns are Unicode). Our patterns are plain ASCII classes and quantifiers, which match the
 * same with and without it, so a pattern that also compiles with `u` is exported as it is.
 */
const withPatterns = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withPatterns);
  if (!isObject(node)) return node;
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withPatterns(v)]));
  const representation = copy.representation;
  if (isObject(representation) && representation.id === "effect/schema/isPattern" && isObject(representation.payload)) {
    const { source, flags } = representation.payload;
    if (typeof source === "string" && typeof flags === "string" && !flags.includes("u") && /^[dg]*$/.test(flags) && compilesAsUnicode(source))
      copy.annotations = { ...(isObject(copy.annotations) ? copy.annotations : {}), toJsonSchema: () => ({ pattern: source }) };
  }
  return copy;
};

const compilesAsUnicode = (source: string): boolean => {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
};

const NON_FINITE = new Set(["NaN", "Infinity", "-Infinity"]);
const isNonFiniteStrings = (s: unknown): boolean =>
  isObject(s) && s.type === "string" && Array.isArray(s.enum) && s.enum.every((v) => typeof v === "string" && NON_FINITE.has(v)) && Object.keys(s).length === 2;

/**
 * Effect's JSON form of a number also allows "NaN" and "Infinity" as strings. JSON has neither, the
 * mock decodes bodies with the schema itself (a number only) and JSON.stringify never writes them:
 * on the wire such a field is a plain number.
 */
const plainNumbers = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(plainNumbers);
  if (!isObject(node)) return node;
  const object = node as JsonObject;
  const anyOf = object.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && isObject(anyOf[0]) && anyOf[0].type === "number" && Object.keys(anyOf[0]).length === 1 && isNonFiniteStrings(anyOf[1])) {
    const { anyOf: _dropped, ...rest } = object;
    return plainNumbers({ type: "number", ...rest });
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, plainNumbers(v)]));
};

/** Keys sorted at every level (arrays keep their order): the same input always writes the same file. */
const sortKeys = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(sortKeys);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.keys(node)
      .sort()
      .map((k) => [k, sortKeys((node as JsonObject)[k] ?? null)]),
  );
};

/** Express's `/api/jobs/:jobId` as OpenAPI's `/api/jobs/{jobId}`. */
export const templateOf = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const pathParameters = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? "");

const pascal = (s: string): string => s.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
const operationId = (e: EndpointInfo): string => `${e.method.toLowerCase()}${pascal(e.path.replace(/:/g, "by-"))}`;

/** The tag: the path's first segment under /api (or /event). */
const tagOf = (path: string): string => {
  const [first = "", second = ""] = path.split("/").filter((s) => s !== "");
  return first === "api" ? second : first;
};

const codesOf = (e: EndpointInfo): ErrorCode[] => {
  const codes = new Set<ErrorCode>([
    ...COMMON_CODES,
    ...(e.auth === "bearer" ? (["UNAUTHENTICATED"] as const) : []),
    ...(e.hasBody ? (["VALIDATION_FAILED"] as const) : []),
    ...(e.errors ?? []),
  ]);
  return [...codes];
};

const errorResponses = (e: EndpointInfo): Record<string, Json> => {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codesOf(e)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()].map(([status, codes]): [string, Json] => {
      const sorted = [...codes].sort();
      const code: Json = { type: "string", enum: sorted };
      return [
        String(status),
        {
          description: `Refused: ${sorted.join(", ")} (the error envelope; docs/api.md says when)`,
          content: {
            "application/json": {
              schema: {
                allOf: [
                  { $ref: `#/components/schemas/${ERROR_ENVELOPE}` },
                  { type: "object", properties: { error: { type: "object", properties: { code } } } },
                ],
              },
            },
          },
        },
      ];
    }),
  );
};

const SECURITY: Record<EndpointInfo["auth"], Json> = {
  none: [{ nonce: [], signature: [] }],
  bearer: [{ bearer: [], nonce: [], signature: [] }],
  optional: [{ bearer: [], nonce: [], signature: [] }, { nonce: [], signature: [] }],
};

const SECURITY_SCHEMES: JsonObject = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description:
      "The session token of login or registration. It lives 30 days after it was created or last renewed; an accepted request renews it. Missing, unknown, revoked or expired: 401 UNAUTHENTICATED (docs/api.md \"Sessions\").",
  },
  nonce: {
    type: "apiKey",
    in: "header",
    name: "nonce",
    description:
      "16 random bytes as 32 lowercase hex characters, new for every request (a retry too). A nonce accepted in the last 10 minutes answers 401 NONCE_REPLAYED (docs/api.md \"Signature and nonce\").",
  },
  signature: {
    type: "apiKey",
    in: "header",
    name: "signature",
    description:
      "HMAC-SHA256 of the nonce keyed with the app secret, as 64 lowercase hex characters. Missing, malformed or wrong: 401 SIGNATURE_INVALID (`details.reason`: missing | malformed | mismatch).",
  },
};

const DESCRIPTION = [
  "The Gawe API as the app calls it and the mock server serves it, generated by `npm run contracts:openapi` from the Effect schemas of `domain/` that the app decodes answers with and the mock validates bodies with (docs/api.md is the prose; contracts/README.md the Pact contracts).",
  "",
  "Every request carries `nonce` and `signature` (see the security schemes), `Accept-Language: en|id`, `device` and `platform`. Failures answer the envelope `ApiErrorBody` `{ error: { code, message, details? } }`; each response lists the codes it may carry, and `ErrorCode` lists them all. Besides those, any request may answer 404 NOT_FOUND (unknown route), 405 METHOD_NOT_ALLOWED (known path, another method) and 400 MALFORMED_REQUEST (broken HTTP framing).",
  "",
  "Schemas are generated for validation before the rules: the server's own checks (the rules of `domain/`) still decide, as the error codes say.",
].join("\n");

interface Built {
  readonly document: JsonObject;
}

const version = (): string => (JSON.parse(readFileSync(new URL("package.json", ROOT), "utf8")) as { version: string }).version;

/** The OpenAPI 3.1 document of `endpoints`, named with `names`. */
export const buildOpenApiDocument = async (endpoints: readonly EndpointInfo[], names: ReadonlyMap<SchemaAST.AST, string>): Promise<Built> => {
  const missing = endpoints.filter((e) => e.success === undefined).map((e) => `${e.method} ${e.path}`);
  if (missing.length > 0) throw new Error(`These endpoints name no success answer (mock-server/http/endpoint.ts \`success\`): ${missing.join(", ")}`);

  // Every schema in one shared table, so a schema used twice is one component.
  const roots: Schema.Constraint[] = [ApiErrorBody];
  const indexOf = (schema: Schema.Constraint): number => {
    roots.push(schema);
    return roots.length - 1;
  };
  const slots = endpoints.map((e) => ({
    body: e.bodySchema === undefined ? undefined : indexOf(e.bodySchema),
    form: e.formSchema === undefined ? undefined : indexOf(e.formSchema),
    success: e.success?.schema == null ? undefined : indexOf(e.success.schema),
  }));
  const asts = roots.map((s) => s.ast);
  const representation = withPatterns(
    SchemaRepresentation.toRepresentations(asts as [SchemaAST.AST, ...SchemaAST.AST[]], {
      referencePolicy: ({ ast, identifier }) => (ast === ApiErrorBody.ast ? ERROR_ENVELOPE : (names.get(ast) ?? identifier)),
    }),
  ) as SchemaRepresentation.MultiDocument;
  const compiled = JsonSchema.toMultiDocumentOpenApi3_1(SchemaRepresentation.toJsonSchemaMultiDocument(representation));
  const schemaAt = (i: number): Json => plainNumbers(compiled.schemas[i] as Json);
  if (JSON.stringify(compiled.schemas[0]) !== JSON.stringify({ $ref: `#/components/schemas/${ERROR_ENVELOPE}` }))
    throw new Error(`The error envelope must be the component ${ERROR_ENVELOPE}`);

  const paths: Record<string, Record<string, Json>> = {};
  endpoints.forEach((e, i) => {
    const slot = slots[i];
    const success = e.success;
    if (slot === undefined || success === undefined) return;
    const parameters: Json[] = [
      ...pathParameters(e.path).map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
      ...(e.query ?? []).map((q) => ({ name: q.name, in: "query", required: q.required, description: q.description, schema: { type: "string" } })),
    ];
    const limit = e.maxBodyBytes === undefined ? "" : ` At most ${e.maxBodyBytes} bytes (413 PAYLOAD_TOO_LARGE).`;
    const requestBody: Json | undefined =
      slot.body !== undefined
        ? { required: true, description: `JSON.${limit}`, content: { "application/json": { schema: schemaAt(slot.body) } } }
        : slot.form !== undefined
          ? { required: true, description: `A multipart form.${limit}`, content: { "multipart/form-data": { schema: schemaAt(slot.form) } } }
          : undefined;
    const answer: Json =
      success.mediaType === "text/event-stream"
        ? {
            description: "Accepted: Server-Sent Events (docs/api.md); the connection stays open until either side closes it",
            content: {
              "text/event-stream": {
                schema: {
                  type: "string",
                  description:
                    "A stream of events, each `event: <name>` and one `data:` line of JSON matching `x-event-data`; comment lines (`: keep-alive`) keep it open. Read with fetch (the request is signed and authenticated like any other).",
                },
                ...(slot.success === undefined ? {} : { "x-event-data": schemaAt(slot.success) }),
              },
            },
          }
        : slot.success === undefined
          ? success.schema === null
            ? { description: "Accepted; no body" }
            : { description: "Accepted", content: { "application/json": { schema: {} } } }
          : { description: "Accepted", content: { "application/json": { schema: schemaAt(slot.success) } } };
    const template = templateOf(e.path);
    paths[template] = {
      ...paths[template],
      [e.method.toLowerCase()]: {
        operationId: operationId(e),
        summary: e.summary,
        tags: [tagOf(e.path)],
        security: SECURITY[e.auth],
        ...(parameters.length === 0 ? {} : { parameters }),
        ...(requestBody === undefined ? {} : { requestBody }),
        responses: { [String(success.status)]: answer, ...(success.alsoStatus === undefined ? {} : { [String(success.alsoStatus)]: answer }), ...errorResponses(e) },
      },
    };
  });

  const schemas: Record<string, Json> = {
    ...Object.fromEntries(Object.entries(compiled.definitions).map(([name, schema]) => [name, plainNumbers(schema as Json)])),
    ErrorCode: {
      type: "string",
      description: "Every code of domain/errors/error-codes.ts (its HTTP status and the text the app shows: docs/api.md \"Every error code\").",
      enum: Object.keys(ERROR_CODES).sort(),
    },
  };
  const document: JsonObject = {
    openapi: "3.1.0",
    info: { title: "Gawe API", version: version(), description: DESCRIPTION },
    servers: [{ url: "/", description: "The server that serves this document (the mock: npm run mock)" }],
    tags: [...new Set(endpoints.map((e) => tagOf(e.path)))].sort().map((name) => ({ name })),
    paths,
    components: { schemas, securitySchemes: SECURITY_SCHEMES },
  };
  return { document: sortKeys(document) as JsonObject };
};

/** The file's text: two-space JSON with a final newline. */
export const renderOpenApi = (document: JsonObject): string => `${JSON.stringify(document, null, 2)}\n`;

export const OPENAPI_FILE = fileURLToPath(new URL("contracts/openapi.json", ROOT));

/** The document from the running mock's endpoint table, as `npm run contracts:openapi` writes it. */
export const generateOpenApi = async (): Promise<string> => {
  const [endpoints, names] = await Promise.all([apiEndpoints(), schemaNames()]);
  return renderOpenApi((await buildOpenApiDocument(endpoints, names)).document);
};
