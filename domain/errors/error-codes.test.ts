import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fullNameErrorKey } from "../identity/full-name.rules";
import { NameInvalid } from "../identity/name.errors";
import { PostingBlocked } from "../job/job.errors";
import { ERROR_CODES, errorTextOf, type ErrorCodeSpec, type ErrorText } from "./error-codes";

const domain = join(__dirname, "..");
const locales = join(domain, "../ui/i18n/locales");
const bundle = (lang: string, ns: string): Record<string, string> => JSON.parse(readFileSync(join(locales, lang, `${ns}.json`), "utf8"));

const specs = Object.entries(ERROR_CODES) as [string, ErrorCodeSpec][];
const textsOf = (spec: ErrorCodeSpec): ErrorText[] => [spec.text, ...Object.values(spec.textByDetail?.texts ?? {})];

// Every module of domain/, so an error added anywhere is held here without a list to keep.
const modules = import.meta.glob<Record<string, unknown>>(["../**/*.ts", "!../**/*.test.ts"], { eager: true });
type ErrorClass = new (args: Record<string, unknown>) => Error & { readonly _tag: string; readonly code?: string; readonly i18nKey?: unknown };
const isErrorClass = (value: unknown): value is ErrorClass => typeof value === "function" && value.prototype instanceof Error;

/** Every domain error class (once, however many modules re-export it), made without details. */
const domainErrors = [...new Set(Object.values(modules).flatMap((exports) => Object.values(exports).filter(isErrorClass)))].map((Class) => new Class({}));

describe("the error-code table", () => {
  it("has upper-snake codes and statuses of HTTP errors", () => {
    for (const [code, spec] of specs) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(spec.status >= 400 && spec.status <= 599, code).toBe(true);
    }
  });

  it("offers no Retry for what is missing or not the caller's (403, 404): asking again gets the same answer", () => {
    const retryable = specs.filter(([, spec]) => (spec.status === 403 || spec.status === 404) && spec.retryable === true).map(([code]) => code);
    expect(retryable).toEqual([]);
  });

  it("names texts that exist in both languages, with the placeholders its values fill", () => {
    const missing: string[] = [];
    for (const [code, spec] of specs)
      for (const text of textsOf(spec))
        for (const lang of ["en", "id"]) {
          const value = bundle(lang, text.ns)[text.key];
          if (value === undefined) missing.push(`${code}: ${lang}/${text.ns}.json ${text.key}`);
          // "{{amount, rupiah}}": a value through one of i18n's formatters (ui/i18n/i18n.ts) counts too.
          for (const variable of Object.keys(spec.values ?? {})) expect(value, `${code} ${lang} {{${variable}}}`).toMatch(new RegExp(`{{${variable}(, \\w+)?}}`));
        }
    expect(missing).toEqual([]);
  });

  it("gives every domain error a code of its own, whose texts are in the errors namespace (the UI reads i18nKey there)", () => {
    expect(domainErrors.length).toBeGreaterThanOrEqual(70);
    expect(domainErrors.filter((e) => e.code === undefined).map((e) => e._tag)).toEqual([]);
    const codes = domainErrors.map((e) => e.code ?? "");
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    for (const code of codes) {
      const spec: ErrorCodeSpec | undefined = (ERROR_CODES as Record<string, ErrorCodeSpec>)[code];
      expect(spec, code).toBeDefined();
      for (const text of spec === undefined ? [] : textsOf(spec)) expect(text.ns, code).toBe("errors");
    }
  });

  it("gives every domain error the i18nKey its code has in the table (DomainError derives it)", () => {
    const wrong = domainErrors
      .map((e) => ({ tag: e._tag, i18nKey: e.i18nKey, table: errorTextOf(e.code ?? "", e as unknown as Record<string, unknown>)?.key }))
      .filter((e) => e.table === undefined || e.i18nKey !== e.table);
    expect(wrong).toEqual([]);
  });

  it("derives a domain error's i18nKey from the table, by its own fields where the text depends on one", () => {
    expect(new PostingBlocked({ reason: "memberPending" }).i18nKey).toBe("error.posting.memberPending");
    for (const empty of [true, false]) expect(new NameInvalid({ empty }).i18nKey).toBe(fullNameErrorKey(empty));
  });
});

describe("errorTextOf", () => {
  it("chooses the text by a detail, falling back to the code's text", () => {
    expect(errorTextOf("OUTSIDE_JOB_LIMITS", { limit: "gender" })).toEqual({ ns: "errors", key: "error.application.genderLimit", retryable: false });
    expect(errorTextOf("POSTING_BLOCKED", { reason: "somethingNew" })?.key).toBe("error.posting.notAllowed");
    expect(errorTextOf("INVALID_QUERY", { field: "salary" })?.key).toBe("error.salaryFilter.minBelowMax");
  });

  it("fills the text's values from details, with the one conversion seconds -> minutes", () => {
    expect(errorTextOf("OTP_WRONG", { attemptsLeft: 3 })).toMatchObject({ ns: "otp", key: "otp.wrong", values: { count: 3 } });
    expect(errorTextOf("OTP_SEND_LIMIT", { retryAfterSeconds: 61 })?.values).toEqual({ minutes: 2 });
    expect(errorTextOf("OTP_SEND_LIMIT", {})?.values).toEqual({ minutes: 1 });
    expect(errorTextOf("RATE_LIMITED", { retryAfterSeconds: 30 })).toMatchObject({ values: { seconds: 30 }, retryable: true });
    expect(errorTextOf("TOO_MANY_CHOICES", { max: 5 })?.values).toEqual({ max: 5 });
  });

  it("knows nothing of a code outside the table", () => {
    expect(errorTextOf("NO_SUCH_CODE")).toBeUndefined();
    expect(errorTextOf("toString")).toBeUndefined();
  });
});
