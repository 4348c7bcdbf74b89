import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { href } from "../routes/href";
import { isNoBusiness } from "./no-business";
import { LoadState } from "./page-state";
import type { Loaded } from "./server-state/use-server-data";
import { TopBar } from "./top-bar";

export { isNoBusiness };

/**
 * A provider page that needs the caller's business: its heading, then the data's state (skeleton,
 * failure with Retry), "create your business first" when there is none, and the page's own
 * content once loaded.
 */
export function BusinessPage<A>({
  title,
  header,
  variant,
  state,
  reload,
  children,
}: {
  readonly title: string;
  readonly header?: ReactNode;
  /** A version-dependent page says which variant it is, unseen, for support and tests (`data-variant`). */
  readonly variant?: string;
  readonly state: Loaded<A>;
  readonly reload: () => void;
  readonly children: (value: A) => ReactNode;
}) {
  const { t } = useTranslation(["provider", "errors"]);
  const body = () => {
    if (state.status === "ready") return children(state.value);
    if (isNoBusiness(state))
      return (
        <div className="ds-alert ds-alert--info stack">
          <span>{t("errors:error.posting.noBusiness")}</span>
          <Link to={href.createCompany()}>{t("home.createBusiness")}</Link>
        </div>
      );
    return <LoadState state={state} reload={reload} />;
  };
  return (
    <main className="page stack" data-variant={variant}>
      <TopBar title={title} />
      {header}
      {body()}
    </main>
  );
}
