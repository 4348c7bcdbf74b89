import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ErrorState } from "../design-system/error-state";
import { Skeleton } from "../design-system/skeleton";
import type { Load } from "./use-load.provider";
import { href } from "../routes/href";

/**
 * A provider page that needs the caller's business: its heading, then a skeleton while loading,
 * "create your business first" when there is none, the error state with Retry on any other failure,
 * and the page's own content once loaded.
 */
export function BusinessPage<A>({
  title,
  header,
  load,
  reload,
  children,
}: {
  readonly title: string;
  readonly header?: ReactNode;
  readonly load: Load<A, { readonly _tag: string; readonly code?: string }>;
  readonly reload: () => void;
  readonly children: (value: A) => ReactNode;
}) {
  const { t } = useTranslation(["provider", "errors"]);
  const body = () => {
    if (load.state === "loading") return <Skeleton />;
    if (load.state === "ready") return children(load.value);
    if (load.error._tag === "ApiRejected" && load.error.code === "BUSINESS_NOT_FOUND")
      return (
        <div className="ds-alert ds-alert--info stack">
          <span>{t("errors:error.posting.noBusiness")}</span>
          <Link to={href.createCompany()}>{t("home.createBusiness")}</Link>
        </div>
      );
    return <ErrorState onRetry={reload} />;
  };
  return (
    <main className="page stack">
      <h1>{title}</h1>
      {header}
      {body()}
    </main>
  );
}
