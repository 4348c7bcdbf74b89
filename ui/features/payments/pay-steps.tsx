import { useTranslation } from "react-i18next";
import { Tabs } from "../../design-system/tabs";

const STEPS = { atm: 5, mbanking: 5, ibanking: 5 } as const;

/** How to pay a virtual account, per channel (ATM, mobile banking, internet banking). */
export function PaySteps({ bank, number, amount }: { readonly bank: string; readonly number: string; readonly amount: string }) {
  const { t } = useTranslation("payments");
  return (
    <section aria-labelledby="pay-steps" className="stack">
      <h2 id="pay-steps">{t("steps.title")}</h2>
      <Tabs
        label={t("steps.title")}
        items={(Object.keys(STEPS) as (keyof typeof STEPS)[]).map((channel) => ({
          id: channel,
          label: t(`steps.${channel}`),
          content: (
            <ol className="pm-steps">
              {Array.from({ length: STEPS[channel] }, (_, i) => (
                <li key={i}>{t(`steps.${channel}.${i + 1}`, { bank, number, amount })}</li>
              ))}
            </ol>
          ),
        }))}
      />
    </section>
  );
}
