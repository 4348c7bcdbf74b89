import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * What a module's code reads of the texts, for the unit tests that hold the manifests' declared
 * namespaces to the code (the build reads the declarations, never the code): the literal
 * namespaces of useTranslation in the module and in everything it imports statically (type-only
 * imports and `import()` are not followed: they load nothing now).
 */

const REPOSITORY = fileURLToPath(new URL("../..", import.meta.url));
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gms;
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|"[^"]*"|'[^']*')/g;

/** The namespaces `code` reads with useTranslation("ns") or useTranslation(["ns", ...]). */
export const namespacesInCode = (code: string): string[] => {
  const found = new Set<string>();
  for (const call of code.matchAll(USE_TRANSLATION)) {
    for (const name of (call[1] ?? "").matchAll(/["']([\w-]+)["']/g)) found.add(name[1] ?? "");
  }
  return [...found];
};

const resolveImport = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith(".")) return undefined;
  const stem = resolve(dirname(from), specifier);
  return [`${stem}.ts`, `${stem}.tsx`, stem, `${stem}/index.ts`].find((file) => existsSync(file) && !file.endsWith("/"));
};

/** The repository files (from its root) that `module` (from the repository root) imports statically, itself included. */
export const staticImportsOf = (module: string): string[] => {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const next = resolveImport(file, match[1] ?? "");
      if (next !== undefined) visit(next);
    }
  };
  visit(resolve(REPOSITORY, module));
  return [...seen].map((file) => relative(REPOSITORY, file));
};

/** The namespaces `module` and its static imports read, sorted. */
export const namespacesOfModule = (module: string): string[] =>
  [...new Set(staticImportsOf(module).flatMap((file) => namespacesInCode(readFileSync(resolve(REPOSITORY, file), "utf8"))))].sort();
