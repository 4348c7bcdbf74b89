import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../domain/errors/error-codes";
import { END, renderErrorCodes, START, withErrorCodes } from "./error-codes-doc";

const doc = readFileSync(new URL("../docs/api.md", import.meta.url), "utf8");

describe("docs/api.md's error codes", () => {
  it("are the table of domain/errors/error-codes.ts (run `npm run errors:doc` after changing it)", () => {
    expect(withErrorCodes(doc, renderErrorCodes())).toBe(doc);
  });

  it("name only codes of the table wherever the doc mentions one", () => {
    const outside = doc.slice(0, doc.indexOf(START)) + doc.slice(doc.indexOf(END));
    const mentioned = new Set([...outside.matchAll(/\b\d{3} `([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ""));
    expect([...mentioned].filter((code) => !(code in ERROR_CODES))).toEqual([]);
  });

  it("give each code the status the table says wherever the doc pairs them", () => {
    const wrong = [...doc.matchAll(/\b(\d{3}) `([A-Z][A-Z0-9_]+)`/g)]
      .filter(([, status, code]) => code !== undefined && code in ERROR_CODES && ERROR_CODES[code as keyof typeof ERROR_CODES].status !== Number(status))
      .map((m) => m[0]);
    expect(wrong).toEqual([]);
  });
});
