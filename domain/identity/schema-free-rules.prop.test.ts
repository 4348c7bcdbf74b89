import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { FullName } from "./account.schema";
import { fullNameErrorKey, isFullName, NAME_MAX_LENGTH } from "./full-name.rules";
import { isLanguage } from "./language";
import { Language } from "./session.schema";

// The login screen checks names and languages without Effect Schema; these hold the plain rules
// to the schemas the API and the mock decode with.
describe("schema-free rules agree with their schemas", () => {
  const names = fc.oneof(
    fc.string({ maxLength: NAME_MAX_LENGTH + 5 }),
    fc.constantFrom("", " ", " Budi", "Budi ", "Siti Aminah", "x".repeat(NAME_MAX_LENGTH), "x".repeat(NAME_MAX_LENGTH + 1)),
    // Issue 10: spaces, bidi controls and zero-width characters only, or mixed into a name.
    fc.array(fc.constantFrom(" ", "\u3000", "\u00a0", "\u202e", "\u200f", "\u2066", "\u2069", "\u200b", "\ufeff", "\u0000", "B", "u", "ḍ", "7", "-"), { maxLength: 8 }).map((cs) => cs.join("")),
  );
  it("property: isFullName is Schema.is(FullName)", () => {
    fc.assert(fc.property(names, (name) => isFullName(name) === Schema.is(FullName)(name)));
  });
  it("an empty name asks for one; any other refused name is too long", () => {
    expect(fullNameErrorKey(true)).toBe("error.name.required");
    expect(fullNameErrorKey(false)).toBe("error.name.tooLong");
    expect(fullNameErrorKey("\u202e\u202e")).toBe("error.name.required");
    expect(fullNameErrorKey("x".repeat(NAME_MAX_LENGTH + 1))).toBe("error.name.tooLong");
  });
  it("refuses names of only spaces, bidi controls or zero-width characters, and names that hide one (issue 10)", () => {
    for (const name of ["\u3000", "\u202e\u202e", "\u200f", "\u2066 \u2069", "\u200b", "Budi\u202e", "Bu\u0000di", "...", "123"]) expect(isFullName(name), JSON.stringify(name)).toBe(false);
    for (const name of ["Budi", "Nguyễn Thị Ánh", "Siti Aminah", "O'Neil", "Anak Agung Ayu"]) expect(isFullName(name), name).toBe(true);
  });
  it("property: isLanguage is Schema.is(Language)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom("en", "id", "EN", "id ", "", null, 1), fc.string()), (value) => isLanguage(value) === Schema.is(Language)(value),
      ),
    );
  });
});
