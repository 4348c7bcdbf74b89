import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { browserLanguage } from "./language";

/** A BCP 47 tag as browsers report them: a primary subtag in any case, maybe a region or script. */
const tag = (primary: fc.Arbitrary<string>) =>
  fc.tuple(primary, fc.constantFrom("", "-US", "-ID", "-GB", "-Latn", "_ID")).map(([p, rest]) => `${p}${rest}`);
const english = tag(fc.constantFrom("en", "EN", "En"));
const indonesian = tag(fc.constantFrom("id", "ID", "in"));
const other = tag(fc.constantFrom("fr", "de", "ms", "jv", "su", "nl", "ja", "zh", "eng", "ind", "idx", "e", "")).filter((t) => !/^(en|id|in)(?![a-z])/i.test(t));

describe("browserLanguage: the first of the browser's languages the app speaks", () => {
  it("is the first English or Indonesian tag, whatever comes before it or after it", () => {
    fc.assert(
      fc.property(fc.array(other), fc.oneof(english.map((t) => [t, "en"] as const), indonesian.map((t) => [t, "id"] as const)), fc.array(fc.oneof(english, indonesian, other)), (before, [first, expected], after) => {
        expect(browserLanguage([...before, first, ...after])).toBe(expected);
      }),
    );
  });

  it("is null when the browser reads neither (the app keeps its default)", () => {
    fc.assert(
      fc.property(fc.array(other), (tags) => {
        expect(browserLanguage(tags)).toBeNull();
      }),
    );
  });

  it("reads the examples browsers send", () => {
    expect(browserLanguage(["en-US", "en"])).toBe("en");
    expect(browserLanguage(["id-ID", "id", "en-US"])).toBe("id");
    // Android's old code of Indonesian.
    expect(browserLanguage(["in-ID"])).toBe("id");
    expect(browserLanguage(["ms-MY", "en-GB"])).toBe("en");
    expect(browserLanguage(["fr-FR"])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
