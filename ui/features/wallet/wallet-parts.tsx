import { Result } from "effect";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { ApiError } from "../../../application/ports/api-error";
import type { EwalletProvider } from "../../../domain/payment/payment-api.schema";
import type { BankList } from "../../../domain/wallet/wallet-api.schema";
import type { PayoutAccount, PinStatus } from "../../../domain/wallet/wallet.schema";
import { maskAccountNumber } from "../../../domain/wallet/payout-account.rules";
import { setUpPin } from "../../../domain/wallet/pin.rules";
import { PinField } from "../../design-system/digits-field";
import { StatePanel } from "../../design-system/state-panel";
import { href } from "../../routes/href";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";
import type { ErrorTextView } from "../../shared/error-text-view";
import { isPinRefusal, WALLET_NAMES } from "../../shared/payment-choice-field";

/** "BCA", "GoPay": an account's bank (by the payout partner's list) or e-wallet. */
export const accountName = (account: PayoutAccount, banks: BankList | null): string =>
  account.kind === "ewallet" ? (WALLET_NAMES[account.provider as EwalletProvider] ?? account.provider) : (banks?.items.find((b) => b.code === account.provider)?.name ?? account.provider.toUpperCase());

/** Where a withdrawal goes, as every wallet screen names it: "BCA •••• 7890", "GoPay •••• 5678". */
export const accountLabel = (account: PayoutAccount, banks: BankList | null = null): string => `${accountName(account, banks)} ${maskAccountNumber(account.number)}`;

/**
 * `useSubmit().send`'s refusal handler for a request carrying a PIN: a wrong PIN (with the tries
 * left, the server's count) or a block goes under the PIN field and the PIN status is read again
 * (a block changes the page); anything else stays the form's.
 */
export const pinRefusal =
  (setPinError: (text: TextKey | null) => void, onPinRefused: () => void, then: (failure: { readonly _tag: string }) => void = () => undefined) =>
  (failure: ApiError | { readonly _tag: string }, text: ErrorTextView): boolean => {
    then(failure);
    if (!isPinRefusal(failure)) return false;
    setPinError(text);
    onPinRefused();
    return true;
  };

/** Transactions blocked after 5 wrong PINs (spec 8, 9): says so, and where support is (the help center's Others). */
export function PinBlocked({ headingLevel }: { readonly headingLevel?: 1 | 2 }) {
  const { t } = useTranslation("wallet");
  return (
    <StatePanel
      tone="failure"
      {...(headingLevel === undefined ? {} : { headingLevel })}
      title={t("pin.lockedTitle")}
      line={t("pin.lockedLine")}
      action={
        <Link className="ds-button ds-button--primary" to={href.supportMessage()}>
          {t("pin.support")}
        </Link>
      }
    />
  );
}

/** After a wrong entry: how many are left before the block (the server's count, so another phone shows the same). */
export function TriesLeft({ pin }: { readonly pin: PinStatus }) {
  const { t } = useTranslation("wallet");
  if (pin.locked || pin.wrongAttempts === 0) return null;
  return <p className="ds-alert ds-alert--info">{t("pin.triesLeft", { count: pin.attemptsLeft })}</p>;
}

export interface NewPin {
  readonly pin: string;
  readonly again: string;
}

/** The domain's rule for a new PIN (6 digits, typed twice the same): the key of what is wrong, or null. */
export const newPinProblem = (value: NewPin): TextKey | null => {
  const checked = setUpPin(value.pin, value.again);
  return Result.isFailure(checked) ? { key: checked.failure.i18nKey, ns: "errors" } : null;
};

/** A new PIN typed twice; the problem (format or mismatch) under the second field. */
export function NewPinFields({ id, value, onChange, problem }: { readonly id: string; readonly value: NewPin; readonly onChange: (value: NewPin) => void; readonly problem: TextKey | null }) {
  const { t } = useTranslation("wallet");
  return (
    <>
      <PinField id={`${id}-new`} label={t("pin.new")} hint={t("pin.digits")} value={value.pin} onChange={(pin) => onChange({ ...value, pin })} />
      <PinField id={`${id}-again`} label={t("pin.confirm")} value={value.again} onChange={(again) => onChange({ ...value, again })} error={fieldErrorOf(problem)} />
    </>
  );
}
