import { Schema } from "effect";
import type { Db, StoredAccount } from "../store/db.schema";
import { apiFailure, domainFailure, type ApiFailure } from "./errors";
import type { CodedError } from "../../domain/errors/error-codes";

export type HttpMethod = "GET" | "POST";
/** bearer: 401 without a live token. optional: the caller is known when a live token is sent. */
export type AuthMode = "none" | "bearer" | "optional";
export type Area = "api" | "event" | "reference" | "dev";

/** What a test or a document needs to know about an endpoint, without its handler. */
export interface EndpointInfo {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthMode;
  /** True when the endpoint validates a body against a schema (400 VALIDATION_FAILED). */
  readonly hasBody: boolean;
  readonly area: Area;
  readonly summary: string;
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
}

/**
 * A handler's answer. `next` (a new state) is committed before anything is sent; `after` runs
 * once the commit succeeded (logging, in-memory switches), so a failed write has no side effects.
 */
export type Reply =
  | { readonly status: number; readonly json?: unknown; readonly next?: Db; readonly after?: () => void }
  | { readonly status: number; readonly html: string }
  | { readonly status: 303; readonly redirect: string; readonly next?: Db; readonly after?: () => void }
  | { readonly failure: ApiFailure; readonly next?: Db };

export interface RawContext extends Omit<HandlerContext<unknown>, "body"> {
  readonly rawBody: unknown;
}

export interface Endpoint extends EndpointInfo {
  readonly run: (ctx: RawContext) => Reply;
}

type Info = Omit<EndpointInfo, "hasBody">;

export interface ValidationIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const MAX_MESSAGE = 200;

const validator = <S extends Schema.ConstraintDecoder<unknown>>(schema: S) => {
  const standard = Schema.toStandardSchemaV1(schema, { parseOptions: { errors: "all" } });
  return (input: unknown): { ok: true; value: S["Type"] } | { ok: false; issues: ValidationIssue[] } => {
    const result = standard["~standard"].validate(input);
    if (result instanceof Promise) throw new Error("body schemas must be synchronous");
    if (result.issues === undefined) return { ok: true, value: result.value };
    return {
      ok: false,
      issues: result.issues.map((issue) => ({
        path: (issue.path ?? []).map((p) => {
          const key = typeof p === "object" ? p.key : p;
          return typeof key === "number" ? key : String(key);
        }),
        // Messages never echo the input, but cap them anyway: the input may be huge.
        message: issue.message.slice(0, MAX_MESSAGE),
      })),
    };
  };
};

export const validationFailed = (issues: readonly ValidationIssue[]): ApiFailure =>
  apiFailure("VALIDATION_FAILED", "The body does not match the endpoint's schema", { issues });

/** An endpoint that takes no body (a body that is sent anyway is ignored, once it parsed). */
export const endpoint = (info: Info & { readonly handle: (ctx: HandlerContext<undefined>) => Reply }): Endpoint => ({
  method: info.method,
  path: info.path,
  auth: info.auth,
  area: info.area,
  summary: info.summary,
  hasBody: false,
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
    hasBody: true,
    run: ({ rawBody, ...ctx }) => {
      const decoded = validate(rawBody);
      return decoded.ok ? info.handle({ ...ctx, body: decoded.value }) : { failure: validationFailed(decoded.issues) };
    },
  };
};

export const fail = (failure: ApiFailure, next?: Db): Reply => (next === undefined ? { failure } : { failure, next });

/** A refused domain rule, answered generically from its code (see http/errors.ts `domainFailure`). */
export const refuse = (error: CodedError): Reply => fail(domainFailure(error));
