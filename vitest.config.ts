import { configDefaults, defineConfig } from "vitest/config";
import { ContractsLastSequencer } from "./contracts/consumer/sequencer.js";
import { MANIFEST_ROUTES } from "./manifests/index.js";
import { routeModules } from "./scripts/route-modules.js";

export default defineConfig({
  test: {
    // The contracts project: the tests reading the pact run after those writing it.
    sequence: { sequencer: ContractsLastSequencer },
    projects: [
      {
        // The route table's loaders, which the build writes from the manifests (scripts/route-modules.ts).
        plugins: [routeModules(MANIFEST_ROUTES)],
        test: {
          name: "unit",
          include: ["manifests/**/*.test.ts", "lib/**/*.test.ts", "domain/**/*.test.ts", "application/**/*.test.ts", "adapters/**/*.test.ts", "ui/**/*.test.{ts,tsx}", "mock-server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "**/*.process.test.ts"],
          setupFiles: ["tests/setup/unit.setup.ts"],
          environment: "node",
          // Hang guards, not budgets: a property test that takes 1-2 s alone took over 5 s (vitest's
          // default) beside another npm test on 2 cores. Nothing here asserts how long anything takes.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The project's commands run as a person runs them (`npm start`, `npm run preview`, a build,
        // `playwright test --list`, a mock killed mid-write): whole processes, seconds each, so one
        // file at a time and apart from the unit tests, whose timeouts they would eat into.
        test: {
          name: "processes",
          include: ["scripts/**/*.process.test.ts", "mock-server/**/*.process.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: "contracts",
          include: ["contracts/consumer/**/*.pact.test.ts", "contracts/*.test.ts", "contracts/verifier/**/*.test.ts"],
          globalSetup: ["contracts/consumer/pact-run.setup.ts"],
          setupFiles: ["tests/setup/unit.setup.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 60_000, // a hang guard: the re-signing verification took 17 s beside another npm test
          // Under heavy load (2 cores, other suites running) Pact's mock server can miss a request; one retry.
          retry: 1,
        },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["domain/**/*.ts"],
      exclude: ["domain/**/*.test.ts"],
      thresholds: { branches: 95 },
    },
  },
});
