import type { Application, NextFunction, Request, Response } from "express";
import { Schema } from "effect";
import jsonServer from "json-server";
import { bodyReader, NO_BODY_MAX_BYTES } from "../../http/body";
import type { EndpointInfo } from "../../http/endpoint";
import { apiFailure, notFound, sendFailure } from "../../http/errors";
import { Category, CategoryList } from "../../../domain/job/category.schema";
import { REFERENCE_COLLECTIONS, ReferenceItem, type Db, type ReferenceCollection } from "../../store/db.schema";
import type { Store } from "../../store/store";

const referenceView = (db: Db) =>
  structuredClone(Object.fromEntries(REFERENCE_COLLECTIONS.map((name) => [name, db[name]])));

const isReference = (name: string | undefined): boolean => REFERENCE_COLLECTIONS.some((c) => c === name);

/** What a client decodes each collection's items with (categories: the app's own schema). */
const ITEM_SCHEMAS: Readonly<Record<ReferenceCollection, Schema.Constraint>> = { categories: Category, faq: ReferenceItem };
const listOf = (item: Schema.Constraint) => Schema.Struct({ items: Schema.Array(item), nextCursor: Schema.Null });

/** What the read-only router serves, for the endpoint list (docs, bad-input test). */
export const referenceEndpoints: readonly EndpointInfo[] = REFERENCE_COLLECTIONS.flatMap((name) => [
  {
    method: "GET",
    path: `/api/${name}`,
    auth: "none",
    hasBody: false,
    area: "reference",
    summary: `Reference data: ${name}`,
    success: { status: 200, schema: name === "categories" ? CategoryList : listOf(ITEM_SCHEMAS[name]) },
    errors: ["VALIDATION_FAILED"],
  },
  {
    method: "GET",
    path: `/api/${name}/:id`,
    auth: "none",
    hasBody: false,
    area: "reference",
    summary: `One ${name} item`,
    success: { status: 200, schema: ITEM_SCHEMAS[name] },
    errors: ["NOT_FOUND", "VALIDATION_FAILED"],
  },
]);

/**
 * json-server's generic router over a copy of the reference collections only, mounted for GET:
 * accounts, sessions and OTPs are not in its data, and no write method reaches it at all.
 * Lists come back in our list shape `{ items, nextCursor }`.
 */
export const mountReferenceData = (app: Application, store: Store): void => {
  const router = jsonServer.router(referenceView(store.current()));
  store.onCommit((db) => router.db.setState(referenceView(db)));

  // json-server calls `router.render` to answer (untyped in @types/json-server).
  Object.assign(router, {
    render: (req: Request, res: Response) => {
      const data: unknown = res.locals.data;
      if (res.statusCode === 404) return sendFailure(res, notFound(req.method, req.originalUrl.split("?")[0] ?? ""));
      res.json(Array.isArray(data) ? { items: data, nextCursor: null } : data);
    },
  });
  // json-server's own error handler answers 500 with a stack trace; drop it so query errors
  // (e.g. an invalid `name_like` regular expression) reach ours below.
  const last = router.stack.at(-1);
  if (last !== undefined && last.handle.length === 4) router.stack.pop();

  const readBody = bodyReader({ forms: false, maxBytes: NO_BODY_MAX_BYTES });
  app.use("/api", (req: Request, res: Response, next: NextFunction) => {
    const segments = req.path.split("/").filter((s) => s !== "");
    if (!isReference(segments[0]) || segments.length > 2) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET");
      return sendFailure(res, apiFailure("METHOD_NOT_ALLOWED", `${req.method} is not allowed on reference data`, { allow: ["GET"] }));
    }
    readBody(req, res, () =>
      router(req, res, (error?: unknown) => {
        if (error === undefined || error === "route" || error === "router") return next();
        sendFailure(res, apiFailure("VALIDATION_FAILED", "Invalid query", { issues: [{ path: ["query"], message: String(error).slice(0, 200) }] }));
      }),
    );
  });
};
