import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { LOG_IN, REGISTER, REQUEST_OTP } from "../../../application/auth/auth.tokens";
import type { OtpSent } from "../../../domain/identity/account.schema";
import { isOtpExpired, resendCountdownSeconds } from "../../../domain/identity/otp.rules";
import { homePathFor } from "../../app/session-context";
import { useService } from "../../app/container-context";
import { useLanguage } from "../../app/use-language";
import { Button } from "../../design-system/button";
import { OtpField } from "../../design-system/digits-field";
import { useToast } from "../../design-system/toast";
import { safeRedirectTarget } from "../../routes/redirect.rules";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";
import type { ShownError } from "../../shared/error-text-view";
import { FailureAlert } from "../../shared/failure-alert";
import { useSubmit, type RefusalHandler } from "../../shared/use-submit";
import { readLoginFlow, withRedirect, type LoginDraft } from "./login-flow";
import { useNow } from "./use-now";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";

/** /sendCode: the 4-digit OTP, its channel (WhatsApp or the SMS fallback), resend with countdown. */
export default function SendCodeScreen() {
  const { t } = useTranslation(["otp", "auth", "common", "errors"]);
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirectTarget(params.get("redirect"));
  const flow = readLoginFlow(location.state);
  if (flow === null) {
    return (
      <main className="page stack">
        <TopBar title={t("otp.title")} />
        <p>{t("otp.startAgain")}</p>
        <Link className="ds-button ds-button--primary" to={withRedirect(href.login(), redirect)}>
          {t("otp.backToLogin")}
        </Link>
      </main>
    );
  }
  return <OtpForm key={flow.phone} flow={flow} redirect={redirect} />;
}

function OtpForm({ flow, redirect }: { readonly flow: NonNullable<ReturnType<typeof readLoginFlow>>; readonly redirect: string | null }) {
  const { t } = useTranslation(["otp", "auth", "common", "errors"]);
  const logIn = useService(LOG_IN);
  const register = useService(REGISTER);
  const requestOtp = useService(REQUEST_OTP);
  const [language] = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const now = useNow();
  const id = useId();

  const [sent, setSent] = useState<OtpSent>(flow.sent);
  const [code, setCode] = useState("");
  // A key, not words: a switch of language redraws it.
  const [codeError, setCodeError] = useState<TextKey | null>(null);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  // Which of the two actions was sent last: its button shows pending, Retry repeats it.
  const [lastSent, setLastSent] = useState<"verify" | "resend">("verify");

  const secondsToResend = resendCountdownSeconds(Date.parse(sent.resendAt), now);
  const expired = isOtpExpired(Date.parse(sent.expiresAt), now);

  // A wrong, expired or exhausted code is said under the code field; only what Retry can help stays form-level.
  const underTheCode: RefusalHandler = (failure: ShownError, text) => {
    if ("i18nKey" in failure && typeof failure.i18nKey === "string") setCodeError({ key: failure.i18nKey, ns: "errors" });
    else if (!text.retryable) setCodeError(text);
    else return false;
    return true;
  };

  const verify = async () => {
    setLastSent("verify");
    setCodeError(null);
    const session = await send(
      // A new session: whatever was kept from an earlier one is asked again.
      ["session"],
      () =>
        flow.purpose === "register" && flow.registration !== undefined
          ? register.execute({ phone: flow.phone, code, language, ...flow.registration })
          : logIn.execute({ phone: flow.phone, code, language }),
      underTheCode,
    );
    if (session !== null) navigate(redirect ?? homePathFor(session), { replace: true });
  };

  const resend = async () => {
    setLastSent("resend");
    const again = await send([], () => requestOtp.execute(flow.phone, flow.purpose), underTheCode);
    if (again === null) return;
    setSent(again);
    setCode("");
    setCodeError(null);
    toast(t("otp.resent"));
  };

  const onSubmit = onSubmitOf(verify);

  const draft: LoginDraft = { phone: flow.phone, ...(flow.registration === undefined ? {} : { registration: flow.registration }) };
  const shownPhone = `+62 ${flow.phone}`;

  return (
    <main className="page stack">
      <TopBar title={t("otp.title")} />
      <p className={sent.whatsappFailed ? "ds-alert ds-alert--info" : undefined}>
        {sent.whatsappFailed || sent.channel === "sms" ? t("otp.sentSms", { phone: shownPhone }) : t("otp.sentWhatsapp", { phone: shownPhone })}
      </p>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <OtpField
          id={id}
          label={t("common:field.otp.label")}
          value={code}
          onChange={(digits) => {
            setCode(digits);
            setCodeError(null);
          }}
          error={fieldErrorOf(codeError) ?? (expired ? t("otp.expired") : null)}
          autoFocus
        />
        <FailureAlert text={formError} onRetry={() => void (lastSent === "verify" ? verify() : resend())} />
        <Button type="submit" block pending={pending && lastSent === "verify"} pendingLabel={t("otp.pending")} disabled={pending}>
          {flow.purpose === "register" ? t("otp.submitRegister") : t("otp.submitLogin")}
        </Button>
        <Button variant="secondary" block disabled={secondsToResend > 0 || pending} pending={pending && lastSent === "resend"} pendingLabel={t("login.pending")} onClick={() => void resend()}>
          {secondsToResend > 0 ? t("otp.resendIn", { seconds: secondsToResend }) : t("otp.resend")}
        </Button>
        <Button variant="ghost" block onClick={() => navigate(withRedirect(href.login(), redirect), { state: draft })}>
          {t("otp.changeNumber")}
        </Button>
      </form>
    </main>
  );
}
