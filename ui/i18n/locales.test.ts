import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { allRoutes } from "../routes/route-table";

// Every side's part of the table loaded (the app loads them as it needs them: ui/app/router.tsx).
const ROUTES = await allRoutes();

const dir = fileURLToPath(new URL("./locales/", import.meta.url));
const LANGUAGES = ["en", "id"] as const;
const files = (lang: string) => readdirSync(`${dir}${lang}`).filter((f) => f.endsWith(".json")).sort();
const bundle = (lang: string, file: string): Record<string, unknown> => JSON.parse(readFileSync(`${dir}${lang}/${file}`, "utf8"));

/** i18next's plural suffixes (JSON v4): a key "x_one" / "x_other" is a form of the text "x". */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string): string => key.replace(PLURAL_SUFFIX, "");
/** The forms a language needs, from the same rules i18next uses (Indonesian: only "other"). */
const pluralForms = (language: string): readonly string[] => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

describe("locale resources", () => {
  it("has the same files in every language", () => {
    expect(files("id")).toEqual(files("en"));
  });

  for (const file of files("en")) {
    it(`${file}: every text exists in both languages (plural forms by each language's rules), non-empty`, () => {
      const [en, id] = LANGUAGES.map((l) => bundle(l, file)) as [Record<string, unknown>, Record<string, unknown>];
      const [enBases, idBases] = [en, id].map((b) => [...new Set(Object.keys(b).map(baseOf))].sort());
      expect(idBases).toEqual(enBases);
      for (const value of [...Object.values(en), ...Object.values(id)]) {
        expect(typeof value === "string" && value.trim() !== "").toBe(true);
      }
    });

    it(`${file}: a counted text has exactly the plural forms its language uses, and says {{count}}`, () => {
      for (const language of LANGUAGES) {
        const texts = bundle(language, file) as Record<string, string>;
        const forms = pluralForms(language);
        for (const base of new Set(Object.keys(texts).filter((k) => k !== baseOf(k)).map(baseOf))) {
          const present = Object.keys(texts).filter((k) => baseOf(k) === base).map((k) => k.slice(base.length + 1)).sort();
          expect({ language, base, forms: present }).toEqual({ language, base, forms: [...forms].sort() });
          for (const form of forms) expect(texts[`${base}_${form}`], `${language} ${base}_${form}`).toContain("{{count}}");
          expect(base in texts, `${language} ${base}: no form-less copy next to the plural forms`).toBe(false);
        }
      }
    });

    it(`${file}: uses the same {{placeholders}} in both languages`, () => {
      const [en, id] = LANGUAGES.map((l) => bundle(l, file)) as [Record<string, string>, Record<string, string>];
      const vars = (s: string | undefined): string[] => [...new Set([...(s ?? "").matchAll(/{{(\w+(?:, \w+)?)}}/g)].map((m) => m[1] ?? ""))].sort();
      const byBase = (texts: Record<string, string>) => {
        const out = new Map<string, string[]>();
        for (const [k, v] of Object.entries(texts)) out.set(baseOf(k), [...new Set([...(out.get(baseOf(k)) ?? []), ...vars(v)])].sort());
        return out;
      };
      const idVars = byBase(id);
      for (const [base, names] of byBase(en)) expect(idVars.get(base), base).toEqual(names);
    });
  }

  it("gives every planned route a 'coming soon' sentence in both languages (no raw key on a placeholder)", () => {
    const texts = (l: string) => ({ ...bundle(l, "shell.json"), ...bundle(l, "placeholder.json") });
    const [en, id] = LANGUAGES.map(texts) as [Record<string, unknown>, Record<string, unknown>];
    for (const route of ROUTES.filter((r) => r.status === "placeholder")) {
      const heading = route.placeholder?.heading;
      const keys = [heading ?? "placeholder.soon", route.placeholder?.tabs !== undefined && heading !== undefined ? `placeholder.tab.${heading}` : `placeholder.area.${route.placeholder?.area}`];
      for (const key of keys) expect([key in en, key in id], `${route.path}: ${key}`).toEqual([true, true]);
    }
  });

  it("keeps developer words off the screens: no 'placeholder' badge, page variant or area label texts", () => {
    for (const language of LANGUAGES) {
      const keys = files(language).flatMap((f) => Object.keys(bundle(language, f)));
      expect(keys.filter((k) => /variant|placeholder\.badge|placeholder\.planned|^area\./.test(k))).toEqual([]);
    }
  });

  it("counts through i18next's plural rules: '1 applicant', '2 applicants'; Indonesian has one form", async () => {
    const i18n = createInstance();
    const resources = Object.fromEntries(LANGUAGES.map((l) => [l, Object.fromEntries(files(l).map((f) => [f.replace(".json", ""), bundle(l, f)]))]));
    await i18n.init({ lng: "en", resources, keySeparator: false, interpolation: { escapeValue: false } });
    const en = i18n.getFixedT("en", "seeker");
    const id = i18n.getFixedT("id", "seeker");
    expect(en("applicants.count", { count: 1, jobId: "j-1" })).toBe("1 applicant · Job ID j-1");
    expect(en("applicants.count", { count: 2, jobId: "j-1" })).toBe("2 applicants · Job ID j-1");
    expect(en("experience.length", { count: 1 })).toBe("1 month");
    expect(en("skill.portfolioCount", { count: 0 })).toBe("0 items");
    expect(id("applicants.count", { count: 1, jobId: "j-1" })).toBe("1 pelamar · ID Lowongan j-1");
    expect(id("experience.length", { count: 18 })).toBe("18 bulan");
    expect(i18n.getFixedT("en", "priority")("priority.extendWithCoupon.body", { count: 1, position: "Waiter", date: "1 Dec 2026", coupons: 2 })).toContain("by 1 day for");
  });

  it("keeps the spec's catalogue texts verbatim", () => {
    expect(bundle("en", "common.json")["state.loadFailed"]).toBe("Oops! Failed to load. Please try again.");
    expect(bundle("id", "common.json")["state.loadFailed"]).toBe("Oops! Loading gagal");
    expect(bundle("en", "otp.json")["otp.expired"]).toBe("OTP is expired. You may resend OTP again.");
    expect(bundle("en", "auth.json")["login.noAccount"]).toBe("You have not created an account");
  });
});
