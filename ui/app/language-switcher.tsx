import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "./use-language";

export function LanguageSwitcher() {
  const { t } = useTranslation("common");
  const [language, setLanguage] = useLanguage();
  const id = useId();
  return (
    <div className="language-switcher row">
      <label htmlFor={id}>{t("language.label")}</label>
      <select id={id} value={language} onChange={(event) => setLanguage(event.target.value === "en" ? "en" : "id")}>
        <option value="id" lang="id">
          {t("language.id")}
        </option>
        <option value="en" lang="en">
          {t("language.en")}
        </option>
      </select>
    </div>
  );
}
