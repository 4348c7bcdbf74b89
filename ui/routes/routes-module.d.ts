/** Written by the build from the manifests (scripts/route-modules.ts); ui/routes/route-table.ts gives it its type (LoadedRoute). */
declare module "virtual:gawe/routes" {
  export const routes: readonly unknown[];
  export const placeholder: unknown;
}
