import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { homePathFor, useSession } from "../app/session-context";
import { ArrowLeftIcon } from "../design-system/icons/arrow-left";

/**
 * The top of every screen that is not a home (docs/ui.md "Top bar"): 56 px, the back icon, the
 * screen's title, an optional action on the right. First child of the page's <main>.
 *
 * Back is one history step, the same step the phone's back key (or the webview's) takes, so the
 * two never disagree. A page opened from a link or a notification has no history to go back to:
 * then `up` (the page this one belongs to) or else the side's home, replacing this entry so the
 * phone's back key does not return to it.
 *
 * The title is the page's h1, unless the page draws its own h1 below (`heading={false}`, the job,
 * offer and payment pages): then it is the screen's short name. Its texts are in `common`, which
 * every screen has, so a failure page that shows only the bar loads nothing more.
 */
export function TopBar({ title, heading = true, up, action }: { readonly title?: string; readonly heading?: boolean; readonly up?: string | undefined; readonly action?: ReactNode }) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const back = () => {
    if (location.key === "default") void navigate(up ?? homePathFor(session), { replace: true });
    else void navigate(-1);
  };
  const Title = heading ? "h1" : "p";
  return (
    <header className="ds-appbar">
      <button type="button" className="ds-appbar__back" aria-label={t("action.back")} onClick={back}>
        <ArrowLeftIcon />
      </button>
      {title !== undefined && <Title className="ds-appbar__title">{title}</Title>}
      {action !== undefined && <div className="ds-appbar__action">{action}</div>}
    </header>
  );
}

/**
 * The bar's action: an icon in a 48 px round target, named by `label` (the icon alone says
 * nothing to a screen reader). The job page's Share, a receipt's Print.
 */
export function TopBarButton({ label, onClick, children }: { readonly label: string; readonly onClick: () => void; readonly children: ReactNode }) {
  return (
    <button type="button" className="ds-appbar__icon" aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
