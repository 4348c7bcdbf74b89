import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { DEFAULT_LANGUAGE } from "../domain/identity/language.js";
import type { ShellManifest } from "../manifests/manifest.js";

/*
 * The app's text bundles (ui/i18n/i18n.ts reads them from `virtual:gawe/text-bundles`): the shell
 * manifest's `eagerNamespaces` in the default language, imported with the entry, and every other
 * file of ui/i18n/locales/<language>/ as a loader of its own chunk. Written from the manifest, as
 * import.meta.glob would from a pattern (whose text cannot come from data).
 */

export const TEXT_BUNDLES = "virtual:gawe/text-bundles";
const RESOLVED = `\0${TEXT_BUNDLES}`;
const LOCALES = fileURLToPath(new URL("../ui/i18n/locales/", import.meta.url));

/** The module's code for the locale files `files` (`<language>/<namespace>.json`). */
export const textBundlesModule = (shell: ShellManifest, files: readonly string[], locales = LOCALES): string => {
  const eagerFiles = new Set(shell.eagerNamespaces.map((ns) => `${DEFAULT_LANGUAGE}/${ns}.json`));
  const missing = [...eagerFiles].filter((file) => !files.includes(file));
  if (missing.length > 0) throw new Error(`text bundles: the shell manifest's eagerNamespaces name ${missing.join(", ")}, which ui/i18n/locales/ does not have`);
  const eager = files.filter((file) => eagerFiles.has(file));
  const deferred = files.filter((file) => !eagerFiles.has(file));
  const key = (file: string): string => JSON.stringify(`./locales/${file}`);
  const path = (file: string): string => JSON.stringify(`${locales}${file}`);
  return [
    ...eager.map((file, i) => `import t${i} from ${path(file)};`),
    `export const eager = {${eager.map((file, i) => `${key(file)}: t${i}`).join(", ")}};`,
    `export const deferred = {${deferred.map((file) => `${key(file)}: () => import(${path(file)}).then((m) => m.default)`).join(", ")}};`,
    `export const eagerNamespaces = ${JSON.stringify(shell.eagerNamespaces)};`,
    "",
  ].join("\n");
};

const localeFiles = (): string[] =>
  readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) => readdirSync(`${LOCALES}${language.name}`).filter((file) => file.endsWith(".json")).map((file) => `${language.name}/${file}`))
    .sort();

export const textBundles = (shell: ShellManifest): Plugin => ({
  name: "gawe:text-bundles",
  resolveId: (id) => (id === TEXT_BUNDLES ? RESOLVED : null),
  load: (id) => (id === RESOLVED ? textBundlesModule(shell, localeFiles()) : null),
});
