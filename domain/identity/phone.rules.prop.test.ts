import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { formatPhone, maskPhone, stripPhoneSeparators } from "./phone.format";
import { parseLocalPhone, toInternational } from "./phone.rules";

const localPhone = fc.integer({ min: 8, max: 11 }).chain((n) => fc.stringMatching(new RegExp(`^8\\d{${n}}$`)));

describe("phone rules (spec 5: digits only, +62, 8xx-xxxx-xxxx)", () => {
  it("formats in groups of 3, 4, then the rest", () => {
    expect(formatPhone("81234567890")).toBe("812-3456-7890");
    expect(formatPhone("812")).toBe("812");
    expect(formatPhone("8123")).toBe("812-3");
    expect(formatPhone("8123456")).toBe("812-3456");
    expect(formatPhone("")).toBe("");
    expect(formatPhone("812-34a56 7890")).toBe("812-3456-7890");
  });

  it("property: formatting keeps the digits, never more than 16, and groups of 3 and 4 first", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = formatPhone(s);
        const digits = s.replace(/\D/g, "").slice(0, 16);
        expect(out.replace(/-/g, "")).toBe(digits);
        const groups = out === "" ? [] : out.split("-");
        if (groups.length > 1) expect(groups[0]).toHaveLength(3);
        if (groups.length > 2) expect(groups[1]).toHaveLength(4);
        expect(groups.length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it("property: a formatted number parses back to the same number", () => {
    fc.assert(
      fc.property(localPhone, (p) => {
        const r = parseLocalPhone(formatPhone(p));
        expect(Result.isSuccess(r) && r.success).toBe(p);
      }),
    );
  });

  it("accepts a leading 0, 62 or +62 and strips it", () => {
    for (const input of ["081234567890", "6281234567890", "+6281234567890", "81234567890", " 0812-3456-7890 "]) {
      const r = parseLocalPhone(input);
      expect(Result.isSuccess(r) && r.success).toBe("81234567890");
    }
  });

  it("tells apart an empty field, non-digits and a wrong format", () => {
    const tag = (s: string) => {
      const r = parseLocalPhone(s);
      return Result.isFailure(r) ? [r.failure._tag, r.failure.i18nKey] : null;
    };
    expect(tag("")).toEqual(["PhoneRequired", "error.phone.required"]);
    expect(tag("   ")).toEqual(["PhoneRequired", "error.phone.required"]);
    expect(tag("812abc")).toEqual(["PhoneNotDigits", "error.phone.digitsOnly"]);
    expect(tag("712345678")).toEqual(["PhoneWrongFormat", "error.phone.wrongFormat"]);
    expect(tag("81234567")).toEqual(["PhoneWrongFormat", "error.phone.wrongFormat"]); // 8 digits: too short
    expect(tag("8123456789012")).toEqual(["PhoneWrongFormat", "error.phone.wrongFormat"]); // 13 digits
    expect(tag("812345678")).toBeNull(); // 9 digits, shortest valid
    expect(tag("812345678901")).toBeNull(); // 12 digits, longest valid
  });

  it("property: parsing never throws and success is always 8 followed by 8-11 digits", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseLocalPhone(s);
        if (Result.isSuccess(r)) expect(r.success).toMatch(/^8\d{8,11}$/);
      }),
    );
  });

  it("masks the middle four digits", () => {
    expect(maskPhone("81234567890")).toBe("812****7890");
    expect(maskPhone("812345678901")).toBe("8123****8901");
    expect(maskPhone("1234567")).toBe("1234567");
    expect(maskPhone("12345678")).toBe("12****78");
  });

  it("property: masking hides exactly four digits and keeps the rest in place", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,16}$/), (d) => {
        const m = maskPhone(d);
        expect(m).toHaveLength(d.length);
        expect([...m].filter((c) => c === "*")).toHaveLength(4);
        const start = m.indexOf("****");
        expect(m.slice(0, start)).toBe(d.slice(0, start));
        expect(m.slice(start + 4)).toBe(d.slice(start + 4));
        expect(Math.abs(start - (d.length - start - 4))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("shows the international form and strips only its own separators", () => {
    const r = parseLocalPhone("81234567890");
    if (Result.isSuccess(r)) expect(toInternational(r.success)).toBe("+6281234567890");
    expect(stripPhoneSeparators("812 3456-7890")).toBe("81234567890");
    expect(stripPhoneSeparators("812.3456")).toBe("812.3456");
  });
});
