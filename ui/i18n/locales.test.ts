import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = fileURLToPath(new URL("./locales/", import.meta.url));
const LANGUAGES = ["en", "id"] as const;
const files = (lang: string) => readdirSync(`${dir}${lang}`).filter((f) => f.endsWith(".json")).sort();
const bundle = (lang: string, file: string): Record<string, unknown> => JSON.parse(readFileSync(`${dir}${lang}/${file}`, "utf8"));

describe("locale resources", () => {
  it("has the same files in every language", () => {
    expect(files("id")).toEqual(files("en"));
  });

  for (const file of files("en")) {
    it(`${file}: every key exists in both languages, with a non-empty text`, () => {
      const [en, id] = LANGUAGES.map((l) => bundle(l, file)) as [Record<string, unknown>, Record<string, unknown>];
      const onlyEn = Object.keys(en).filter((k) => !(k in id));
      const onlyId = Object.keys(id).filter((k) => !(k in en));
      expect({ onlyEn, onlyId }).toEqual({ onlyEn: [], onlyId: [] });
      for (const value of [...Object.values(en), ...Object.values(id)]) {
        expect(typeof value === "string" && value.trim() !== "").toBe(true);
      }
    });

    it(`${file}: uses the same {{placeholders}} in both languages`, () => {
      const [en, id] = LANGUAGES.map((l) => bundle(l, file)) as [Record<string, string>, Record<string, string>];
      const vars = (s: string | undefined) => [...(s ?? "").matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      for (const key of Object.keys(en)) expect(vars(id[key]), key).toEqual(vars(en[key]));
    });
  }

  it("keeps the spec's catalogue texts verbatim", () => {
    expect(bundle("en", "common.json")["state.loadFailed"]).toBe("Oops! Failed to load. Please try again.");
    expect(bundle("id", "common.json")["state.loadFailed"]).toBe("Oops! Loading gagal");
    expect(bundle("en", "otp.json")["otp.expired"]).toBe("OTP is expired. You may resend OTP again.");
    expect(bundle("en", "auth.json")["login.noAccount"]).toBe("You have not created an account");
  });
});
