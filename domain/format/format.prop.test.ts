import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDuration, formatFileSize, parseDuration } from "./media.format";
import { formatMonthOption, monthNames, monthPickerOptions } from "./month.format";
import { formatRupiah, formatSignedRupiah, formatThousands, parseThousands } from "./number.format";
import { formatSalary, formatSalaryParts } from "./salary.format";
import { wibInstant } from "../shared/wib-time";
import { formatPhone, maskPhone } from "../identity/phone.format";

describe("thousands formatter (spec 5, 9)", () => {
  it("groups with dots and is empty for non-positive or digit-less input", () => {
    expect(formatThousands(1_500_000)).toBe("1.500.000");
    expect(formatThousands(999)).toBe("999");
    expect(formatThousands(1000)).toBe("1.000");
    expect(formatThousands(0)).toBe("");
    expect(formatThousands(-5)).toBe("");
    expect(formatThousands(Number.NaN)).toBe("");
    expect(formatThousands("Rp 2,500,000")).toBe("2.500.000");
    expect(formatThousands("000")).toBe("");
    expect(formatThousands("-300")).toBe("");
    expect(formatThousands("abc")).toBe("");
    expect(formatThousands("0012")).toBe("12");
  });
  it("property: round-trips every positive integer and never throws", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
      const s = formatThousands(n);
      expect(s).toMatch(/^\d{1,3}(\.\d{3})*$/);
      expect(parseThousands(s)).toBe(n);
      expect(formatThousands(s)).toBe(s);
    }));
    fc.assert(fc.property(fc.oneof(fc.string(), fc.double()), (x) => void formatThousands(x)));
  });
  it("parses the digits of a field and shows Rupiah", () => {
    expect(parseThousands("")).toBe(0);
    expect(formatRupiah(25_000)).toBe("Rp25.000");
    expect(formatRupiah(0)).toBe("Rp0");
    expect([formatSignedRupiah(-476_500), formatSignedRupiah(476_500), formatSignedRupiah(0), formatSignedRupiah(-0)]).toEqual(["-Rp476.500", "Rp476.500", "Rp0", "Rp0"]);
  });
});

describe("salary display (spec 9)", () => {
  const t = { negotiable: "Negotiable", unit: "month" };
  it("shows negotiable/unit when confidential or without amounts", () => {
    expect(formatSalary({ minimum: 1_000_000, maximum: 2_000_000, confidential: true }, t)).toBe("Negotiable/month");
    expect(formatSalary({ minimum: null, maximum: null, confidential: false }, t)).toBe("Negotiable/month");
    expect(formatSalary({ confidential: false }, t)).toBe("Negotiable/month");
  });
  it("shows currency, range and unit otherwise", () => {
    expect(formatSalary({ minimum: 1_000_000, maximum: 2_000_000, confidential: false }, t)).toBe("Rp1.000.000 - Rp2.000.000/month");
    expect(formatSalary({ minimum: 150_000, maximum: 150_000, confidential: false }, { ...t, unit: "hari" })).toBe("Rp150.000/hari");
    expect(formatSalary({ minimum: null, maximum: 3_000_000, confidential: false }, t)).toBe("Rp3.000.000/month");
    expect(formatSalary({ minimum: 3_000_000, maximum: 0, confidential: false }, { ...t, currency: "IDR " })).toBe("IDR 3.000.000/month");
  });
  it("property: pieces never hold a space (a line wraps only between them) and join to the display", () => {
    fc.assert(fc.property(fc.option(fc.integer()), fc.option(fc.integer()), fc.boolean(), fc.constantFrom("bulan", "hari", "month"), (minimum, maximum, confidential, unit) => {
      const parts = formatSalaryParts({ minimum, maximum, confidential }, { negotiable: "Nego", unit });
      for (const part of parts) expect(part).not.toMatch(/\s/);
      expect(parts.at(-1)?.endsWith(`/${unit}`)).toBe(true);
      expect(parts.join(" ")).toBe(formatSalary({ minimum, maximum, confidential }, { negotiable: "Nego", unit }));
    }));
  });
  it("property: never prints undefined/NaN and always ends with /unit", () => {
    fc.assert(fc.property(fc.option(fc.integer()), fc.option(fc.integer()), fc.boolean(), (minimum, maximum, confidential) => {
      const s = formatSalary({ minimum, maximum, confidential }, t);
      expect(s.endsWith("/month")).toBe(true);
      expect(s).not.toMatch(/undefined|NaN|null/);
    }));
  });
});

