import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_PREFERRED_POSITIONS } from "../../../domain/policy/business-constants";
import { Button } from "../../design-system/button";
import { ChipsField } from "../../design-system/chips-field";
import type { PageVariant } from "../../app/page-variant-mark";
import type { PageProps } from "../../routes/route-def";
import { usePageFallback } from "../../shared/page-state";
import { StepAlert } from "./step-alert";
import { useProfileStep } from "./use-profile-step";
import "../../shared/seeker.css";

import { usePositions } from "../../shared/reference-data";
import { labelledChoices, usePositionLabel } from "../../shared/format/reference-labels";
import { TopBar } from "../../shared/top-bar";

/** /occupation (both app versions): up to 5 preferred positions. */
export function PreferredPositions({ variant }: PageProps & { readonly variant: PageVariant }) {
  const { t } = useTranslation(["seeker", "errors"]);
  const positions = usePositions();
  const positionLabel = usePositionLabel();
  const { state, reload, pending, error, profileFirst, save } = useProfileStep("occupation");
  const fallback = usePageFallback(state, reload);
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  if (state.status !== "ready") return fallback;
  const profile = state.value.profile;
  const selected = chosen ?? profile?.preferredPositions ?? [];
  const submit = () => void save((input) => ({ ...input, preferredPositions: selected }));
  return (
    <main className="page stack" data-variant={variant}>
      <TopBar title={t("profile.positions")} />
      <ChipsField label={t("profile.positions")} hint={t("profile.upTo", { max: MAX_PREFERRED_POSITIONS })} max={MAX_PREFERRED_POSITIONS} {...labelledChoices(positions, selected, positionLabel, setChosen)} />
      <StepAlert error={error} profileFirst={profileFirst} onRetry={submit} />
      <Button block pending={pending} pendingLabel={t("profile.saving")} onClick={submit}>
        {t("profile.save")}
      </Button>
    </main>
  );
}
