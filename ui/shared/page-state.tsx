import type { ReactNode } from "react";
import { ErrorState } from "../design-system/error-state";
import { SkeletonPage } from "../design-system/skeleton-shapes";
import { useCatalogueText } from "./catalogue-text";
import type { ErrorTextView } from "./error-text-view";
import { NotAvailable } from "./not-available";
import type { Loaded } from "./server-state/use-server-data";
import { TopBar } from "./top-bar";

/**
 * Where a page's data stands, drawn the one way: a skeleton shaped like what comes (a page of
 * fields unless `skeleton` says otherwise, e.g. SkeletonCards for a list) while it loads, the
 * failure with Retry where trying again can help, else (missing, gone, someone else's) calmly
 * 'not available', with the way home on a whole page.
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
  if (state.status === "loading") return skeleton ?? <SkeletonPage />;
  if (state.status === "failed") return <FailedState text={state.text} reload={reload} headingLevel={headingLevel} skeleton={skeleton} />;
  return null;
}

/**
 * The failure. Its text's namespace (`errors` for most refusals) is asked for only now, not by
 * every screen that may fail (the homes' first paint must not load it, issue 12); the skeleton
 * stays the moment it takes.
 */
function FailedState({
  text,
  reload,
  headingLevel,
  skeleton,
}: {
  readonly text: ErrorTextView;
  readonly reload: () => void;
  readonly headingLevel: 1 | 2 | undefined;
  readonly skeleton: ReactNode;
}) {
  const message = useCatalogueText(text);
  if (message === null) return skeleton ?? <SkeletonPage />;
  if (!text.retryable) return <NotAvailable title={message} home={headingLevel === 1} />;
  return <ErrorState {...(headingLevel === undefined ? {} : { headingLevel })} message={message} onRetry={reload} />;
}

/** The whole page while its data loads or when it failed (the top bar's way back, then the heading with Retry, or 'not available' and the way home); null once ready. */
export function usePageFallback<A>(state: Loaded<A>, reload: () => void): ReactNode | null {
  if (state.status === "ready") return null;
  return (
    <main className="page stack">
      <TopBar />
      <LoadState state={state} reload={reload} headingLevel={1} />
    </main>
  );
}