describe("file size and duration (spec 9)", () => {
  it("uses MB from 1 MB, KB from 1 KB", () => {
    expect(formatFileSize(1024 * 1024)).toBe("1 MB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1023.9 KB");
    expect(formatFileSize(1536 * 1024)).toBe("1.5 MB");
    expect(formatFileSize(20 * 1024 * 1024)).toBe("20 MB");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1023)).toBe("1023 B");
    expect(formatFileSize(-1)).toBe("0 B");
    expect(formatFileSize(Number.NaN)).toBe("0 B");
  });
  it("shows m:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(59.9)).toBe("0:59");
    expect(formatDuration(60)).toBe("1:00");
    expect(formatDuration(305)).toBe("5:05");
    expect(formatDuration(-3)).toBe("0:00");
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(parseDuration("1:60")).toBeNull();
  });
  it("property: duration round-trips whole seconds; sizes never throw", () => {
    fc.assert(fc.property(fc.nat(100_000), (s) => { expect(parseDuration(formatDuration(s))).toBe(s); }));
    fc.assert(fc.property(fc.double(), (b) => { expect(formatFileSize(b)).toMatch(/^\d+(\.\d)? (B|KB|MB)$/); }));
  });
});

describe("months (spec 9)", () => {
  it("names the months in English and Indonesian", () => {
    expect(monthNames("en")[0]).toBe("January");
    expect(monthNames("id")[7]).toBe("Agustus");
    expect(monthNames("id", "short")[11]).toBe("Des");
    expect(monthNames("en")).toHaveLength(12);
  });
  it("covers 'present' plus every month back to January 65 years ago", () => {
    const now = wibInstant(2025, 3, 15, 10);
    const opts = monthPickerOptions(now);
    expect(opts[0]).toEqual({ kind: "present" });
    expect(opts[1]).toEqual({ kind: "month", year: 2025, month: 3 });
    expect(opts[opts.length - 1]).toEqual({ kind: "month", year: 1960, month: 1 });
    expect(opts).toHaveLength(1 + 3 + 65 * 12);
    expect(formatMonthOption({ kind: "month", year: 2020, month: 8 }, "id", "Sekarang")).toBe("Agustus 2020");
    expect(formatMonthOption({ kind: "present" }, "en", "Present")).toBe("Present");
  });
  it("uses the WIB month: 31 Dec 20:00 UTC is already January in Jakarta", () => {
    const opts = monthPickerOptions(Date.UTC(2024, 11, 31, 20));
    expect(opts[1]).toEqual({ kind: "month", year: 2025, month: 1 });
  });
});

describe("every formatter (issue: never throws on any input)", () => {
  it("property: total on any number, string or option, and never prints undefined/NaN", () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.MAX_VALUE, -0, 2 ** 53 + 1));
    const language = fc.constantFrom("en" as const, "id" as const);
    const option = fc.oneof(
      fc.constant({ kind: "present" as const }),
      fc.record({ kind: fc.constant("month" as const), year: fc.integer(), month: fc.integer() }),
    );
    fc.assert(fc.property(anyNumber, fc.string(), language, option, fc.option(anyNumber), fc.option(anyNumber), (n, text, lang, o, min, max) => {
      const out = [
        formatThousands(n), formatThousands(text), formatRupiah(n), formatFileSize(n), formatDuration(n),
        formatSalary({ minimum: min, maximum: max, confidential: false }, { negotiable: "Nego", unit: "bulan" }),
        formatMonthOption(o, lang, "Sekarang"), formatPhone(text), maskPhone(text),
      ];
      for (const s of out) expect(s).not.toMatch(/undefined|NaN/);
      expect(parseDuration(text) ?? 0).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(parseThousands(text))).toBe(true);
    }));
    fc.assert(fc.property(anyNumber, (now) => { expect(monthPickerOptions(now, 2)[0]).toEqual({ kind: "present" }); }), { numRuns: 50 });
  });
});
