import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { REQUEST_OTP } from "../../../application/auth/auth.tokens";
import { fullNameErrorKey, isFullName, NAME_MAX_LENGTH } from "../../../domain/identity/full-name.rules";
import type { RoleId } from "../../../domain/identity/session.schema";
import { useService } from "../../app/container-context";
import { LanguageSwitcher } from "../../app/language-switcher";
import { homePathFor, useSession } from "../../app/session-context";
import { Button } from "../../design-system/button";
import { PhoneField } from "../../design-system/phone-field";
import { TextField } from "../../design-system/text-field";
import { safeRedirectTarget } from "../../routes/redirect.rules";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";
import { FailureAlert } from "../../shared/failure-alert";
import { useSubmit } from "../../shared/use-submit";
import { readLoginDraft, withRedirect, type LoginFlow } from "./login-flow";
import { href } from "../../routes/href";

/** /login: phone number with +62, then an OTP by WhatsApp; a number without an account can register. */
export default function LoginScreen() {
  // Not "errors": its texts load on the first touch or key (ui/i18n/i18n.ts), and a refusal is kept
  // by its key and drawn by CatalogueText; the first paint must not wait for (or even ask for) them.
  const { t } = useTranslation(["auth", "common"]);
  const requestOtp = useService(REQUEST_OTP);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirectTarget(params.get("redirect"));
  const draft = readLoginDraft(location.state);
  const ids = { phone: useId(), name: useId() };

  const [phone, setPhone] = useState(draft?.phone ?? "");
  const [registering, setRegistering] = useState(draft?.registration !== undefined);
  const [fullName, setFullName] = useState(draft?.registration?.fullName ?? "");
  const [role, setRole] = useState<RoleId>(draft?.registration?.role ?? "seeker");
  // Keys, not words: a switch of language redraws them, and none shows as a key before its texts are in.
  const [phoneError, setPhoneError] = useState<TextKey | null>(null);
  const [nameError, setNameError] = useState<TextKey | null>(null);
  const [noAccount, setNoAccount] = useState(false);
  const { formError, pending, send, onSubmitOf } = useSubmit();

  // Already logged in (e.g. back button after login): go where the user was heading.
  useEffect(() => {
    if (session !== null) navigate(redirect ?? homePathFor(session), { replace: true });
  }, [session, redirect, navigate]);

  const submit = async () => {
    setPhoneError(null);
    setNameError(null);
    const name = fullName.trim();
    if (registering && !isFullName(name)) {
      setNameError({ key: fullNameErrorKey(name), ns: "errors", values: { max: NAME_MAX_LENGTH } });
      return;
    }
    const purpose = registering ? "register" : "login";
    // The use case loads on this first tap; offline, its code cannot be fetched: useSubmit says so, with Retry.
    const sent = await send(
      [],
      () => requestOtp.execute(phone, purpose),
      (failure) => {
        if ("i18nKey" in failure && typeof failure.i18nKey === "string") {
          setPhoneError({ key: failure.i18nKey, ns: "errors" });
          return true;
        }
        if (failure._tag === "ApiRejected" && "code" in failure && failure.code === "ACCOUNT_NOT_FOUND") {
          setNoAccount(true);
          return true;
        }
        return false;
      },
    );
    if (sent === null) return;
    const flow: LoginFlow = { phone, purpose, sent, ...(registering ? { registration: { fullName: name, role } } : {}) };
    navigate(withRedirect(href.sendCode(), redirect), { state: flow });
  };

  const onSubmit = onSubmitOf(submit);

  const startRegistering = () => {
    setRegistering(true);
    setNoAccount(false);
  };

  return (
    <main className="page stack">
      <div className="ds-topbar">
        {/* The brand (tokens.css .ds-brand; the Brand component's markup, inline: no extra chunk here). */}
        <p className="ds-brand">Gawe</p>
        <LanguageSwitcher />
      </div>
      <h1>{registering ? t("register.title") : t("login.title")}</h1>
      <p>{t("login.intro")}</p>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <PhoneField
          id={ids.phone}
          label={t("common:field.phone.label")}
          hint={t("common:field.phone.hint")}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setNoAccount(false);
          }}
          error={fieldErrorOf(phoneError)}
          autoFocus
        />
        {registering && (
          <>
            <TextField
              id={ids.name}
              label={t("register.name")}
              hint={t("register.nameHint")}
              value={fullName}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="name"
              onChange={(event) => setFullName(event.target.value)}
              error={fieldErrorOf(nameError)}
            />
            <fieldset className="stack" style={{ gap: "var(--space-2)" }}>
              <legend>{t("register.role")}</legend>
              {(["seeker", "provider"] as const).map((value) => (
                <label key={value} className="ds-choice">
                  <input type="radio" name="role" value={value} checked={role === value} onChange={() => setRole(value)} />
                  {t(`common:role.${value}`)}
                </label>
              ))}
            </fieldset>
          </>
        )}
        <div role="status" aria-live="polite">
          {noAccount && (
            <div className="ds-alert ds-alert--info stack">
              <strong>{t("login.noAccount")}</strong>
              <span>{t("login.noAccountHelp")}</span>
              <Button variant="secondary" onClick={startRegistering}>
                {t("login.createAccount")}
              </Button>
            </div>
          )}
        </div>
        <FailureAlert text={formError} onRetry={() => void submit()} />
        <Button type="submit" block pending={pending} pendingLabel={t("login.pending")}>
          {t("login.submit")}
        </Button>
        {registering && (
          <Button variant="ghost" block onClick={() => setRegistering(false)}>
            {t("register.haveAccount")}
          </Button>
        )}
      </form>
    </main>
  );
}
