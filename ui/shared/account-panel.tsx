import { startTransition, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { LOG_OUT, SWITCH_ROLE } from "../../application/auth/auth.tokens";
import { COUNTRY_CODE, maskPhone } from "../../domain/identity/phone.format";
import { RoleId } from "../../domain/identity/session.schema";
import { useService } from "../app/container-context";
import { LanguageSwitcher } from "../app/language-switcher";
import { homePathFor, useSession } from "../app/session-context";
import { Button } from "../design-system/button";
import { Dialog } from "../design-system/dialog";
import { List } from "../design-system/list";
import { useToast } from "../design-system/toast";
import { href } from "../routes/href";
import { FailureAlert } from "./failure-alert";
import { useSubmit } from "./use-submit";

/** Who is logged in, choose or switch role, language, log out. Used by both homes and /account/role. */
export function AccountPanel() {
  const { t } = useTranslation(["account", "common"]);
  const session = useSession();
  const switchRole = useService(SWITCH_ROLE);
  const logOut = useService(LOG_OUT);
  const navigate = useNavigate();
  const toast = useToast();
  const { formError, pending, send } = useSubmit();
  // The role being switched to: its button shows the pending label, Retry repeats it.
  const [switchingTo, setSwitchingTo] = useState<RoleId | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);

  if (session === null) return null;
  const roleName = (role: RoleId) => t(`common:role.${role}`);

  const onSwitch = async (role: RoleId) => {
    setSwitchingTo(role);
    const switched = await send(
      // Every read answers for the session's role.
      ["session"],
      () => switchRole.execute(role),
      (failure) => {
        if (failure._tag !== "NotLoggedIn") return false;
        navigate(href.login());
        return true;
      },
    );
    if (switched === null) return;
    toast(t("account.roleSwitched", { role: roleName(role) }));
    navigate(homePathFor(switched));
  };

  const onLogout = () => {
    setConfirmLogout(false);
    // Clearing the session and leaving this page must land in one render: the router navigates
    // inside a transition, so the clear goes in the same transition. Otherwise this login-only
    // page's guard sees the session vanish first and sends the user to /login?redirect=<here>.
    startTransition(() => {
      navigate(href.login(), { replace: true });
      void logOut.execute();
    });
  };

  return (
    <div className="stack">
      <List
        items={[
          { id: "name", primary: t("account.name"), secondary: session.userInfo?.fullName ?? "-" },
          { id: "phone", primary: t("account.phone"), secondary: `${COUNTRY_CODE} ${maskPhone(session.phone)}` },
        ]}
      />
      <section className="stack" aria-labelledby="role-heading">
        <h2 id="role-heading">{t("account.chooseRole")}</h2>
        <p>{t("account.activeRole", { role: roleName(session.roleId) })}</p>
        {RoleId.literals
          .filter((role) => role !== session.roleId)
          .map((role) => (
            <Button key={role} variant="secondary" block pending={pending && switchingTo === role} pendingLabel={t("account.switching")} disabled={pending} onClick={() => void onSwitch(role)}>
              {t("account.switchTo", { role: roleName(role) })}
            </Button>
          ))}
        <FailureAlert text={formError} onRetry={() => switchingTo !== null && void onSwitch(switchingTo)} />
      </section>
      <LanguageSwitcher />
      <Button variant="danger" block disabled={pending} onClick={() => setConfirmLogout(true)}>
        {t("account.logout")}
      </Button>
      <Dialog
        open={confirmLogout}
        title={t("account.logoutTitle")}
        message={t("account.logoutMessage")}
        confirmLabel={t("account.logout")}
        cancelLabel={t("common:action.cancel")}
        danger
        onConfirm={onLogout}
        onCancel={() => setConfirmLogout(false)}
      />
    </div>
  );
}
