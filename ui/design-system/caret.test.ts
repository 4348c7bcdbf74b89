import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatThousands } from "../../domain/format/number.format";
import { formatPhone } from "../../domain/identity/phone.format";
import { reformat } from "./caret";

const money = (raw: string) => formatThousands(raw);
const phone = (raw: string) => formatPhone(raw.trim().replace(/^\+?62[\s-]?/, "").replace(/^0/, ""));
/** The text with "|" where the caret is. */
const shown = ({ value, caret }: { value: string; caret: number }) => `${value.slice(0, caret)}|${value.slice(caret)}`;
/** Types `typed` at the "|" of `before` (a formatted value with its caret). */
const type = (before: string, typed: string, format: (raw: string) => string) => {
  const at = before.indexOf("|");
  const previous = before.replace("|", "");
  const raw = previous.slice(0, at) + typed + previous.slice(at);
  return shown(reformat(previous, raw, at + typed.length, format));
};
const backspace = (before: string, format: (raw: string) => string) => {
  const at = before.indexOf("|");
  const previous = before.replace("|", "");
  return shown(reformat(previous, previous.slice(0, at - 1) + previous.slice(at), at - 1, format));
};

describe("caret of formatted fields", () => {
  it("money: typing at the end keeps the caret at the end", () => {
    expect(type("150.000|", "0", money)).toBe("1.500.000|");
  });

  it("money: typing in the middle keeps the caret after the typed digit", () => {
    expect(type("1.5|00.000", "7", money)).toBe("15.7|00.000");
    expect(type("|500", "1", money)).toBe("1|.500");
  });

  it("money: backspace over a dot deletes the digit before it", () => {
    expect(backspace("1.|500.000", money)).toBe("|500.000");
    expect(backspace("15.|000", money)).toBe("1|.000");
  });

  it("money: the same amount pasted or filled over the field unformatted stays that amount", () => {
    // "250000" over "250.000" is one character shorter with the same digits, as a backspace over the
    // dot would be; it is not one: the whole text was replaced (a paste, an autofill, a test's fill).
    expect(shown(reformat("250.000", "250000", 6, money))).toBe("250.000|");
    expect(shown(reformat("1.500", "1500", 4, money))).toBe("1.500|");
  });

  it("money: deleting digits in the middle keeps the caret in place", () => {
    expect(backspace("1.50|0.000", money)).toBe("15|0.000");
  });

  it("money: a leading zero disappears and the caret stays at the start", () => {
    expect(type("|", "0", money)).toBe("|");
  });

  it("phone: groups as typed and the caret follows the digit", () => {
    expect(type("812|", "3", phone)).toBe("812-3|");
    expect(type("812-3|456-7890", "9", phone)).toBe("812-39|45-67890");
    expect(backspace("812-|3456", phone)).toBe("81|3-456");
  });

  it("phone: a pasted +62 number lands with the caret at its end", () => {
    const previous = "";
    const raw = "+62 812 3456 7890";
    expect(shown(reformat(previous, raw, raw.length, phone))).toBe("812-3456-7890|");
  });

  it("property: the caret always sits inside the value, right after a digit or at 0, and the digits before it are the typed ones", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,12}$/), fc.nat(), fc.stringMatching(/^[0-9]{1,3}$/), (digits, n, typed) => {
        const before = money(digits);
        const at = before.length === 0 ? 0 : n % (before.length + 1);
        const raw = before.slice(0, at) + typed + before.slice(at);
        const edit = reformat(before, raw, at + typed.length, money);
        expect(edit.caret).toBeGreaterThanOrEqual(0);
        expect(edit.caret).toBeLessThanOrEqual(edit.value.length);
        if (edit.caret > 0) expect(edit.value.charAt(edit.caret - 1)).toMatch(/\d/);
        const left = (raw.slice(0, at + typed.length).replace(/\D/g, "").replace(/^0+/, ""));
        expect(edit.value.slice(0, edit.caret).replace(/\D/g, "")).toBe(left.slice(0, edit.value.replace(/\D/g, "").length));
      }),
    );
  });
});
