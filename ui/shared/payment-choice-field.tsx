import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { EwalletProvider, PaymentChoice, VirtualAccountBank } from "../../domain/payment/payment-api.schema";
import { EWALLET_PAYMENT_TTL_MINUTES, VIRTUAL_ACCOUNT_PAYMENT_TTL_HOURS } from "../../domain/policy/business-constants";
import { SelectField } from "../design-system/select-field";

/** The banks and e-wallets as their customers know them (names, not texts: the same in both languages). */
export const BANK_NAMES: Readonly<Record<VirtualAccountBank, string>> = { bca: "BCA", bni: "BNI", bri: "BRI", mandiri: "Mandiri", permata: "Permata" };
export const WALLET_NAMES: Readonly<Record<EwalletProvider, string>> = { gopay: "GoPay", ovo: "OVO", dana: "DANA", shopeepay: "ShopeePay" };

/** "BCA", "GoPay": the bank or wallet a payment goes through ("Gawe" for the balance: a name, the same in both languages). */
export const channelName = (choice: PaymentChoice): string =>
  choice.method === "virtualAccount" ? BANK_NAMES[choice.bank] : choice.method === "ewallet" ? WALLET_NAMES[choice.wallet] : "Gawe";

export const DEFAULT_PAYMENT_CHOICE: PaymentChoice = { method: "virtualAccount", bank: "bca" };

/**
 * How the provider pays an offer (spec 4): a bank's virtual account (3 hours to pay) or an
 * e-wallet (30 minutes). Paying from the balance needs the transaction PIN, which comes later.
 * Texts in the `payments` namespace.
 */
export function PaymentChoiceField({ value, onChange }: { readonly value: PaymentChoice; readonly onChange: (choice: PaymentChoice) => void }) {
  const { t } = useTranslation("payments");
  const id = useId();
  const method = (m: PaymentChoice["method"]) => onChange(m === "virtualAccount" ? { method: m, bank: value.method === "virtualAccount" ? value.bank : "bca" } : { method: m, wallet: value.method === "ewallet" ? value.wallet : "gopay" });
  return (
    <fieldset className="stack" style={{ gap: "var(--space-2)" }}>
      <legend>{t("choice.legend")}</legend>
      {(["virtualAccount", "ewallet"] as const).map((m) => (
        <label key={m} className="ds-choice">
          <input type="radio" name={`${id}-method`} value={m} checked={value.method === m} onChange={() => method(m)} />
          <span>
            {t(`method.${m}`)}
            <span className="ds-field__hint" style={{ display: "block" }}>
              {m === "virtualAccount" ? t("choice.vaWindow", { hours: VIRTUAL_ACCOUNT_PAYMENT_TTL_HOURS }) : t("choice.ewalletWindow", { minutes: EWALLET_PAYMENT_TTL_MINUTES })}
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
      ) : null}
    </fieldset>
  );
}
