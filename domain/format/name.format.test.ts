import { describe, expect, it } from "vitest";
import { initialsOf } from "./name.format";

describe("initials for an avatar", () => {
  it("takes the first letter of the first two words", () => {
    expect(initialsOf("Rina Wulandari")).toBe("RW");
    expect(initialsOf("TSA Mart")).toBe("TM");
    expect(initialsOf("kedai kopi teduh")).toBe("KK");
    expect(initialsOf("  Budi  ")).toBe("B");
  });

  it("skips what has no letter or digit, and is empty for an empty name", () => {
    expect(initialsOf("& Co (Warung) Bu Tini")).toBe("CW");
    expect(initialsOf("")).toBe("");
  });
});
