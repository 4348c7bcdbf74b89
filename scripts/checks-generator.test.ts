import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateChecks, loadCheckModules } from "./checks-generator";

describe("generated checks", () => {
  it("are committed as the generator writes them from the manifests' rows (npm run checks:generate)", async () => {
    for (const [file, text] of generateChecks(await loadCheckModules())) expect(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"), file).toBe(text);
  });

  it("refuse a schema they cannot check without Effect, naming where", async () => {
    const { Schema } = await import("effect");
    const withTransformation = Schema.Struct({ count: Schema.NumberFromString });
    expect(() => generateChecks([{ file: "adapters/checks/x.checks.ts", roots: { X: { schema: withTransformation, typeFrom: "x" } } }])).toThrow("X.count");
    const withUnknownFilter = Schema.Struct({ even: Schema.Number.pipe(Schema.check(Schema.makeFilter((n: number) => n % 2 === 0))) });
    expect(() => generateChecks([{ file: "adapters/checks/x.checks.ts", roots: { X: { schema: withUnknownFilter, typeFrom: "x" } } }])).toThrow("X.even: a check the generator does not know");
  });

  it("refuse a row naming an export that is not a schema, naming the row", async () => {
    await expect(loadCheckModules([{ file: "adapters/checks/x.checks.ts", schemas: { "domain/seeker/job-card.schema.ts": ["JobCard", "NoSuchSchema"] } }])).rejects.toThrow(
      "adapters/checks/x.checks.ts: domain/seeker/job-card.schema.ts exports no schema NoSuchSchema",
    );
  });
});
