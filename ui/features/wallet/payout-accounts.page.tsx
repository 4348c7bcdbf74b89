import { Result } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiError } from "../../../application/ports/api-error";
import { WALLET_API } from "../../../application/ports/wallet-api.port";
import type { EwalletProvider } from "../../../domain/payment/payment-api.schema";
import type { BankList, PayoutBank } from "../../../domain/wallet/wallet-api.schema";
import type { PayoutAccount } from "../../../domain/wallet/wallet.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { Dialog } from "../../design-system/dialog";
import { SelectField } from "../../design-system/select-field";
import { StatePanel } from "../../design-system/state-panel";
import { TextField } from "../../design-system/text-field";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { renewOnRefusal, useActionKey } from "../../shared/action-key";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";
import { EwalletLinkStart } from "../../shared/ewallet-link";
import { FailureAlert } from "../../shared/failure-alert";
import { usePageFallback } from "../../shared/page-state";
import { WALLET_NAMES } from "../../shared/payment-choice-field";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import { accountName } from "./wallet-parts";
import "./wallet.css";

/** The refusals of the bank's name check, said under the field they are about. */
const FIELD_OF_CODE: Readonly<Record<string, "number" | "holder">> = { BANK_ACCOUNT_NOT_FOUND: "number", PAYOUT_ACCOUNT_ALREADY_ADDED: "number", BANK_ACCOUNT_NAME_MISMATCH: "holder" };

/** A bank account: the bank, the number, the holder's name; the bank checks the name before it is added and answers it as it knows it. */
function AddBank({ banks, onAdded }: { readonly banks: BankList; readonly onAdded: () => void }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const id = useId();
  const action = useActionKey("wallet.add-bank");
  const [bank, setBank] = useState<PayoutBank>(banks.items[0]?.code ?? "bca");
  const [number, setNumber] = useState("");
  const [holder, setHolder] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"number" | "holder", TextKey>>>({});
  const [verified, setVerified] = useState<PayoutAccount | null>(null);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const submit = async () => {
    setErrors({});
    setVerified(null);
    const added = await send(["payout-accounts"], () => wallet.addBankAccount({ bank, number, holderName: holder.trim() }, action.key), (failure: ApiError | { readonly _tag: string }, text) => {
      renewOnRefusal(action)(failure);
      const field = failure._tag === "ApiRejected" ? FIELD_OF_CODE[(failure as Extract<ApiError, { _tag: "ApiRejected" }>).code] : undefined;
      if (field === undefined) return false;
      setErrors({ [field]: text });
      return true;
    });
    if (added === null) return;
    action.renew();
    setVerified(added);
    setNumber("");
    setHolder("");
    onAdded();
  };
  return (
    <form className="stack" onSubmit={onSubmitOf(submit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("accounts.add")}</h2>
      <SelectField id={`${id}-bank`} label={t("accounts.bank")} value={bank} onChange={(code) => setBank(code as PayoutBank)} options={banks.items.map((b) => ({ value: b.code, label: b.name }))} />
      <TextField id={`${id}-number`} label={t("accounts.number")} inputMode="numeric" autoComplete="off" value={number} onChange={(e) => setNumber(e.target.value.replace(/\D/g, ""))} error={fieldErrorOf(errors.number)} />
      <TextField id={`${id}-holder`} label={t("accounts.holder")} hint={t("accounts.holderHint")} autoComplete="name" value={holder} onChange={(e) => setHolder(e.target.value)} error={fieldErrorOf(errors.holder)} />
      <FailureAlert text={formError} onRetry={() => void submit()} />
      {verified !== null && (
        <p className="ds-alert ds-alert--info" role="status">
          {t("accounts.nameFound", { name: verified.holderName })}
        </p>
      )}
      <Button type="submit" block pending={pending} pendingLabel={t("accounts.checking")}>
        {t("accounts.save")}
      </Button>
    </form>
  );
}

/** An e-wallet is linked in the e-wallet's own page (a link the server gives), which comes back to /bound with the result. */
function LinkEwallet() {
  const { t } = useTranslation(["wallet", "common"]);
  const id = useId();
  const [provider, setProvider] = useState<EwalletProvider>("gopay");
  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("accounts.link")}</h2>
      <SelectField id={`${id}-wallet`} label={t("accounts.wallet")} value={provider} onChange={(w) => setProvider(w as EwalletProvider)} options={Object.entries(WALLET_NAMES).map(([value, label]) => ({ value, label }))} />
      <EwalletLinkStart wallet={provider} variant="secondary" label={t("accounts.linkGo", { wallet: WALLET_NAMES[provider] })} />
    </section>
  );
}

function AccountRow({ account, banks, onRemoved }: { readonly account: PayoutAccount; readonly banks: BankList; readonly onRemoved: () => void }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const { formError, pending, send } = useSubmit();
  const name = accountName(account, banks);
  const remove = async () => {
    setAsking(false);
    const done = await send(["payout-accounts"], () => wallet.removeAccount(account.accountId));
    if (done === null) return;
    toast(t("accounts.removed"));
    onRemoved();
  };
  return (
    <li className="wl-account">
      <div className="wl-account__row">
        <span className="wl-account__text">
          <strong>{name}</strong>
          <span className="muted">{`${t(`accounts.kind.${account.kind}`)} · ${account.number}`}</span>
          <span className="muted">{account.holderName}</span>
        </span>
        <Button variant="secondary" pending={pending} onClick={() => setAsking(true)} aria-label={`${t("accounts.remove")} ${name} ${account.number}`}>
          {t("accounts.remove")}
        </Button>
      </div>
      <FailureAlert text={formError} onRetry={() => void remove()} />
      <Dialog
        open={asking}
        danger
        title={t("accounts.removeConfirm", { account: `${name} ${account.number}` })}
        message={t("accounts.removeLine")}
        confirmLabel={t("accounts.remove")}
        cancelLabel={t("common:action.cancel")}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}

/** /seeker/accounts, /provider/accounts: where a withdrawal can go: bank accounts checked by the bank, linked e-wallets; add, link, remove. */
export default function PayoutAccountsPage(_props: PageProps) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const { state, reload } = useServerData(["payout-accounts"], async () => {
    const [accounts, banks] = await Promise.all([wallet.accounts(), wallet.banks()]);
    if (Result.isFailure(accounts)) return Result.fail(accounts.failure);
    return Result.map(banks, (b) => ({ accounts: accounts.success.items, banks: b }));
  });
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const { accounts, banks } = state.value;
  return (
    <main className="page stack">
      <TopBar title={t("accounts.title")} />
      {accounts.length === 0 ? (
        <StatePanel tone="empty" headingLevel={2} title={t("accounts.empty")} line={t("accounts.emptyLine")} />
      ) : (
        <section className="stack" aria-labelledby="wl-accounts">
          <h2 id="wl-accounts">{t("accounts.list")}</h2>
          <ul className="wl-accounts">
            {accounts.map((a) => (
              <AccountRow key={a.accountId} account={a} banks={banks} onRemoved={reload} />
            ))}
          </ul>
        </section>
      )}
      <AddBank banks={banks} onAdded={reload} />
      <LinkEwallet />
    </main>
  );
}
