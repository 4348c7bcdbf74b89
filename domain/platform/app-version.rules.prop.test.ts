import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareVersions, isNativeWebview, NEW_PAGE_FROM, pageVariant, parseAppVersion, type AppVersion } from "./app-version.rules";

const UA = (token: string) => `Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile ${token}`;

describe("app version from the user agent (spec 2)", () => {
  it("reads the GaweApp token", () => {
    expect(parseAppVersion(UA("GaweApp/2.0.3"))).toEqual([2, 0, 3]);
    expect(parseAppVersion(UA("GaweApp/10.12.100 extra"))).toEqual([10, 12, 100]);
    expect(parseAppVersion(UA(""))).toBeNull();
  });

  it("treats garbage versions as unreadable", () => {
    for (const t of ["GaweApp/", "GaweApp/2", "GaweApp/2.0", "GaweApp/x.y.z", "GaweApp/2.0.3.1", "GaweApp/1234.0.0", "GaweApp/2..3"]) {
      expect(parseAppVersion(UA(t)), t).toBeNull();
    }
  });

  it("reads a pre-release suffix as its release (2.0.3-beta1 hosts what 2.0.3 hosts)", () => {
    expect(parseAppVersion(UA("GaweApp/2.0.3-beta1"))).toEqual([2, 0, 3]);
  });

  it("picks each versioned page's variant at its boundary", () => {
    const cases: [keyof typeof NEW_PAGE_FROM, string, string][] = [
      ["videoInterview", "2.0.2", "2.0.3"],
      ["jobPosting", "2.0.7", "2.0.8"],
      ["JSWorkExperience", "2.1.4", "2.1.5"],
      ["occupation", "2.1.4", "2.1.5"],
    ];
    for (const [page, before, from] of cases) {
      expect(pageVariant(page, UA(`GaweApp/${before}`))).toBe("old");
      expect(pageVariant(page, UA(`GaweApp/${from}`))).toBe("new");
      expect(pageVariant(page, UA("GaweApp/3.0.0"))).toBe("new");
    }
  });

  it("a plain browser gets the new page; the native app with a garbage version the old one", () => {
    expect(isNativeWebview(UA(""))).toBe(false);
    expect(pageVariant("jobPosting", UA(""))).toBe("new");
    expect(isNativeWebview(UA("GaweApp/abc"))).toBe(true);
    expect(pageVariant("jobPosting", UA("GaweApp/abc"))).toBe("old");
  });

  const version = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999)) as fc.Arbitrary<AppVersion>;

  it("property: a written version parses back, and comparison is a total order", () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(parseAppVersion(UA(`GaweApp/${a.join(".")}`))).toEqual(a);
        expect(Math.sign(compareVersions(a, b))).toBe(-Math.sign(compareVersions(b, a)));
        expect(compareVersions(a, a)).toBe(0);
      }),
    );
  });

  it("property: the variant is monotone in the version", () => {
    fc.assert(
      fc.property(version, version, fc.constantFrom(...(Object.keys(NEW_PAGE_FROM) as (keyof typeof NEW_PAGE_FROM)[])), (a, b, page) => {
        const [lo, hi] = compareVersions(a, b) <= 0 ? [a, b] : [b, a];
        if (pageVariant(page, UA(`GaweApp/${lo.join(".")}`)) === "new") expect(pageVariant(page, UA(`GaweApp/${hi.join(".")}`))).toBe("new");
      }),
    );
  });

  it("property: parsing never throws on any user agent", () => {
    fc.assert(fc.property(fc.string(), (s) => void parseAppVersion(s)));
  });
});
