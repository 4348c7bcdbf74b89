import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { WALLET_API } from "../../../application/ports/wallet-api.port";
import type { OtpSent } from "../../../domain/identity/account.schema";
import { maskPhone } from "../../../domain/identity/phone.format";
import type { PinStatus } from "../../../domain/wallet/wallet.schema";
import { useService } from "../../app/container-context";
import { useSession } from "../../app/session-context";
import { Button } from "../../design-system/button";
import { OtpField, PinField } from "../../design-system/digits-field";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";
import { FailureAlert } from "../../shared/failure-alert";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import { newPinProblem, NewPinFields, PinBlocked, pinRefusal, TriesLeft, type NewPin } from "./wallet-parts";
import "./wallet.css";

const NO_PIN: NewPin = { pin: "", again: "" };

/** A first PIN: 6 digits typed twice (spec 5). */
function SetPin({ onDone }: { readonly onDone: (status: PinStatus) => void }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const toast = useToast();
  const id = useId();
  const [value, setValue] = useState(NO_PIN);
  const [shown, setShown] = useState<TextKey | null>(null);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const submit = async () => {
    const problem = newPinProblem(value);
    setShown(problem);
    if (problem !== null) return;
    const status = await send(["wallet-pin"], () => wallet.setPin({ pin: value.pin, pinAgain: value.again }), pinRefusal(setShown, () => undefined));
    if (status === null) return;
    toast(t("pin.saved"));
    onDone(status);
  };
  return (
    <form className="stack" onSubmit={onSubmitOf(submit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("pin.setTitle")}</h2>
      <p className="muted">{t("pin.setLine")}</p>
      <NewPinFields id={id} value={value} onChange={setValue} problem={shown} />
      <FailureAlert text={formError} onRetry={() => void submit()} />
      <Button type="submit" block pending={pending} pendingLabel={t("pin.saving")}>
        {t("pin.save")}
      </Button>
    </form>
  );
}

/** Change: the PIN now (a wrong one counts toward the block), then the new one twice. */
function ChangePin({ status, onDone, onPinRefused }: { readonly status: PinStatus; readonly onDone: (status: PinStatus) => void; readonly onPinRefused: () => void }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const toast = useToast();
  const id = useId();
  const [current, setCurrent] = useState("");
  const [value, setValue] = useState(NO_PIN);
  const [currentError, setCurrentError] = useState<TextKey | null>(null);
  const [problem, setProblem] = useState<TextKey | null>(null);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const submit = async () => {
    const next = newPinProblem(value);
    setProblem(next);
    setCurrentError(null);
    if (next !== null) return;
    const changed = await send(["wallet-pin"], () => wallet.changePin({ currentPin: current, pin: value.pin, pinAgain: value.again }), pinRefusal(setCurrentError, onPinRefused));
    // The PIN typed is dropped either way: a wrong one is typed again, a right one is not kept.
    setCurrent("");
    if (changed === null) return;
    toast(t("pin.changed"));
    onDone(changed);
  };
  return (
    <form className="stack" onSubmit={onSubmitOf(submit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("pin.changeTitle")}</h2>
      <TriesLeft pin={status} />
      <PinField id={`${id}-current`} label={t("pin.current")} value={current} onChange={setCurrent} error={fieldErrorOf(currentError)} autoFocus />
      <NewPinFields id={id} value={value} onChange={setValue} problem={problem} />
      <FailureAlert text={formError} onRetry={() => void submit()} />
      <Button type="submit" block pending={pending} pendingLabel={t("pin.saving")}>
        {t("pin.save")}
      </Button>
    </form>
  );
}

/** Forgot: a 4-digit code to the registered number (the login's OTP), then a new PIN twice. It cannot lift a block. */
function ForgotPin({ onDone }: { readonly onDone: (status: PinStatus) => void }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const session = useSession();
  const toast = useToast();
  const id = useId();
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [code, setCode] = useState("");
  const [value, setValue] = useState(NO_PIN);
  const [problem, setProblem] = useState<TextKey | null>(null);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const phone = maskPhone(session?.phone ?? "");
  const sendCode = async () => {
    const otp = await send([], () => wallet.sendPinResetOtp());
    if (otp === null) return;
    setSent(otp);
    toast(t("pin.forgotSent", { phone }));
  };
  const submit = async () => {
    const next = newPinProblem(value);
    setProblem(next);
    if (next !== null) return;
    const status = await send(["wallet-pin"], () => wallet.resetPin({ code, pin: value.pin, pinAgain: value.again }), pinRefusal(setProblem, () => undefined));
    if (status === null) return;
    toast(t("pin.saved"));
    onDone(status);
  };
  return (
    <form className="stack" onSubmit={onSubmitOf(sent === null ? sendCode : submit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("pin.forgotTitle")}</h2>
      <p className="muted">{t("pin.forgotLine", { phone })}</p>
      {sent !== null && (
        <>
          <OtpField id={`${id}-code`} label={t("common:field.otp.label")} value={code} onChange={setCode} autoFocus />
          <NewPinFields id={id} value={value} onChange={setValue} problem={problem} />
        </>
      )}
      <FailureAlert text={formError} onRetry={() => void (sent === null ? sendCode() : submit())} />
      <Button type="submit" block pending={pending} pendingLabel={t("pin.saving")}>
        {sent === null ? t("pin.forgotSend") : t("pin.save")}
      </Button>
    </form>
  );
}

type Mode = "view" | "change" | "forgot";

/** /wallet/pin: the transaction PIN (set, change, forgot), tries left after a wrong entry, blocked with the way to support. */
export default function PinSettingsPage(_props: PageProps) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const { state, reload, set } = useServerData(["wallet-pin"], () => wallet.pin());
  const [mode, setMode] = useState<Mode>("view");
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const status = state.value;
  const done = (next: PinStatus) => {
    set(next);
    setMode("view");
  };
  return (
    <main className="page stack">
      <TopBar title={t("pin.title")} />
      {status.locked ? (
        <PinBlocked headingLevel={2} />
      ) : !status.isSet ? (
        <SetPin onDone={done} />
      ) : mode === "change" ? (
        <ChangePin status={status} onDone={done} onPinRefused={reload} />
      ) : mode === "forgot" ? (
        <ForgotPin onDone={done} />
      ) : (
        <section className="stack">
          <p>{t("pin.isSet")}</p>
          <TriesLeft pin={status} />
          <Button block onClick={() => setMode("change")}>
            {t("pin.change")}
          </Button>
          <Button block variant="secondary" onClick={() => setMode("forgot")}>
            {t("pin.forgot")}
          </Button>
        </section>
      )}
    </main>
  );
}
