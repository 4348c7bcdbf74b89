import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { homePathFor, useSession } from "../app/session-context";

/**
 * What a screen shows when what its link names cannot be shown to this person: the id missing, the
 * record gone or someone else's, a page that does not exist. Calm (no alarm colour) and without
 * Retry, which would get the same answer: on a whole page (`home`), the way home instead.
 */
export function NotAvailable({ title, body, home = true }: { readonly title: string; readonly body?: string; readonly home?: boolean }) {
  const { t } = useTranslation("common");
  const session = useSession();
  return (
    <div className="ds-state">
      {home ? <h1 className="ds-state__title">{title}</h1> : <p className="ds-state__title">{title}</p>}
      {body !== undefined && <p className="ds-state__body">{body}</p>}
      {home && (
        <Link className="ds-button ds-button--primary" to={homePathFor(session)}>
          {t("action.home")}
        </Link>
      )}
    </div>
  );
}
