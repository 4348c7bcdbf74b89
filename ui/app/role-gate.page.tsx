import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { StatePanel } from "../design-system/state-panel";
import { href } from "../routes/href";
import type { PageProps } from "../routes/route-def";
import { homePathFor, useSession } from "./session-context";
import { TopBar } from "../shared/top-bar";

/**
 * A logged-in page of the other role (a seeker opening a provider's page, or the reverse): says
 * whose page it is and offers the role switch (the state's one action, the one that opens the
 * page), instead of a failure the user cannot act on; the way home under it, as a page's way out.
 */
export default function RoleGatePage({ route }: PageProps) {
  const { t } = useTranslation(["account", "common"]);
  const session = useSession();
  if (route.role === undefined) return null;
  const role = t(`common:role.${route.role}`);
  return (
    <main className="page stack">
      <TopBar />
      <StatePanel
        tone="notAvailable"
        headingLevel={1}
        title={t("roleGate.title", { role })}
        line={t("roleGate.body", { role })}
        action={
          <Link className="ds-button ds-button--primary" to={href.accountRole()}>
            {t("roleGate.switch", { role })}
          </Link>
        }
      />
      <Link className="ds-button ds-button--ghost ds-button--block" to={homePathFor(session)}>
        {t("roleGate.home")}
      </Link>
    </main>
  );
}
