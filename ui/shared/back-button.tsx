import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { homePathFor, useSession } from "../app/session-context";
import { Button } from "../design-system/button";

/**
 * The way back on pages that stand alone: inside the native webview there is no browser back
 * button, and a page opened from a link has no history to go back to (then: the user's home).
 * Its text is in `common`, which every screen has: a page that shows it only when its data failed
 * (usePageFallback) does not load the shell's texts for it (the job page: 0.6 KB gzip).
 */
export function BackButton() {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const back = () => (location.key === "default" ? navigate(homePathFor(session)) : navigate(-1));
  return (
    <Button variant="ghost" onClick={back}>
      {t("action.back")}
    </Button>
  );
}
