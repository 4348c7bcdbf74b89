/** The one dependency rule of docs/architecture (../shared/design/ARCHITECTURE.md): arrows point inwards. */
module.exports = {
  forbidden: [
    {
      name: "lib-imports-nothing-of-ours",
      severity: "error",
      comment: "lib/ holds primitives both adapters/ and ui/ build on (loadOnce): it imports no layer and no package.",
      from: { path: "^lib/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: "^lib/" },
    },
    {
      name: "domain-imports-only-effect",
      severity: "error",
      comment: "domain/ is pure business rules: it may import itself and `effect`, nothing else.",
      from: { path: "^domain/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: ["^domain/", "^node_modules/effect/"] },
    },
    {
      name: "application-imports-only-domain",
      severity: "error",
      comment: "application/ holds use cases and ports: it may import domain/ and `effect`.",
      from: { path: "^application/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: ["^application/", "^domain/", "^node_modules/effect/"] },
    },
    {
      name: "manifests-are-data",
      severity: "error",
      comment:
        "manifests/ is plain data that the app, the build (Node) and the tests read: it imports itself, and types only from elsewhere (domain/ for role and page names).",
      from: { path: "^manifests/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: "^manifests/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "ui-never-imports-adapters",
      severity: "error",
      comment: "Only the app entry (ui/main.tsx) may reach the composition root.",
      from: { path: "^ui/", pathNot: "^ui/main\\.tsx$" },
      to: { path: "^adapters/" },
    },
    {
      name: "adapters-never-import-ui",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^(ui|mock-server)/" },
    },
    {
      name: "mock-server-never-imports-ui-or-adapters",
      severity: "error",
      from: { path: "^mock-server/" },
      to: { path: "^(ui|adapters|application)/" },
    },
    {
      name: "no-feature-imports-another-feature",
      severity: "error",
      comment: "One home per feature: ui/features/<area>/ never imports another area; what two areas need moves to ui/shared/.",
      from: { path: "^ui/features/([^/]+)/" },
      to: { path: "^ui/features/", pathNot: "^ui/features/$1/" },
    },
    {
      name: "shared-and-design-system-never-import-features",
      severity: "error",
      comment: "ui/shared/ and ui/design-system/ sit below the features: arrows point from features to them, never back.",
      from: { path: "^ui/(shared|design-system)/" },
      to: { path: "^ui/features/" },
    },
    {
      name: "design-system-stays-primitive",
      severity: "error",
      comment: "Design-system primitives know nothing of the shared feature kit.",
      from: { path: "^ui/design-system/" },
      to: { path: "^ui/shared/" },
    },
    {
      name: "only-the-route-table-reaches-features",
      severity: "error",
      comment: "Features are reached through the route table's lazy imports, never imported by the shell directly.",
      from: { path: "^ui/(app|routes|i18n)/", pathNot: "^ui/routes/route-table\\.ts$" },
      to: { path: "^ui/features/" },
    },
    {
      name: "mock-feature-imports-another-only-through-its-public-module",
      severity: "error",
      comment:
        "A mock feature (mock-server/features/<area>/) reaches another area only through that area's declared `<area>.public.ts`, so what others may use is written down and the rest can change freely.",
      from: { path: "^mock-server/features/([^/]+)/" },
      to: { path: "^mock-server/features/[^/]+/", pathNot: ["^mock-server/features/$1/", "^mock-server/features/[^/]+/[^/]+\\.public\\.ts$"] },
    },
    {
      name: "mock-features-never-import-the-registry",
      severity: "error",
      comment:
        "mock-server/features/registry.ts lists every feature for the server: a feature that imported it would import every other. Tests may use its seed and states.",
      from: { path: "^mock-server/features/[^/]+/", pathNot: "\\.test\\.ts$" },
      to: { path: "^mock-server/features/registry\\.ts$" },
    },
    {
      name: "mock-http-and-store-import-no-feature",
      severity: "error",
      comment:
        "mock-server/http/ and store/ sit below the features: features register their routes, seeds and provider states (features/registry.ts), never the other way. Their tests run on the whole mock's seed.",
      from: { path: "^mock-server/(http|store)/", pathNot: "\\.test\\.ts$" },
      to: { path: "^mock-server/features/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    exclude: { path: "(^|/)(dist|coverage)/" },
  },
};
