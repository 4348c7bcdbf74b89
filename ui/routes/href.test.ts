import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { href } from "./href";
import { allRoutes } from "./route-table";

// Every side's part of the table loaded (the app loads them as it needs them: ui/app/router.tsx).
const ROUTES = await allRoutes();

const UI = fileURLToPath(new URL("..", import.meta.url));
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const routePaths = new Set(ROUTES.map((r) => r.path));
const pathOf = (link: string): string => link.split("?")[0] ?? link;

describe("typed links", () => {
  it("builds every link to a route of the table, with its query encoded", () => {
    const sample = { jobId: "j 1&x", userId: "u-1", videoId: "v-1", redirect: "/seeker?a=1", next: "/x", status: "open" };
    for (const [name, build] of Object.entries(href)) {
      const link = (build as (q: typeof sample) => string)(sample);
      expect(routePaths.has(pathOf(link)), `href.${name} -> ${link}`).toBe(true);
    }
    expect(href.seekerJob({ jobId: "j 1&x" })).toBe("/seeker/job?jobId=j+1%26x");
    expect(href.login({ redirect: "/contact?x=1" })).toBe("/login?redirect=%2Fcontact%3Fx%3D1");
    expect(href.jobPosting()).toBe("/jobPosting");
  });

  it("finds no hand-typed route path in ui/ outside the route table and href", () => {
    // A string literal or template literal that starts with a route's path ("/seeker", `/jobPosting?…`).
    const literal = /["'`](?:\/app)?(\/[A-Za-z][\w/]*)(?:[?"'`$])/g;
    const offenders: string[] = [];
    for (const file of sourcesUnder(UI)) {
      const name = relative(UI, file);
      if (name.startsWith("routes/")) continue;
      for (const match of readFileSync(file, "utf8").matchAll(literal)) {
        const path = match[1] ?? "";
        if (routePaths.has(path) && path !== "/") offenders.push(`${name}: ${path}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
