import { describe, expect, it } from "vitest";
import { initials } from "./avatar";

describe("initials", () => {
  it("takes the first letter of the first two words, in capitals", () => {
    expect(initials("Rina Wulandari")).toBe("RW");
    expect(initials("kedai kopi teduh")).toBe("KK");
  });
  it("copes with one word, extra spaces and an empty name", () => {
    expect(initials("  Siti  ")).toBe("S");
    expect(initials("")).toBe("");
  });
});
