/** The one dependency rule of docs/architecture (../shared/design/ARCHITECTURE.md): arrows point inwards. */
module.exports = {
  forbidden: [
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
