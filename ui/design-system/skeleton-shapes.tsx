import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * Skeletons shaped like what is coming, so the screen does not jump when it arrives: job or
 * applicant cards (a square and three lines), or a page of fields (a heading, label lines and
 * field boxes). Announced once as "Loading", like Skeleton.
 */
function Loading({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <div role="status" aria-live="polite" className="stack" style={{ gap: "var(--space-3)" }}>
      <span className="visually-hidden">{t("state.loading")}</span>
      {children}
    </div>
  );
}

const bar = (width: string, height: number) => <div className="ds-skeleton" style={{ width, height }} />;

export function SkeletonCards({ count = 3 }: { readonly count?: number }) {
  return (
    <Loading>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="ds-skeleton-card" aria-hidden="true">
          <div className="ds-skeleton" />
          <div className="ds-skeleton-lines">
            {bar("70%", 18)}
            {bar("50%", 14)}
            {bar("60%", 16)}
          </div>
        </div>
      ))}
    </Loading>
  );
}

export function SkeletonPage({ fields = 4 }: { readonly fields?: number }) {
  return (
    <Loading>
      {bar("60%", 28)}
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="ds-skeleton-lines" aria-hidden="true">
          {bar("35%", 14)}
          {bar("100%", 48)}
        </div>
      ))}
    </Loading>
  );
}
