import { createHash } from "node:crypto";
import { Schema } from "effect";
import { IdempotencyConflict } from "../../domain/ledger/ledger.errors";
import { IdempotencyKey } from "../../domain/ledger/ledger.schema";
import type { Db } from "../store/db.schema";
import type { StoredIdempotency } from "../store/money.db-schema";
import { callerOf } from "./caller";
import { fail, refuse, validationFailed, type HandlerContext, type Reply } from "./endpoint";
import { apiFailure } from "./errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";

/** JSON with the keys of every object sorted: the same body always hashes the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  ) ?? "";

const fingerprintOf = (request: string, body: unknown): string => createHash("sha256").update(`${request}\n${canonical(body)}`).digest("hex");

/**
 * What a request's fingerprint covers when its body carries the transaction PIN (issue 23): the
 * body without it, so the PIN is never kept, not even hashed (a 6-digit PIN's unsalted hash is
 * found by trying them all). Pass `{ ...ctx, body: withoutPin(ctx.body) }` to `idempotent`.
 */
export const withoutPin = <B extends object>(body: B): Omit<B, "pin"> => {
  const { pin: _pin, ...rest } = body as B & { readonly pin?: unknown };
  return rest;
};

/**
 * Every money-moving POST (docs/api.md "Idempotency-Key"): the header is required (400
 * IDEMPOTENCY_KEY_REQUIRED), at most 255 characters (400 VALIDATION_FAILED), and scoped to the
 * caller as `{userId}:{key}`. The first accepted answer is kept with the request's fingerprint
 * (method, path, decoded body) in the same commit as what the request did: the same key with the
 * same request answers it again (`Idempotent-Replayed: true`) and changes nothing; with another
 * request it is refused (422 IDEMPOTENCY_CONFLICT). A refused request is not remembered, so its
 * key may be sent again once the reason is gone (as the ledger does with a refused movement).
 *
 * `request` is the concrete `METHOD /path` (path parameters filled in).
 */
export const idempotent = (ctx: HandlerContext<unknown>, request: string, run: () => Reply): Reply => {
  const key = ctx.headers[IDEMPOTENCY_HEADER];
  if (key === undefined || key.trim() === "")
    return fail(apiFailure("IDEMPOTENCY_KEY_REQUIRED", "Send an Idempotency-Key header with every money-moving POST"));
  if (!Schema.is(IdempotencyKey)(key)) return fail(validationFailed([{ path: ["headers", IDEMPOTENCY_HEADER], message: "At most 255 characters" }]));
  const { account } = callerOf(ctx.caller);
  const scope = `${account.userId}:${key}`;
  const fingerprint = fingerprintOf(request, ctx.body);
  const first = ctx.db.idempotency.find((r) => r.scope === scope);
  if (first !== undefined)
    return first.fingerprint === fingerprint
      ? { status: first.status, json: first.response, headers: { "Idempotent-Replayed": "true" } }
      : refuse(new IdempotencyConflict({ key }));
  const reply = run();
  if ("failure" in reply || !("json" in reply) || reply.status >= 300) return reply;
  const record: StoredIdempotency = { scope, request, fingerprint, status: reply.status, response: reply.json, at: ctx.now };
  const base: Db = reply.next ?? ctx.db;
  return { ...reply, next: { ...base, idempotency: [...base.idempotency, record] } };
};
