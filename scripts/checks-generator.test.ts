import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECK_MODULES, generateChecks } from "./checks-generator";

describe("generated checks", () => {
  it("are committed as the generator writes them (npm run checks:generate)", () => {
    for (const [file, text] of generateChecks(CHECK_MODULES)) expect(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"), file).toBe(text);
  });

  it("refuse a schema they cannot check without Effect, naming where", async () => {
    const { Schema } = await import("effect");
    const withTransformation = Schema.Struct({ count: Schema.NumberFromString });
    expect(() => generateChecks([{ file: "adapters/checks/x.checks.ts", roots: { X: { schema: withTransformation, typeFrom: "x" } } }])).toThrow("X.count");
    const withUnknownFilter = Schema.Struct({ even: Schema.Number.pipe(Schema.check(Schema.makeFilter((n: number) => n % 2 === 0))) });
    expect(() => generateChecks([{ file: "adapters/checks/x.checks.ts", roots: { X: { schema: withUnknownFilter, typeFrom: "x" } } }])).toThrow("X.even: a check the generator does not know");
  });
});
