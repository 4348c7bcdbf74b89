import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../design-system/error-state";
import { SkeletonPage } from "../design-system/skeleton-shapes";
import { BackButton } from "./back-button";
import type { Loaded } from "./server-state/use-server-data";

/**
 * Where a page's data stands, drawn the one way: a skeleton shaped like what comes (a page of
 * fields unless `skeleton` says otherwise, e.g. SkeletonCards for a list) while it loads, the
 * failure with Retry.
 */
export function LoadState({
  state,
  reload,
  headingLevel,
  skeleton,
}: {
  readonly state: Loaded<unknown>;
  readonly reload: () => void;
  readonly headingLevel?: 1 | 2;
  readonly skeleton?: ReactNode;
}) {
  const { t } = useTranslation(["common", "errors"]);
  if (state.status === "loading") return skeleton ?? <SkeletonPage />;
  if (state.status === "failed") return <ErrorState {...(headingLevel === undefined ? {} : { headingLevel })} message={t(state.text.key, { ns: state.text.ns, ...state.text.values })} onRetry={reload} />;
  return null;
}

/** The whole page while its data loads or when it failed (heading with Retry, and a way back); null once ready. */
export function usePageFallback<A>(state: Loaded<A>, reload: () => void): ReactNode | null {
  if (state.status === "ready") return null;
  return (
    <main className="page stack">
      <LoadState state={state} reload={reload} headingLevel={1} />
      {state.status === "failed" && <BackButton />}
    </main>
  );
}
