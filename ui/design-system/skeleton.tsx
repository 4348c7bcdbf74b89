import { useTranslation } from "react-i18next";

/** Grey blocks where content will appear; announced once as "Loading". */
export function Skeleton({ lines = 3 }: { readonly lines?: number }) {
  const { t } = useTranslation("common");
  return (
    <div role="status" aria-live="polite" className="stack" style={{ gap: "var(--space-3)" }}>
      <span className="visually-hidden">{t("state.loading")}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="ds-skeleton" style={{ height: i === 0 ? 28 : 18, width: i === 0 ? "60%" : `${90 - i * 10}%` }} />
      ))}
    </div>
  );
}
