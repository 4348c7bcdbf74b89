import { defineConfig } from "vitest/config";
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
          setupFiles: ["tests/setup/unit.setup.ts"],
          environment: "node",
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
