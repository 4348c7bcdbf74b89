import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderManifestModules } from "../scripts/manifest-modules";
import { namespacesInCode, namespacesOfModule } from "../tests/support/module-namespaces";
import { MANIFEST_ROUTES, SHELL_MANIFEST, SIDES } from ".";
import { isScreen, pagesOf, roleOf } from "./manifest";

const fromRepository = (path: string): URL => new URL(`../${path}`, import.meta.url);
const MANIFESTS = [SHELL_MANIFEST, ...SIDES];

describe("the manifests", () => {
  it("name pages, prefetches and namespaces that exist (modules.generated.ts is current: run `npm run manifests:generate`)", () => {
    expect(readFileSync(fromRepository("manifests/modules.generated.ts"), "utf8")).toBe(renderManifestModules());
  });

  it("name first-request, precached and grouped modules that exist", () => {
    const { shell, entry, own } = SHELL_MANIFEST.chunks;
    const named = [...MANIFESTS.flatMap((m) => [...(m.firstRequest ?? []), ...(m.precache ?? [])]), ...shell, ...entry, ...Object.values(own).flat()];
    for (const module of named) expect(existsSync(fromRepository(module)), module).toBe(true);
  });

  it("give each path one route", () => {
    const paths = MANIFEST_ROUTES.map((r) => r.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it("declare the namespaces each screen's code reads (its pages, its parts, its prefetch and what they import statically)", () => {
    for (const route of MANIFEST_ROUTES.filter(isScreen)) {
      const modules = [...pagesOf(route), ...Object.values(route.parts ?? {}), ...(route.main === true && route.prefetch !== undefined ? [route.prefetch] : [])];
      const read = [...new Set(modules.flatMap(namespacesOfModule))].sort();
      expect([...route.namespaces].sort(), route.path).toEqual(read);
    }
  });

  it("declare the namespaces the shell reads, and the first requests read no other", () => {
    expect([...SHELL_MANIFEST.namespaces].sort()).toEqual(namespacesOfModule("ui/main.tsx"));
    for (const module of MANIFESTS.flatMap((m) => m.firstRequest ?? [])) expect(namespacesOfModule(module).filter((ns) => !SHELL_MANIFEST.namespaces.includes(ns as never)), module).toEqual([]);
  });

  it("give every logged-in main screen a role: the preload map checks the session's against it", () => {
    const main = MANIFEST_ROUTES.filter((r) => isScreen(r) && r.main === true && r.auth === "login");
    expect(main.length).toBeGreaterThan(0);
    for (const route of main) expect(roleOf(route), route.path).toBeDefined();
  });
});

describe("the namespaces a module's code reads", () => {
  it("are the literal arguments of useTranslation", () => {
    expect(namespacesInCode(`const { t } = useTranslation(["jobs", "common"]); useTranslation('shell'); useTranslation();`).sort()).toEqual(["common", "jobs", "shell"]);
    expect(namespacesInCode(`t("errors:x"); i18n.loadNamespaces("errors")`)).toEqual([]);
  });
});
