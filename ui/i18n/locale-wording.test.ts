import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Wording rules of docs/glossary.md that a screenshot showed broken, kept by the locale files themselves. */
const dir = fileURLToPath(new URL("./locales/", import.meta.url));
const texts = (language: "en" | "id", file: string): [string, string][] =>
  Object.entries(JSON.parse(readFileSync(`${dir}${language}/${file}`, "utf8")) as Record<string, string>).map(([key, value]) => [`${language}/${file} ${key}`, value]);
const allFiles = (language: "en" | "id") => readdirSync(`${dir}${language}`).filter((f) => f.endsWith(".json")).sort();

describe("locale wording", () => {
  it("writes 'e‑wallet' with a non-breaking hyphen (U+2011) in the offer and payment texts, so a heading or button never breaks it", () => {
    const plain = (["en", "id"] as const)
      .flatMap((language) => ["payments.json", "offers.json"].flatMap((file) => texts(language, file)))
      .filter(([, value]) => /\be-wallet/i.test(value));
    expect(plain).toEqual([]);
  });

  // "Kamu tolak" reads as broken Indonesian: a sentence that starts with its subject "Kamu" takes
  // the active verb with its prefix ("Kamu menolak", "Kamu menerima", "Kamu membayar"). After "yang"
  // the bare verb is right ("yang kamu masukkan"): only a sentence's first word is looked at.
  const BARE_VERBS = ["tolak", "terima", "bayar", "kirim", "batalkan", "pilih", "ganti", "tautkan", "simpan", "hapus", "tutup", "buka", "lamar", "pasang", "ubah", "isi", "tarik", "ambil", "buat", "cari"];
  const subjectThenBareVerb = new RegExp(`(^|[.!?:]\\s+)Kamu (${BARE_VERBS.join("|")})\\b`, "u");

  it("gives a verb its prefix after a sentence's subject 'Kamu' (Kamu menolak, not Kamu tolak)", () => {
    expect(subjectThenBareVerb.test("Kamu tolak")).toBe(true);
    expect(subjectThenBareVerb.test("Kamu menolak")).toBe(false);
    expect(subjectThenBareVerb.test("Nomor HP yang kamu masukkan salah")).toBe(false);
    const bare = allFiles("id")
      .flatMap((file) => texts("id", file))
      .filter(([, value]) => subjectThenBareVerb.test(value));
    expect(bare).toEqual([]);
  });

  // Support (the back office people write to) is "tim bantuan" everywhere, as the help center is
  // "Pusat Bantuan": one name, so a seeker told to wait for "tim dukungan" and one told to ask
  // "layanan pelanggan" know it is the same people. "Layanan pelanggan" stays as a job skill.
  const OTHER_SUPPORT_NAMES = /\b(tim dukungan|layanan pelanggan)\b/iu;
  const SKILLS = new Set(["id/labels.json skill.option.Customer service"]);

  it("calls support 'tim bantuan' in Indonesian, never 'tim dukungan' or 'layanan pelanggan'", () => {
    expect(OTHER_SUPPORT_NAMES.test("Tim dukungan menjawab")).toBe(true);
    const other = allFiles("id")
      .flatMap((file) => texts("id", file))
      .filter(([key, value]) => OTHER_SUPPORT_NAMES.test(value) && !SKILLS.has(key));
    expect(other).toEqual([]);
  });
});
