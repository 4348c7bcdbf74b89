import { Result } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import type { ApiError } from "../../../application/ports/api-error";
import { WALLET_API } from "../../../application/ports/wallet-api.port";
import { formatRupiah, parseThousands } from "../../../domain/format/number.format";
import { rupiah } from "../../../domain/shared/money";
import type { BankList, WalletView, WithdrawalQuote } from "../../../domain/wallet/wallet-api.schema";
import type { PayoutAccount, Withdrawal } from "../../../domain/wallet/wallet.schema";
import { validateWithdrawal } from "../../../domain/wallet/withdrawal.machine";
import { useService } from "../../app/container-context";
import { useSession } from "../../app/session-context";
import { Button } from "../../design-system/button";
import { MoneyField } from "../../design-system/money-field";
import { PinField } from "../../design-system/digits-field";
import { StatePanel } from "../../design-system/state-panel";
import { href } from "../../routes/href";
import type { PageProps } from "../../routes/route-def";
import { useActionKey } from "../../shared/action-key";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";
import { FailureAlert } from "../../shared/failure-alert";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import { useUserEvents } from "../../shared/use-user-events";
import { accountLabel, PinBlocked, pinRefusal, TriesLeft } from "./wallet-parts";
import "./wallet.css";

/** A money-moving refusal ends the action (a new key next time); no answer keeps the key, so the retry is the same withdrawal. */
const renewWhenRefused = (renew: () => void) => (failure: { readonly _tag: string }) => {
  if (failure._tag === "ApiRejected") renew();
};

interface Loaded {
  readonly view: WalletView;
  readonly accounts: readonly PayoutAccount[];
  readonly banks: BankList | null;
}

/** The amount's problem by the domain's rule (the minimum, the available balance), in the words of the field. */
const amountProblem = (amount: number, view: WalletView): TextKey | null => {
  const checked = validateWithdrawal({ amount: rupiah(amount), balance: view.balance.available, hasPayoutAccount: true, pin: view.pin }, view.minimumWithdrawal);
  if (Result.isSuccess(checked)) return null;
  const failure = checked.failure;
  if (failure._tag === "WithdrawalBelowMinimum") return { key: "withdraw.tooLow", ns: "wallet", values: { minimum: formatRupiah(failure.minimum) } };
  if (failure._tag === "InsufficientBalance") return { key: "withdraw.tooHigh", ns: "wallet", values: { available: formatRupiah(failure.balance) } };
  return { key: failure.i18nKey, ns: "errors" };
};

