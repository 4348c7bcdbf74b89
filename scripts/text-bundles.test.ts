import { describe, expect, it } from "vitest";
import { SHELL_MANIFEST } from "../manifests";
import { textBundlesModule } from "./text-bundles";

const files = ["en/auth.json", "en/common.json", "id/auth.json", "id/common.json", "id/jobs.json"];

describe("the text bundles module", () => {
  it("bundles the shell manifest's eager namespaces of the default language with the entry, and loads every other file on demand", () => {
    const code = textBundlesModule({ ...SHELL_MANIFEST, eagerNamespaces: ["common", "auth"] }, files, "/l/");
    expect(code).toContain('import t0 from "/l/id/auth.json";\nimport t1 from "/l/id/common.json";');
    expect(code).toContain('export const eager = {"./locales/id/auth.json": t0, "./locales/id/common.json": t1};');
    for (const file of ["en/auth.json", "en/common.json", "id/jobs.json"]) expect(code).toContain(`"./locales/${file}": () => import("/l/${file}").then((m) => m.default)`);
    expect(code).not.toContain('"./locales/id/common.json": () =>');
    expect(code).toContain('export const eagerNamespaces = ["common","auth"];');
  });

  it("stops the build when the manifest names a namespace that has no file", () => {
    expect(() => textBundlesModule({ ...SHELL_MANIFEST, eagerNamespaces: ["offers"] }, files, "/l/")).toThrow(/id\/offers\.json/);
  });
});
