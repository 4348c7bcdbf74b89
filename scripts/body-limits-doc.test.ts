import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderBodyLimits, withBodyLimits } from "./body-limits-doc";
import { apiEndpoints } from "./openapi-document";

const doc = readFileSync(new URL("../docs/api.md", import.meta.url), "utf8");

describe("docs/api.md's body limits", () => {
  it("are the limits the mock server enforces (run `npm run limits:doc` after changing a schema or a limit)", async () => {
    expect(withBodyLimits(doc, renderBodyLimits(await apiEndpoints()))).toBe(doc);
  });
});
