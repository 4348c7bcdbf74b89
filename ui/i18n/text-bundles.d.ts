/** Written by the build from the shell manifest (scripts/text-bundles.ts). */
declare module "virtual:gawe/text-bundles" {
  type Bundle = Record<string, string>;
  /** `./locales/<language>/<namespace>.json` -> the texts bundled with the entry. */
  export const eager: Readonly<Record<string, Bundle>>;
  /** `./locales/<language>/<namespace>.json` -> a loader of its chunk. */
  export const deferred: Readonly<Record<string, () => Promise<Bundle>>>;
  export const eagerNamespaces: readonly string[];
}
