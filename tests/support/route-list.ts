import { readFileSync } from "node:fs";

export interface DocumentedRoute {
  path: string;
  auth: "public" | "login" | "unspecified";
}

/** Every route of docs/routes.md (generated from the route table and kept in sync by a unit test). */
export const documentedRoutes = (): DocumentedRoute[] =>
  readFileSync("docs/routes.md", "utf8")
    .split("\n")
    .map((line) => /^\| `([^`]+)` \| (public|login|unspecified) \|/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ path: m[1] ?? "", auth: m[2] as DocumentedRoute["auth"] }));
