import { startTransition } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { LOG_OUT } from "../../application/auth/auth.tokens";
import { useService } from "../app/container-context";
import { href } from "../routes/href";

/**
 * 'Log in again' for a session the server no longer knows (expired, revoked): drops the session
 * here (the login page sends a logged-in visitor home) and opens the login, which comes back to
 * this very page. Leaving and dropping land in one render, as in the account panel's log out: a
 * login-only page's guard would otherwise see the session vanish first.
 */
export const useLogInAgain = (): (() => void) => {
  const logOut = useService(LOG_OUT);
  const navigate = useNavigate();
  const location = useLocation();
  return () =>
    startTransition(() => {
      navigate(href.loginAndBack(location), { replace: true });
      void logOut.execute();
    });
};
