import { Schema } from "effect";
import type { Db, StoredAccount } from "../store/db.schema";
import { apiFailure, domainFailure, type ApiFailure } from "./errors";
import type { CodedError, ErrorCode } from "../../domain/errors/error-codes";
import { JSON_BODY_MAX_BYTES, LARGE_JSON_BODY_MAX_BYTES, NO_BODY_MAX_BYTES } from "./body";
import { PATTERN_STRING_CHARS, schemaBounds } from "./schema-bounds";

export type HttpMethod = "GET" | "POST";
/** bearer: 401 without a live token. optional: the caller is known when a live token is sent. */
export type AuthMode = "none" | "bearer" | "optional";
export type Area = "api" | "event" | "reference" | "dev";

/** An accepted request's answer: its status and the schema the client decodes its body with (null: no body). */
export interface SuccessAnswer {
  readonly status: 200 | 201 | 204;
  /**
   * The same answer under a second status, where one call either makes or finds what it names (the
   * chat's open-or-get: 201 opened, 200 as it was; a message sent again under its id: 200 stored before).
   */
  readonly alsoStatus?: 200 | 201;
  readonly schema: Schema.Constraint | null;
  /** `text/event-stream`: Server-Sent Events whose `data` are JSON of `schema` (http/event-stream.ts); JSON otherwise. */
  readonly mediaType?: "text/event-stream";
}

/** A query parameter, for the OpenAPI document (the handler parses the query itself). */
export interface QueryParameter {
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
}

/** What a test or a document needs to know about an endpoint, without its handler. */
export interface EndpointInfo {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthMode;
  /** True when the endpoint validates a body against a schema (400 VALIDATION_FAILED). */
  readonly hasBody: boolean;
  readonly area: Area;
  readonly summary: string;
  /** The largest body accepted (413 PAYLOAD_TOO_LARGE past it); see http/body.ts for the defaults. */
  readonly maxBodyBytes?: number;
  /** The schema the body is decoded with (endpoints with a body), for tests that walk it. */
  readonly bodySchema?: Schema.Constraint;
  /** The fields of a multipart/form-data body (uploads), for the OpenAPI document. */
  readonly formSchema?: Schema.Constraint;
  /** What an accepted request answers (contracts/openapi.json; every /api and /event endpoint names it). */
  readonly success?: SuccessAnswer;
  /** The codes docs/api.md lists for this endpoint, besides those every endpoint may answer ("Errors common to every endpoint"). */
  readonly errors?: readonly ErrorCode[];
  readonly query?: readonly QueryParameter[];
}

export interface Caller {
  readonly token: string;
  readonly account: StoredAccount;
}

export interface HandlerContext<B> {
  readonly body: B;
  /** The state when the request started; return `next` to change it. */
  readonly db: Db;
  /** From the mock clock. */
  readonly now: number;
  readonly caller: Caller | undefined;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The request came from an HTML form of the back office (answer with a redirect). */
  readonly fromForm: boolean;
  /** Who sends, for per-client budgets: the socket's address (never a forwarded header a client can write). */
  readonly client: string;
  /** The request's headers, names in lower case (repeated ones joined by Node). */
  readonly headers: Readonly<Record<string, string | undefined>>;
}

/** One event of a Server-Sent Events stream: its `id:` (what a reconnect names in `Last-Event-ID`), `event:` and `data:` (JSON). */
export interface StreamEvent {
  readonly id: string;
  readonly event: string;
  readonly data: unknown;
}

/**
 * An answer that stays open (GET /api/events): http/event-stream.ts calls `open` once the headers
 * are out, with `send` for an event and `end` to close the stream (the session ended), and calls
 * what `open` answered when the connection closes. At each keep-alive it commits what `tick` makes
 * of the data (expiries the clock reached), so what a rule changes with no request still reaches
 * the phone.
 */
export interface EventStream {
  readonly open: (send: (e: StreamEvent) => void, end: () => void) => () => void;
  readonly tick?: (db: Db, now: number) => Db;
}

/**
 * A handler's answer. `next` (a new state) is committed before anything is sent; `after` runs
 * once the commit succeeded (logging, in-memory switches), so a failed write has no side effects.
 */
export type Reply =
  | { readonly status: number; readonly json?: unknown; readonly next?: Db; readonly after?: () => void; readonly headers?: Readonly<Record<string, string>> }
  | { readonly status: 200; readonly stream: EventStream; readonly next?: Db }
  | { readonly status: number; readonly html: string; readonly next?: Db }
  | { readonly status: 303; readonly redirect: string; readonly next?: Db; readonly after?: () => void }
  | { readonly failure: ApiFailure; readonly next?: Db };

export interface RawContext extends Omit<HandlerContext<unknown>, "body"> {
  readonly rawBody: unknown;
}

export interface Endpoint extends EndpointInfo {
  readonly maxBodyBytes: number;
  readonly run: (ctx: RawContext) => Reply;
}

