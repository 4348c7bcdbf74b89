import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../design-system/error-state";
import { Skeleton } from "../design-system/skeleton";
import type { Loaded } from "./use-load";

/** The whole page while its data loads (skeleton) or when it failed (heading with Retry); null once ready. */
export function usePageFallback<A>(state: Loaded<A>, reload: () => void): ReactNode | null {
  const { t } = useTranslation(["seeker", "common", "errors"]);
  if (state.status === "loading")
    return (
      <main className="page">
        <Skeleton lines={8} />
      </main>
    );
  if (state.status === "failed")
    return (
      <main className="page">
        <ErrorState headingLevel={1} message={t(state.text.key, { ns: state.text.ns })} onRetry={reload} />
      </main>
    );
  return null;
}
