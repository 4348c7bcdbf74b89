import { useTranslation } from "react-i18next";

/** The profile-completeness percentage (domain profileCompleteness) as a labelled bar. */
export function CompletenessMeter({ percent }: { readonly percent: number }) {
  const { t } = useTranslation("seeker");
  return (
    <div className="stack" style={{ gap: "var(--space-1)" }}>
      <span id="completeness-label">{t("profile.completeness", { percent })}</span>
      <div className="sk-meter" role="progressbar" aria-labelledby="completeness-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
