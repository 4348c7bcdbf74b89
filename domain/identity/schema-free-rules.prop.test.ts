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
  );
  it("property: isFullName is Schema.is(FullName)", () => {
    fc.assert(fc.property(names, (name) => isFullName(name) === Schema.is(FullName)(name)));
  });
  it("an empty name asks for one; any other refused name is too long", () => {
    expect(fullNameErrorKey(true)).toBe("error.name.required");
    expect(fullNameErrorKey(false)).toBe("error.name.tooLong");
  });
  it("property: isLanguage is Schema.is(Language)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom("en", "id", "EN", "id ", "", null, 1), fc.string()), (value) => isLanguage(value) === Schema.is(Language)(value),
      ),
    );
  });
});
