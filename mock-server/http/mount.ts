import type { Application, NextFunction, Request, Response } from "express";
import { withSessionRenewed } from "../store/sessions";
import type { Store } from "../store/store";
import { bodyReader, MAX_BODY_BYTES, parsedBody, refuseUnread } from "./body";
import { findCaller } from "./caller";
import type { MockClock } from "./clock";
import type { Endpoint, EndpointInfo, Reply } from "./endpoint";
import { EVENT_KEEP_ALIVE_MS, openEventStream } from "./event-stream";
import { apiFailure, notFound, sendFailure, unauthenticated } from "./errors";
import { malformedPath } from "./path";

export interface MountDeps {
  readonly store: Store;
  readonly clock: MockClock;
  readonly log: (line: string) => void;
  /** Between the keep-alive comments of an event stream (default EVENT_KEEP_ALIVE_MS; tests shorten it). */
  readonly eventKeepAliveMs?: number;
}

const stringsOnly = (record: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => typeof e[1] === "string"));

const internalError = () => apiFailure("INTERNAL_ERROR", "The mock server failed; see its log");

const send = (res: Response, reply: Reply, deps: MountDeps): void => {
  if ("failure" in reply) return sendFailure(res, reply.failure);
  if ("stream" in reply) return openEventStream(res, reply.stream, { ...deps, keepAliveMs: deps.eventKeepAliveMs ?? EVENT_KEEP_ALIVE_MS });
  if ("html" in reply) {
    res.status(reply.status).type("html").send(reply.html);
    return;
  }
  if ("redirect" in reply) {
    res.redirect(303, reply.redirect);
    return;
  }
  if (reply.headers !== undefined) res.set(reply.headers);
  if (reply.json === undefined) res.status(reply.status).end();
  else res.status(reply.status).json(reply.json);
};

/**
 * Runs before the body is read (docs/api.md "Limits"): a bearer endpoint without a live token,
 * and a cross-site POST to the dev area, are answered at once and their body is discarded unread.
 */
export const guardBeforeBody = (endpoint: EndpointInfo, deps: Pick<MountDeps, "store" | "clock">) => (req: Request, res: Response, next: NextFunction) => {
  if (endpoint.auth === "bearer" && findCaller(deps.store.current(), req.headers.authorization, deps.clock.now()) === undefined)
    return refuseUnread(req, res, unauthenticated());
  // A page on another site could otherwise post forms to the dev area of a developer's mock.
  if (endpoint.area === "dev" && endpoint.method === "POST" && req.headers["sec-fetch-site"] === "cross-site")
    return refuseUnread(req, res, apiFailure("FORBIDDEN", "The dev area does not accept requests from other sites"));
  next();
};

/** For endpoints mounted by hand (uploads): the same checks before their own body reading. */
export const mountGuards = (app: Application, endpoints: readonly EndpointInfo[], deps: Pick<MountDeps, "store" | "clock">): void => {
  for (const endpoint of endpoints) {
    const guard = guardBeforeBody(endpoint, deps);
    if (endpoint.method === "GET") app.get(endpoint.path, guard);
    else app.post(endpoint.path, guard);
  }
};

const handlerFor = (endpoint: Endpoint, deps: MountDeps) => (req: Request, res: Response) => {
  const current = deps.store.current();
  const now = deps.clock.now();
  const caller = findCaller(current, req.headers.authorization, now);
  if (endpoint.auth === "bearer" && caller === undefined) return sendFailure(res, unauthenticated());
  // Using a session renews it; committed only with an accepted request (a refusal changes nothing).
  const db = caller === undefined ? current : withSessionRenewed(current, caller.token, now);
  const body = parsedBody(res);
  let reply: Reply;
  try {
    reply = endpoint.run({
      rawBody: body.value,
      db,
      now,
      caller,
      query: stringsOnly(req.query),
      params: stringsOnly(req.params),
      fromForm: body.kind === "form",
      client: req.socket.remoteAddress ?? "unknown",
      headers: stringsOnly(req.headers),
    });
  } catch (error) {
    deps.log(`[error] ${endpoint.method} ${endpoint.path}: ${String(error)}`);
    return sendFailure(res, internalError());
  }
  const accepted = !("failure" in reply) && reply.status < 400;
  const next = "next" in reply && reply.next !== undefined ? reply.next : accepted ? db : current;
  if (next !== current) {
    try {
      deps.store.commit(next);
    } catch (error) {
      deps.log(`[error] could not write the data file: ${String(error)}`);
      return sendFailure(res, internalError());
    }
  }
  if ("after" in reply) reply.after?.();
  send(res, reply, deps);
};

/**
 * Registers each endpoint, then 405 for a known path with another method, so a wrong method is
 * told apart from a wrong path. Call `mountFallbacks` last.
 */
export const mountEndpoints = (app: Application, endpoints: readonly Endpoint[], deps: MountDeps): void => {
  for (const endpoint of endpoints) {
    const handler = handlerFor(endpoint, deps);
    const guard = guardBeforeBody(endpoint, deps);
    const readBody = bodyReader({ forms: endpoint.area === "dev", maxBytes: endpoint.maxBodyBytes });
    if (endpoint.method === "GET") app.get(endpoint.path, guard, readBody, handler);
    else app.post(endpoint.path, guard, readBody, handler);
  }
  const methodsByPath = new Map<string, string[]>();
  for (const { path, method } of endpoints) methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
  for (const [path, methods] of methodsByPath) {
    app.all(path, (req: Request, res: Response) => {
      res.set("Allow", methods.join(", "));
      refuseUnread(req, res, apiFailure("METHOD_NOT_ALLOWED", `${req.method} is not allowed on ${path}`, { allow: methods }));
    });
  }
};

/** Unknown routes and anything thrown outside a handler: always the envelope, never a stack trace. */
export const mountFallbacks = (app: Application, log: (line: string) => void): void => {
  app.use((req: Request, res: Response) => refuseUnread(req, res, notFound(req.method, req.path)));
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const type = typeof error === "object" && error !== null && "type" in error ? error.type : undefined;
    if (type === "entity.parse.failed") return sendFailure(res, apiFailure("MALFORMED_JSON", "The body is not JSON"));
    if (type === "entity.too.large") return sendFailure(res, apiFailure("PAYLOAD_TOO_LARGE", `Body over ${MAX_BODY_BYTES} bytes`));
    // Express cannot decode a route parameter: http/path.ts refuses such paths first; this is the backstop.
    if (error instanceof URIError) return refuseUnread(req, res, malformedPath());
    log(`[error] ${req.method} ${req.path}: ${String(error)}`);
    sendFailure(res, internalError());
  });
};
