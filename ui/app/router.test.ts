import { describe, expect, it } from "vitest";
import { restLoaded, routeTable } from "../routes/route-table";
import { awaitsRest, loadRoutesFor, routeAt } from "./router";

// One module state for the file: the steps run in order, as a visit does.
describe("routing with the route table in two parts", () => {
  const seekerHome = routeAt("/seeker");

  it("routes the main screens, / and not found from the first part, loading nothing", async () => {
    expect(routeAt("/seeker")?.path).toBe("/seeker");
    expect(routeAt("/provider")?.path).toBe("/provider");
    expect(routeAt("/")?.screen.kind).toBe("redirect");
    await loadRoutesFor("/login");
    expect(restLoaded()).toBe(false);
    expect(routeTable().some((def) => def.path === "/helpcenter")).toBe(false);
  });

  it("loads the rest for any other path before it routes it: a page, a planned page, or not found", async () => {
    expect(routeAt("/helpcenter")?.path).toBe("*");
    expect(awaitsRest(routeAt("/helpcenter"))).toBe(true);
    await loadRoutesFor("/helpcenter");
    expect(restLoaded()).toBe(true);
    expect(routeAt("/helpcenter")?.path).toBe("/helpcenter");
    expect(routeAt("/createcompany")?.role).toBe("provider");
    expect(routeAt("/mail")?.status).toBe("placeholder");
    expect(routeAt("/no-such-page")?.path).toBe("*");
    expect(awaitsRest(routeAt("/no-such-page"))).toBe(false);
  });

  it("keeps the first part's routes as they were once the rest is in (a kept-alive home stays the same route), each path once", () => {
    expect(routeAt("/seeker")).toBe(seekerHome);
    const paths = routeTable().map((def) => def.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 3)).toEqual(["/", "*", "/login"]);
  });
});
