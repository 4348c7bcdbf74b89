import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EwalletProvider, PaymentChoice, VirtualAccountBank } from "../../domain/payment/payment-api.schema";
import { EWALLET_PAYMENT_TTL_MINUTES, VIRTUAL_ACCOUNT_PAYMENT_TTL_HOURS } from "../../domain/policy/business-constants";
import { lazyComponent } from "../design-system/lazy-component";
import { SelectField } from "../design-system/select-field";
import type { TextKey } from "./catalogue-text";

/** The banks and e-wallets as their customers know them (names, not texts: the same in both languages). */
export const BANK_NAMES: Readonly<Record<VirtualAccountBank, string>> = { bca: "BCA", bni: "BNI", bri: "BRI", mandiri: "Mandiri", permata: "Permata" };
export const WALLET_NAMES: Readonly<Record<EwalletProvider, string>> = { gopay: "GoPay", ovo: "OVO", dana: "DANA", shopeepay: "ShopeePay" };

/** "BCA", "GoPay": the bank or wallet a payment goes through ("Gawe" for the balance: a name, the same in both languages). */
export const channelName = (choice: PaymentChoice): string =>
  choice.method === "virtualAccount" ? BANK_NAMES[choice.bank] : choice.method === "ewallet" ? WALLET_NAMES[choice.wallet] : "Gawe";

export const DEFAULT_PAYMENT_CHOICE: PaymentChoice = { method: "virtualAccount", bank: "bca" };

/** The PIN of a payment from the balance: typed in the form, sent beside the choice, never kept in a draft. */
export interface PaymentPin {
  readonly value: string;
  readonly onChange: (pin: string) => void;
  readonly error: TextKey | null;
}

/** The refusals about the PIN typed (wrong with the tries left, blocked, not 6 digits, missing): said under the PIN field. */
const PIN_CODES: ReadonlySet<string> = new Set(["PIN_WRONG", "PIN_LOCKED", "PIN_FORMAT", "PIN_MISMATCH", "PIN_REQUIRED"]);
export const isPinRefusal = (failure: { readonly _tag: string }): boolean => failure._tag === "ApiRejected" && PIN_CODES.has((failure as { readonly code?: string }).code ?? "");

/**
 * A payment form's PIN: the field's props, the PIN to send (only with the balance chosen), and
 * `refused`, the part of a refusal handler that puts a PIN refusal under the field. The PIN typed
 * is dropped after every answer: it is never kept longer than its one request.
 */
export const usePaymentPin = (choice: PaymentChoice) => {
  const [value, setValue] = useState("");
  const [error, setError] = useState<TextKey | null>(null);
  return {
    field: { value, onChange: setValue, error } satisfies PaymentPin,
    toSend: choice.method === "balance" ? value : undefined,
    /** Before sending: no old refusal stays. After the answer: the PIN is typed again. */
    clearError: () => setError(null),
    forget: () => setValue(""),
    refused: (failure: { readonly _tag: string }, text: TextKey): boolean => {
      if (!isPinRefusal(failure)) return false;
      setError(text);
      return true;
    },
  } as const;
};

const METHOD_HINTS = {
  virtualAccount: ["choice.vaWindow", { hours: VIRTUAL_ACCOUNT_PAYMENT_TTL_HOURS }],
  ewallet: ["choice.ewalletWindow", { minutes: EWALLET_PAYMENT_TTL_MINUTES }],
  balance: ["choice.balanceLine", {}],
} as const;

// The balance's part (what is available, the PIN) is its own chunk, loaded when the balance is chosen.
const BalancePin = lazyComponent(() => import("./balance-pin"), (m) => m.BalancePin);

/**
 * How the provider pays an offer (spec 4): a bank's virtual account (3 hours to pay), an e-wallet
 * (30 minutes), or the business's balance, paid at once with the payer's transaction PIN (issue 23).
 * Texts in the `payments` namespace.
 */
export function PaymentChoiceField({ value, onChange, pin }: { readonly value: PaymentChoice; readonly onChange: (choice: PaymentChoice) => void; readonly pin: PaymentPin }) {
  const { t } = useTranslation("payments");
  const id = useId();
  const method = (m: PaymentChoice["method"]) =>
    onChange(
      m === "virtualAccount"
        ? { method: m, bank: value.method === "virtualAccount" ? value.bank : "bca" }
        : m === "ewallet"
          ? { method: m, wallet: value.method === "ewallet" ? value.wallet : "gopay" }
          : { method: m },
    );
  return (
    <fieldset className="stack" style={{ gap: "var(--space-2)" }}>
      <legend>{t("choice.legend")}</legend>
      {(["virtualAccount", "ewallet", "balance"] as const).map((m) => (
        <label key={m} className="ds-choice">
          <input type="radio" name={`${id}-method`} value={m} checked={value.method === m} onChange={() => method(m)} />
          <span>
            {t(`method.${m}`)}
            <span className="ds-field__hint" style={{ display: "block" }}>
              {t(METHOD_HINTS[m][0], METHOD_HINTS[m][1])}
            </span>
          </span>
        </label>
      ))}
      {value.method === "virtualAccount" ? (
        <SelectField
          id={`${id}-bank`}
          label={t("choice.bank")}
          value={value.bank}
          onChange={(bank) => onChange({ method: "virtualAccount", bank: bank as VirtualAccountBank })}
          options={Object.entries(BANK_NAMES).map(([v, label]) => ({ value: v, label }))}
        />
      ) : value.method === "ewallet" ? (
        <SelectField
          id={`${id}-wallet`}
          label={t("choice.wallet")}
          value={value.wallet}
          onChange={(wallet) => onChange({ method: "ewallet", wallet: wallet as EwalletProvider })}
          options={Object.entries(WALLET_NAMES).map(([v, label]) => ({ value: v, label }))}
        />
      ) : (
        <BalancePin id={`${id}-pin`} pin={pin.value} onPin={pin.onChange} error={pin.error} />
      )}
    </fieldset>
  );
}
