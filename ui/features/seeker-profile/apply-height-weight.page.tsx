import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../design-system/button";
import { TextField } from "../../design-system/text-field";
import type { PageProps } from "../../routes/route-def";
import { usePageFallback } from "../../shared/page-state";
import { StepAlert } from "./step-alert";
import { useProfileStep } from "./use-profile-step";
import "../../shared/seeker.css";
import { TopBar } from "../../shared/top-bar";

const digits = (text: string): string => text.replace(/\D/g, "").slice(0, 3);
const within = (text: string, min: number, max: number): boolean => text === "" || (Number(text) >= min && Number(text) <= max);

/** /applyHeightWeight: height (100-250 cm) and weight (25-250 kg), asked by some jobs. */
export default function ApplyHeightWeightPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors"]);
  const { state, reload, pending, error, profileFirst, save } = useProfileStep("apply-height-weight");
  const fallback = usePageFallback(state, reload);
  const [height, setHeight] = useState<string | null>(null);
  const [weight, setWeight] = useState<string | null>(null);
  if (state.status !== "ready") return fallback;
  const profile = state.value.profile;
  const h = height ?? (profile?.heightCm === undefined ? "" : String(profile.heightCm));
  const w = weight ?? (profile?.weightKg === undefined ? "" : String(profile.weightKg));
  const heightOk = within(h, 100, 250);
  const weightOk = within(w, 25, 250);
  const submit = () =>
    heightOk &&
    weightOk &&
    void save(({ heightCm: _h, weightKg: _w, ...rest }) => ({ ...rest, ...(h === "" ? {} : { heightCm: Number(h) }), ...(w === "" ? {} : { weightKg: Number(w) }) }));
  return (
    <main className="page stack">
      <TopBar title={t("body.title")} />
      <TextField id="body-height" label={t("profile.height")} inputMode="numeric" value={h} error={heightOk ? null : t("body.heightRange")} onChange={(e) => setHeight(digits(e.target.value))} />
      <TextField id="body-weight" label={t("profile.weight")} inputMode="numeric" value={w} error={weightOk ? null : t("body.weightRange")} onChange={(e) => setWeight(digits(e.target.value))} />
      <StepAlert error={error} profileFirst={profileFirst} onRetry={submit} />
      <Button block pending={pending} pendingLabel={t("profile.saving")} onClick={submit}>
        {t("profile.save")}
      </Button>
    </main>
  );
}
