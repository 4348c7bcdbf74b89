import { configDefaults, defineConfig } from "vitest/config";
import { ContractsLastSequencer } from "./contracts/consumer/sequencer.js";

export default defineConfig({
  test: {
    // The contracts project: the tests reading the pact run after those writing it.
    sequence: { sequencer: ContractsLastSequencer },
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "application/**/*.test.ts", "adapters/**/*.test.ts", "ui/**/*.test.{ts,tsx}", "mock-server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "**/*.process.test.ts"],
          setupFiles: ["tests/setup/unit.setup.ts"],
          environment: "node",
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
          testTimeout: 30000,
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