/** Step 2: what the withdrawal will be, before the PIN (fee, what arrives, by when), then the PIN and one request. */
function Confirm({ quote, banks, onBack, onPinRefused }: { readonly quote: WithdrawalQuote; readonly banks: BankList | null; readonly onBack: () => void; readonly onPinRefused: () => void }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const format = useFormat();
  const navigate = useNavigate();
  const id = useId();
  // One withdrawal of this amount to this account: a double tap, a reload or a retry after a timeout sends the same key.
  const action = useActionKey(`wallet.withdraw.${quote.account.accountId}.${quote.amount}`);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<TextKey | null>(null);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const submit = async () => {
    setPinError(null);
    const done = await send(
      ["wallet-balance", "withdrawals"],
      () => wallet.withdraw({ amount: quote.amount, accountId: quote.account.accountId, pin }, action.key),
      pinRefusal(setPinError, onPinRefused, renewWhenRefused(action.renew)),
    );
    setPin("");
    if (done === null) return;
    action.drop();
    navigate(href.walletWithdraw({ withdrawalId: done.withdrawalId }), { replace: true });
  };
  return (
    <form className="stack" onSubmit={onSubmitOf(submit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("withdraw.confirmTitle")}</h2>
      <section className="ds-card">
        <dl className="wl-facts">
          <div>
            <dt>{t("withdraw.amount")}</dt>
            <dd>
              <Money amount={quote.amount} />
            </dd>
          </div>
          <div>
            <dt>{t("withdraw.fee")}</dt>
            <dd>
              <Money amount={quote.fee} />
            </dd>
          </div>
          <div>
            <dt>{t("withdraw.receive")}</dt>
            <dd>
              <Money amount={quote.receives} />
            </dd>
          </div>
          <div>
            <dt>{t("withdraw.account")}</dt>
            <dd>{accountLabel(quote.account, banks)}</dd>
          </div>
        </dl>
        <p className="muted">{t("withdraw.arrival", { date: format.dateTime(quote.arrivesBy) })}</p>
      </section>
      <PinField id={`${id}-pin`} label={t("pin.pinLabel")} hint={t("pin.digits")} value={pin} onChange={setPin} error={fieldErrorOf(pinError)} autoFocus />
      <FailureAlert text={formError} onRetry={() => void submit()} />
      <Button type="submit" block pending={pending} pendingLabel={t("withdraw.sending")}>
        {t("withdraw.confirm", { amount: formatRupiah(quote.amount) })}
      </Button>
      <Button type="button" variant="secondary" block onClick={onBack}>
        {t("common:action.back")}
      </Button>
    </form>
  );
}

/** Step 1: to which account and how much (at least the minimum, at most what is available). */
function WithdrawForm({ data, onPinRefused }: { readonly data: Loaded; readonly onPinRefused: () => void }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const id = useId();
  const { view, accounts, banks } = data;
  const [accountId, setAccountId] = useState(accounts[0]?.accountId ?? "");
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [quote, setQuote] = useState<WithdrawalQuote | null>(null);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const amount = parseThousands(amountText) ?? 0;
  const problem = amountProblem(amount, view);
  const next = async () => {
    setTouched(true);
    if (problem !== null) {
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    const quoted = await send([], () => wallet.withdrawalQuote(amount, accountId));
    if (quoted !== null) setQuote(quoted);
  };
  if (quote !== null) return <Confirm quote={quote} banks={banks} onBack={() => setQuote(null)} onPinRefused={onPinRefused} />;
  return (
    <form className="stack" onSubmit={onSubmitOf(next)} noValidate>
      <p>
        <span className="muted">{t("withdraw.available")} </span>
        <strong>
          <Money amount={view.balance.available} />
        </strong>
      </p>
      <TriesLeft pin={view.pin} />
      <fieldset className="stack" style={{ gap: "var(--space-2)" }}>
        <legend>{t("withdraw.account")}</legend>
        {accounts.map((a) => (
          <label key={a.accountId} className="ds-choice">
            <input type="radio" name={`${id}-account`} value={a.accountId} checked={accountId === a.accountId} onChange={() => setAccountId(a.accountId)} />
            <span className="wl-choice__text">
              <span>{accountLabel(a, banks)}</span>
              <span className="ds-field__hint">{a.holderName}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <MoneyField
        id={`${id}-amount`}
        label={t("withdraw.amount")}
        value={amountText}
        onChange={setAmountText}
        onBlur={() => setTouched(true)}
        hint={t("withdraw.amountHint", { minimum: formatRupiah(view.minimumWithdrawal), available: formatRupiah(view.balance.available) })}
        error={touched ? fieldErrorOf(problem) : null}
      />
      <FailureAlert text={formError} onRetry={() => void next()} />
      <Button type="submit" block pending={pending} pendingLabel={t("common:state.loading")}>
        {t("withdraw.next")}
      </Button>
    </form>
  );
}

/** What stands between the person and a withdrawal, one at a time: the role, a block, no PIN, no account. */
function WithdrawScreen() {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const { state, reload } = useServerData(["withdraw-form"], async (): Promise<Result.Result<Loaded, ApiError | { readonly _tag: "NotLoggedIn" }>> => {
    const view = await wallet.wallet();
    if (Result.isFailure(view) || !view.success.canManage) return Result.map(view, (v) => ({ view: v, accounts: [], banks: null }));
    const [accounts, banks] = await Promise.all([wallet.accounts(), wallet.banks()]);
    // The bank list only names the banks: without it the account shows its code.
    return Result.map(accounts, (a) => ({ view: view.success, accounts: a.items, banks: Result.isSuccess(banks) ? banks.success : null }));
  });
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const data = state.value;
  const { view } = data;
  const body = !view.canManage ? (
    <StatePanel tone="notAvailable" headingLevel={2} title={t("withdraw.adminOnly")} />
  ) : view.pin.locked ? (
    <PinBlocked headingLevel={2} />
  ) : !view.pin.isSet ? (
    <StatePanel tone="empty" headingLevel={2} title={t("withdraw.needPin")} line={t("pin.setLine")} action={<Link className="ds-button ds-button--primary" to={href.walletPin()}>{t("withdraw.setPin")}</Link>} />
  ) : data.accounts.length === 0 ? (
    <StatePanel tone="empty" headingLevel={2} title={t("accounts.empty")} line={t("accounts.emptyLine")} action={<Link className="ds-button ds-button--primary" to={href.walletAccounts()}>{t("withdraw.addAccount")}</Link>} />
  ) : (
    <WithdrawForm data={data} onPinRefused={reload} />
  );
  return (
    <main className="page stack">
      <TopBar title={t("withdraw.title")} />
      {body}
    </main>
  );
}

/** A failed withdrawal again: the same amount to the same account, with the PIN; its own kept key per attempt. */
function RetryWithdrawal({ withdrawal, onDone }: { readonly withdrawal: Withdrawal; readonly onDone: (w: Withdrawal) => void }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const id = useId();
  const action = useActionKey(`wallet.withdrawal-retry.${withdrawal.withdrawalId}.${withdrawal.attempts}`);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<TextKey | null>(null);
  const [blocked, setBlocked] = useState(false);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const submit = async () => {
    setPinError(null);
    const done = await send(
      ["wallet-balance", ["withdrawals", withdrawal.withdrawalId]],
      () => wallet.retryWithdrawal(withdrawal.withdrawalId, { pin }, action.key),
      pinRefusal(setPinError, () => undefined, (failure) => {
        renewWhenRefused(action.renew)(failure);
        if (failure._tag === "ApiRejected" && (failure as Extract<ApiError, { _tag: "ApiRejected" }>).code === "PIN_LOCKED") setBlocked(true);
      }),
    );
    setPin("");
    if (done === null) return;
    action.drop();
    onDone(done);
  };
  if (blocked) return <PinBlocked headingLevel={2} />;
  return (
    <form className="stack" onSubmit={onSubmitOf(submit)} noValidate>
      <PinField id={`${id}-pin`} label={t("pin.pinLabel")} hint={t("pin.digits")} value={pin} onChange={setPin} error={fieldErrorOf(pinError)} />
      <FailureAlert text={formError} onRetry={() => void submit()} />
      <Button type="submit" block pending={pending} pendingLabel={t("withdraw.sending")}>
        {t("withdraw.retry")}
      </Button>
    </form>
  );
}

/** A withdrawal's status, live from the user's event stream: processing, success, or failed with the reason and Retry. */
function WithdrawalStatus({ withdrawalId }: { readonly withdrawalId: string }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const format = useFormat();
  const session = useSession();
  const { state, reload, set } = useServerData(["withdrawal", withdrawalId], () => wallet.withdrawal(withdrawalId));
  useUserEvents((event) => {
    if (event.kind === "wallet" && event.withdrawal.withdrawalId === withdrawalId) set(event.withdrawal);
    else if (event.kind === "resync") reload();
  });
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const w = state.value;
  const account = accountLabel(w.account);
  const balanceLink = session?.roleId === "provider" ? href.providerAccount() : href.seekerTransactions();
  return (
    <main className="page stack" data-withdrawal-status={w.status}>
      <TopBar title={t("withdraw.title")} heading={false} />
      {w.status === "processing" && (
        <section className="stack" role="status">
          <h1>{t("withdraw.processingTitle")}</h1>
          <p>{t("withdraw.processingLine", { amount: formatRupiah(w.receives), account, date: format.dateTime(w.arrivesBy) })}</p>
        </section>
      )}
      {w.status === "success" && (
        <StatePanel
          tone="success"
          headingLevel={1}
          title={t("withdraw.successTitle")}
          line={t("withdraw.successLine", { amount: formatRupiah(w.receives), account })}
          action={
            <Link className="ds-button ds-button--primary" to={balanceLink}>
              {t("withdraw.toBalance")}
            </Link>
          }
        />
      )}
      {w.status === "failed" && (
        <>
          <StatePanel tone="failure" headingLevel={1} title={t("withdraw.failedTitle")} line={t("withdraw.failedLine", { amount: formatRupiah(w.amount) })} />
          {w.failure !== null && <p className="ds-alert ds-alert--error">{t("withdraw.reason", { reason: t(`withdraw.failure.${w.failure}`) })}</p>}
          <RetryWithdrawal withdrawal={w} onDone={set} />
        </>
      )}
    </main>
  );
}

/** /wallet/withdraw (a seeker; a business's Admin): withdraw the available balance to a linked account; ?withdrawalId= its status. */
export default function WithdrawPage(_props: PageProps) {
  const [params] = useSearchParams();
  const withdrawalId = params.get("withdrawalId");
  return withdrawalId === null ? <WithdrawScreen /> : <WithdrawalStatus key={withdrawalId} withdrawalId={withdrawalId} />;
}
