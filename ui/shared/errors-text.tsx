import { useTranslation } from "react-i18next";

/**
 * Named through a constant, not a literal, on purpose: the route preload map
 * (scripts/route-preload.ts) preloads the namespaces a main screen's modules name in
 * useTranslation, and this one is not the first paint's.
 */
const LATE_NAMESPACE = "errors";

/**
 * A text of the `errors` namespace on a screen whose first paint does not ask for it (the homes and
 * the job page, issue 12): asked for when this is drawn (the first touch has usually loaded it
 * already, ui/i18n/i18n.ts), shown once there, without suspending the screen.
 */
export function ErrorsText({ textKey }: { readonly textKey: string }) {
  const { t, ready } = useTranslation(LATE_NAMESPACE, { useSuspense: false });
  return ready ? <>{t(textKey)}</> : null;
}
