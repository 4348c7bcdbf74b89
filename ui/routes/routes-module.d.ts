/** Written by the build from the manifests (scripts/route-modules.ts); ui/routes/route-table.ts gives it its type (LoadedRoute). */
declare module "virtual:gawe/routes" {
  /** The first part: the main screens, `/` and not found. */
  export const routes: readonly unknown[];
  /** The rest of the table (`virtual:gawe/routes/rest`), a chunk of its own. */
  export const rest: () => Promise<{ readonly routes: readonly unknown[]; readonly placeholder: unknown }>;
}
