import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { homePathFor, useSession } from "../app/session-context";
import { Button } from "../design-system/button";
import { SkeletonPage } from "../design-system/skeleton-shapes";
import { RetryState, StatePanel } from "../design-system/state-panel";
import { useCatalogueText } from "./catalogue-text";
import { wayForward, type ErrorTextView } from "./error-text-view";
import { useLogInAgain } from "./log-in-again";
import type { Loaded } from "./server-state/use-server-data";
import { TopBar } from "./top-bar";

/** The way home of a state that nothing else can help: the home of the person's side (the login without a session). */
export function GoHome({ label }: { readonly label?: string }) {
  const { t } = useTranslation("common");
  const session = useSession();
  return (
    <Link className="ds-button ds-button--primary" to={homePathFor(session)}>
      {label ?? t("action.home")}
    </Link>
  );
}

/** 'Log in again' (`useLogInAgain`): the one action of an ended session. */
function LogInAgain() {
  const { t } = useTranslation("common");
  const logInAgain = useLogInAgain();
  return <Button onClick={logInAgain}>{t("action.logInAgain")}</Button>;
}

/**
 * Where a page's data stands, drawn the one way: a skeleton shaped like what comes (a page of
 * fields unless `skeleton` says otherwise, e.g. SkeletonCards for a list) while it loads, else the
 * failure's state with the one action that can work (`wayForward`): Retry where trying again can
 * help, 'Log in again' for an ended session, the way home on a whole page for what is missing or
 * someone else's (calm: 'not available', no alarm colour).
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
  if (state.status === "failed") return <FailureState text={state.text} reload={reload} headingLevel={headingLevel} skeleton={skeleton} />;
  return null;
}

/**
 * A failure's state, for a screen whose data is not a `Loaded` (the seeker home's list). Its text's namespace (`errors` for most refusals) is asked for only now, not by
 * every screen that may fail (the homes' first paint must not load it, issue 12); the skeleton
 * stays the moment it takes.
 */
export function FailureState({
  text,
  reload,
  headingLevel,
  skeleton,
}: {
  readonly text: ErrorTextView;
  readonly reload: () => void;
  readonly headingLevel?: 1 | 2 | undefined;
  readonly skeleton?: ReactNode;
}) {
  const { t } = useTranslation("common");
  const message = useCatalogueText(text);
  if (message === null) return skeleton ?? <SkeletonPage />;
  const way = wayForward(text);
  const heading = headingLevel === undefined ? {} : { headingLevel };
  if (way === "retry") return <RetryState title={message} onRetry={reload} {...heading} />;
  if (way === "logInAgain") return <StatePanel tone="notAvailable" title={message} line={t("state.sessionEndedLine")} {...heading} action={<LogInAgain />} />;
  // Inside a page (a home's tab), the page's own navigation is the way on.
  return <StatePanel tone="notAvailable" title={message} line={t("state.notAvailableLine")} {...heading} {...(headingLevel === 1 ? { action: <GoHome /> } : {})} />;
}

/** The whole page while its data loads or when it failed (the top bar's way back, then the failure's state with its one action); null once ready. */
export function usePageFallback<A>(state: Loaded<A>, reload: () => void): ReactNode | null {
  if (state.status === "ready") return null;
  return (
    <main className="page stack">
      <TopBar />
      <LoadState state={state} reload={reload} headingLevel={1} />
    </main>
  );
}
