import { describe, expect, it } from "vitest";
import type { ManifestRoute } from "../manifests/manifest";
import { routeModulesCode } from "./route-modules";

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

  it("gives each page, part and prefetch module one loader of its own chunk, the placeholder's first", () => {
    expect(code.split("\n").filter((line) => line.startsWith("const "))).toEqual([
      'const l0 = () => import("/r/ui/app/placeholder.page.tsx");',
      'const l1 = () => import("/r/ui/features/job-search/seeker-jobs.page.tsx");',
      'const l2 = () => import("/r/ui/features/job-search/seeker-jobs.prefetch.ts");',
      'const l3 = () => import("/r/ui/features/seeker-profile/occupation-new.page.tsx");',
      'const l4 = () => import("/r/ui/features/seeker-profile/occupation-old.page.tsx");',
      'const l5 = () => import("/r/ui/features/applying/seeker-activity.page.tsx");',
      'const l6 = () => import("/r/ui/features/work/seeker-shifts.part.tsx");',
    ]);
    expect(code).toContain("export const placeholder = l0;");
  });

  it("writes each route with its loaders and without what only the build and the docs read (namespaces, origin, a screen's area; no module path)", () => {
    expect(code).toContain('{path:"/a",auth:"login",role:"seeker",page:l1,main:true,prefetch:l2}');
    expect(code).toContain('{path:"/b",auth:"public",page:l1}');
    // A logged-in route's role, which its area implies, is written out.
    expect(code).toContain('{path:"/v",auth:"login",page:{versioned:"occupation",new:l3,old:l4},role:"seeker"}');
    // A planned route keeps its area: its placeholder says what is coming there.
    expect(code).toContain('{path:"/p",auth:"public",area:"growth",planned:{"heading":"x"},keepAlive:true}');
    expect(code).toContain('{path:"/t",auth:"login",page:l5,parts:{"clock":l6}}');
    expect(code).not.toContain("namespaces");
    expect(code).not.toContain("origin");
  });
});
