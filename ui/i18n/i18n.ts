import { createInstance, type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { formatRupiah } from "../../domain/format/number.format";
import type { Language } from "../../domain/identity/session.schema";
import { onFirstInput } from "../app/first-input";
import { deferred, eager, eagerNamespaces } from "virtual:gawe/text-bundles";

// What /login paints, in the default language, is bundled with the entry (the shell manifest's
// eagerNamespaces); every other namespace and language is its own small chunk. The error texts
// (2.5 KB) are not painted before a tap: they load on the first touch or key (see below), so a
// refusal finds them there.

const backend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, callback) {
    const key = `./locales/${language}/${namespace}.json`;
    const bundle = eager[key];
    if (bundle !== undefined) return callback(null, bundle);
    const load = deferred[key];
    if (load === undefined) return callback(null, {});
    load().then(
      (loaded) => callback(null, loaded),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** One i18next instance per app (tests make their own); the entry awaits it before rendering. */
export const createI18n = async (language: Language): Promise<I18n> => {
  const i18n = createInstance();
  i18n.on("languageChanged", (lng) => {
    document.documentElement.lang = lng;
  });
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ["en", "id"],
      // What the first paint reads without a request: the bundled namespaces of this language, else
      // `common` alone (the screen asks for its own, which the HTML's preload map has on the way;
      // an English reader on a home does not wait for the login's texts).
      ns: eagerNamespaces.filter((ns) => ns === "common" || `./locales/${language}/${ns}.json` in eager),
      defaultNS: "common",
      // Keys are flat ("otp.expired"); the domain's error keys ("error.phone.required") too.
      keySeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  // "{{amount, rupiah}}": an amount a text gets as a number (an error's details) reads as money, through the one formatter.
  i18n.services.formatter?.add("rupiah", (value: unknown) => (typeof value === "number" ? formatRupiah(value) : String(value)));
  // Before anyone can submit: the login and the form alert read `errors` without waiting for it
  // (useTranslation's useSuspense: false), so it loads on the page's first touch or key
  // (ui/app/first-input.ts).
  onFirstInput(window, () => void i18n.loadNamespaces("errors"));
  return i18n;
};