type Info = Omit<EndpointInfo, "hasBody" | "bodySchema" | "formSchema">;

/** What the OpenAPI document reads of an endpoint, as its route names it. */
const documented = ({ success, errors, query }: Info): Pick<EndpointInfo, "success" | "errors" | "query"> => ({
  ...(success === undefined ? {} : { success }),
  ...(errors === undefined ? {} : { errors }),
  ...(query === undefined ? {} : { query }),
});

export interface ValidationIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const MAX_MESSAGE = 200;
/** An answer lists at most this many issues of a body (and `totalIssues` when there were more). */
export const MAX_ISSUES = 20;

/** Keys of a path come from the input (a record's keys): cap them too. */
const MAX_PATH_KEY = 100;
const MAX_PATH_SEGMENTS = 32;

const validator = <S extends Schema.ConstraintDecoder<unknown>>(schema: S) => {
  const standard = Schema.toStandardSchemaV1(schema, { parseOptions: { errors: "all" } });
  return (input: unknown): { ok: true; value: S["Type"] } | { ok: false; issues: ValidationIssue[]; total: number } => {
    const result = standard["~standard"].validate(input);
    if (result instanceof Promise) throw new Error("body schemas must be synchronous");
    if (result.issues === undefined) return { ok: true, value: result.value };
    return {
      ok: false,
      total: result.issues.length,
      issues: result.issues.slice(0, MAX_ISSUES).map((issue) => ({
        path: (issue.path ?? []).slice(0, MAX_PATH_SEGMENTS).map((p) => {
          const key = typeof p === "object" ? p.key : p;
          return typeof key === "number" ? key : String(key).slice(0, MAX_PATH_KEY);
        }),
        // Messages never echo the input, but cap them anyway: the input may be huge.
        message: issue.message.slice(0, MAX_MESSAGE),
      })),
    };
  };
};

/** 400 with at most MAX_ISSUES issues; `totalIssues` says how many there were when some were left out. */
export const validationFailed = (issues: readonly ValidationIssue[], total: number = issues.length): ApiFailure =>
  apiFailure(
    "VALIDATION_FAILED",
    "The body does not match the endpoint's schema",
    total > MAX_ISSUES ? { issues: issues.slice(0, MAX_ISSUES), totalIssues: total } : { issues },
  );

/**
 * The body limit an endpoint gets unless it names one: its schema's largest valid body (strings
 * at 3 bytes a character) rounded up to a power of two, from JSON_BODY_MAX_BYTES to
 * LARGE_JSON_BODY_MAX_BYTES. A schema with a free-form record gets the least.
 */
export const bodyLimitFor = (schema: Schema.Constraint): number => {
  const { maxJsonBytes } = schemaBounds(schema.ast, { unboundedStringChars: PATTERN_STRING_CHARS });
  if (!Number.isFinite(maxJsonBytes)) return JSON_BODY_MAX_BYTES;
  return Math.min(LARGE_JSON_BODY_MAX_BYTES, Math.max(JSON_BODY_MAX_BYTES, 2 ** Math.ceil(Math.log2(maxJsonBytes))));
};

/** An endpoint that takes no body (a body that is sent anyway is ignored, once it parsed). */
export const endpoint = (info: Info & { readonly handle: (ctx: HandlerContext<undefined>) => Reply }): Endpoint => ({
  method: info.method,
  path: info.path,
  auth: info.auth,
  area: info.area,
  summary: info.summary,
  ...documented(info),
  hasBody: false,
  maxBodyBytes: info.maxBodyBytes ?? NO_BODY_MAX_BYTES,
  run: ({ rawBody: _ignored, ...ctx }) => info.handle({ ...ctx, body: undefined }),
});

/** An endpoint whose body is decoded with a schema first: 400 VALIDATION_FAILED otherwise. */
export const endpointWithBody = <S extends Schema.ConstraintDecoder<unknown>>(
  info: Info & { readonly body: S; readonly handle: (ctx: HandlerContext<S["Type"]>) => Reply },
): Endpoint => {
  const validate = validator(info.body);
  return {
    method: info.method,
    path: info.path,
    auth: info.auth,
    area: info.area,
    summary: info.summary,
    ...documented(info),
    hasBody: true,
    maxBodyBytes: info.maxBodyBytes ?? bodyLimitFor(info.body),
    bodySchema: info.body,
    run: ({ rawBody, ...ctx }) => {
      const decoded = validate(rawBody);
      return decoded.ok ? info.handle({ ...ctx, body: decoded.value }) : { failure: validationFailed(decoded.issues, decoded.total) };
    },
  };
};

export const fail = (failure: ApiFailure, next?: Db): Reply => (next === undefined ? { failure } : { failure, next });

/** A refused domain rule, answered generically from its code (see http/errors.ts `domainFailure`). */
export const refuse = (error: CodedError): Reply => fail(domainFailure(error));
