import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_STORE } from "../../application/ports/session-store.port";
import type { Language } from "../../domain/identity/session.schema";
import { useService } from "./container-context";

/** The current language and a setter that re-renders at once and survives a reload (cookie). */
export const useLanguage = (): readonly [Language, (language: Language) => void] => {
  const { i18n } = useTranslation();
  const store = useService(LANGUAGE_STORE);
  const current: Language = i18n.resolvedLanguage === "en" ? "en" : "id";
  const change = useCallback(
    (language: Language) => {
      store.save(language);
      void i18n.changeLanguage(language);
    },
    [i18n, store],
  );
  return [current, change] as const;
};
