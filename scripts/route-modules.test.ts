import { describe, expect, it } from "vitest";
import type { ManifestRoute } from "../manifests/manifest";
import { restRoutesCode, routeModulesCode } from "./route-modules";

describe("the routes module the build writes from the manifests", () => {
  const routes: ManifestRoute[] = [
    { path: "/a", auth: "login", area: "home", role: "seeker", page: "ui/features/job-search/seeker-jobs.page.tsx", namespaces: ["jobs"], main: true, prefetch: "ui/features/job-search/seeker-jobs.prefetch.ts" },
    { path: "/b", auth: "public", area: "home", page: "ui/features/job-search/seeker-jobs.page.tsx", namespaces: ["jobs"] },
    {
      path: "/v",
      auth: "login",
      area: "seeker-profile",
      page: { versioned: "occupation", new: "ui/features/seeker-profile/occupation-new.page.tsx", old: "ui/features/seeker-profile/occupation-old.page.tsx" },
      namespaces: [],
    },
    { path: "/p", auth: "public", area: "growth", planned: { heading: "x" }, keepAlive: true },
    { path: "/t", auth: "login", area: "home", page: "ui/features/applying/seeker-activity.page.tsx", namespaces: [], parts: { clock: "ui/features/work/seeker-shifts.part.tsx" } },
  ];
  const code = routeModulesCode(routes, "/r/");
  const rest = restRoutesCode(routes, "/r/");
  const loadersOf = (part: string) => part.split("\n").filter((line) => line.startsWith("const "));

  it("gives each page, part and prefetch module of a part one loader of its own chunk, the placeholder's first in the rest", () => {
    expect(loadersOf(code)).toEqual(['const l0 = () => import("/r/ui/features/job-search/seeker-jobs.page.tsx");', 'const l1 = () => import("/r/ui/features/job-search/seeker-jobs.prefetch.ts");']);
    expect(loadersOf(rest)).toEqual([
      'const l0 = () => import("/r/ui/app/placeholder.page.tsx");',
      'const l1 = () => import("/r/ui/features/job-search/seeker-jobs.page.tsx");',
      'const l2 = () => import("/r/ui/features/seeker-profile/occupation-new.page.tsx");',
      'const l3 = () => import("/r/ui/features/seeker-profile/occupation-old.page.tsx");',
      'const l4 = () => import("/r/ui/features/applying/seeker-activity.page.tsx");',
      'const l5 = () => import("/r/ui/features/work/seeker-shifts.part.tsx");',
    ]);
    expect(rest).toContain("export const placeholder = l0;");
  });

  it("writes each route with its loaders and without what only the build and the docs read (namespaces, origin, a screen's area; no module path)", () => {
    expect(code).toContain('{path:"/a",auth:"login",role:"seeker",page:l0,main:true,prefetch:l1}');
    expect(rest).toContain('{path:"/b",auth:"public",page:l1}');
    // A logged-in route's role, which its area implies, is written out.
    expect(rest).toContain('{path:"/v",auth:"login",page:{versioned:"occupation",new:l2,old:l3},role:"seeker"}');
    // A planned route keeps its area: its placeholder says what is coming there.
    expect(rest).toContain('{path:"/p",auth:"public",area:"growth",planned:{"heading":"x"},keepAlive:true}');
    expect(rest).toContain('{path:"/t",auth:"login",page:l4,parts:{"clock":l5}}');
    for (const part of [code, rest]) {
      expect(part).not.toContain("namespaces");
      expect(part).not.toContain("origin");
    }
  });

  it("splits the table in two: the first part holds the main screens, the redirect of / and not found, with the loader of the rest; the rest every other route", () => {
    const paths = (part: string) => [...part.matchAll(/\{path:"([^"]+)"/g)].map((match) => match[1]);
    const withShell: ManifestRoute[] = [{ path: "/", auth: "public", area: "home", redirect: true }, ...routes, { path: "*", auth: "public", area: "home", page: "ui/app/not-found.page.tsx", namespaces: [] }];
    expect(paths(routeModulesCode(withShell, "/r/"))).toEqual(["/", "/a", "*"]);
    expect(paths(restRoutesCode(withShell, "/r/"))).toEqual(["/b", "/v", "/p", "/t"]);
    expect(code).toContain('export const rest = () => import("virtual:gawe/routes/rest");');
  });
});
