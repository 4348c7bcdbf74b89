import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The tests that read the pact (contracts/coverage.test.ts, contracts/verifier/*.test.ts) run
 * after the consumer tests that write it (the contracts project runs one file at a time); the
 * other projects keep Vitest's order.
 */
export class ContractsLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const readsPact = (f: TestSpecification) => f.project.name === "contracts" && !f.moduleId.endsWith(".pact.test.ts");
    return [...sorted.filter((f) => !readsPact(f)), ...sorted.filter(readsPact)];
  }
}
