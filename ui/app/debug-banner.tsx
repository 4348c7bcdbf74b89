import { useTranslation } from "react-i18next";
import { showDebugBanner } from "./debug-host.rules";

export function DebugBanner() {
  const { t } = useTranslation("common");
  const { hostname } = window.location;
  if (!showDebugBanner(hostname, navigator.userAgent)) return null;
  return (
    <div className="debug-banner" role="note">
      {t("debug.banner", { host: hostname })}
    </div>
  );
}
