import type { Application, NextFunction, Request, Response } from "express";
import { findCaller } from "./caller";
import type { MockClock } from "./clock";
import type { Store } from "../store/store";
import { bodyReader, parsedBody } from "./body";
import type { Endpoint, Reply } from "./endpoint";
import { apiFailure, notFound, sendFailure, unauthenticated } from "./errors";

export interface MountDeps {
  readonly store: Store;
  readonly clock: MockClock;
  readonly log: (line: string) => void;
}

const stringsOnly = (record: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => typeof e[1] === "string"));

const internalError = () => apiFailure("INTERNAL_ERROR", "The mock server failed; see its log");

const send = (res: Response, reply: Reply): void => {
  if ("failure" in reply) return sendFailure(res, reply.failure);
  if ("html" in reply) {
    res.status(reply.status).type("html").send(reply.html);
    return;
  }
  if ("redirect" in reply) {
    res.redirect(303, reply.redirect);
    return;
  }
  if (reply.json === undefined) res.status(reply.status).end();
  else res.status(reply.status).json(reply.json);
};

const handlerFor = (endpoint: Endpoint, deps: MountDeps) => (req: Request, res: Response) => {
  const db = deps.store.current();
  const caller = findCaller(db, req.headers.authorization);
  if (endpoint.auth === "bearer" && caller === undefined) return sendFailure(res, unauthenticated());
  // A page on another site could otherwise post forms to the dev area of a developer's mock.
  if (endpoint.area === "dev" && endpoint.method === "POST" && req.headers["sec-fetch-site"] === "cross-site")
    return sendFailure(res, apiFailure("FORBIDDEN", "The dev area does not accept requests from other sites"));
  const body = parsedBody(res);
  let reply: Reply;
  try {
    reply = endpoint.run({
      rawBody: body.value,
      db,
      now: deps.clock.now(),
      caller,
      query: stringsOnly(req.query),
      params: stringsOnly(req.params),
      fromForm: body.kind === "form",
    });
  } catch (error) {
    deps.log(`[error] ${endpoint.method} ${endpoint.path}: ${String(error)}`);
    return sendFailure(res, internalError());
  }
  if ("next" in reply && reply.next !== undefined && reply.next !== db) {
    try {
      deps.store.commit(reply.next);
    } catch (error) {
      deps.log(`[error] could not write the data file: ${String(error)}`);
      return sendFailure(res, internalError());
    }
  }
  if ("after" in reply) reply.after?.();
  send(res, reply);
};

/**
 * Registers each endpoint, then 405 for a known path with another method, so a wrong method is
 * told apart from a wrong path. Call `mountFallbacks` last.
 */
export const mountEndpoints = (app: Application, endpoints: readonly Endpoint[], deps: MountDeps): void => {
  for (const endpoint of endpoints) {
    const handler = handlerFor(endpoint, deps);
    const readBody = bodyReader({ forms: endpoint.area === "dev" });
    if (endpoint.method === "GET") app.get(endpoint.path, readBody, handler);
    else app.post(endpoint.path, readBody, handler);
  }
  const methodsByPath = new Map<string, string[]>();
  for (const { path, method } of endpoints) methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
  for (const [path, methods] of methodsByPath) {
    app.all(path, (req: Request, res: Response) => {
      res.set("Allow", methods.join(", "));
      sendFailure(res, apiFailure("METHOD_NOT_ALLOWED", `${req.method} is not allowed on ${path}`, { allow: methods }));
    });
  }
};

/** Unknown routes and anything thrown outside a handler: always the envelope, never a stack trace. */
export const mountFallbacks = (app: Application, log: (line: string) => void): void => {
  app.use((req: Request, res: Response) => sendFailure(res, notFound(req.method, req.path)));
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const type = typeof error === "object" && error !== null && "type" in error ? error.type : undefined;
    if (type === "entity.parse.failed") return sendFailure(res, apiFailure("MALFORMED_JSON", "The body is not JSON"));
    if (type === "entity.too.large") return sendFailure(res, apiFailure("PAYLOAD_TOO_LARGE", "Body over 1 MB"));
    log(`[error] ${req.method} ${req.path}: ${String(error)}`);
    sendFailure(res, internalError());
  });
};
